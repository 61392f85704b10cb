import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAccountsTestApp, get, json, post, signUp, type AccountsTestApp } from './test-app';

jest.setTimeout(60_000);

/**
 * Finding 11: a browser session keeps its tokens in HttpOnly cookies (an XSS reads none of
 * them), and every write a cookie authenticates needs the session's CSRF proof.
 */
let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ publicOrigin: 'https://shop.test' });
});
afterAll(() => t.close());
const app = () => t.app;

type Jar = Record<string, string>;
const cookiesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c])) as Record<string, LightMyRequestResponse['cookies'][number]>;
const header = (jar: Jar) => Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ');
/** What a browser keeps after an answer: set cookies replace, cleared ones go. */
function keep(jar: Jar, res: LightMyRequestResponse): Jar {
  const next = { ...jar };
  for (const c of res.cookies) {
    if (c.maxAge === 0 || c.value === '') delete next[c.name];
    else next[c.name] = c.value;
  }
  return next;
}

async function browserLogin(target: FastifyInstance, email: string, password: string) {
  const res = await target.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email, password }, headers: { 'x-session': 'cookie' } });
  return { res, jar: keep({}, res) };
}

describe('a browser session in cookies', () => {
  it('logs in with HttpOnly token cookies and a body without tokens; API clients still get the spec shape', async () => {
    const u = await signUp(app());
    const { res, jar } = await browserLogin(app(), u.email, u.password);
    expect(res.statusCode).toBe(200);
    const body = json(res).result;
    expect(body).toEqual({ session: 'cookie', accessExpiresAt: expect.any(Number) });
    expect(res.body).not.toMatch(/eyJ/); // no JWT anywhere in the body

    const c = cookiesOf(res);
    expect(c['auth_token']).toMatchObject({ httpOnly: true, path: '/', secure: true, sameSite: 'Lax' });
    expect(c['refresh_token']).toMatchObject({ httpOnly: true, path: '/b2c/v1/auth', secure: true, sameSite: 'Strict', maxAge: 2678400 });
    // The hint and the CSRF proof are for script, and hold no token.
    expect(c['signed_in']?.httpOnly).toBeFalsy();
    expect(Number(c['signed_in']?.value)).toBe(body.accessExpiresAt);
    expect(c['csrf_token']).toMatchObject({ sameSite: 'Strict', secure: true });
    expect(c['csrf_token']?.httpOnly).toBeFalsy();

    // The cookie authenticates reads.
    const me = await app().inject({ method: 'GET', url: '/b2c/v1/users/me', headers: { cookie: header(jar) } });
    expect(me.statusCode).toBe(200);
    expect(json(me).result.email).toBe(u.email);

    // Without x-session: cookie, the spec's result.access / result.refresh and no cookies.
    const api = await post(app(), '/b2c/v1/auth/login', { email: u.email, password: u.password });
    expect(Object.keys(json(api).result).sort()).toEqual(['access', 'refresh']);
    expect(api.cookies).toHaveLength(0);
  });

  it('refreshes by cookie with new cookies only, and needs the CSRF proof for it', async () => {
    const u = await signUp(app());
    const { jar } = await browserLogin(app(), u.email, u.password);
    const refresh = (headers: Record<string, string>) => app().inject({ method: 'POST', url: '/b2c/v1/auth/refresh', payload: {}, headers });

    const noProof = await refresh({ cookie: header(jar) });
    expect(noProof.statusCode).toBe(403);
    expect(json(noProof).error.code).toBe('CSRF_TOKEN_INVALID');

    const ok = await refresh({ cookie: header(jar), 'x-csrf-token': jar['csrf_token']! });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result).toEqual({ session: 'cookie', accessExpiresAt: expect.any(Number) });
    expect(ok.body).not.toContain(jar['refresh_token']!);
    const next = keep(jar, ok);
    expect(next['refresh_token']).not.toBe(jar['refresh_token']);
    expect(next['auth_token']).toBeDefined();
    // The CSRF proof belongs to the session, so it survives the rotation (other tabs keep working).
    expect(next['csrf_token']).toBe(jar['csrf_token']);
    expect((await app().inject({ method: 'GET', url: '/b2c/v1/users/me', headers: { cookie: header(next) } })).statusCode).toBe(200);

    // The rotated cookie presented again: reuse, the family dies and the cookies are cleared.
    const reuse = await refresh({ cookie: header(jar), 'x-csrf-token': jar['csrf_token']! });
    expect(reuse.statusCode).toBe(401);
    expect(keep(jar, reuse)).toEqual({});
  });

  it('refuses a cookie-authenticated write without the CSRF header, accepts it with the header', async () => {
    const u = await signUp(app());
    const { jar } = await browserLogin(app(), u.email, u.password);
    const patch = (headers: Record<string, string>) =>
      app().inject({ method: 'PATCH', url: `/b2c/v1/users/${u.id}`, payload: { firstName: 'Cookie' }, headers });

    const none = await patch({ cookie: header(jar) });
    expect(none.statusCode).toBe(403);
    expect(json(none).error).toMatchObject({ status: 403, code: 'CSRF_TOKEN_INVALID' });
    // A proof of another session does not count either.
    const other = await signUp(app());
    const otherJar = (await browserLogin(app(), other.email, other.password)).jar;
    expect((await patch({ cookie: header(jar), 'x-csrf-token': otherJar['csrf_token']! })).statusCode).toBe(403);
    expect(json(await get(app(), '/b2c/v1/users/me', u.access)).result.firstName).toBe('Lien');

    const ok = await patch({ cookie: header(jar), 'x-csrf-token': jar['csrf_token']! });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result.firstName).toBe('Cookie');
  });

  it('needs no CSRF header for a Bearer-authenticated call, even when session cookies ride along', async () => {
    const u = await signUp(app());
    const { jar } = await browserLogin(app(), u.email, u.password);
    const res = await app().inject({
      method: 'PATCH',
      url: `/b2c/v1/users/${u.id}`,
      payload: { lastName: 'Bearer' },
      headers: { authorization: `Bearer ${u.access}`, cookie: header(jar) },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).result.lastName).toBe('Bearer');
  });

  it('logs out by cookie with the CSRF proof: the session ends and every session cookie is cleared', async () => {
    const u = await signUp(app());
    const { jar } = await browserLogin(app(), u.email, u.password);
    const logout = (headers: Record<string, string>) => app().inject({ method: 'POST', url: '/b2c/v1/auth/logout', payload: {}, headers });
    expect((await logout({ cookie: header(jar) })).statusCode).toBe(403);
    const out = await logout({ cookie: header(jar), 'x-csrf-token': jar['csrf_token']! });
    expect(out.statusCode).toBe(200);
    expect(keep(jar, out)).toEqual({});
    expect(Object.values(cookiesOf(out)).every((c) => c.maxAge === 0)).toBe(true);
    // The old cookies no longer work anywhere.
    expect((await app().inject({ method: 'GET', url: '/b2c/v1/users/me', headers: { cookie: header(jar) } })).statusCode).toBe(401);
    const again = await app().inject({ method: 'POST', url: '/b2c/v1/auth/refresh', payload: {}, headers: { cookie: header(jar), 'x-csrf-token': jar['csrf_token']! } });
    expect(again.statusCode).toBe(401);
  });

  it('marks cookies Secure only when the shop is served over https', async () => {
    const plain = await createAccountsTestApp({ publicOrigin: 'http://localhost:4200' });
    try {
      const u = await signUp(plain.app);
      const { res } = await browserLogin(plain.app, u.email, u.password);
      expect(res.cookies.length).toBe(4);
      expect(res.cookies.every((c) => !c.secure)).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
