import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { createAccountsTestApp, get, json, mailedLink, newRegistration, post, signUp, type AccountsTestApp } from './test-app';
import { accountTokens, refreshTokens, users } from './schema';
import { seedAccounts } from './seed-accounts';
import { hashToken } from './secure-tokens';
import { createHash, randomBytes } from 'node:crypto';

jest.setTimeout(60_000);

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ publicOrigin: 'http://shop.test' });
});
afterAll(() => t.close());

const app = () => t.app;

describe('registration, activation, login, refresh', () => {
  it('runs the whole journey and revokes the family when a rotated refresh token is reused', async () => {
    const body = newRegistration({
      email: '  Lien.Peeters@Example.COM ',
      birthday: '1990-04-12',
      gender: 'female',
      phone: '+32 11 22 33 44',
      addresses: { invoice: { street: 'Koolmijnlaan', number: '1', postalCode: '3582', city: 'Beringen', country: 'BE' } },
    });
    const created = await post(app(), '/b2c/v1/users', body);
    expect(created.statusCode).toBe(201);
    const user = json(created).result;
    expect(user).toMatchObject({ email: 'lien.peeters@example.com', active: false, role: 'consumer', locale: 'nl_BE', birthday: '1990-04-12' });
    expect(JSON.stringify(user)).not.toMatch(/password/i);

    // Inactive account: the right password still does not log in.
    const early = await post(app(), '/b2c/v1/auth/login', { email: 'lien.peeters@example.com', password: body.password });
    expect(early.statusCode).toBe(403);
    expect(json(early).error.code).toBe('ACCOUNT_NOT_ACTIVE');

    const link = await mailedLink(app(), 'lien.peeters@example.com', 'activate');
    expect(link.url.startsWith('http://shop.test/nl_BE/account/activate?token=')).toBe(true);

    expect((await post(app(), '/b2c/v1/users/activate', { token: link.token })).statusCode).toBe(200);
    // A link works once.
    const again = await post(app(), '/b2c/v1/users/activate', { token: link.token });
    expect(again.statusCode).toBe(400);
    expect(json(again).error.code).toBe('ACTIVATE_ACCOUNT_ERROR');

    const login = await post(app(), '/b2c/v1/auth/login', { email: 'LIEN.peeters@example.com', password: body.password });
    expect(login.statusCode).toBe(200);
    const first = json(login).result;
    expect(typeof first.access).toBe('string');
    expect(typeof first.refresh).toBe('string');

    const me = await get(app(), '/b2c/v1/users/me', first.access);
    expect(me.statusCode).toBe(200);
    expect(json(me).result).toMatchObject({ id: user.id, email: 'lien.peeters@example.com', firstName: 'Lien', active: true });
    expect(json(me).result.addresses.invoice.city).toBe('Beringen');
    expect(me.body).not.toMatch(/hash|argon/i);

    const refreshed = await post(app(), '/b2c/v1/auth/refresh', { token: first.refresh });
    expect(refreshed.statusCode).toBe(200);
    const second = json(refreshed).result;
    expect(second.refresh).not.toBe(first.refresh);
    expect((await get(app(), '/b2c/v1/users/me', second.access)).statusCode).toBe(200);

    // Reusing the rotated token: 401, and the whole family (including the newest token) is dead.
    const reuse = await post(app(), '/b2c/v1/auth/refresh', { token: first.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse).error.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await post(app(), '/b2c/v1/auth/refresh', { token: second.refresh })).statusCode).toBe(401);
    expect((await get(app(), '/b2c/v1/users/me', second.access)).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown email with the same 401 badCredentials', async () => {
    const u = await signUp(app());
    for (const body of [
      { email: u.email, password: 'wrong-password' },
      { email: 'nobody-here@example.com', password: 'whatever-123' },
    ]) {
      const res = await post(app(), '/b2c/v1/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(json(res).error).toMatchObject({
        status: 401,
        name: 'badCredentials',
        message: 'Authentication failed. Invalid email/password.',
      });
    }
  });

  it('refuses a second registration of an address with 409 emailAlreadyInUse', async () => {
    const u = await signUp(app());
    const res = await post(app(), '/b2c/v1/users', newRegistration({ email: u.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', name: 'emailAlreadyInUse', status: 409 });
  });

  it('logs out the session of a refresh token, and the session of a bearer token', async () => {
    const u = await signUp(app());
    expect((await post(app(), '/b2c/v1/auth/logout', { token: u.refresh })).statusCode).toBe(200);
    expect((await post(app(), '/b2c/v1/auth/refresh', { token: u.refresh })).statusCode).toBe(401);
    expect((await get(app(), '/b2c/v1/users/me', u.access)).statusCode).toBe(401);

    const login = json(await post(app(), '/b2c/v1/auth/login', { email: u.email, password: u.password })).result;
    expect((await post(app(), '/b2c/v1/auth/logout', undefined, login.access)).statusCode).toBe(200);
    expect((await get(app(), '/b2c/v1/users/me', login.access)).statusCode).toBe(401);
    expect((await post(app(), '/b2c/v1/auth/refresh', { token: login.refresh })).statusCode).toBe(401);
    // Logging out with nothing, or twice, is harmless.
    expect((await post(app(), '/b2c/v1/auth/logout')).statusCode).toBe(200);
    expect((await post(app(), '/b2c/v1/auth/logout', { token: u.refresh })).statusCode).toBe(200);
  });

  it('resends an activation mail for an inactive account only, and always answers 200', async () => {
    const body = newRegistration();
    await post(app(), '/b2c/v1/users', body);
    const res = await post(app(), '/b2c/v1/users/resend-activation', { email: body.email });
    expect(res.statusCode).toBe(200);
    const mails = json(await get(app(), `/mailbox/api?to=${encodeURIComponent(body.email)}`)).result;
    expect(mails).toHaveLength(2);
    expect((await post(app(), '/b2c/v1/users/resend-activation', { email: 'unknown@example.com' })).statusCode).toBe(200);
    expect(json(await get(app(), '/mailbox/api?to=unknown@example.com')).result).toHaveLength(0);
    // The newest link activates.
    const { token } = await mailedLink(app(), body.email, 'activate');
    expect((await post(app(), '/b2c/v1/users/activate', { token })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const secret = () => new TextEncoder().encode(t.ctx.config.jwtSecret);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('rejects missing, malformed, unsigned, forged, alg-none and expired tokens with 401', async () => {
    const u = await signUp(app());
    const [header, payload] = u.access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedKey = new TextEncoder().encode('someone-elses-secret-someone-elses');
    const sign = (body: object, key = secret()) =>
      new SignJWT(body as Record<string, unknown>).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      undefined,
      'not-a-jwt',
      `${header}.${payload}`,
      `${header}.${payload}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'none' })}.${b64({ ...claims, role: 'admin' })}.`,
      `${header}.${b64({ ...claims, role: 'admin' })}.${u.access.split('.')[2]}`,
      await sign(claims, forgedKey),
      await sign({ ...claims, exp: now - 10, iat: now - 1000 }),
      await sign({ ...claims, aud: 'someone-else' }),
      await sign({ ...claims, sub: 'not-a-uuid' }),
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${u.access.split('.')[2]}`,
    ];
    for (const token of bad) {
      const res = await app().inject({
        method: 'GET',
        url: '/b2c/v1/users/me',
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
      expect({ token, status: res.statusCode }).toEqual({ token, status: 401 });
      expect(json(res).error.status).toBe(401);
    }
    // A Basic header, or a bearer with junk around it, is not a bearer token.
    const basic = await app().inject({ method: 'GET', url: '/b2c/v1/users/me', headers: { authorization: `Basic ${u.access}` } });
    expect(basic.statusCode).toBe(401);
    // The genuine token still works.
    expect((await get(app(), '/b2c/v1/users/me', u.access)).statusCode).toBe(200);
  });

  it('takes the role from the database, not from a (validly signed) token claim', async () => {
    const u = await signUp(app());
    const claims = JSON.parse(Buffer.from(u.access.split('.')[1]!, 'base64url').toString());
    const escalated = await new SignJWT({ ...claims, role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).sign(secret());
    const res = await get(app(), '/test/admin', escalated);
    expect(res.statusCode).toBe(403);
    expect(json(res).error.code).toBe('FORBIDDEN');
    expect(json(await get(app(), '/test/user', escalated)).result.role).toBe('consumer');

    // Promoted in the database: the same old token now passes, demoted again it does not.
    await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, u.id));
    expect((await get(app(), '/test/admin', u.access)).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ role: 'consumer' }).where(eq(users.id, u.id));
    expect((await get(app(), '/test/admin', u.access)).statusCode).toBe(403);
  });
});

describe('who may read and change a user', () => {
  it('lets a user change only their own profile; an admin may change anyone; role never comes from the body', async () => {
    const alice = await signUp(app());
    const bob = await signUp(app());

    const own = await app().inject({ method: 'PATCH', url: `/b2c/v1/users/${alice.id}`, payload: { firstName: 'Alice' }, headers: { authorization: `Bearer ${alice.access}` } });
    expect(own.statusCode).toBe(200);
    expect(json(own).result.firstName).toBe('Alice');

    const other = await app().inject({ method: 'PATCH', url: `/b2c/v1/users/${bob.id}`, payload: { firstName: 'Mallory' }, headers: { authorization: `Bearer ${alice.access}` } });
    expect(other.statusCode).toBe(403);
    expect(json(await get(app(), '/b2c/v1/users/me', bob.access)).result.firstName).toBe('Lien');

    const anonymous = await app().inject({ method: 'PATCH', url: `/b2c/v1/users/${bob.id}`, payload: { firstName: 'Mallory' } });
    expect(anonymous.statusCode).toBe(401);

    for (const payload of [{ role: 'admin' }, { active: true }, { id: bob.id }, { passwordHash: 'x' }]) {
      const res = await app().inject({ method: 'PATCH', url: `/b2c/v1/users/${alice.id}`, payload, headers: { authorization: `Bearer ${alice.access}` } });
      expect(res.statusCode).toBe(400);
    }
    expect((await get(app(), '/test/admin', alice.access)).statusCode).toBe(403);
    expect((await post(app(), '/b2c/v1/users', newRegistration({ role: 'admin' }))).statusCode).toBe(400);

    const { adminId } = (await seedAccounts(t.ctx.db, t.ctx.config))!;
    const adminLogin = json(await post(app(), '/b2c/v1/auth/login', { email: t.ctx.config.demoAdminEmail, password: t.ctx.config.demoAdminPassword })).result;
    expect(json(await get(app(), '/test/admin', adminLogin.access)).result.id).toBe(adminId);
    const byAdmin = await app().inject({ method: 'PATCH', url: `/b2c/v1/users/${bob.id}`, payload: { lastName: 'Janssens' }, headers: { authorization: `Bearer ${adminLogin.access}` } });
    expect(byAdmin.statusCode).toBe(200);
    expect(json(byAdmin).result).toMatchObject({ id: bob.id, lastName: 'Janssens', role: 'consumer' });
    // Audited with the field names (issue 29 item 11); the change of Alice's own profile is not an admin's.
    expect(t.adminChanges).toEqual([
      { admin: { id: adminId, email: t.ctx.config.demoAdminEmail }, action: 'user.update', subjectType: 'user', subjectId: bob.id, before: null, after: { fields: ['lastName'] } },
    ]);

    const unknown = await app().inject({ method: 'PATCH', url: '/b2c/v1/users/not-a-uuid', payload: { firstName: 'X' }, headers: { authorization: `Bearer ${adminLogin.access}` } });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an admin\'s change to another account where no audit log is wired, not their own', async () => {
    const bare = await createAccountsTestApp({ publicOrigin: 'http://shop.test' }, { auditLog: false });
    try {
      const bob = await signUp(bare.app);
      const { adminId } = (await seedAccounts(bare.ctx.db, bare.ctx.config))!;
      const admin = json(await post(bare.app, '/b2c/v1/auth/login', { email: bare.ctx.config.demoAdminEmail, password: bare.ctx.config.demoAdminPassword })).result;
      const patch = (id: string, payload: object) => bare.app.inject({ method: 'PATCH', url: `/b2c/v1/users/${id}`, payload, headers: { authorization: `Bearer ${admin.access}` } });
      expect((await patch(bob.id, { lastName: 'Janssens' })).statusCode).toBe(403);
      expect(json(await get(bare.app, '/b2c/v1/users/me', bob.access)).result.lastName).toBe('Peeters');
      expect(json(await patch(adminId, { firstName: 'Ada' })).result.firstName).toBe('Ada');
    } finally {
      await bare.close();
    }
  });

  it('needs the current password to change the email or password, and ends other sessions', async () => {
    const u = await signUp(app());
    const patch = (payload: object, token = u.access) =>
      app().inject({ method: 'PATCH', url: `/b2c/v1/users/${u.id}`, payload, headers: { authorization: `Bearer ${token}` } });

    const missing = await patch({ password: 'Another-Pass-2' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).error.issues).toEqual([{ path: 'currentPassword', message: 'Current password is required' }]);
    const wrong = await patch({ password: 'Another-Pass-2', currentPassword: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error.issues[0].message).toBe('Current password is invalid');

    const other = await signUp(app());
    const taken = await patch({ email: other.email, currentPassword: u.password });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error.code).toBe('EMAIL_ALREADY_REGISTERED');

    const second = json(await post(app(), '/b2c/v1/auth/login', { email: u.email, password: u.password })).result;
    const changed = await patch({ password: 'Another-Pass-2', currentPassword: u.password });
    expect(changed.statusCode).toBe(200);
    expect((await get(app(), '/b2c/v1/users/me', u.access)).statusCode).toBe(200);
    expect((await get(app(), '/b2c/v1/users/me', second.access)).statusCode).toBe(401);
    expect((await post(app(), '/b2c/v1/auth/login', { email: u.email, password: u.password })).statusCode).toBe(401);
    expect((await post(app(), '/b2c/v1/auth/login', { email: u.email, password: 'Another-Pass-2' })).statusCode).toBe(200);

    // Addresses merge per kind; null removes one.
    const address = { street: 'Markt', number: '7', postalCode: '2000', city: 'Antwerpen', country: 'BE' };
    await patch({ addresses: { invoice: address, shipping: address } });
    const cleared = json(await patch({ addresses: { shipping: null }, phone: '' })).result;
    expect(cleared.addresses.invoice).toEqual(address);
    expect(cleared.addresses.shipping).toBeNull();
    expect(cleared.phone).toBeNull();
  });
});

describe('password reset', () => {
  it('mails a link for an existing account, sets the password once, and ends every session', async () => {
    const u = await signUp(app());
    const unknown = await post(app(), '/b2c/v1/users/reset-password/request', { email: 'no-account@example.com', locale: 'fr_BE' });
    expect(unknown.statusCode).toBe(200);
    expect(json(await get(app(), '/mailbox/api?to=no-account@example.com')).result).toHaveLength(0);

    const res = await post(app(), '/b2c/v1/users/reset-password/request', { email: u.email, locale: 'fr_BE' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(json(unknown));
    const link = await mailedLink(app(), u.email, 'passwordreset');
    // In the account's language (nl_BE), which wins over the page the reset was asked from (fr_BE): the one mail-language rule (issue 33).
    expect(link.url.startsWith('http://shop.test/nl_BE/account/passwordreset?token=')).toBe(true);
    expect(json(await get(app(), `/mailbox/api?to=${encodeURIComponent(u.email)}`)).result[0].subject).toBe('Kies een nieuw wachtwoord voor Ardenne Cycles');

    const mismatch = await post(app(), '/b2c/v1/users/reset-password/confirm', { token: link.token, password: 'Brand-New-Pass-3', passwordConfirm: 'Brand-New-Pass-4' });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).error.issues).toEqual([{ path: 'passwordConfirm', message: 'Passwords must match' }]);

    const ok = await post(app(), '/b2c/v1/users/reset-password/confirm', { token: link.token, password: 'Brand-New-Pass-3', passwordConfirm: 'Brand-New-Pass-3' });
    expect(ok.statusCode).toBe(200);
    const reused = await post(app(), '/b2c/v1/users/reset-password/confirm', { token: link.token, password: 'Brand-New-Pass-5', passwordConfirm: 'Brand-New-Pass-5' });
    expect(reused.statusCode).toBe(400);
    expect(json(reused).error.code).toBe('RESET_PASSWORD_ERROR');

    expect((await get(app(), '/b2c/v1/users/me', u.access)).statusCode).toBe(401);
    expect((await post(app(), '/b2c/v1/auth/refresh', { token: u.refresh })).statusCode).toBe(401);
    expect((await post(app(), '/b2c/v1/auth/login', { email: u.email, password: u.password })).statusCode).toBe(401);
    expect((await post(app(), '/b2c/v1/auth/login', { email: u.email, password: 'Brand-New-Pass-3' })).statusCode).toBe(200);
  });

  it('refuses an unknown or expired token', async () => {
    const res = await post(app(), '/b2c/v1/users/reset-password/confirm', { token: randomBytes(32).toString('base64url'), password: 'Brand-New-Pass-3', passwordConfirm: 'Brand-New-Pass-3' });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({ code: 'RESET_PASSWORD_ERROR', name: 'invalidLink' });

    const u = await signUp(app());
    await post(app(), '/b2c/v1/users/reset-password/request', { email: u.email, locale: 'en_INT' });
    const link = await mailedLink(app(), u.email, 'passwordreset');
    await t.ctx.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.tokenHash, hashToken(link.token)));
    const expired = await post(app(), '/b2c/v1/users/reset-password/confirm', { token: link.token, password: 'Brand-New-Pass-3', passwordConfirm: 'Brand-New-Pass-3' });
    expect(expired.statusCode).toBe(400);
    expect(json(expired).error.code).toBe('RESET_PASSWORD_ERROR');
  });

  it('refuses an expired refresh token', async () => {
    const u = await signUp(app());
    await t.ctx.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, hashToken(u.refresh)));
    const res = await post(app(), '/b2c/v1/auth/refresh', { token: u.refresh });
    expect(res.statusCode).toBe(401);
    expect(json(res).error.code).toBe('INVALID_REFRESH_TOKEN');
  });
});

describe('PKCE authorize and token exchange', () => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  it('issues a one-time code bound to the challenge', async () => {
    const u = await signUp(app());
    const body = { responseType: 'code', codeChallenge: challenge, codeChallengeMethod: 'S256', scope: 'openid profile' };
    expect((await post(app(), '/b2c/v1/auth/authorize', body)).statusCode).toBe(401);
    const authorized = await post(app(), '/b2c/v1/auth/authorize', body, u.access);
    expect(authorized.statusCode).toBe(200);
    const { code } = json(authorized).result;

    const exchanged = await post(app(), '/b2c/v1/auth/token', { code, codeVerifier: verifier });
    expect(exchanged.statusCode).toBe(200);
    const tokens = json(exchanged).result;
    expect(json(await get(app(), '/b2c/v1/users/me', tokens.access)).result.id).toBe(u.id);
    const twice = await post(app(), '/b2c/v1/auth/token', { code, codeVerifier: verifier });
    expect(twice.statusCode).toBe(400);
    expect(json(twice).error.code).toBe('INVALID_GRANT');

    // A wrong verifier burns the code.
    const other = json(await post(app(), '/b2c/v1/auth/authorize', body, u.access)).result.code;
    expect((await post(app(), '/b2c/v1/auth/token', { code: other, codeVerifier: randomBytes(32).toString('base64url') })).statusCode).toBe(400);
    expect((await post(app(), '/b2c/v1/auth/token', { code: other, codeVerifier: verifier })).statusCode).toBe(400);

    expect((await post(app(), '/b2c/v1/auth/authorize', { ...body, codeChallengeMethod: 'plain' }, u.access)).statusCode).toBe(400);
    expect((await post(app(), '/b2c/v1/auth/authorize', { ...body, responseType: 'token' }, u.access)).statusCode).toBe(400);
  });
});

describe('seedAccounts', () => {
  it('creates the active demo admin and consumer once', async () => {
    const first = await seedAccounts(t.ctx.db, t.ctx.config);
    const second = await seedAccounts(t.ctx.db, t.ctx.config);
    expect(second).toEqual(first);
    const login = await post(app(), '/b2c/v1/auth/login', { email: t.ctx.config.demoUserEmail, password: t.ctx.config.demoUserPassword });
    expect(login.statusCode).toBe(200);
    expect(json(await get(app(), '/b2c/v1/users/me', json(login).result.access)).result).toMatchObject({ role: 'consumer', active: true });
  });
});
