/**
 * A shopper's messages to the people behind the shop (issue 32 item 13): the contact page's form
 * to customer service, and the bike-fitting page's appointment request to a dealer that offers
 * fitting. The same schemas check the forms in the browser and the API's bodies; each field is
 * normalised first, then checked.
 */
import * as v from 'valibot';
import { accountMessages, emailField, isCalendarDate, localeField, NAME_MAX_LENGTH, phoneField, strictBody } from './account';
import { CAPTCHA_RESPONSE_MAX_LENGTH } from './dealer-request';
import { hasControlCharacters, normaliseCaption } from './fanzone';
import { normaliseLetter } from './job-application';
import { normaliseOrderNumber, ORDER_NUMBER_PATTERN } from './order-lookup';

/** What a message to customer service is about; the form names each in the page's language. */
export const CONTACT_TOPICS = ['order', 'delivery', 'warranty', 'product', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 3000;
export const FITTING_MESSAGE_MAX = 1000;
/** How far ahead a rider may ask for a fitting: a dealer plans weeks, not seasons. */
export const FITTING_DAYS_AHEAD = 90;

/** When in the day the rider would come; the dealer proposes the hour. */
export const FITTING_TIMES_OF_DAY = ['any', 'morning', 'afternoon', 'evening'] as const;
export type FittingTimeOfDay = (typeof FITTING_TIMES_OF_DAY)[number];

/**
 * Messages and sends per hour. Every send mails a typed address (the receipt), so besides the
 * client address the address typed is counted too: nobody fills another's inbox with receipts.
 */
export const CONTACT_LIMITS = {
  perClientAddress: { max: 5, windowSeconds: 60 * 60 },
  perEmail: { max: 3, windowSeconds: 60 * 60 },
  /** Fitting requests one dealer's mailbox takes an hour, from everyone together. */
  perDealer: { max: 20, windowSeconds: 60 * 60 },
} as const;

/** The field's rule when a date lies outside the window (the form says the window in words). */
export const fittingDateWindowMessage = (field: string) => `${field} must be between today and ${FITTING_DAYS_AHEAD} days from now`;

/**
 * A one-line text (a name): NFC, every run of white space and line breaks (NEL too, which is not
 * white space to a regular expression) one space, trimmed; other control characters refused.
 */
const oneLineText = (field: string, max: number) =>
  v.pipe(
    v.string(accountMessages.required(field)),
    v.transform((value) => normaliseCaption(value.replace(/\u0085/g, ' '))),
    v.nonEmpty(accountMessages.required(field)),
    v.maxLength(max, accountMessages.maxLength(field, max)),
    v.check((value) => !hasControlCharacters(value), accountMessages.invalid(field)),
  );

/** A letter-like text: paragraphs kept, spaces folded; controls other than line breaks refused. */
const letterText = (field: string, min: number, max: number) =>
  v.pipe(
    v.string(accountMessages.required(field)),
    v.transform(normaliseLetter),
    v.nonEmpty(accountMessages.required(field)),
    v.minLength(min, accountMessages.minLength(field, min)),
    v.maxLength(max, accountMessages.maxLength(field, max)),
    v.check((value) => !hasControlCharacters(value, { lineBreaks: true }), accountMessages.invalid(field)),
  );

/** An optional text field: empty (or only spaces) is no value (null). */
const optionalLetter = (field: string, max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(accountMessages.invalid(field))),
      v.transform((value) => (value === null ? '' : normaliseLetter(value))),
      v.maxLength(max, accountMessages.maxLength(field, max)),
      v.check((value) => !hasControlCharacters(value, { lineBreaks: true }), accountMessages.invalid(field)),
      v.transform((value) => (value === '' ? null : value)),
    ),
    null,
  );

/** An order number is optional; given, it is read the way the guest lookup reads it (case, dash, O/I/L). */
const optionalOrderNumber = v.optional(
  v.pipe(
    v.nullable(v.string(accountMessages.invalid('Order number'))),
    v.transform((value) => (value === null ? '' : value.trim())),
    v.maxLength(40, accountMessages.invalid('Order number')),
    v.transform((value) => (value === '' ? '' : normaliseOrderNumber(value))),
    v.check((value) => value === '' || ORDER_NUMBER_PATTERN.test(value), accountMessages.invalid('Order number')),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
);

/** The captcha's answer (altcha payload or reCAPTCHA token); the server checks and spends it. */
const captchaField = v.pipe(v.string('Captcha is required'), v.nonEmpty('Captcha is required'), v.maxLength(CAPTCHA_RESPONSE_MAX_LENGTH, 'Captcha is invalid'));

/** POST /b2c/v1/contact: a message to customer service. `locale` is the page's: the receipt's language. */
export const contactRequestSchema = strictBody({
  topic: v.picklist(CONTACT_TOPICS, (issue) => (issue.input === undefined || issue.input === '' ? accountMessages.required('Topic') : accountMessages.invalid('Topic'))),
  orderNumber: optionalOrderNumber,
  name: oneLineText('Name', NAME_MAX_LENGTH),
  email: emailField,
  message: letterText('Message', CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX),
  captcha: captchaField,
  locale: v.optional(localeField),
});
export type ContactRequestInput = v.InferInput<typeof contactRequestSchema>;
export type ContactRequest = v.InferOutput<typeof contactRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Bike fitting

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days a fitting may be asked for, seen from anywhere on earth: from the day that has begun
 * last (UTC-12, so "today" of every rider counts) to FITTING_DAYS_AHEAD days after the day that
 * has begun first (UTC+14).
 */
export function fittingDayWindow(now: Date = new Date()): { first: string; last: string } {
  return { first: isoDay(now.getTime() - 12 * 3_600_000), last: isoDay(now.getTime() + 14 * 3_600_000 + FITTING_DAYS_AHEAD * DAY_MS) };
}

const inFittingWindow = (value: string): boolean => {
  const { first, last } = fittingDayWindow();
  return value >= first && value <= last;
};

const fittingDay = (field: string) =>
  v.pipe(
    v.string(accountMessages.required(field)),
    v.trim(),
    v.nonEmpty(accountMessages.required(field)),
    v.check(isCalendarDate, accountMessages.invalid(field)),
    v.check(inFittingWindow, fittingDateWindowMessage(field)),
  );

const optionalFittingDay = (field: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(accountMessages.invalid(field))),
      v.transform((value) => (value === null ? '' : value.trim())),
      v.check((value) => value === '' || isCalendarDate(value), accountMessages.invalid(field)),
      v.check((value) => value === '' || !isCalendarDate(value) || inFittingWindow(value), fittingDateWindowMessage(field)),
      v.transform((value) => (value === '' ? null : value)),
    ),
    null,
  );

const dealerKey = (field: string) => v.pipe(v.string(`${field} is required`), v.regex(/^[A-Za-z0-9_-]{1,40}$/, `${field} is invalid`));

/**
 * POST /b2c/v1/dealers/fitting-request: a rider asks a dealer that offers bike fitting for an
 * appointment on one of two days (the second is optional) at a time of day; the dealer answers
 * with an hour. The dealer's address never travels: the server looks it up by cusid and extid.
 */
export const fittingRequestSchema = v.pipe(
  strictBody({
    cusid: dealerKey('Dealer'),
    extid: dealerKey('Dealer'),
    name: oneLineText('Name', NAME_MAX_LENGTH),
    email: emailField,
    phone: phoneField,
    firstDate: fittingDay('First choice'),
    secondDate: optionalFittingDay('Second choice'),
    timeOfDay: v.optional(v.picklist(FITTING_TIMES_OF_DAY, accountMessages.invalid('Time of day')), 'any'),
    message: optionalLetter('Message', FITTING_MESSAGE_MAX),
    captcha: captchaField,
    locale: v.optional(localeField),
  }),
  v.forward(
    v.check((input) => !input.secondDate || input.secondDate !== input.firstDate, 'Second choice must be another day than the first'),
    ['secondDate'],
  ),
);
export type FittingRequestInput = v.InferInput<typeof fittingRequestSchema>;
export type FittingRequest = v.InferOutput<typeof fittingRequestSchema>;
