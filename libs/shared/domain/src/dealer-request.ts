import * as v from 'valibot';
import { accountMessages, emailField, localeField, NAME_MAX_LENGTH, phoneField, requiredText, strictBody } from './account';
import { hasControlCharacters } from './fanzone';
import { normaliseLetter } from './job-application';
import { singleLine } from './single-line';

/** The longest captcha answer the server reads (an altcha payload is about 600 characters). */
export const CAPTCHA_RESPONSE_MAX_LENGTH = 4096;

/**
 * A name as one line, then the usual checks: line breaks and other control characters become
 * spaces (normalise, then validate), so a name cannot forge a line of the dealer's mail, and a
 * name made of nothing else is refused as missing.
 */
const oneLineName = (field: string) =>
  v.pipe(v.unknown(), v.transform((value) => (typeof value === 'string' ? singleLine(value) : value)), requiredText(field, NAME_MAX_LENGTH));

/** The shopper's own words to the dealer (issue 32 item 12): what they want to know. */
export const DEALER_MESSAGE_MIN = 10;
export const DEALER_MESSAGE_MAX = 2000;

/**
 * The message as a letter (the contact form's rule): paragraphs kept, spaces folded, trimmed;
 * then required, 10 to 2000 characters, no control characters but line breaks (NUL refused).
 */
const dealerMessage = v.pipe(
  v.string(accountMessages.required('Message')),
  v.transform(normaliseLetter),
  v.nonEmpty(accountMessages.required('Message')),
  v.minLength(DEALER_MESSAGE_MIN, accountMessages.minLength('Message', DEALER_MESSAGE_MIN)),
  v.maxLength(DEALER_MESSAGE_MAX, accountMessages.maxLength('Message', DEALER_MESSAGE_MAX)),
  v.check((value) => !hasControlCharacters(value, { lineBreaks: true }), accountMessages.invalid('Message')),
);

/** What the shopper types into the dealer page's form: the browser checks it with the API's own rules. */
export const dealerRequestFields = {
  firstName: oneLineName('First name'),
  lastName: oneLineName('Last name'),
  phoneNr: phoneField,
  email: emailField,
  message: dealerMessage,
};
export const dealerRequestFormSchema = v.config(v.object(dealerRequestFields), { abortPipeEarly: true });

const dealerCode = (field: string) => v.pipe(v.string(`${field} is required`), v.regex(/^[A-Za-z0-9_-]{1,40}$/, `${field} is invalid`));

/**
 * A shopper's contact request to a dealer (spec point 3: cusid, extid, firstName, lastName,
 * phoneNr, itemId, onStock, email, captcha response) and, optionally, the shopper's message
 * (issue 32). The dealer's own address never travels:
 * the server looks it up from cusid and extid.
 */
export const dealerRequestSchema = strictBody({
  cusid: dealerCode('cusid'),
  extid: dealerCode('extid'),
  ...dealerRequestFields,
  // The dealer page's form asks for a message; the call also takes the spec's payload without
  // one (a shopper who only wants to be called back), but a message that is sent must be a letter.
  message: v.optional(dealerMessage),
  itemId: v.optional(v.nullable(v.pipe(v.string('itemId is invalid'), v.regex(/^[A-Za-z0-9_.-]{0,64}$/, 'itemId is invalid')))),
  onStock: v.optional(v.boolean('onStock must be true or false')),
  captcha: v.pipe(v.string('Captcha is required'), v.nonEmpty('Captcha is required'), v.maxLength(CAPTCHA_RESPONSE_MAX_LENGTH, 'Captcha is invalid')),
  locale: v.optional(localeField),
});
export type DealerRequestInput = v.InferOutput<typeof dealerRequestSchema>;
