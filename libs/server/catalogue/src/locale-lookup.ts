import { sql } from 'drizzle-orm';
import type { LocaleEntry } from '@bike/shared/domain';
import { ApiError, badRequest, onCacheVersionChange, rowsOf, syncCacheVersions, type Db } from '@bike/server/core';

/**
 * The locale table is read on nearly every call (currency, checkout flags) and changes only
 * with a deploy or a seed, so it is cached per database for a short while.
 */
const TTL_MS = 30_000;
interface CachedLocales {
  at: number;
  byCode: Map<string, LocaleEntry & { brands: string[] }>;
  list: (LocaleEntry & { brands: string[] })[];
}
const cache = new WeakMap<Db, CachedLocales>();

interface LocaleRow {
  code: string; iso: string; language: string; backend_code: string; countrycode: string; currency: string; vat: number;
  intracommunity: boolean; deliverymethods: LocaleEntry['deliverymethods']; checkout_bikes: boolean; checkout_accessories: boolean;
  allow_discount_checkout: boolean; dealers: boolean; accessories: boolean; payment_methods: string[]; voucher: string | null; brands: string[];
}

function toEntry(r: LocaleRow): LocaleEntry & { brands: string[] } {
  return {
    code: r.code, iso: r.iso, language: r.language, file: `${r.language}.json`, backend_code: r.backend_code,
    countrycode: r.countrycode, currency: r.currency, vat: Number(r.vat), intracommunity: r.intracommunity,
    deliverymethods: r.deliverymethods, checkoutBikes: r.checkout_bikes, checkoutAccessories: r.checkout_accessories,
    allowDiscountCheckout: r.allow_discount_checkout, dealers: r.dealers, accessories: r.accessories,
    paymentMethods: r.payment_methods, voucher: r.voucher, brands: r.brands,
  };
}

export async function allLocales(db: Db): Promise<CachedLocales> {
  await syncCacheVersions(db);
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
  const rows = rowsOf<LocaleRow>(await db.execute(sql`select * from locales order by position, code`));
  const list = rows.map(toEntry);
  const fresh = { at: Date.now(), list, byCode: new Map(list.map((l) => [l.code, l])) };
  cache.set(db, fresh);
  return fresh;
}

/** Forget cached locales (tests and the seed call it after changing the table). */
export function clearLocaleCache(db: Db): void {
  cache.delete(db);
}

// A changed locale table (on any replica, or by SQL) drops the copy at once (cache-versions in server core).
onCacheVersionChange('catalogue', clearLocaleCache);

/** A locale named in a query string: an unknown one is a 400 with a clear message. */
export async function requireLocale(db: Db, code: string): Promise<LocaleEntry & { brands: string[] }> {
  const locale = (await allLocales(db)).byCode.get(code);
  if (!locale) throw badRequest('UNKNOWN_LOCALE', `Unknown locale "${code}": use a code of GET /b2c/v1/countries, e.g. en_INT`);
  return locale;
}

/** A locale named in a path (a resource): unknown is a 404. */
export async function findLocaleOr404(db: Db, code: string): Promise<LocaleEntry & { brands: string[] }> {
  const locale = (await allLocales(db)).byCode.get(code);
  if (!locale) throw new ApiError(404, 'LOCALE_NOT_FOUND', `Locale "${code}" does not exist`);
  return locale;
}
