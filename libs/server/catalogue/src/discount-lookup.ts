import { sql } from 'drizzle-orm';
import { isDiscountUsable, isItemEligibleForDiscount, type Discount, type DiscountableItem, type LocaleEntry, type PriceBlock } from '@bike/shared/domain';
import { priceBlockOf, shopperPrice } from '@bike/shared/domain/shopper-price';
import { onCacheVersionChange, rowsOf, syncCacheVersions, type Db } from '@bike/server/core';
import { toMajor } from './money';

export interface StoredDiscount extends Discount {
  sites: string[];
  description: string;
  /** Who may use an employee code (discount-employees.ts); never sent to the browser. */
  allowedEmails: string[];
  allowedDomains: string[];
}

interface DiscountRow {
  code: string; active: boolean; categories: string[]; item_patterns: string[]; brands: string[]; families: string[]; ranges: string[];
  cumulative: boolean; currency: string; value: number; free_shipping: boolean; employee: boolean; allow_discount_checkout: boolean;
  sites: string[]; description: string; allowed_emails: string[] | null; allowed_domains: string[] | null;
}

function toDiscount(r: DiscountRow): StoredDiscount {
  return {
    code: r.code, active: r.active, category: r.categories.map((name) => ({ name })), items: r.item_patterns, brand: r.brands,
    family: r.families, range: r.ranges, options: { cumulative: r.cumulative },
    // Amounts are stored in cents; percentages as whole percents.
    config_1: { currency: r.currency, value: r.currency === 'percentage' ? Number(r.value) : (toMajor(r.value) ?? 0) },
    freeShipping: r.free_shipping, employee: r.employee, allowDiscountCheckout: r.allow_discount_checkout, sites: r.sites,
    description: r.description, allowedEmails: r.allowed_emails ?? [], allowedDomains: r.allowed_domains ?? [],
  };
}

/** Discount codes are read per item view (the locale voucher), so lookups are cached briefly. */
const TTL_MS = 30_000;
const cache = new WeakMap<Db, Map<string, { at: number; value: StoredDiscount | null }>>();

export async function findDiscount(db: Db, code: string): Promise<StoredDiscount | null> {
  await syncCacheVersions(db);
  const key = code.toUpperCase();
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const rows = rowsOf<DiscountRow>(await db.execute(sql`select * from discounts where code = ${key}`));
  const value = rows[0] ? toDiscount(rows[0]) : null;
  if (perDb.size > 5000) perDb.clear();
  perDb.set(key, { at: Date.now(), value });
  return value;
}

export function clearDiscountCache(db: Db): void {
  cache.delete(db);
}

// A changed discount (on any replica, or by SQL) is seen at once (cache-versions in server core).
onCacheVersionChange('catalogue', clearDiscountCache);

export const isForSite = (discount: Pick<StoredDiscount, 'sites'>, brand: string): boolean =>
  discount.sites.length === 0 || discount.sites.includes(brand);

/** Why a voucher did or did not change a price; the shop shows a matching message. */
export type VoucherStatus = 'applied' | 'not-found' | 'inactive' | 'not-eligible' | 'none';

/**
 * The voucher part of `$$price`: the asked code (or else the locale's own voucher) applied to
 * one item's price when spec point 5's rules allow it, by the shop's one pricing rule
 * (shopperPrice), so the card, the bike page and the order take the same amount off.
 */
export function voucherFor(
  discount: StoredDiscount | null,
  item: DiscountableItem,
  locale: LocaleEntry,
  brand: string,
  msrp: number | null,
): { voucher: PriceBlock['voucher']; status: VoucherStatus } {
  if (!discount) return { voucher: null, status: 'not-found' };
  if (!isDiscountUsable(discount, locale) || !isForSite(discount, brand)) return { voucher: null, status: 'inactive' };
  if (msrp === null || !isItemEligibleForDiscount(discount, item, locale.countrycode)) return { voucher: null, status: 'not-eligible' };
  const { voucher } = priceBlockOf(shopperPrice({ currency: locale.currency, base: msrp, voucher: discount }), null);
  return voucher ? { voucher, status: 'applied' } : { voucher: null, status: 'not-eligible' };
}
