import { createAccountsTestApp, json, mailedLink, newRegistration, post, signUp, type AccountsTestApp } from './test-app';
import { isCommonPassword } from './common-passwords';
import { isGuessablePassword } from './password-strength';

jest.setTimeout(60_000);

/** Finding 9 (ASVS L2): every place a password is chosen refuses short, common and email-based ones. */
let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());
const app = () => t.app;

const COMMON = 'password1234';
const TOO_COMMON = 'This password is too common. Choose one that is harder to guess';
const HAS_EMAIL = 'Password must not contain your email address';

describe('the breached-password list', () => {
  it('knows listed passwords, also with digits or signs appended or repeated', () => {
    for (const weak of ['12345678', 'password', 'qwertyuiop123', 'Password123!', 'sunshine2024!!', 'passwordpassword', 'abcabcabcabc', '111111111111']) {
      expect({ weak, common: isCommonPassword(weak) }).toEqual({ weak, common: true });
    }
    // The seeded demo passwords and the tests' passwords are not on it.
    for (const fine of ['Quarry-Lantern-Spoke-81', 'Harbour-Saddle-Thistle-37', 'Correct-Horse-1', 'Groene-Dijk-Route-58', 'Brand-New-Pass-3']) {
      expect({ fine, common: isCommonPassword(fine) }).toEqual({ fine, common: false });
    }
  });
});

describe('guessable passwords (zxcvbn, with the shop\'s words)', () => {
  // The second hostile test's list: the old demo passwords, whitespace, a keyboard walk, brand names.
  const HOSTILE = ['Admin-Demo-2026!', 'Rider-Demo-2026!', `${' '.repeat(11)}x`, 'qwertyuiopas', 'Ardenne2026!!', 'Ardenne-Cycles-1', 'Merel-Racing-Team', 'Kempen velo 2026'];

  it('refuses keyboard walks, mostly whitespace and passwords built on the brands\' or the shop\'s names', () => {
    for (const weak of HOSTILE) expect({ weak, guessable: isGuessablePassword(weak) }).toEqual({ weak, guessable: true });
    // Built on the account's own names.
    expect(isGuessablePassword('Lotte-Janssens-7', ['lotte.janssens@example.com', 'Lotte', 'Janssens'])).toBe(true);
  });

  it('accepts long passphrases, with or without a shop word among other words', () => {
    for (const fine of ['Quarry-Lantern-Spoke-81', 'Harbour-Saddle-Thistle-37', 'Groene-Dijk-Route-58', 'Mountain-Bike-Sunset-49', 'correct horse battery staple']) {
      expect({ fine, guessable: isGuessablePassword(fine, ['lotte@example.com']) }).toEqual({ fine, guessable: false });
    }
  });

  it('is what registration answers: each hostile password is a field error', async () => {
    for (const password of HOSTILE) {
      const res = await post(app(), '/b2c/v1/users', newRegistration({ password }));
      expect({ password, status: res.statusCode, issues: json(res).error?.issues }).toEqual({ password, status: 400, issues: [{ path: 'password', message: TOO_COMMON }] });
    }
  });
});

describe('where a password is chosen', () => {
  it('registration: 8 characters, a common password and the email itself are refused as field errors', async () => {
    const short = await post(app(), '/b2c/v1/users', newRegistration({ password: '12345678' }));
    expect(json(short).error.issues).toEqual([{ path: 'password', message: 'Password should have a minimum of 12 characters' }]);
    const common = await post(app(), '/b2c/v1/users', newRegistration({ password: COMMON }));
    expect(common.statusCode).toBe(400);
    expect(json(common).error).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'password', message: TOO_COMMON }] });
    const email = 'lotte.janssens@example.com';
    const own = await post(app(), '/b2c/v1/users', newRegistration({ email, password: email }));
    expect(json(own).error.issues).toEqual([{ path: 'password', message: HAS_EMAIL }]);
    expect((await post(app(), '/b2c/v1/users', newRegistration({ email, password: 'Correct-Horse-1' }))).statusCode).toBe(201);
  });

  it('password change: refused when common or built on the account email, accepted otherwise', async () => {
    const u = await signUp(app());
    const patch = (password: string) =>
      app().inject({ method: 'PATCH', url: `/b2c/v1/users/${u.id}`, payload: { password, currentPassword: u.password }, headers: { authorization: `Bearer ${u.access}` } });
    expect(json(await patch(COMMON)).error.issues).toEqual([{ path: 'password', message: TOO_COMMON }]);
    expect(json(await patch(`${u.email}!`)).error.issues).toEqual([{ path: 'password', message: HAS_EMAIL }]);
    expect((await patch('Gravel-Grinder-77')).statusCode).toBe(200);
  });

  it('reset confirm: a refused password leaves the mailed link usable for a better one', async () => {
    const u = await signUp(app());
    await post(app(), '/b2c/v1/users/reset-password/request', { email: u.email, locale: 'en_INT' });
    const { token } = await mailedLink(app(), u.email, 'passwordreset');
    const weak = await post(app(), '/b2c/v1/users/reset-password/confirm', { token, password: COMMON, passwordConfirm: COMMON });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).error.issues).toEqual([{ path: 'password', message: TOO_COMMON }]);
    const local = u.email.split('@')[0]!;
    const own = await post(app(), '/b2c/v1/users/reset-password/confirm', { token, password: `${local}-1`, passwordConfirm: `${local}-1` });
    expect(json(own).error.issues).toEqual([{ path: 'password', message: HAS_EMAIL }]);
    const ok = await post(app(), '/b2c/v1/users/reset-password/confirm', { token, password: 'Gravel-Grinder-77', passwordConfirm: 'Gravel-Grinder-77' });
    expect(ok.statusCode).toBe(200);
    expect((await post(app(), '/b2c/v1/auth/login', { email: u.email, password: 'Gravel-Grinder-77' })).statusCode).toBe(200);
  });
});
