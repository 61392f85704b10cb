// The in-memory facet index must answer exactly what the SQL statement answers, for any shape.
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { sql } from 'drizzle-orm';
import { FACTORY_STOCK_DELIVERY, SHOP_SORTS, type ShopFilters } from '@bike/shared/domain';
import { Random } from '@bike/seed';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';
import { allLocales } from './locale-lookup';
import { clearFacetIndex, facetIndexBytes } from './facet-index-store';
import { runShopQueryIndex } from './shop-filter-index';
import { runShopQuerySql } from './shop-filter-sql';
import type { ShopQuery } from './shop-facets';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
}, 60_000);
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const values = (code: string, brand: string): string[] => {
  const set = new Set<string>();
  for (const i of t.data.items) {
    if (i['brandkey'] !== brand) continue;
    const raw = (i['attributes'] as Record<string, string>)[code];
    if (raw) raw.split('|').forEach((v) => set.add(v));
  }
  return [...set].sort();
};

function randomShape(rnd: Random, brand: string): Omit<ShopQuery, 'locale'> {
  const filters: ShopFilters = {};
  const some = (list: string[], max = 3) => rnd.sample(list, rnd.int(1, max));
  if (rnd.chance(0.4)) filters.category = some(['bikes', 'accessories', 'outlet'], 2) as ShopFilters['category'];
  if (rnd.chance(0.3)) filters.family = some([...values('family', brand), 'no-such-family']);
  if (rnd.chance(0.3)) filters.bikeCategory = some(values('bike_category', brand)) as ShopFilters['bikeCategory'];
  if (rnd.chance(0.15)) filters.platform = some([...new Set(t.data.items.filter((i: Row) => i['brandkey'] === brand && i['platform_code']).map((i: Row) => i['platform_code'] as string))], 2);
  if (rnd.chance(0.25)) filters.deliveryDate = FACTORY_STOCK_DELIVERY;
  if (rnd.chance(0.6)) {
    filters.attributes = {};
    for (const code of rnd.sample(['colour', 'frame_size', 'groupset', 'range', 'paint_des', 'promo', 'warp_drive'], rnd.int(1, 3))) {
      filters.attributes[code] = rnd.chance(0.1) ? ['no-such-value'] : some(values(code, brand).length ? values(code, brand) : ['x'], 2);
    }
  }
  const items = t.data.items.filter((i: Row) => i['brandkey'] === brand);
  const word = (i: Row) => rnd.pick([String(i['title']).split(' ').pop()!, String(i['familycode']).slice(0, 4), String(i['externalid']).toLowerCase(), 'gloves', '%', 'ZZZ', 'sokken', 'Gitzwart', 'chaussettes']);
  const search = rnd.chance(0.25) ? Array.from({ length: rnd.int(1, 2) }, () => word(rnd.pick(items))).join(' ') : undefined;
  const accessories = rnd.chance(0.2);
  return {
    brand, filters, search, sort: rnd.pick(SHOP_SORTS), page: rnd.chance(0.7) ? 1 : rnd.int(1, 4), pageSize: rnd.pick([1, 5, 24, 48]),
    voucher: rnd.chance(0.2) ? 'SPRING10' : undefined,
    ...(accessories ? { scope: 'accessories' as const, facetCodes: ['family'], withPriceRange: true, withItems: rnd.chance(0.5) } : {}),
  };
}

describe('shop filter engines', () => {
  it('answer the same for 250 random shapes across brands, locales, sorts, pages and searches', async () => {
    const locales = await allLocales(t.ctx.db);
    const codes = ['en_GB', 'nl_BE', 'de_DE', 'de_CH', 'en_INT', 'fr_FR', 'it_IT', 'es_ES'].filter((c) => locales.byCode.has(c));
    const rnd = new Random(4242);
    let nonEmpty = 0;
    let searched = 0;
    for (let k = 0; k < 250; k++) {
      const q: ShopQuery = { ...randomShape(rnd, rnd.pick(['ardenne', 'ardenne', 'kempen', 'merel'])), locale: locales.byCode.get(rnd.pick(codes))! };
      const [fromIndex, fromSql] = await Promise.all([runShopQueryIndex(t.ctx.db, q), runShopQuerySql(t.ctx.db, q)]);
      expect({ k, q, answer: fromIndex }).toEqual({ k, q, answer: fromSql });
      if (fromSql.total > 0) nonEmpty++;
      if (q.search && fromSql.total > 0) searched++;
    }
    // The shapes are not all empty answers.
    expect(nonEmpty).toBeGreaterThan(60);
    expect(searched).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it('sees a factory stock change at the next version read, and a new catalogue after clearFacetIndex', async () => {
    const locale = (await allLocales(t.ctx.db)).byCode.get('en_GB')!;
    const q: ShopQuery = { brand: 'ardenne', locale, filters: { deliveryDate: FACTORY_STOCK_DELIVERY }, sort: 'relevance', page: 1, pageSize: 1 };
    const before = await runShopQueryIndex(t.ctx.db, q);
    const item = before.items[0];
    await t.ctx.db.execute(sql`update stock set qty = 0 where item_id = ${item.id} and dealer_id is null`);
    // The stock table's version moved (cache-versions in server core): once the next version read
    // is due (CACHE_VERSION_POLL_MS, 500 ms) the old factory-stock read is not answered again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = await runShopQueryIndex(t.ctx.db, q);
    expect(after.total).toBe(before.total - 1);
    expect(after).toEqual(await runShopQuerySql(t.ctx.db, q));

    await t.ctx.db.execute(sql`update items set attributes = attributes || '{"colour":"brand-new-colour"}'::jsonb where id = ${item.id}`);
    clearFacetIndex(t.ctx.db);
    const colour: ShopQuery = { ...q, filters: { attributes: { colour: ['brand-new-colour'] } } };
    expect((await runShopQueryIndex(t.ctx.db, colour)).total).toBe(1);
    expect(await runShopQueryIndex(t.ctx.db, colour)).toEqual(await runShopQuerySql(t.ctx.db, colour));
    const bytes = await facetIndexBytes(t.ctx.db);
    expect(bytes['ardenne'].index).toBeGreaterThan(0);
  });
});
