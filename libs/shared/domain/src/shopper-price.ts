import type { PriceBlock } from './catalogue';
import { discountCents, isDiscountUsable, isItemEligibleForDiscount, type Discount, type DiscountableItem } from './discount';
import type { LocaleEntry } from './locale-entry';
import { wasPrice } from './shown-price';

/**
 * What a shopper pays (issue 32 item 3): the one rule behind every price a shopper sees. The
 * catalogue's prices ($$price on cards, the bike page, compare, the cart check), the
 * configurator's total and its concept answers (compare, concept page, PDF sheet) and every
 * order line (cart, mini cart, checkout, the placed order, its mails) come from
 * `shopperPriceCents`, so the same bike, configuration and voucher cost the same everywhere.
 *
 * The rule: a unit's list price is the article's (or the configuration's build's) price plus
 * what the chosen options add; the voucher that applies to the item (`applicableVoucher`) takes
 * its discount off each unit, rounded half up to the cent (a percentage) or an amount in the
 * locale currency; a line is the unit times the quantity. Sums are in cents, so nothing drifts.
 */

/** What of a discount sets a price: its code, its rule and whether it ships free. */
export type VoucherTerms = Pick<Discount, 'code' | 'config_1' | 'freeShipping'>;

/** What of a locale the voucher rules read. */
export type VoucherLocale = Pick<LocaleEntry, 'countrycode' | 'checkoutBikes' | 'checkoutAccessories' | 'allowDiscountCheckout'>;

/** The discount when it applies to this item in this locale (spec point 5: usable and eligible), else null. */
export function applicableVoucher<D extends Discount>(discount: D | null | undefined, item: DiscountableItem, locale: VoucherLocale): D | null {
  if (!discount || !isDiscountUsable(discount, locale)) return null;
  return isItemEligibleForDiscount(discount, item, locale.countrycode) ? discount : null;
}

export interface ShopperPriceInput {
  currency: string;
  /** The list price of the article, or of the configuration's build (frame, groupset, paint), VAT included, major units. */
  base: number;
  /** What each chosen option adds to the base (the configurator's parts), major units. */
  options?: readonly number[];
  /** The catalogue's former price (an outlet article), major units. */
  oldPrice?: number | null;
  /** The voucher that applies to this item (see applicableVoucher), or none. */
  voucher?: VoucherTerms | null;
  qty?: number;
}

export interface ShopperPrice {
  currency: string;
  qty: number;
  /** One unit at list price: the base plus the options. */
  list: number;
  /** The voucher's discount on one unit. */
  discount: number;
  /** What one unit costs the shopper. */
  now: number;
  /** The struck-through price beside `now` (see wasPrice), or null. */
  was: number | null;
  /** The voucher that applied (one that only ships free too), or null. */
  voucher: VoucherTerms | null;
  lineList: number;
  lineDiscount: number;
  /** What the line costs the shopper: `now` times the quantity. */
  lineTotal: number;
}

const cents = (major: number | null | undefined): number => (typeof major === 'number' && Number.isFinite(major) ? Math.round(major * 100) : 0);

/** The VAT share of a price that includes it (`gross × rate / (100 + rate)`), in cents, rounded half up. */
export const vatShareCents = (grossCents: number, ratePercent: number): number =>
  ratePercent > 0 ? Math.round((grossCents * ratePercent) / (100 + ratePercent)) : 0;

/** shopperPrice in cents (minor units): what order totals sum and the server stores. */
export function shopperPriceCents(input: ShopperPriceInput): ShopperPrice {
  const qty = Math.max(0, Math.floor(input.qty ?? 1));
  const list = Math.max(0, cents(input.base) + (input.options ?? []).reduce((sum, option) => sum + cents(option), 0));
  const discount = input.voucher ? discountCents(input.voucher, list, input.currency) : 0;
  const now = list - discount;
  // A voucher that takes nothing off and does not ship free did not apply.
  const voucher = input.voucher && (discount > 0 || input.voucher.freeShipping) ? input.voucher : null;
  const old = input.oldPrice == null ? null : cents(input.oldPrice);
  return {
    currency: input.currency, qty, list, discount, now, was: wasPrice(list, now, old), voucher,
    lineList: list * qty, lineDiscount: discount * qty, lineTotal: now * qty,
  };
}

/** What a shopper pays for a unit and a line, in major units (2 decimals). */
export function shopperPrice(input: ShopperPriceInput): ShopperPrice {
  const c = shopperPriceCents(input);
  const major = (n: number) => n / 100;
  return {
    ...c, list: major(c.list), discount: major(c.discount), now: major(c.now), was: c.was === null ? null : major(c.was),
    lineList: major(c.lineList), lineDiscount: major(c.lineDiscount), lineTotal: major(c.lineTotal),
  };
}

/** The catalogue's price block ($$price, spec point 4) of a shopper price: list price, old price, the voucher and its price. */
export function priceBlockOf(price: ShopperPrice, oldmsrp: number | null): PriceBlock {
  return {
    msrp: price.list,
    oldmsrp,
    currency: price.currency,
    voucher: price.voucher ? { code: price.voucher.code, discount: price.discount, msrp: price.now, freeShipping: price.voucher.freeShipping } : null,
  };
}
