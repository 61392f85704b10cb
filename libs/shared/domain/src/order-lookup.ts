import * as v from 'valibot';
import { accountMessages, emailField } from './account';

/**
 * A guest finds their order by its number and the email address it was placed with (issue 32
 * item 7): the same schema checks the lookup form in the browser and the API's body.
 *
 * Order numbers are the brand's three letters and eight Crockford base-32 characters
 * (ARD-7K3M9QX2). A shopper copying one from a mail or a phone may type it in lower case, without
 * the dash or with spaces, or read O as 0 and I or L as 1, as Crockford's alphabet intends; the
 * number is normalised before it is checked, so all of those find the order.
 */
export const ORDER_NUMBER_PATTERN = /^[A-Z]{3}-[0-9A-HJKMNP-TV-Z]{8}$/;

export function normaliseOrderNumber(raw: string): string {
  const compact = raw.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.length !== 11) return raw.trim().toUpperCase();
  const code = compact.slice(3).replace(/O/g, '0').replace(/[IL]/g, '1');
  return `${compact.slice(0, 3)}-${code}`;
}

export const orderNumberField = v.pipe(
  v.string(accountMessages.invalid('Order number')),
  v.trim(),
  v.nonEmpty(accountMessages.required('Order number')),
  v.maxLength(40, accountMessages.invalid('Order number')),
  v.transform(normaliseOrderNumber),
  v.regex(ORDER_NUMBER_PATTERN, accountMessages.invalid('Order number')),
);

export const orderLookupSchema = v.object({
  orderNumber: orderNumberField,
  email: emailField,
});
export type OrderLookupInput = v.InferInput<typeof orderLookupSchema>;
export type OrderLookup = v.InferOutput<typeof orderLookupSchema>;
