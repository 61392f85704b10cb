import * as v from 'valibot';
import { emailField, localeField, NAME_MAX_LENGTH, phoneField, requiredText, strictBody } from './account';

/** The longest captcha answer the server reads (an altcha payload is about 600 characters). */
export const CAPTCHA_RESPONSE_MAX_LENGTH = 4096;

const dealerCode = (field: string) => v.pipe(v.string(`${field} is required`), v.regex(/^[A-Za-z0-9_-]{1,40}$/, `${field} is invalid`));

/**
 * A shopper's contact request to a dealer (spec point 3: cusid, extid, firstName, lastName,
 * phoneNr, itemId, onStock, email, captcha response). The dealer's own address never travels:
 * the server looks it up from cusid and extid.
 */
export const dealerRequestSchema = strictBody({
  cusid: dealerCode('cusid'),
  extid: dealerCode('extid'),
  firstName: requiredText('First name', NAME_MAX_LENGTH),
  lastName: requiredText('Last name', NAME_MAX_LENGTH),
  phoneNr: phoneField,
  email: emailField,
  itemId: v.optional(v.nullable(v.pipe(v.string('itemId is invalid'), v.regex(/^[A-Za-z0-9_.-]{0,64}$/, 'itemId is invalid')))),
  onStock: v.optional(v.boolean('onStock must be true or false')),
  captcha: v.pipe(v.string('Captcha is required'), v.nonEmpty('Captcha is required'), v.maxLength(CAPTCHA_RESPONSE_MAX_LENGTH, 'Captcha is invalid')),
  locale: v.optional(localeField),
});
export type DealerRequestInput = v.InferOutput<typeof dealerRequestSchema>;
