import { isDiscountUsable, isItemEligibleForDiscount, type Discount, type DiscountableItem, type LocaleEntry } from '@bike/shared/domain';
import type { CartLine } from './cart-rules';

/**
 * Discount code rules of spec points 4, 5 and 8, without network or jotai: which code to try,
 * whether a looked-up discount may be set, and which cart lines it applies to.
 */

export type DiscountCodeSource = 'url' | 'stored' | 'locale' | 'cart';

/** The discount as the lookup answers it: the domain fields plus `usable` for the locale and site. */
export type LookedUpDiscount = Discount & { usable?: boolean };

export type CheckoutFlags = Pick<LocaleEntry, 'checkoutBikes' | 'checkoutAccessories' | 'allowDiscountCheckout'>;

/**
 * Which code to check on load: a `?voucher=` wins over the stored code; the locale's voucher
 * applies itself only when no code is set at all.
 */
export function chooseDiscountCode(input: { fromUrl?: string | null; stored?: string | null; localeVoucher?: string | null }): { code: string; source: DiscountCodeSource } | null {
  const clean = (c?: string | null) => (typeof c === 'string' && c.trim() !== '' ? c.trim().toUpperCase() : null);
  const url = clean(input.fromUrl);
  if (url) return { code: url, source: 'url' };
  const stored = clean(input.stored);
  if (stored) return { code: stored, source: 'stored' };
  const voucher = clean(input.localeVoucher);
  if (voucher) return { code: voucher, source: 'locale' };
  return null;
}

/** Item facts of a cart line for the eligibility rules; lines not yet refreshed from the server count by their type. */
export function lineAsDiscountable(line: CartLine): DiscountableItem {
  return {
    externalid: line.id,
    category: line.category ?? (line.itemtype === 'bike' ? 'bikes' : 'accessories'),
    brandkey: line.brandkey ?? '',
    familycode: line.familycode ?? '',
    range: line.range ?? null,
    rangeCode: line.rangeCode ?? null,
    vouchercountry: line.vouchercountry ?? null,
    voucherbannerimage: line.voucherbannerimage ?? null,
  };
}

export function eligibleLines(discount: Discount, lines: CartLine[], countrycode?: string): CartLine[] {
  return lines.filter((line) => isItemEligibleForDiscount(discount, lineAsDiscountable(line), countrycode));
}

/** What happened to a code; the caller turns it into a toast and the cart into a message. */
export type DiscountOutcome =
  /** Set and stored. `related` is false when the cart has lines but none the discount applies to. */
  | { kind: 'applied'; code: string; discount: LookedUpDiscount; related: boolean }
  /** Inactive: cleared with "Discount code is no longer active!". */
  | { kind: 'inactive'; code: string }
  /** Active, but this country has no online checkout and the code does not open one: cleared, saying so. */
  | { kind: 'noCheckout'; code: string }
  /** The lookup refused the code (400 BAD_EMPLOYEE_DISCOUNT, 404 DISCOUNT_NOT_FOUND): cleared. */
  | { kind: 'rejected'; code: string; errorCode: string }
  /** The lookup could not be made (network, 5xx): the code is kept and checked again later. */
  | { kind: 'unavailable'; code: string; errorCode: string };

/** Spec points 4 and 5: a code is set only if the discount is active and checkout is allowed. */
export function decideDiscount(code: string, discount: LookedUpDiscount, locale: CheckoutFlags & { countrycode?: string }, lines: CartLine[]): DiscountOutcome {
  // An active code that this country's checkout rules refuse says so; anything else unusable
  // (inactive, or refused by the server, e.g. another site's code) is "no longer active".
  const checkoutAllows = isDiscountUsable(discount, locale);
  if (discount.active && !checkoutAllows) return { kind: 'noCheckout', code };
  if (discount.usable === false || !checkoutAllows) return { kind: 'inactive', code };
  const related = lines.length === 0 || eligibleLines(discount, lines, locale.countrycode).length > 0;
  return { kind: 'applied', code: discount.code ?? code, discount, related };
}

/** A failed lookup: 400 is BAD_EMPLOYEE_DISCOUNT (spec point 8), 404 an unknown code, the rest transient. */
export function decideLookupFailure(code: string, error: { status?: number; code?: string }): DiscountOutcome {
  if (error.status === 400) return { kind: 'rejected', code, errorCode: 'BAD_EMPLOYEE_DISCOUNT' };
  if (error.status === 404) return { kind: 'rejected', code, errorCode: error.code ?? 'DISCOUNT_NOT_FOUND' };
  return { kind: 'unavailable', code, errorCode: error.status === 0 ? 'NETWORK_ERROR' : (error.code ?? 'GENERIC_ERROR') };
}

/**
 * The message (i18n id and values) and toast kind for an outcome; null when nothing is said.
 * `announce` is true when the shopper just gave the code (cart field, ?voucher=, locale voucher);
 * re-checking a stored code on load speaks only when the code is cleared.
 */
export function discountOutcomeMessage(outcome: DiscountOutcome, announce: boolean): { id: string; values?: Record<string, string>; kind: 'success' | 'error' } | null {
  switch (outcome.kind) {
    case 'applied':
      if (!announce) return null;
      if (!outcome.related) return { id: 'toast.noRelatedItems', kind: 'error' };
      return { id: 'toast.voucherApplied', values: { code: outcome.code }, kind: 'success' };
    case 'inactive':
      return { id: 'toast.discountNotActive', kind: 'error' };
    case 'noCheckout':
      return { id: 'toast.discountNoCheckout', kind: 'error' };
    case 'rejected':
      return { id: `codes.${outcome.errorCode}`, kind: 'error' };
    case 'unavailable':
      if (!announce) return null;
      return { id: outcome.errorCode === 'NETWORK_ERROR' ? 'error.network' : 'error.somethingWrong', kind: 'error' };
  }
}
