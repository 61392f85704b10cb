import { sql, type SQL } from 'drizzle-orm';
import { FACTORY_STOCK_DELIVERY, FACTORY_STOCK_DISTANCE, sortFilterAttributes, type ShopSort } from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';
import type { Language } from '@bike/shared/i18n/locales';
import { attributeMeta, type AttributeMeta } from './attribute-meta';
import { catalogueLanguage, inLanguage, nameSortKey, otherLanguageNames } from './catalogue-texts';
import { attributeGroups, buildFacets, searchWords, type FacetRow, type ShopQuery, type ShopQueryResult } from './shop-facets';
import { toShopItems, type ShopRow } from './shop-rows';
import { toMajor } from './money';

/**
 * The shop filter as one SQL statement that filters, counts, sorts and pages. It is the
 * reference the in-memory engine (shop-filter-index.ts) is tested against, and the engine used
 * with FILTER_ENGINE=sql; it scans the brand's items, so it costs ~200 ms at the large seed.
 *
 * The statement marks every candidate item with how many attribute groups it misses (`miss`)
 * and, when it misses exactly one, which (`miss_code`): an item counts for the results when it
 * misses none, and for facet F's counts when it misses none or only F.
 *
 * Attribute values holding several values joined by '|' (frame_size: 'XS|S|M') are matched
 * and counted per value.
 */

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderBy(sort: ShopSort, search: string[], language: Language): SQL {
  switch (sort) {
    case 'price-asc': return sql`p.msrp_cents asc nulls last, i.id`;
    case 'price-desc': return sql`p.msrp_cents desc nulls last, i.id`;
    case 'newest': return sql`i.created_at desc, i.id`;
    case 'name': return sql`${nameSortKey(language)}, i.id`;
    default: {
      // Relevance: with a search, title hits first; then bikes before accessories, then the
      // catalogue's own priority.
      const titleRank = search.length > 0 ? sql`(i.title ilike ${likePattern(search.join(' '))})::int desc, ` : sql``;
      return sql`${titleRank}(i.itemtype = 'bike')::int desc, i.priority desc, i.id`;
    }
  }
}

/** The one statement of a shop query (exported for EXPLAIN in the bench and tests). */
export function shopStatement(q: ShopQuery, meta: AttributeMeta): { statement: SQL; groups: [string, string[]][]; ignored: string[]; facetCodes: string[] } {
  const { groups, ignored } = attributeGroups(q.filters, meta);
  const words = searchWords(q.search);
  const currency = q.locale.currency;
  const language = catalogueLanguage(q.locale.language);
  const visible = sortFilterAttributes(meta.attributes);
  const facetCodes = q.facetCodes ?? visible.map((a) => a.code);

  const where: SQL[] = [sql`i.brandkey = ${q.brand}`];
  if (q.scope === 'accessories') where.push(sql`i.itemtype = 'accessory'`);
  if (q.filters.category?.length) where.push(sql`i.category = any(${sql.param(q.filters.category)}::text[])`);
  if (q.filters.platform?.length) where.push(sql`i.platform_code = any(${sql.param(q.filters.platform)}::text[])`);
  if (q.filters.deliveryDate === FACTORY_STOCK_DELIVERY) {
    // Spec point 4: distance 9999999 marks factory stock; an empty row is no stock.
    where.push(sql`exists (select 1 from stock s where s.item_id = i.id and s.distance >= ${FACTORY_STOCK_DISTANCE} and s.qty > 0)`);
  }
  for (const word of words) {
    const p = likePattern(word);
    where.push(sql`(i.title ilike ${p} or i.familycode ilike ${p} or i.paint_des ilike ${p} or i.groupset ilike ${p} or i.externalid ilike ${p}
                    or ${otherLanguageNames} ilike ${p})`);
  }

  const matches = groups.map(([code, values]) => ({
    code,
    test: sql`coalesce(string_to_array(i.attributes ->> ${code}::text, '|') && ${sql.param(values)}::text[], false)`,
  }));
  const miss = matches.length ? sql.join(matches.map((m) => sql`(not ${m.test})::int`), sql` + `) : sql`0`;
  const missCode = matches.length ? sql`case ${sql.join(matches.map((m) => sql`when not ${m.test} then ${m.code}::text`), sql` `)} end` : sql`null::text`;

  const withItems = q.withItems !== false;
  const priceSort = q.sort === 'price-asc' || q.sort === 'price-desc';
  const offset = (q.page - 1) * q.pageSize;

  const itemsSql = withItems
    ? sql`(select coalesce(json_agg(json_build_object(
          'id', i.id, 'externalid', i.externalid, 'title', ${inLanguage('i', 'title', language)}, 'itemtype', i.itemtype, 'category', i.category,
          'familycode', i.familycode, 'brandkey', i.brandkey, 'range', ${inLanguage('i', 'range', language)}, 'range_code', i.range_code,
          'platform_code', i.platform_code, 'groupset', i.groupset, 'paint_des', ${inLanguage('i', 'paint_des', language)}, 'size', i.size, 'image', i.image,
          'vouchertext', ${inLanguage('i', 'vouchertext', language)}, 'voucherbannerimage', i.voucherbannerimage, 'vouchercountry', i.vouchercountry,
          'msrp_cents', p.msrp_cents, 'oldmsrp_cents', p.oldmsrp_cents, 'qty', st.qty, 'workdays', st.workdays) order by pg.ord), '[]'::json)
        from page pg
        join items i on i.id = pg.id
        left join prices p on p.item_id = i.id and p.currency = ${currency}
        left join lateral (
          select coalesce(sum(s.qty), 0)::int as qty, min(s.workdays)::int as workdays from stock s where s.item_id = i.id and s.qty > 0
        ) st on true)`
    : sql`'[]'::json`;

  const facetsSql = facetCodes.length
    ? sql`(select coalesce(json_agg(json_build_object('code', f.code, 'value', f.value, 'count', f.count, 'alt', f.alt)), '[]'::json) from (
          select v.code, v.value, count(*)::int as count, min(v.alt) as alt from (
            -- unnest in the select list (one ProjectSet node) costs far less than a lateral function scan per row.
            select c.code, unnest(string_to_array(c.raw, '|')) as value, c.alt from (
              select k.code, b.attributes ->> k.code as raw, case when k.code = 'groupset' then b.groupset end as alt
                from (select * from base where miss <= 1) b
                cross join unnest(${sql.param(facetCodes)}::text[]) as k(code)
               where b.miss = 0 or b.miss_code = k.code
            ) c where c.raw is not null
          ) v group by v.code, v.value) f)`
    : sql`'[]'::json`;

  const priceRangeSql = q.withPriceRange
    ? sql`(select json_build_object('min', min(p.msrp_cents), 'max', max(p.msrp_cents)) from hits h join prices p on p.item_id = h.id and p.currency = ${currency})`
    : sql`null::json`;

  const statement = sql`
    with base as (
      select i.id, i.attributes, i.groupset, ${miss} as miss, ${missCode} as miss_code
        from items i
       where ${sql.join(where, sql` and `)}
    ),
    hits as (select id from base where miss = 0),
    page as (
      select s.id, row_number() over () as ord from (
        select i.id from hits h join items i on i.id = h.id
        ${priceSort ? sql`left join prices p on p.item_id = i.id and p.currency = ${currency}` : sql``}
        order by ${orderBy(q.sort, words, language)}
        limit ${q.pageSize} offset ${offset}
      ) s
    )
    select (select count(*)::int from hits) as total, ${itemsSql} as items, ${facetsSql} as facets, ${priceRangeSql} as price_range`;
  return { statement, groups, ignored, facetCodes };
}

export async function runShopQuerySql(db: Db, q: ShopQuery): Promise<ShopQueryResult> {
  const meta = await attributeMeta(db);
  const { statement, groups, ignored, facetCodes } = shopStatement(q, meta);
  const visible = sortFilterAttributes(meta.attributes);
  const withItems = q.withItems !== false;

  const row = rowsOf<{ total: number; items: ShopRow[] | string; facets: FacetRow[] | string; price_range: { min: number | null; max: number | null } | string | null }>(
    await db.execute(statement),
  )[0];
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  const rows = parse(row.items);
  const facetRows = parse(row.facets);
  const range = row.price_range === null ? null : parse(row.price_range);

  return {
    total: Number(row.total),
    items: withItems ? await toShopItems(db, rows, q) : [],
    facets: buildFacets(meta, q.locale.language, visible.filter((a) => facetCodes.includes(a.code)), facetRows, groups),
    priceRange: range ? { min: toMajor(range.min), max: toMajor(range.max) } : null,
    ignoredAttributes: ignored,
  };
}
