import { FACTORY_STOCK_DELIVERY, sortFilterAttributes } from '@bike/shared/domain';
import type { Db } from '@bike/server/core';
import { attributeMeta } from './attribute-meta';
import { catalogueLanguage } from './catalogue-texts';
import { baseMask, facetCounts, groupMask, maskWithout, pageAlong, priceRangeOf, titleHits } from './facet-index';
import { brandIndex, factoryStock, priceColumn } from './facet-index-store';
import { attributeGroups, buildFacets, searchWords, type ShopQuery, type ShopQueryResult } from './shop-facets';
import { shopItemsByIds } from './shop-rows';
import { toMajor } from './money';
import { popcount } from './bitset';

/**
 * The shop filter on the brand's in-memory facet index (facet-index.ts): filtering, facet
 * counts, sorting and paging happen in memory (a few ms), then only the page's rows are read
 * from the database by id, with their prices and stock. Answers equal the SQL engine's
 * (shop-filter-sql.ts), which the tests check.
 */
export async function runShopQueryIndex(db: Db, q: ShopQuery): Promise<ShopQueryResult> {
  const [meta, entry] = await Promise.all([attributeMeta(db), brandIndex(db, q.brand)]);
  const { index } = entry;
  const { groups, ignored } = attributeGroups(q.filters, meta);
  const visible = sortFilterAttributes(meta.attributes);
  const facetCodes = q.facetCodes ?? visible.map((a) => a.code);
  const words = searchWords(q.search);
  const priceSort = q.sort === 'price-asc' || q.sort === 'price-desc';
  const withItems = q.withItems !== false;

  const [factory, prices] = await Promise.all([
    q.filters.deliveryDate === FACTORY_STOCK_DELIVERY ? factoryStock(db, entry) : null,
    (withItems && priceSort) || q.withPriceRange ? priceColumn(db, entry, q.locale.currency) : null,
  ]);

  const base = baseMask(index, { scope: q.scope, category: q.filters.category, platform: q.filters.platform, factoryStock: factory, words, groups });
  const masks = groups.map(([code, values]) => groupMask(index, code, values));
  const hits = maskWithout(base, masks);
  const total = popcount(hits);

  let items: ShopQueryResult['items'] = [];
  if (withItems) {
    const offset = (q.page - 1) * q.pageSize;
    const positions =
      q.sort === 'price-asc' || q.sort === 'price-desc'
        ? pageAlong(q.sort === 'price-asc' ? prices!.asc : prices!.desc, hits, offset, q.pageSize)
        : q.sort === 'name'
          ? pageAlong(index.nameOrders[catalogueLanguage(q.locale.language)] ?? index.order.name, hits, offset, q.pageSize)
          : q.sort === 'newest'
            ? pageAlong(index.order.newest, hits, offset, q.pageSize)
          : pageAlong(index.order.relevance, hits, offset, q.pageSize, words.length ? titleHits(index, words, hits) : null);
    items = await shopItemsByIds(db, positions.map((p) => index.ids[p]), q);
  }

  const range = q.withPriceRange && prices ? priceRangeOf(prices, hits) : null;
  return {
    total,
    items,
    facets: buildFacets(
      meta,
      q.locale.language,
      visible.filter((a) => facetCodes.includes(a.code)),
      facetCounts(index, base, groups, masks, facetCodes),
      groups,
    ),
    priceRange: range ? { min: toMajor(range.min), max: toMajor(range.max) } : null,
    ignoredAttributes: ignored,
  };
}
