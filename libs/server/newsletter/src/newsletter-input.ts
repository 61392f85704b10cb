/**
 * The newsletter request bodies (spec point 3: firstName, lastName, email, brand, type, lang).
 * Only valibot and @bike/shared/domain are imported, so the file can move to libs/shared/domain
 * as it is when a browser form validates with it too.
 */
import * as v from 'valibot';
import { accountMessages, BRAND_KEYS, emailField, NAME_MAX_LENGTH, strictBody, TOKEN_MAX_LENGTH } from '@bike/shared/domain';

/**
 * Which list: `consumer` (riders: new bikes, rides and stories, the default), `dealer` (trade
 * news for bike shops: ranges, dealer days), `press` (press releases). One address may be on
 * several lists of a brand; each is a subscription of its own with its own opt-in.
 */
export const NEWSLETTER_TYPES = ['consumer', 'dealer', 'press'] as const;
export type NewsletterType = (typeof NEWSLETTER_TYPES)[number];

/** The languages the shop writes in (spec point 2). */
export const NEWSLETTER_LANGS = ['en', 'de', 'es', 'fr', 'it', 'nl'] as const;
export type NewsletterLang = (typeof NEWSLETTER_LANGS)[number];

/** Where a subscription was asked for: the form (newsletter block, footer), the bike registration's tick, the account settings. */
export const NEWSLETTER_SOURCES = ['form', 'bike-registration', 'account-settings'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A name: trimmed, at most 100 characters, no control characters (no line breaks into a mail). Empty or null means none. */
function optionalName(field: string) {
  return v.optional(
    v.pipe(
      v.nullable(v.string(accountMessages.invalid(field))),
      v.transform((value) => (value === null ? '' : value.trim())),
      v.maxLength(NAME_MAX_LENGTH, accountMessages.maxLength(field, NAME_MAX_LENGTH)),
      v.regex(/^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u, accountMessages.invalid(field)),
      v.transform((value) => (value === '' ? null : value)),
    ),
    null,
  );
}

const picklist = <const T extends readonly string[]>(options: T, field: string) =>
  v.picklist(options, (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? accountMessages.required(field)
      : `${accountMessages.invalid(field)} (expected ${options.join(', ')})`,
  );

/**
 * POST /b2c/v1/newsletter/subscribe. `brand` defaults to the request's brand (x-brand header)
 * on the server, so it stays optional here; `type` defaults to consumer and `lang` to en.
 */
export const newsletterSubscribeSchema = strictBody({
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  email: emailField,
  brand: v.optional(picklist(BRAND_KEYS, 'Brand')),
  type: v.optional(picklist(NEWSLETTER_TYPES, 'Type'), 'consumer'),
  lang: v.optional(picklist(NEWSLETTER_LANGS, 'Lang'), 'en'),
});
export type NewsletterSubscribeBody = v.InferInput<typeof newsletterSubscribeSchema>;
export type NewsletterSubscribeInput = v.InferOutput<typeof newsletterSubscribeSchema>;

/** A mailed token as it reaches us: a short base64url text. Anything else is an invalid link, never a 500. */
export const newsletterTokenField = v.pipe(
  v.string(accountMessages.required('Token')),
  v.nonEmpty(accountMessages.required('Token')),
  v.maxLength(TOKEN_MAX_LENGTH, accountMessages.invalid('Token')),
  v.regex(/^[A-Za-z0-9_-]+$/, accountMessages.invalid('Token')),
);

/** POST /b2c/v1/newsletter/confirm as JSON. */
export const newsletterConfirmSchema = strictBody({ token: newsletterTokenField });

/**
 * POST /b2c/v1/newsletter/unsubscribe as JSON: with the mailed token, or without one for the
 * signed-in user (then `type` narrows it to one list; without it every list of the brand).
 */
export const newsletterUnsubscribeSchema = strictBody({
  token: v.optional(newsletterTokenField),
  type: v.optional(picklist(NEWSLETTER_TYPES, 'Type')),
});

/** /b2c/v1/newsletter/subscribed: which list to answer for (consumer unless said). */
export const newsletterStatusQuerySchema = strictBody({
  type: v.optional(picklist(NEWSLETTER_TYPES, 'Type'), 'consumer'),
});
