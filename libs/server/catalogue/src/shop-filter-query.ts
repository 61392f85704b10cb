import { onCacheVersionChange, syncCacheVersions, type Db } from '@bike/server/core';
import { clearFacetIndex } from './facet-index-store';
import { LruCache } from './lru-cache';
import { searchWords, type ShopQuery, type ShopQueryResult } from './shop-facets';
import { runShopQueryIndex } from './shop-filter-index';
import { runShopQuerySql } from './shop-filter-sql';

/**
 * The shop's filter engine (POST /consumer/v1/items/attributes and the accessory filter).
 *
 * Facets are disjunctive: a facet's counts ignore its own selection and apply all the others,
 * so a shopper sees how many items each value would give. Two engines give the same answers:
 * the in-memory facet index (default; shop-filter-index.ts) and one SQL statement
 * (FILTER_ENGINE=sql; shop-filter-sql.ts), which scans the brand's items and is the tests'
 * reference.
 */
export type { ShopQuery, ShopQueryResult } from './shop-facets';

const ENGINE = process.env['FILTER_ENGINE'] === 'sql' ? 'sql' : 'index';
const runShopQuery = (db: Db, q: ShopQuery): Promise<ShopQueryResult> => (ENGINE === 'sql' ? runShopQuerySql(db, q) : runShopQueryIndex(db, q));

/**
 * Answers are kept briefly per request shape: most shop traffic is the few menu filters, and a
 * burst of them on one PGlite connection would otherwise queue. Kept short (5 s) because the
 * answers carry stock (availability, the Factory Stock filter) that orders change; an uncached
 * answer from the facet index takes a few ms. FILTER_CACHE_MS=0 turns this off.
 */
const CACHE_MS = Number(process.env['FILTER_CACHE_MS'] ?? 5_000);
const resultCache = new WeakMap<Db, LruCache<Promise<ShopQueryResult>>>();

/** Forgets cached answers and the facet index (after a catalogue import, in tests). */
export function clearShopCache(db: Db): void {
  resultCache.delete(db);
  clearFacetIndex(db);
}

// Answers carry stock, so an order (on any replica) drops them; a catalogue change drops the
// index too (cache-versions in server core). The TTL stays as a bound should a version read fail.
onCacheVersionChange('stock', (db) => resultCache.delete(db));
onCacheVersionChange('catalogue', clearShopCache);

function cacheKey(q: ShopQuery): string {
  const f = q.filters;
  const sorted = (list?: readonly string[]) => (list ? [...new Set(list)].sort() : []);
  const attributes = Object.entries(f.attributes ?? {})
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, values]) => [code, sorted(values)]);
  return JSON.stringify([
    q.brand, q.locale.code, q.voucher ?? '', q.scope ?? 'all', q.withItems !== false, q.withPriceRange === true, q.facetCodes ?? null,
    sorted(f.category), sorted(f.family), sorted(f.bikeCategory), sorted(f.platform), f.deliveryDate ?? '', attributes,
    searchWords(q.search).map((w) => w.toLowerCase()), q.sort, q.page, q.pageSize,
  ]);
}

export async function queryShop(db: Db, q: ShopQuery): Promise<ShopQueryResult> {
  await syncCacheVersions(db);
  if (!(CACHE_MS > 0)) return runShopQuery(db, q);
  let cache = resultCache.get(db);
  if (!cache) resultCache.set(db, (cache = new LruCache(1000, CACHE_MS)));
  const key = cacheKey(q);
  const hit = cache.get(key);
  if (hit) return hit;
  // The promise is cached, so concurrent misses of one shape share a single run.
  const pending = runShopQuery(db, q);
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}
