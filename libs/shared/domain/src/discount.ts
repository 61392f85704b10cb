import type { LocaleEntry } from './locale-entry';

/**
 * Discount (voucher) codes, spec points 3, 4 and 5. The eligibility rules live here once so the
 * cart in the browser and the price list in the API agree.
 */
export interface Discount {
  code: string;
  active: boolean;
  /** Category names the discount applies to (bikes, accessories, outlet); empty = any. */
  category: { name: string }[];
  /** Item patterns: external ids, `*` wildcards allowed (e.g. `ARD-HEL-*`); empty = any. */
  items: string[];
  /** Brand, family and range keys; empty = any. */
  brand: string[];
  family: string[];
  range: string[];
  options: { cumulative: boolean };
  /** `currency` "percentage" means `value` is a percent; otherwise an amount in that currency. */
  config_1: { currency: string; value: number };
  freeShipping: boolean;
  employee: boolean;
  allowDiscountCheckout: boolean;
}

/** What the eligibility rules need to know of an item. */
export interface DiscountableItem {
  externalid: string;
  category: string;
  brandkey: string;
  familycode: string;
  rangeCode?: string | null;
  range?: string | null;
  vouchercountry?: string | null;
  voucherbannerimage?: string | null;
}

/** Employee codes carry this prefix; a bad one is answered with BAD_EMPLOYEE_DISCOUNT (spec point 8). */
export const EMPLOYEE_CODE_PREFIX = 'EMP-';

export const isEmployeeCode = (code: string): boolean => code.toUpperCase().startsWith(EMPLOYEE_CODE_PREFIX);

/** Glob match for item patterns: `*` matches any run of characters, case-insensitive. */
export function matchesItemPattern(pattern: string, externalid: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i').test(externalid);
}

const inList = (list: string[], value: string | null | undefined): boolean =>
  list.length === 0 || (value != null && list.some((k) => k.toLowerCase() === value.toLowerCase()));

/**
 * Spec point 5: valid only if active and (checkout for bikes or accessories is enabled, or the
 * discount allows discount-checkout). Discount checkout also needs the country to allow it: a
 * locale with allowDiscountCheckout false (no sales channel at all) never takes a discount.
 */
export function isDiscountUsable(
  discount: Pick<Discount, 'active' | 'allowDiscountCheckout'>,
  locale: Pick<LocaleEntry, 'checkoutBikes' | 'checkoutAccessories'> & { allowDiscountCheckout?: boolean },
): boolean {
  const discountCheckout = discount.allowDiscountCheckout && locale.allowDiscountCheckout !== false;
  return discount.active && (locale.checkoutBikes || locale.checkoutAccessories || discountCheckout);
}

/**
 * Spec point 5: the category, items, brand, family and range rules must all match; for a
 * cumulative discount a bike that already has a voucher banner for the country is excluded.
 */
export function isItemEligibleForDiscount(discount: Discount, item: DiscountableItem, countrycode?: string): boolean {
  if (!inList(discount.category.map((c) => c.name), item.category)) return false;
  if (discount.items.length > 0 && !discount.items.some((p) => matchesItemPattern(p, item.externalid))) return false;
  if (!inList(discount.brand, item.brandkey)) return false;
  if (!inList(discount.family, item.familycode)) return false;
  if (discount.range.length > 0 && !inList(discount.range, item.rangeCode) && !inList(discount.range, item.range)) return false;
  if (
    discount.options.cumulative &&
    item.voucherbannerimage &&
    item.vouchercountry &&
    countrycode &&
    item.vouchercountry.toUpperCase() === countrycode.toUpperCase()
  ) {
    return false;
  }
  return true;
}

/**
 * The discount on one unit, in cents (minor units): a percentage of the unit price rounded half
 * up to the cent, or an amount in the locale currency (another currency takes nothing); never
 * negative, never more than the price. Cents, so the browser and the server round alike.
 */
export function discountCents(discount: Pick<Discount, 'config_1'>, priceCents: number, currency: string): number {
  const { currency: kind, value } = discount.config_1;
  let amount = 0;
  if (kind === 'percentage') amount = Math.round((priceCents * value) / 100);
  else if (kind.toUpperCase() === currency.toUpperCase()) amount = Math.round(value * 100);
  return Math.min(Math.max(Number.isFinite(amount) ? amount : 0, 0), Math.max(0, priceCents));
}

/** Discount amount on one unit price (major units): discountCents in major units. */
export function discountAmount(discount: Pick<Discount, 'config_1'>, price: number, currency: string): number {
  return discountCents(discount, Math.round(price * 100), currency) / 100;
}
