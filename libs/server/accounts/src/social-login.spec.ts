import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { SignJWT, generateKeyPair } from 'jose';
import { rowsOf } from '@bike/server/core';
import { devSubject } from './dev-oidc-provider';
import { socialLoginStates, userIdentities, users } from './schema';
import { hashToken, pkceChallengeMatches } from './secure-tokens';
import { afterSocialLoginPath } from './social-routes';
import { createSocialTestApp, hiddenFields, keep, navigate, socialSignIn, type Jar, type SocialTestApp } from './social-test-app';
import { json, mailedLink, newRegistration, post, signUp } from './test-app';

jest.setTimeout(60_000);

/** Issue 14 item 1: social sign-in through the local OpenID provider, end to end through inject. */
let t: SocialTestApp;
beforeAll(async () => {
  t = await createSocialTestApp();
});
afterAll(() => t.close());
const app = () => t.app;

let counter = 0;
const newEmail = (label = 'social') => `${label}.${++counter}.${Date.now()}@example.com`;

const me = (jar: Jar) => navigate(app(), '/b2c/v1/users/me', jar);
const identitiesOf = (userId: string) => t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
const userByEmail = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];
const sessionCookies = (jar: Jar) => ['auth_token', 'refresh_token', 'signed_in', 'csrf_token'].filter((name) => name in jar);

describe('social sign-in with the local provider', () => {
  it('creates a new active account, starts the browser session and lands on the redirect', async () => {
    const email = newEmail();
    const flow = await socialSignIn(app(), { email, name: 'Lotte Van den Broeck', redirect: '/nl_BE/account/orders?page=2' });

    // The start: PKCE S256, state and nonce, to the provider's authorize endpoint of this origin.
    const authorize = flow.authorizeUrl;
    expect(authorize.origin + authorize.pathname).toBe('http://shop.test/dev-oidc/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'dev-google',
      redirect_uri: 'http://shop.test/b2c/v1/auth/social/google/callback',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stateCookie = flow.start.cookies.find((c) => c.name === 'social_state');
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/b2c/v1/auth/social', maxAge: 600 });
    expect(stateCookie?.value).toBe(authorize.searchParams.get('state'));
    // The verifier stays on the server; only its hash travels.
    const [row] = await t.ctx.db.select().from(socialLoginStates);
    expect(authorize.toString()).not.toContain(row!.codeVerifier);

    expect(flow.callback.statusCode).toBe(302);
    expect(flow.callback.headers.location).toBe('/nl_BE/account/orders?page=2');
    expect(sessionCookies(flow.jar)).toHaveLength(4);
    expect(flow.jar['social_state']).toBeUndefined();
    const cookies = Object.fromEntries(flow.callback.cookies.map((c) => [c.name, c]));
    expect(cookies['auth_token']).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies['refresh_token']).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/b2c/v1/auth' });

    const account = await me(flow.jar);
    expect(account.statusCode).toBe(200);
    expect(json(account).result).toMatchObject({ email, firstName: 'Lotte', lastName: 'Van den Broeck', active: true, locale: 'nl_BE', role: 'consumer' });
    const stored = (await userByEmail(email))!;
    expect(stored.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await identitiesOf(stored.id)).toEqual([
      expect.objectContaining({ provider: 'google', subject: devSubject(email), email, emailVerified: true }),
    ]);
    // No password anyone knows: the email login refuses it like any wrong password.
    const passwordLogin = await post(app(), '/b2c/v1/auth/login', { email, password: 'Correct-Horse-1' });
    expect(passwordLogin.statusCode).toBe(401);

    // Signing in again finds the same account through the identity.
    const again = await socialSignIn(app(), { email });
    expect(again.callback.headers.location).toBe('/nl_BE/account');
    expect(json(await me(again.jar)).result.id).toBe(stored.id);
    expect(await identitiesOf(stored.id)).toHaveLength(1);
  });

  it('links an existing local account when the provider verified the address', async () => {
    const local = await signUp(app());
    const flow = await socialSignIn(app(), { email: local.email, provider: 'facebook' });
    expect(flow.callback.headers.location).toBe('/nl_BE/account');
    expect(json(await me(flow.jar)).result).toMatchObject({ id: local.id, firstName: 'Lien' });
    expect(await identitiesOf(local.id)).toEqual([expect.objectContaining({ provider: 'facebook', email: local.email })]);
    // The password keeps working beside the link.
    expect((await post(app(), '/b2c/v1/auth/login', { email: local.email, password: local.password })).statusCode).toBe(200);
  });

  it('activates a local account still waiting for its activation mail, when the provider verified the address', async () => {
    const body = newRegistration();
    expect((await post(app(), '/b2c/v1/users', body)).statusCode).toBe(201);
    expect((await userByEmail(body.email))!.active).toBe(false);
    const flow = await socialSignIn(app(), { email: body.email });
    expect(flow.callback.headers.location).toBe('/nl_BE/account');
    const stored = (await userByEmail(body.email))!;
    // The registration was never proven: the account starts again with the provider's names.
    expect(stored).toMatchObject({ active: true, firstName: 'Lotte', lastName: 'Peeters' });
    expect(stored.emailVerifiedAt).toBeInstanceOf(Date);
    expect(json(await me(flow.jar)).result.id).toBe(stored.id);
    // Whoever registered the address before its owner proved it (pre-hijacking) loses the
    // password they chose and the pending activation link.
    expect((await post(app(), '/b2c/v1/auth/login', { email: body.email, password: body.password })).statusCode).toBe(401);
    const { token } = await mailedLink(app(), body.email, 'activate');
    expect((await post(app(), '/b2c/v1/users/activate', { token })).statusCode).toBe(400);
  });

  it('does not link an existing account when the provider has not verified the address', async () => {
    const local = await signUp(app());
    const waiting = newRegistration();
    await post(app(), '/b2c/v1/users', waiting);
    for (const email of [local.email, waiting.email]) {
      const flow = await socialSignIn(app(), { email, verified: false });
      expect(flow.callback.statusCode).toBe(302);
      expect(flow.callback.headers.location).toBe('/nl_BE/account/login?social=linkRefused');
      expect(sessionCookies(flow.jar)).toEqual([]);
      const stored = (await userByEmail(email))!;
      expect(await identitiesOf(stored.id)).toEqual([]);
    }
    expect((await userByEmail(waiting.email))!.active).toBe(false);
    // The mailed link still activates it the normal way.
    const { token } = await mailedLink(app(), waiting.email, 'activate');
    expect((await post(app(), '/b2c/v1/users/activate', { token })).statusCode).toBe(200);
  });

  it('makes an account for an unverified address nobody has, without counting the address as verified', async () => {
    const email = newEmail('unverified');
    const flow = await socialSignIn(app(), { email, verified: false, name: 'Jef' });
    expect(flow.callback.headers.location).toBe('/nl_BE/account');
    const stored = (await userByEmail(email))!;
    expect(stored).toMatchObject({ active: true, firstName: 'Jef', lastName: '', emailVerifiedAt: null });
    expect(json(await me(flow.jar)).result.email).toBe(email);
  });

  it('drops an unverified link once the address is proven by a mailed link (pre-hijacking)', async () => {
    const email = newEmail('prehijack');
    // Someone signs up with another person's address through a provider that did not verify it.
    const squatter = await socialSignIn(app(), { email, verified: false });
    expect(squatter.callback.headers.location).toBe('/nl_BE/account');
    const account = (await userByEmail(email))!;
    expect(await identitiesOf(account.id)).toEqual([expect.objectContaining({ emailVerified: false })]);
    // The address's owner resets the password from the mail they receive.
    expect((await post(app(), '/b2c/v1/users/reset-password/request', { email, locale: 'nl_BE' })).statusCode).toBe(200);
    const { token } = await mailedLink(app(), email, 'passwordreset');
    const reset = await post(app(), '/b2c/v1/users/reset-password/confirm', { token, password: 'Fietsen-Owner-2026', passwordConfirm: 'Fietsen-Owner-2026' });
    expect(reset.statusCode).toBe(200);
    // The squatter's identity no longer signs in; it is gone.
    const again = await socialSignIn(app(), { email, verified: false });
    expect(again.callback.headers.location).toBe('/nl_BE/account/login?social=linkRefused');
    expect(sessionCookies(again.jar)).toEqual([]);
    expect(await identitiesOf(account.id)).toEqual([]);
    // A link the provider vouched for is kept through the same proof.
    const verifiedEmail = newEmail('vouched');
    await socialSignIn(app(), { email: verifiedEmail });
    const vouched = (await userByEmail(verifiedEmail))!;
    await post(app(), '/b2c/v1/users/reset-password/request', { email: verifiedEmail, locale: 'nl_BE' });
    const link = await mailedLink(app(), verifiedEmail, 'passwordreset');
    await post(app(), '/b2c/v1/users/reset-password/confirm', { token: link.token, password: 'Fietsen-Owner-2026', passwordConfirm: 'Fietsen-Owner-2026' });
    expect(json(await me((await socialSignIn(app(), { email: verifiedEmail })).jar)).result.id).toBe(vouched.id);
  });

  it('never links an admin account: admins sign in with their password', async () => {
    const admin = await signUp(app());
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const flow = await socialSignIn(app(), { email: admin.email });
    expect(flow.callback.headers.location).toBe('/nl_BE/account/login?social=linkRefused');
    expect(sessionCookies(flow.jar)).toEqual([]);
    expect(await identitiesOf(admin.id)).toEqual([]);
  });
});

describe('the state of a sign-in', () => {
  /** Start and approve at the provider, but stop before the callback. */
  async function approvedButNotBack(email = newEmail('state')) {
    const start = await navigate(app(), '/b2c/v1/auth/social/google?locale=fr_BE');
    const jar = keep({}, start);
    const page = await navigate(app(), String(start.headers.location), jar);
    const form = new URLSearchParams({ ...hiddenFields(page.body), email, name: 'Camille', action: 'approve', email_verified: 'true' });
    const posted = await app().inject({
      method: 'POST',
      url: '/dev-oidc/authorize',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
    });
    return { jar, callbackUrl: String(posted.headers.location), email };
  }
  const failed = '/fr_BE/account/login?social=failed';

  it('refuses a replayed callback', async () => {
    const first = await approvedButNotBack();
    const ok = await navigate(app(), first.callbackUrl, first.jar);
    expect(ok.headers.location).toBe('/fr_BE/account');
    const replay = await navigate(app(), first.callbackUrl, first.jar);
    expect(replay.headers.location).toBe(failed);
    expect(JSON.parse(t.logs[t.logs.length - 1]!).reason).toMatch(/state used, expired/);
    expect(replay.cookies.filter((c) => c.name === 'auth_token')).toEqual([]);
  });

  it('refuses a forged state, and a state of another provider', async () => {
    const forged = 'A'.repeat(43);
    const res = await navigate(app(), `/b2c/v1/auth/social/google/callback?code=abc&state=${forged}`, { social_state: forged });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en_INT/account/login?social=failed');
    for (const state of ['', 'short', '<script>', 'A'.repeat(44)]) {
      const odd = await navigate(app(), `/b2c/v1/auth/social/google/callback?code=abc&state=${encodeURIComponent(state)}`);
      expect(odd.headers.location).toBe('/en_INT/account/login?social=failed');
    }
    const flow = await approvedButNotBack();
    const other = await navigate(app(), flow.callbackUrl.replace('/social/google/', '/social/facebook/'), flow.jar);
    expect(other.headers.location).toBe(failed);
    expect(other.cookies.filter((c) => c.name === 'auth_token')).toEqual([]);
  });

  it('refuses a callback in a browser that did not start the sign-in (login CSRF), and burns that state', async () => {
    const flow = await approvedButNotBack();
    const elsewhere = await navigate(app(), flow.callbackUrl, {});
    expect(elsewhere.headers.location).toBe(failed);
    expect(JSON.parse(t.logs[t.logs.length - 1]!).reason).toMatch(/not this browser/);
    expect(elsewhere.cookies.filter((c) => c.name === 'auth_token')).toEqual([]);
    expect((await navigate(app(), flow.callbackUrl, flow.jar)).headers.location).toBe(failed);
    expect(await userByEmail(flow.email)).toBeUndefined();
  });

  it('refuses an expired sign-in and a cancelled one', async () => {
    const flow = await approvedButNotBack();
    await t.ctx.db.execute(sql`update social_login_states set expires_at = now() - interval '1 minute'`);
    expect((await navigate(app(), flow.callbackUrl, flow.jar)).headers.location).toBe(failed);

    const cancelled = await socialSignIn(app(), { email: newEmail(), action: 'deny', locale: 'de_DE' });
    expect(new URL(cancelled.callbackUrl).searchParams.get('error')).toBe('access_denied');
    expect(cancelled.callback.headers.location).toBe('/de_DE/account/login?social=failed');
    expect(sessionCookies(cancelled.jar)).toEqual([]);
  });

  it('clears the flow cookie on every callback', async () => {
    const res = await navigate(app(), '/b2c/v1/auth/social/google/callback?state=x', { social_state: 'x' });
    expect(res.cookies.find((c) => c.name === 'social_state')).toMatchObject({ maxAge: 0, path: '/b2c/v1/auth/social' });
  });
});

describe('where a sign-in lands', () => {
  it('keeps the redirect on this site and in this locale', () => {
    for (const hostile of [
      '//evil.example/nl_BE/',
      'https://evil.example/nl_BE/account',
      '/\\evil.example',
      '/nl_BE/..//evil.example',
      '/%2F%2Fevil.example',
      '/nl_BE/%2e%2e/%2F%2Fevil.example',
      '/en_INT/account',
      '/nl_BE/account/login',
      '/nl_BE/account/logout',
      'javascript:alert(1)',
      '',
      undefined,
      ['/nl_BE/account/orders'],
    ]) {
      expect(afterSocialLoginPath(hostile, 'nl_BE')).toBe('/nl_BE/account');
    }
    expect(afterSocialLoginPath('/nl_BE/bikes/../account/orders?x=1#top', 'nl_BE')).toBe('/nl_BE/account/orders?x=1#top');
  });

  it('sends the browser to the account page when the redirect would leave the site, and to en_INT for an unknown locale', async () => {
    const flow = await socialSignIn(app(), { email: newEmail(), redirect: '//evil.example/nl_BE/account' });
    expect(flow.callback.headers.location).toBe('/nl_BE/account');
    const odd = await navigate(app(), '/b2c/v1/auth/social/google?locale=xx_XX&redirect=/xx_XX/account');
    const state = new URL(String(odd.headers.location)).searchParams.get('state')!;
    const [row] = await t.ctx.db.select().from(socialLoginStates).where(eq(socialLoginStates.stateHash, hashToken(state)));
    expect(row).toMatchObject({ locale: 'en_INT', redirectPath: '/en_INT/account' });
  });

  it('answers an unknown provider with 404', async () => {
    const res = await navigate(app(), '/b2c/v1/auth/social/myspace');
    expect(res.statusCode).toBe(404);
    expect(json(res).error.code).toBe('SOCIAL_PROVIDER_NOT_FOUND');
    expect((await navigate(app(), '/b2c/v1/auth/social/myspace/callback?state=x')).statusCode).toBe(404);
  });
});

describe('the local provider', () => {
  it('publishes discovery and a JWKS on the shop origin', async () => {
    const doc = json(await navigate(app(), '/dev-oidc/.well-known/openid-configuration'));
    expect(doc).toMatchObject({
      issuer: 'http://shop.test/dev-oidc',
      authorization_endpoint: 'http://shop.test/dev-oidc/authorize',
      token_endpoint: 'http://shop.test/dev-oidc/token',
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['ES256'],
    });
    const jwks = json(await navigate(app(), '/dev-oidc/jwks'));
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('shows an escaped, script-free page and never redirects to an unregistered address', async () => {
    const params = {
      response_type: 'code',
      client_id: 'dev-google',
      redirect_uri: 'http://shop.test/b2c/v1/auth/social/google/callback',
      scope: 'openid email',
      state: '"><script>alert(1)</script>',
      nonce: "n'<img src=x onerror=alert(2)>",
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    };
    const page = await navigate(app(), `/dev-oidc/authorize?${new URLSearchParams(params)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script|<img/i);
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
    expect(String(page.headers['content-security-policy'])).toMatch(/default-src 'none'/);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/script-src/);

    const foreign = await navigate(app(), `/dev-oidc/authorize?${new URLSearchParams({ ...params, redirect_uri: 'https://evil.example/cb' })}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    const unknown = await navigate(app(), `/dev-oidc/authorize?${new URLSearchParams({ ...params, client_id: 'someone' })}`);
    expect(unknown.statusCode).toBe(400);
    // A plain-method or missing challenge goes back to the client as an error.
    const plain = await navigate(app(), `/dev-oidc/authorize?${new URLSearchParams({ ...params, code_challenge_method: 'plain' })}`);
    expect(plain.statusCode).toBe(303);
    expect(new URL(String(plain.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });

  it('hands out a code only for the right client, redirect address and PKCE verifier, once', async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const redirectUri = 'http://shop.test/b2c/v1/auth/social/google/callback';
    const code = async () => {
      const posted = await app().inject({
        method: 'POST',
        url: '/dev-oidc/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
        payload: new URLSearchParams({
          response_type: 'code', client_id: 'dev-google', redirect_uri: redirectUri, scope: 'openid', state: 's', nonce: 'n',
          code_challenge: challenge, code_challenge_method: 'S256', email: ' Piet@Example.com ', name: 'Piet', action: 'approve',
        }).toString(),
      });
      expect(posted.statusCode).toBe(303);
      const back = new URL(String(posted.headers.location));
      expect(back.searchParams.get('iss')).toBe('http://shop.test/dev-oidc');
      return back.searchParams.get('code')!;
    };
    const basic = `Basic ${Buffer.from('dev-google:dev-google-secret').toString('base64')}`;
    const exchange = (form: Record<string, string>, authorization = basic) =>
      app().inject({ method: 'POST', url: '/dev-oidc/token', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization }, payload: new URLSearchParams(form).toString() });

    const wrongVerifier = await code();
    const refused = await exchange({ grant_type: 'authorization_code', code: wrongVerifier, redirect_uri: redirectUri, code_verifier: 'x'.repeat(43) });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('invalid_grant');
    // The failed try used the code up.
    expect(json(await exchange({ grant_type: 'authorization_code', code: wrongVerifier, redirect_uri: redirectUri, code_verifier: verifier })).error).toBe('invalid_grant');

    const wrongSecret = await exchange({ grant_type: 'authorization_code', code: await code(), redirect_uri: redirectUri, code_verifier: verifier }, `Basic ${Buffer.from('dev-google:guess').toString('base64')}`);
    expect(wrongSecret.statusCode).toBe(401);
    const otherRedirect = await exchange({ grant_type: 'authorization_code', code: await code(), redirect_uri: 'http://shop.test/elsewhere', code_verifier: verifier });
    expect(json(otherRedirect).error).toBe('invalid_grant');
    const otherClient = await exchange(
      { grant_type: 'authorization_code', code: await code(), redirect_uri: redirectUri, code_verifier: verifier },
      `Basic ${Buffer.from('dev-facebook:dev-facebook-secret').toString('base64')}`,
    );
    expect(json(otherClient).error).toBe('invalid_grant');

    const good = await exchange({ grant_type: 'authorization_code', code: await code(), redirect_uri: redirectUri, code_verifier: verifier, client_id: 'dev-google', client_secret: 'dev-google-secret' }, '');
    expect(good.statusCode).toBe(200);
    expect(good.headers['cache-control']).toBe('no-store');
    const { id_token: idToken, token_type: tokenType } = json(good);
    expect(tokenType).toBe('Bearer');
    const { jwtVerify, createLocalJWKSet } = await import('jose');
    const keys = createLocalJWKSet(json(await navigate(app(), '/dev-oidc/jwks')));
    const { payload, protectedHeader } = await jwtVerify(idToken, keys, { issuer: 'http://shop.test/dev-oidc', audience: 'dev-google' });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: devSubject('piet@example.com'), email: 'piet@example.com', email_verified: false, name: 'Piet', nonce: 'n' });
  });
});

describe('ID tokens a provider might send (a fake issuer signing with jose)', () => {
  let f: SocialTestApp;
  const CLIENT = { id: 'shop-client', secret: 'shop secret:1' };
  beforeAll(async () => {
    f = await createSocialTestApp({
      env: { SOCIAL_GOOGLE_ISSUER: 'http://shop.test/test-idp', SOCIAL_GOOGLE_CLIENT_ID: CLIENT.id, SOCIAL_GOOGLE_CLIENT_SECRET: CLIENT.secret },
    });
  });
  afterAll(() => f.close());

  /** Starts a sign-in, lets `token` build the ID token for its nonce, and comes back with a code. */
  async function signInWith(token: (checks: { nonce: string; now: number }) => Promise<string>) {
    const start = await navigate(f.app, '/b2c/v1/auth/social/google?locale=it_IT');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin + authorize.pathname).toBe('http://shop.test/test-idp/authorize');
    const jar = keep({}, start);
    const nonce = authorize.searchParams.get('nonce')!;
    const challenge = authorize.searchParams.get('code_challenge')!;
    f.fake.respond = async (form, authorization) => {
      // The client proves its secret (basic, form-encoded parts: RFC 6749 2.3.1) and the PKCE verifier of this flow.
      const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? '');
      const [id, secret] = Buffer.from(basic![1]!, 'base64').toString('utf8').split(':').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      expect({ id, secret }).toEqual({ id: CLIENT.id, secret: CLIENT.secret });
      expect(form.get('client_secret')).toBeNull();
      expect(form.get('grant_type')).toBe('authorization_code');
      expect(form.get('code')).toBe('the-code');
      expect(form.get('redirect_uri')).toBe('http://shop.test/b2c/v1/auth/social/google/callback');
      expect(pkceChallengeMatches(form.get('code_verifier')!, challenge)).toBe(true);
      return { body: { access_token: 'at', token_type: 'Bearer', id_token: await token({ nonce, now: Math.floor(Date.now() / 1000) }) } };
    };
    const state = authorize.searchParams.get('state')!;
    const callback = await navigate(f.app, `/b2c/v1/auth/social/google/callback?code=the-code&state=${state}`, jar);
    return { callback, jar: keep(jar, callback) };
  }

  const sign = (claims: Record<string, unknown>, options: { key?: CryptoKey | Uint8Array; alg?: string; kid?: string } = {}) =>
    new SignJWT(claims).setProtectedHeader({ alg: options.alg ?? 'ES256', kid: options.kid ?? f.fake.kid }).sign(options.key ?? f.fake.privateKey);
  const good = (nonce: string, now: number, email: string) => ({
    iss: 'http://shop.test/test-idp', aud: CLIENT.id, sub: `sub-${email}`, iat: now, exp: now + 300, nonce, email, email_verified: true, given_name: 'Giulia', family_name: 'Rossi',
  });

  it('signs in with a good token', async () => {
    const email = newEmail('fake');
    const { callback, jar } = await signInWith(({ nonce, now }) => sign(good(nonce, now, email)));
    expect(callback.headers.location).toBe('/it_IT/account');
    const account = await f.app.inject({ method: 'GET', url: '/b2c/v1/users/me', headers: { cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(json(account).result).toMatchObject({ email, firstName: 'Giulia', lastName: 'Rossi', locale: 'it_IT' });
  });

  /** The reason the last refusal was logged with. */
  const lastReason = () => String(JSON.parse(f.logs[f.logs.length - 1] ?? '{}').reason);

  it.each([
    ['a wrong nonce', 'unexpected ID Token nonce claim value', (c: ReturnType<typeof good>) => ({ ...c, nonce: 'another-nonce' })],
    ['no nonce', 'JWT nonce (nonce) claim missing', ({ nonce: _n, ...c }: ReturnType<typeof good>) => c],
    ['a wrong audience', 'unexpected JWT aud (audience) claim value', (c: ReturnType<typeof good>) => ({ ...c, aud: 'someone-else' })],
    ['several audiences and no azp', 'additional untrusted audiences', (c: ReturnType<typeof good>) => ({ ...c, aud: [CLIENT.id, 'someone-else'] })],
    ['another azp', 'another party', (c: ReturnType<typeof good>) => ({ ...c, azp: 'someone-else' })],
    ['another issuer', 'unexpected JWT iss (issuer) claim value', (c: ReturnType<typeof good>) => ({ ...c, iss: 'https://accounts.example' })],
    ['an expired token', 'exp (expiration time) claim value', (c: ReturnType<typeof good>) => ({ ...c, iat: c.iat - 3600, exp: c.iat - 600 })],
    ['an old token (iat over ten minutes ago)', 'issued too long ago (iat)', (c: ReturnType<typeof good>) => ({ ...c, iat: c.iat - 3600 })],
    ['a token from the future', 'issued in the future (iat)', (c: ReturnType<typeof good>) => ({ ...c, iat: c.iat + 3600, exp: c.exp + 3600 })],
    ['no email', 'no usable email', ({ email: _e, ...c }: ReturnType<typeof good>) => c],
    ['a malformed email', 'no usable email', (c: ReturnType<typeof good>) => ({ ...c, email: 'not-an-address' })],
    ['a subject with control characters', 'subject', (c: ReturnType<typeof good>) => ({ ...c, sub: 'a\u0000b' })],
  ])('refuses %s', async (_label, reason, change) => {
    const email = newEmail('refused');
    const { callback, jar } = await signInWith(({ nonce, now }) => sign(change(good(nonce, now, email)) as Record<string, unknown>));
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/it_IT/account/login?social=failed');
    expect(lastReason()).toContain(reason);
    expect(jar['auth_token']).toBeUndefined();
    expect(await f.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a token signed with a key outside the JWKS, with the client secret (HS256), or not at all', async () => {
    const stranger = (await generateKeyPair('ES256')).privateKey;
    const secretKey = new TextEncoder().encode(CLIENT.secret);
    const makers: Array<(nonce: string, now: number) => Promise<string>> = [
      (nonce, now) => sign(good(nonce, now, newEmail()), { key: stranger }),
      (nonce, now) => sign(good(nonce, now, newEmail()), { key: stranger, kid: 'other-kid' }),
      (nonce, now) => sign(good(nonce, now, newEmail()), { key: secretKey, alg: 'HS256' }),
      async (nonce, now) => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(good(nonce, now, newEmail()))).toString('base64url')}.`,
    ];
    const reasons = ['JWT signature verification failed', 'no applicable keys found', 'unexpected JWT alg header parameter', 'unexpected JWT alg header parameter'];
    for (const [i, make] of makers.entries()) {
      const { callback, jar } = await signInWith(({ nonce, now }) => make(nonce, now));
      expect(callback.headers.location).toBe('/it_IT/account/login?social=failed');
      expect(lastReason()).toContain(reasons[i]);
      expect(jar['auth_token']).toBeUndefined();
    }
  });

  it('goes back to the login page when the token endpoint refuses or answers nonsense', async () => {
    for (const answer of [{ status: 400, body: { error: 'invalid_grant' } }, { status: 200, body: { access_token: 'x' } }, { status: 200, body: 'not json' }]) {
      const start = await navigate(f.app, '/b2c/v1/auth/social/google?locale=it_IT');
      const state = new URL(String(start.headers.location)).searchParams.get('state')!;
      f.fake.respond = async () => answer;
      const callback = await navigate(f.app, `/b2c/v1/auth/social/google/callback?code=c&state=${state}`, keep({}, start));
      expect(callback.headers.location).toBe('/it_IT/account/login?social=failed');
    }
  });

  it('reads no answer over 256 KiB', async () => {
    const start = await navigate(f.app, '/b2c/v1/auth/social/google?locale=it_IT');
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    f.fake.respond = async () => ({ body: { access_token: 'x'.repeat(300 * 1024), token_type: 'Bearer' } });
    const callback = await navigate(f.app, `/b2c/v1/auth/social/google/callback?code=c&state=${state}`, keep({}, start));
    expect(callback.headers.location).toBe('/it_IT/account/login?social=failed');
    expect(lastReason()).toContain('answer is too large');
  });

  it('logs why, never a token, a code or an address', async () => {
    const text = f.logs.join('\n');
    expect(f.logs.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/eyJ|@example\.com|the-code|shop secret/);
    expect(text).not.toMatch(/"(code_verifier|nonce|state)"/);
  });

  it('refuses a callback that names another issuer (RFC 9207)', async () => {
    const email = newEmail();
    const start = await navigate(f.app, '/b2c/v1/auth/social/google?locale=it_IT');
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    f.fake.respond = async () => {
      throw new Error('must not be asked');
    };
    const callback = await navigate(f.app, `/b2c/v1/auth/social/google/callback?code=c&state=${state}&iss=${encodeURIComponent('https://evil.example')}`, keep({}, start));
    expect(callback.headers.location).toBe('/it_IT/account/login?social=failed');
    expect(lastReason()).toContain('unexpected iss (issuer) response parameter value');
    expect(await f.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('endpoint overrides and client_secret_post (a provider like Facebook, whose discovery names no token endpoint)', () => {
  let o: SocialTestApp;
  const issuer = 'http://shop.test/test-idp';
  beforeAll(async () => {
    const client = { CLIENT_ID: 'shop-client', CLIENT_SECRET: 'shop secret:1' };
    o = await createSocialTestApp({
      env: {
        ...Object.fromEntries(Object.entries(client).map(([k, v]) => [`SOCIAL_GOOGLE_${k}`, v])),
        ...Object.fromEntries(Object.entries(client).map(([k, v]) => [`SOCIAL_FACEBOOK_${k}`, v])),
        SOCIAL_GOOGLE_ISSUER: issuer,
        SOCIAL_GOOGLE_AUTHORIZATION_URL: `${issuer}/dialog/oauth?display=page`,
        SOCIAL_GOOGLE_TOKEN_URL: `${issuer}/token`,
        SOCIAL_GOOGLE_TOKEN_AUTH: 'client_secret_post',
        SOCIAL_FACEBOOK_ISSUER: issuer,
      },
    });
    const { token_endpoint: _none, ...discovery } = o.fake.discovery;
    o.fake.discovery = { ...discovery, id_token_signing_alg_values_supported: ['HS256', 'ES256'] };
  });
  afterAll(() => o.close());

  it('sends the browser to the configured authorization URL and posts the secret to the configured token URL', async () => {
    const start = await navigate(o.app, '/b2c/v1/auth/social/google?locale=it_IT');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin + authorize.pathname).toBe(`${issuer}/dialog/oauth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ display: 'page', response_type: 'code', client_id: 'shop-client', code_challenge_method: 'S256' });
    const email = newEmail('override');
    o.fake.respond = async (form, authorization) => {
      expect(authorization).toBeUndefined();
      expect({ id: form.get('client_id'), secret: form.get('client_secret') }).toEqual({ id: 'shop-client', secret: 'shop secret:1' });
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: issuer, aud: 'shop-client', sub: `sub-${email}`, iat: now, exp: now + 300, nonce: authorize.searchParams.get('nonce'), email, email_verified: true };
      const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: o.fake.kid }).sign(o.fake.privateKey);
      return { body: { access_token: 'at', token_type: 'bearer', id_token: idToken } };
    };
    const callback = await navigate(o.app, `/b2c/v1/auth/social/google/callback?code=c&state=${authorize.searchParams.get('state')}`, keep({}, start));
    expect(callback.headers.location).toBe('/it_IT/account');
    expect(o.fake.requests).toHaveLength(1);
  });

  it('never accepts an HS256 token, even from an issuer that lists HS256', async () => {
    const start = await navigate(o.app, '/b2c/v1/auth/social/google?locale=it_IT');
    const authorize = new URL(String(start.headers.location));
    o.fake.respond = async () => {
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: issuer, aud: 'shop-client', sub: 'sub-hs', iat: now, exp: now + 300, nonce: authorize.searchParams.get('nonce'), email: newEmail(), email_verified: true };
      return { body: { access_token: 'at', token_type: 'bearer', id_token: await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('shop secret:1')) } };
    };
    const callback = await navigate(o.app, `/b2c/v1/auth/social/google/callback?code=c&state=${authorize.searchParams.get('state')}`, keep({}, start));
    expect(callback.headers.location).toBe('/it_IT/account/login?social=failed');
    expect(JSON.parse(o.logs[o.logs.length - 1]!).reason).toContain('unexpected JWT alg header parameter');
  });

  it('does not start a sign-in with a provider that has no token endpoint at all', async () => {
    const start = await navigate(o.app, '/b2c/v1/auth/social/facebook?locale=it_IT');
    expect(start.headers.location).toBe('/it_IT/account/login?social=failed');
    expect(JSON.parse(o.logs[o.logs.length - 1]!).reason).toBe('discovery names no token_endpoint');
  });
});

describe('a production deployment', () => {
  let p: SocialTestApp;
  beforeAll(async () => {
    p = await createSocialTestApp({ env: { NODE_ENV: 'production' }, config: { rateLimits: true } });
  });
  afterAll(() => p.close());

  it('mounts no development provider and answers the buttons with "not configured"', async () => {
    expect((await navigate(p.app, '/dev-oidc/.well-known/openid-configuration')).statusCode).toBe(404);
    expect((await p.app.inject({ method: 'GET', url: '/dev-oidc/authorize' })).statusCode).toBe(404);
    const api = await p.app.inject({ method: 'GET', url: '/b2c/v1/auth/social/google?locale=nl_BE', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(503);
    expect(json(api).error).toMatchObject({ code: 'SOCIAL_LOGIN_NOT_CONFIGURED', status: 503 });
    const browser = await navigate(p.app, '/b2c/v1/auth/social/facebook?locale=nl_BE');
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/nl_BE/account/login?social=unavailable');
  });

  it('rate-limits sign-in starts and callbacks per IP', async () => {
    let last = await navigate(p.app, '/b2c/v1/auth/social/google/callback?state=x');
    for (let i = 0; i < 60 && last.headers.location !== '/en_INT/account/login?social=busy'; i++) {
      last = await navigate(p.app, '/b2c/v1/auth/social/google?locale=en_INT');
    }
    expect(last.headers.location).toBe('/en_INT/account/login?social=busy');
    const callback = await navigate(p.app, '/b2c/v1/auth/social/google/callback?state=x');
    expect(callback.headers.location).toBe('/en_INT/account/login?social=busy');
  });
});

describe('the social tables of the tests', () => {
  it('match schema.ts (columns, types, nullability)', async () => {
    for (const table of [userIdentities, socialLoginStates]) {
      const { name, columns } = getTableConfig(table);
      const live = rowsOf<{ column_name: string; data_type: string; is_nullable: string }>(
        await t.ctx.db.execute(sql`select column_name, data_type, is_nullable from information_schema.columns where table_name = ${name} and table_schema = current_schema()`),
      );
      const byName = new Map(live.map((c) => [c.column_name, c]));
      expect([...byName.keys()].sort()).toEqual(columns.map((c) => c.name).sort());
      for (const column of columns) {
        const actual = byName.get(column.name)!;
        expect(`${column.name}:${actual.is_nullable === 'NO'}`).toBe(`${column.name}:${column.notNull}`);
        expect(`${column.name}:${actual.data_type}`).toBe(`${column.name}:${column.getSQLType()}`);
      }
    }
  });
});

describe('the whole file', () => {
  it('never ran into an unexpected error (every refusal above was a checked one)', () => {
    const errors = t.logs.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50 || entry.reason === 'unexpected error');
    expect(errors).toEqual([]);
  });
});
