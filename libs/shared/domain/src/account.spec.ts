import * as v from 'valibot';
import {
  authorizeSchema,
  birthdayField,
  isCalendarDate,
  isNotInFuture,
  loginSchema,
  patchUserSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
} from './account';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
};

const valid = { email: 'lien@example.com', password: 'Correct-Horse-1', firstName: 'Lien', lastName: 'Peeters', locale: 'nl_BE' };

describe('spec point 5 messages', () => {
  it('says which field is required', () => {
    expect(messages(loginSchema, { email: '', password: '' })).toEqual(['email: Email is required', 'password: Password is required']);
    expect(messages(registerSchema, { ...valid, firstName: '   ' })).toEqual(['firstName: First name is required']);
    expect(messages(loginSchema, {})).toEqual(['email: Email is required', 'password: Password is required']);
  });

  it('quotes an invalid email address', () => {
    expect(messages(loginSchema, { email: 'lien@', password: 'x' })).toEqual(['email: "lien@" is not a valid email address']);
  });

  it('names the minimum password length', () => {
    expect(messages(registerSchema, { ...valid, password: 'short' })).toEqual(['password: Password should have a minimum of 12 characters']);
    // ASVS L2: 11 characters are too few, 12 are enough; 128 are allowed (no cap below 64).
    expect(messages(registerSchema, { ...valid, password: 'Fiets-2026!' })).toEqual(['password: Password should have a minimum of 12 characters']);
    expect(messages(registerSchema, { ...valid, password: 'Fiets-2026!x' })).toEqual([]);
    expect(messages(registerSchema, { ...valid, password: 'x'.repeat(128) })).toEqual([]);
  });

  it('refuses a password built on the email address, in the form and the request body alike', () => {
    for (const password of ['lien@example.com', 'my-lien@example.com-pass', 'LIEN@EXAMPLE.COM!!', 'Lien2026!!!!']) {
      expect(messages(registerSchema, { ...valid, password })).toEqual(['password: Password must not contain your email address']);
    }
    expect(messages(registerFormSchema, { ...valid, password: 'lien@example.com', passwordConfirm: 'lien@example.com' })).toEqual([
      'password: Password must not contain your email address',
    ]);
  });

  it('refuses a birthday in the future, accepts an empty one', () => {
    expect(messages(registerSchema, { ...valid, birthday: '2999-01-01' })).toEqual(["birthday: Birthday can't be a date in the future"]);
    expect(messages(registerSchema, { ...valid, birthday: '1990-02-30' })).toEqual(['birthday: Birthday is invalid']);
    expect(v.parse(registerSchema, { ...valid, birthday: '' }).birthday).toBeNull();
    expect(v.parse(birthdayField, '1990-04-12')).toBe('1990-04-12');
  });

  it('wants matching passwords', () => {
    const confirm = { token: 't', password: 'Correct-Horse-1', passwordConfirm: 'Correct-Horse-2' };
    expect(messages(resetPasswordConfirmSchema, confirm)).toEqual(['passwordConfirm: Passwords must match']);
    expect(messages(registerFormSchema, { ...valid, passwordConfirm: 'other-password' })).toEqual(['passwordConfirm: Passwords must match']);
    expect(messages(registerFormSchema, { ...valid, passwordConfirm: valid.password })).toEqual([]);
  });

  it('caps every text field', () => {
    expect(messages(registerSchema, { ...valid, lastName: 'x'.repeat(101) })).toEqual(['lastName: Last name can have a maximum of 100 characters']);
    expect(messages(loginSchema, { email: valid.email, password: 'x'.repeat(129) })).toEqual(['password: Password can have a maximum of 128 characters']);
  });
});

describe('account request bodies', () => {
  it('lower-cases and trims the email', () => {
    expect(v.parse(loginSchema, { email: '  Lien@Example.COM ', password: 'x' }).email).toBe('lien@example.com');
  });

  it('rejects unknown fields, arrays and wrong types', () => {
    expect(messages(registerSchema, { ...valid, role: 'admin' })).toEqual(['role: role is not a known field']);
    expect(messages(registerSchema, { ...valid, addresses: { invoice: { street: 'Markt' } } })).toEqual([
      'addresses.invoice.number: Number is required',
      'addresses.invoice.postalCode: Postal code is required',
      'addresses.invoice.city: City is required',
      'addresses.invoice.country: Country is required',
    ]);
    expect(messages(patchUserSchema, [])).toEqual(['(root): Invalid type: Expected Object']);
    expect(messages(patchUserSchema, { active: true }).length).toBeGreaterThan(0);
    expect(messages(loginSchema, { email: 42, password: 'x' })).toEqual(['email: Email is invalid']);
    expect(messages(registerSchema, { ...valid, gender: 'other' })).toEqual(['gender: Gender is invalid']);
    expect(messages(resetPasswordRequestSchema, { email: valid.email, locale: 'english' })).toEqual(['locale: Locale is invalid']);
  });

  it('needs the current password to change the email or password', () => {
    expect(messages(patchUserSchema, { password: 'Another-Pass-2' })).toEqual(['currentPassword: Current password is required']);
    expect(messages(patchUserSchema, { email: 'new@example.com', currentPassword: 'old' })).toEqual([]);
    expect(messages(patchUserSchema, { firstName: 'Lien', phone: '', gender: null })).toEqual([]);
  });

  it('accepts only PKCE S256 codes', () => {
    const body = { responseType: 'code', codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', codeChallengeMethod: 'S256', scope: 'openid profile' };
    expect(messages(authorizeSchema, body)).toEqual([]);
    expect(messages(authorizeSchema, { ...body, codeChallengeMethod: 'plain' }).length).toBe(1);
    expect(messages(authorizeSchema, { ...body, codeChallenge: 'short' }).length).toBe(1);
  });
});

describe('date rules', () => {
  it('knows real calendar days and the past', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-1')).toBe(false);
    expect(isNotInFuture('2020-01-01', new Date('2020-01-01T12:00:00Z'))).toBe(true);
    expect(isNotInFuture('2020-01-02', new Date('2020-01-01T09:00:00Z'))).toBe(false);
    // At noon UTC it is already the next day in Kiribati (UTC+14): that day is not in the future.
    expect(isNotInFuture('2020-01-02', new Date('2020-01-01T12:00:00Z'))).toBe(true);
    expect(isNotInFuture('2020-01-03', new Date('2020-01-01T23:59:00Z'))).toBe(false);
  });
});
