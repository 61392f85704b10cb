/**
 * When a business customer's VAT is deducted (spec point 6, tightened by issue 10 finding 3).
 * Check digits alone prove nothing: anyone can invent a number that passes them. The VAT is
 * deducted only for a number the EU's VIES register CONFIRMED, whose country is the invoice
 * address's country, in an intra-community locale, and not in the seller's own country (a
 * domestic sale to a business is charged VAT). A number that passes the offline check but that
 * VIES could not be asked about (VIES down, or the offline default) is charged VAT and held for
 * manual review: the shop refunds the VAT once someone has confirmed it.
 * Browser-safe: the API decides, and the checkout shows the API's answer with these names.
 */

/** What the VIES register said about a number. */
export type VatRegistration =
  /** VIES confirmed the number is registered. */
  | 'confirmed'
  /** Wrong format or check digits, or VIES said it is not registered. */
  | 'rejected'
  /** Passes the offline check, but VIES could not be asked (down, timed out, or not configured). */
  | 'unverified';

/** How the VAT of an order is treated. */
export type VatDeduction = 'deducted' | 'charged' | 'review';

/** Why: the first rule that decided (for texts and logs). */
export type VatDeductionReason =
  | 'consumer'
  | 'noNumber'
  | 'notIntracommunity'
  | 'rejected'
  | 'sellerCountry'
  | 'countryMismatch'
  | 'unverified'
  | 'confirmed';

export interface VatDeductionInput {
  customerType: 'consumer' | 'business';
  /** The locale's market is inside the EU VAT area. */
  intracommunity: boolean;
  /** ISO country of the invoice address. */
  invoiceCountry: string;
  /** ISO country the shop sells from (SELLER_COUNTRY). */
  sellerCountry: string;
  /** The number's check, or null when the customer gave none. */
  number: { countrycode: string | null; registration: VatRegistration } | null;
}

export interface VatDeductionResult {
  deduction: VatDeduction;
  reason: VatDeductionReason;
}

export function vatDeductionFor(input: VatDeductionInput): VatDeductionResult {
  const charged = (reason: VatDeductionReason): VatDeductionResult => ({ deduction: 'charged', reason });
  if (input.customerType !== 'business') return charged('consumer');
  if (!input.number) return charged('noNumber');
  if (!input.intracommunity) return charged('notIntracommunity');
  if (input.number.registration === 'rejected') return charged('rejected');
  const invoice = input.invoiceCountry.trim().toUpperCase();
  const seller = input.sellerCountry.trim().toUpperCase();
  // Greek numbers carry the prefix EL; checkVatNumber already names their country GR.
  if (input.number.countrycode !== invoice) return charged('countryMismatch');
  if (invoice === seller) return charged('sellerCountry');
  if (input.number.registration === 'unverified') return { deduction: 'review', reason: 'unverified' };
  return { deduction: 'deducted', reason: 'confirmed' };
}
