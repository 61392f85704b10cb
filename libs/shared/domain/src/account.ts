/**
 * Account forms and the /b2c/v1/auth and /b2c/v1/users request bodies, validated by the same
 * valibot schemas in the browser (react-hook-form's valibot resolver) and in the API.
 * Messages follow the templates of spec point 5 with {field} filled in. Every object is strict,
 * so a field the API does not know (role, active, ...) is rejected rather than ignored.
 */
import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordContainsEmail, passwordMessages } from './password-rules';

export * from './password-rules';

// ---------------------------------------------------------------------------------------------
// Message templates (spec point 5)

export const accountMessages = {
  required: (field: string) => `${field} is required`,
  invalid: (field: string) => `${field} is invalid`,
  invalidEmail: (value: string) => `"${value}" is not a valid email address`,
  minLength: (field: string, length: number) => `${field} should have a minimum of ${length} characters`,
  /** The spec names "a maximum-characters-reached message" without its wording; this is ours. */
  maxLength: (field: string, length: number) => `${field} can have a maximum of ${length} characters`,
  passwordsMustMatch: 'Passwords must match',
  futureDate: (field: string) => `${field} can't be a date in the future`,
  /**
   * Ours (issue 32): a date outside the days a rule allows names them, ISO dates in English
   * ("Purchase date must be between 2024-11-28 and today"); forms show it in the visitor's
   * words and date format (dateWindowOf reads it back). `latest` null means today.
   */
  dateBetween: (field: string, earliest: string, latest: string | null) => `${field} must be between ${earliest} and ${latest ?? 'today'}`,
  passwordContainsEmail: passwordMessages.containsEmail,
  passwordTooCommon: passwordMessages.tooCommon,
} as const;

/** The days of accountMessages.dateBetween, read back from its text; null for any other message. */
export function dateWindowOf(message: string): { earliest: string; latest: string | null } | null {
  const match = / must be between (\d{4}-\d{2}-\d{2}) and (\d{4}-\d{2}-\d{2}|today)$/.exec(message);
  return match ? { earliest: match[1]!, latest: match[2] === 'today' ? null : match[2]! } : null;
}

/** Missing (or empty) is "required"; any other wrong type is "invalid". */
function typeMessage(field: string) {
  return (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? accountMessages.required(field)
      : accountMessages.invalid(field);
}

// ---------------------------------------------------------------------------------------------
// Limits

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;
/** One-time tokens and refresh tokens are 43 base64url characters; the cap leaves room. */
export const TOKEN_MAX_LENGTH = 200;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const ACCOUNT_ROLES = ['consumer', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

// ---------------------------------------------------------------------------------------------
// Field schemas

function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/**
 * A strict object that also refuses arrays: valibot's object schemas accept [] as an object
 * without keys, which would let `[]` through as an empty patch.
 */
export function strictBody<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  // abortPipeEarly: each field reports only its first broken rule ("Email is required",
  // not also '"" is not a valid email address').
  return v.config(
    v.pipe(
      v.custom<Record<string, unknown>>(isPlainObject, 'Invalid type: Expected Object'),
      v.strictObject(entries, objectKeyMessage),
    ),
    { abortPipeEarly: true },
  );
}

const FIELD_LABELS: Record<string, string> = {
  passwordConfirm: 'Password confirmation',
  codeVerifier: 'Code verifier',
};

/** firstName → "First name": the {field} of a message about a whole key. */
export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').toLowerCase().replace(/^./, (c) => c.toUpperCase());
}

/** The object-level issues: a missing key is "{field} is required", an unknown key is refused by name. */
function objectKeyMessage(issue: v.BaseIssue<unknown>): string {
  const key = String(issue.path?.[issue.path.length - 1]?.key ?? '');
  if (issue.expected === 'never') return `${key} is not a known field`;
  if (key) return accountMessages.required(fieldLabel(key));
  return issue.message;
}

export function requiredText(field: string, max: number) {
  return v.pipe(
    v.string(typeMessage(field)),
    v.trim(),
    v.nonEmpty(accountMessages.required(field)),
    v.maxLength(max, accountMessages.maxLength(field, max)),
  );
}

/** Optional text where an empty input (a cleared form field) means "no value": null. */
function optionalText(field: string, max: number, pattern?: RegExp) {
  return v.optional(
    v.pipe(
      v.nullable(v.string(accountMessages.invalid(field))),
      v.transform((value) => (value === null ? null : value.trim())),
      v.check((value) => value === null || value.length <= max, accountMessages.maxLength(field, max)),
      v.check((value) => value === null || !pattern || value === '' || pattern.test(value), accountMessages.invalid(field)),
      v.transform((value) => (value === '' ? null : value)),
    ),
  );
}

export const emailField = v.pipe(
  v.string(typeMessage('Email')),
  v.trim(),
  v.nonEmpty(accountMessages.required('Email')),
  v.maxLength(EMAIL_MAX_LENGTH, accountMessages.maxLength('Email', EMAIL_MAX_LENGTH)),
  v.email((issue) => accountMessages.invalidEmail(String(issue.input))),
  // Addresses are compared case-insensitively everywhere, so they are stored lower-cased.
  v.toLowerCase(),
);

/**
 * A new password: the length window of password-rules.ts. The email rule needs the address, so
 * it is a check on the whole body (registration) or, where the body has no email (reset,
 * password change), on the server with the account's address.
 */
export function newPasswordField(field = 'Password') {
  return v.pipe(
    v.string(typeMessage(field)),
    v.nonEmpty(accountMessages.required(field)),
    v.minLength(PASSWORD_MIN_LENGTH, accountMessages.minLength(field, PASSWORD_MIN_LENGTH)),
    v.maxLength(PASSWORD_MAX_LENGTH, accountMessages.maxLength(field, PASSWORD_MAX_LENGTH)),
  );
}

/** An existing password (login, confirmation): only presence and the cap are checked. */
export function existingPasswordField(field = 'Password') {
  return v.pipe(
    v.string(typeMessage(field)),
    v.nonEmpty(accountMessages.required(field)),
    v.maxLength(PASSWORD_MAX_LENGTH, accountMessages.maxLength(field, PASSWORD_MAX_LENGTH)),
  );
}

/** Locale prefix as used in routes: en_INT, nl_BE, ... */
export const LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2,3}$/;
export const localeField = v.pipe(
  v.string(typeMessage('Locale')),
  v.maxLength(6, accountMessages.invalid('Locale')),
  v.regex(LOCALE_PATTERN, accountMessages.invalid('Locale')),
);

/** True when an ISO date (YYYY-MM-DD) names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The newest calendar day anywhere on earth now (UTC+14): "today" for a rider in Kiribati or New Zealand. */
export const latestDayAnywhere = (now: Date = new Date()): string => new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

/**
 * Spec point 5 custom date rule: earlier than now; an empty value is valid. A calendar day has
 * begun "now" somewhere before it has in UTC, so a day counts as past or present once it has
 * begun anywhere: a rider east of Greenwich may give today's date.
 */
export function isNotInFuture(value: string, now: Date = new Date()): boolean {
  return value <= latestDayAnywhere(now);
}

export const birthdayField = v.optional(
  v.pipe(
    v.nullable(v.string(accountMessages.invalid('Birthday'))),
    v.transform((value) => (value === '' ? null : value)),
    v.check((value) => value === null || (value.length <= 10 && isCalendarDate(value)), accountMessages.invalid('Birthday')),
    v.check((value) => value === null || !isCalendarDate(value) || isNotInFuture(value), accountMessages.futureDate('Birthday')),
    v.check((value) => value === null || !isCalendarDate(value) || value >= '1900-01-01', accountMessages.invalid('Birthday')),
  ),
);

export const genderField = v.optional(
  v.pipe(
    v.nullable(v.picklist(['', ...GENDERS], accountMessages.invalid('Gender'))),
    v.transform((value): Gender | null => (value === '' ? null : value)),
  ),
);

export const phoneField = optionalText('Phone', PHONE_MAX_LENGTH, /^\+?[0-9 ()./-]{4,}$/);

export const addressSchema = strictBody({
  street: requiredText('Street', 120),
  number: requiredText('Number', 20),
  postalCode: requiredText('Postal code', 20),
  city: requiredText('City', 100),
  country: requiredText('Country', 60),
});
export type Address = v.InferOutput<typeof addressSchema>;

export const addressesSchema = strictBody({
  invoice: v.optional(v.nullable(addressSchema)),
  shipping: v.optional(v.nullable(addressSchema)),
});
export type Addresses = v.InferOutput<typeof addressesSchema>;

const tokenField = (field: string) => requiredText(field, TOKEN_MAX_LENGTH);

// ---------------------------------------------------------------------------------------------
// Request bodies

/** POST /b2c/v1/auth/login */
export const loginSchema = strictBody({
  email: emailField,
  password: existingPasswordField(),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

const registerEntries = {
  email: emailField,
  password: newPasswordField(),
  firstName: requiredText('First name', NAME_MAX_LENGTH),
  lastName: requiredText('Last name', NAME_MAX_LENGTH),
  phone: phoneField,
  locale: localeField,
  birthday: birthdayField,
  gender: genderField,
  addresses: v.optional(addressesSchema),
};

/** POST /b2c/v1/users */
export const registerSchema = v.pipe(
  strictBody(registerEntries),
  v.forward(
    // The email rule needs both fields, so it is a check on the body, reported on the password.
    v.partialCheck([['email'], ['password']], (input) => !passwordContainsEmail(input.password, input.email), accountMessages.passwordContainsEmail),
    ['password'],
  ),
);
export type RegisterInput = v.InferOutput<typeof registerSchema>;

/** The registration form: the request body plus a repeated password, which is not sent. */
export const registerFormSchema = v.pipe(
  strictBody({ ...registerEntries, passwordConfirm: existingPasswordField('Password confirmation') }),
  v.forward(
    // The email rule needs both fields, so it is a check on the body, reported on the password.
    v.partialCheck([['email'], ['password']], (input) => !passwordContainsEmail(input.password, input.email), accountMessages.passwordContainsEmail),
    ['password'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirm']],
      (input) => input.password === input.passwordConfirm,
      accountMessages.passwordsMustMatch,
    ),
    ['passwordConfirm'],
  ),
);
export type RegisterFormInput = v.InferOutput<typeof registerFormSchema>;

/**
 * PATCH /b2c/v1/users/{id}: any subset of the profile. Changing the email or the password needs
 * the current password; the role and the activation flag are never accepted here.
 */
export const patchUserSchema = v.pipe(
  strictBody({
    email: v.optional(emailField),
    password: v.optional(newPasswordField('New password')),
    currentPassword: v.optional(existingPasswordField('Current password')),
    firstName: v.optional(requiredText('First name', NAME_MAX_LENGTH)),
    lastName: v.optional(requiredText('Last name', NAME_MAX_LENGTH)),
    phone: phoneField,
    locale: v.optional(localeField),
    birthday: birthdayField,
    gender: genderField,
    addresses: v.optional(addressesSchema),
  }),
  v.forward(
    v.check(
      (input) => (input.email === undefined && input.password === undefined) || input.currentPassword !== undefined,
      accountMessages.required('Current password'),
    ),
    ['currentPassword'],
  ),
);
export type PatchUserInput = v.InferOutput<typeof patchUserSchema>;

/** POST /b2c/v1/users/reset-password/request */
export const resetPasswordRequestSchema = strictBody({
  email: emailField,
  locale: localeField,
});
export type ResetPasswordRequestInput = v.InferOutput<typeof resetPasswordRequestSchema>;

/** POST /b2c/v1/users/reset-password/confirm */
export const resetPasswordConfirmSchema = v.pipe(
  strictBody({
    token: tokenField('Token'),
    password: newPasswordField(),
    passwordConfirm: existingPasswordField('Password confirmation'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirm']],
      (input) => input.password === input.passwordConfirm,
      accountMessages.passwordsMustMatch,
    ),
    ['passwordConfirm'],
  ),
);
export type ResetPasswordConfirmInput = v.InferOutput<typeof resetPasswordConfirmSchema>;

/** POST /b2c/v1/users/resend-activation */
export const resendActivationSchema = strictBody({ email: emailField });
export type ResendActivationInput = v.InferOutput<typeof resendActivationSchema>;

/** POST /b2c/v1/users/activate */
export const activateAccountSchema = strictBody({ token: tokenField('Token') });
export type ActivateAccountInput = v.InferOutput<typeof activateAccountSchema>;

/** POST /b2c/v1/users/confirm-email: the token from the link mailed to the new address. */
export const confirmEmailSchema = strictBody({ token: tokenField('Token') });
export type ConfirmEmailInput = v.InferOutput<typeof confirmEmailSchema>;

/** POST /b2c/v1/auth/refresh */
export const refreshTokenSchema = strictBody({ token: tokenField('Token') });
export type RefreshTokenInput = v.InferOutput<typeof refreshTokenSchema>;

/** POST /b2c/v1/auth/logout: the refresh token is optional (the bearer's session otherwise). */
export const logoutSchema = strictBody({ token: v.optional(tokenField('Token')) });
export type LogoutInput = v.InferOutput<typeof logoutSchema>;

/** PKCE (RFC 7636): a verifier is 43-128 characters of [A-Za-z0-9-._~]; an S256 challenge is 43. */
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** POST /b2c/v1/auth/authorize */
export const authorizeSchema = strictBody({
  responseType: v.picklist(['code'], accountMessages.invalid('Response type')),
  codeChallenge: v.pipe(
    v.string(typeMessage('Code challenge')),
    v.maxLength(128, accountMessages.invalid('Code challenge')),
    v.regex(PKCE_CHALLENGE, accountMessages.invalid('Code challenge')),
  ),
  codeChallengeMethod: v.picklist(['S256'], accountMessages.invalid('Code challenge method')),
  scope: v.pipe(
    v.string(typeMessage('Scope')),
    v.maxLength(200, accountMessages.maxLength('Scope', 200)),
    v.regex(/^[\w:.-]*( [\w:.-]+)*$/, accountMessages.invalid('Scope')),
  ),
});
export type AuthorizeInput = v.InferOutput<typeof authorizeSchema>;

/** POST /b2c/v1/auth/token: exchanges a code from /authorize for tokens. */
export const tokenExchangeSchema = strictBody({
  code: tokenField('Code'),
  codeVerifier: v.pipe(
    v.string(typeMessage('Code verifier')),
    v.maxLength(128, accountMessages.invalid('Code verifier')),
    v.regex(PKCE_VERIFIER, accountMessages.invalid('Code verifier')),
  ),
});
export type TokenExchangeInput = v.InferOutput<typeof tokenExchangeSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** The user as GET /b2c/v1/users/me returns it (never the password hash). */
export interface AccountUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: string;
  birthday: string | null;
  gender: Gender | null;
  role: AccountRole;
  active: boolean;
  addresses: Addresses;
  createdAt: string;
  /**
   * A new email address waiting for confirmation from that address (the link mailed to it);
   * `email` stays the current, verified address until then.
   */
  pendingEmail?: string | null;
}

/** POST /b2c/v1/auth/login, /refresh and /token. */
export interface AuthTokens {
  access: string;
  refresh: string;
}
