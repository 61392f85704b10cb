import { sql } from 'drizzle-orm';
import { customBikeDiscountable, ORDERABLE_MAX_WORKDAYS, type DiscountableItem, type OrderTotalsLine } from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';
import { catalogueLanguage, inLanguage } from '@bike/server/catalogue';
import { isConceptLineId, resolveConceptLines, type ConceptLine } from '@bike/server/configurator';

/**
 * The server's own view of what a cart line names: the item (a configuration's external id or
 * one of its sizes' external ids), its price in the locale currency from the price table, and
 * the units that can be sold now. Nothing here comes from the request except the ids.
 */
export interface ResolvedItem {
  askedId: string;
  itemId: number;
  sizeId: number | null;
  /** The frame or accessory size the line names (a size's name), null when it names none. */
  size: string | null;
  externalid: string;
  title: string;
  image: string | null;
  itemtype: string;
  category: string;
  familycode: string;
  brandkey: string;
  range: string | null;
  rangeCode: string | null;
  vouchercountry: string | null;
  voucherbannerimage: string | null;
  /** Price in cents in the asked currency, null when the item has none. */
  unitPriceCents: number | null;
  /** A custom bike from the configurator (a concept's code as the line id): priced and stocked by its choices. */
  custom?: ConceptLine;
}

interface ItemRow {
  asked: string; item_id: number; size_id: number | null; size_name: string | null; externalid: string; title: string; image: string | null; itemtype: string;
  category: string; familycode: string; brandkey: string; range: string | null; range_code: string | null; vouchercountry: string | null;
  voucherbannerimage: string | null; msrp_cents: string | number | null;
}

/**
 * Items by the ids a cart or an order names; unknown ids (or another brand's items) are left out.
 * Titles are in the locale's language: an order line keeps the title the shopper read.
 */
export async function resolveItems(
  db: Db, ids: string[], brand: string, locale: { currency: string; language: string; code?: string; vat?: number },
): Promise<Map<string, ResolvedItem>> {
  const { currency } = locale;
  const unique = [...new Set(ids)].filter((id) => !isConceptLineId(id));
  const custom = await resolveCustomItems(db, ids, brand, locale);
  if (unique.length === 0) return custom;
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`
      with asked(id) as (select unnest(${sql.param(unique)}::text[]))
      select a.id as asked, i.id as item_id, s.id as size_id, s.size as size_name, i.externalid, ${inLanguage('i', 'title', catalogueLanguage(locale.language))} as title,
             i.image, i.itemtype, i.category, i.familycode, i.brandkey, i.range, i.range_code, i.vouchercountry, i.voucherbannerimage, p.msrp_cents
        from asked a
        left join item_sizes s on s.externalid = a.id
        join items i on i.id = coalesce(s.item_id, (select x.id from items x where x.externalid = a.id))
        left join prices p on p.item_id = i.id and p.currency = ${currency}
       where i.brandkey = ${brand}`),
  );
  return new Map([
    ...custom,
    ...rows.map((r): [string, ResolvedItem] => [
      r.asked,
      {
        askedId: r.asked, itemId: Number(r.item_id), sizeId: r.size_id === null ? null : Number(r.size_id), size: r.size_name, externalid: r.externalid,
        title: r.title, image: r.image, itemtype: r.itemtype, category: r.category, familycode: r.familycode, brandkey: r.brandkey,
        range: r.range, rangeCode: r.range_code, vouchercountry: r.vouchercountry, voucherbannerimage: r.voucherbannerimage,
        unitPriceCents: r.msrp_cents === null ? null : Number(r.msrp_cents),
      },
    ]),
  ]);
}

/**
 * Custom bikes (concept codes as line ids) as items: the catalogue configuration they are built
 * from supplies category, family and range (discounts treat them as that bike), the configurator
 * supplies title, picture and price.
 */
async function resolveCustomItems(db: Db, ids: string[], brand: string, locale: { currency: string; language: string; code?: string; vat?: number }): Promise<Map<string, ResolvedItem>> {
  const lines = await resolveConceptLines(db, ids, brand, { code: locale.code ?? '', currency: locale.currency, language: catalogueLanguage(locale.language), vat: locale.vat ?? 0 });
  if (lines.size === 0) return new Map();
  const builds = await resolveItems(db, [...lines.values()].map((l) => l.buildExternalid), brand, locale);
  const out = new Map<string, ResolvedItem>();
  for (const line of lines.values()) {
    const build = builds.get(line.buildExternalid);
    if (!build) continue;
    out.set(line.askedId, {
      // A custom bike's size is the one its build names (the catalogue may lack a row for it).
      ...build, askedId: line.askedId, itemId: line.itemId, sizeId: line.sizeId, size: line.choices.size || null, title: line.title, image: line.image,
      vouchercountry: null, voucherbannerimage: null, unitPriceCents: line.unitPriceCents, custom: line,
    });
  }
  return out;
}

export interface StockLevel {
  qty: number;
  /** Shortest lead time among the rows with units, null when none. */
  workdays: number | null;
}

const key = (itemId: number, sizeId: number | null) => `${itemId}:${sizeId ?? '*'}`;

/**
 * Sellable stock per item, or per size when the line names a size: every row with units and a
 * lead time within the orderable limit, factory (distance 9999999) and dealer rows alike, the
 * same rows the catalogue's availability counts. Dealers fulfil web orders from their own
 * stock ("ship from store"); stock-reservations.ts takes factory units first.
 */
export async function sellableStock(db: Db, items: ResolvedItem[]): Promise<Map<string, StockLevel>> {
  const itemIds = [...new Set(items.map((i) => i.itemId))];
  if (itemIds.length === 0) return new Map();
  const rows = rowsOf<{ item_id: number; size_id: number | null; dealer_id: number | null; qty: number; workdays: number }>(
    await db.execute(sql`
      select item_id, size_id, dealer_id, qty, workdays from stock
       where item_id = any(${sql.param(itemIds)}::int[]) and qty > 0 and workdays <= ${ORDERABLE_MAX_WORKDAYS}`),
  );
  const levels = new Map<string, StockLevel>();
  const add = (k: string, qty: number, workdays: number) => {
    const level = levels.get(k) ?? { qty: 0, workdays: null };
    level.qty += qty;
    level.workdays = level.workdays === null ? workdays : Math.min(level.workdays, workdays);
    levels.set(k, level);
  };
  for (const r of rows) {
    add(key(Number(r.item_id), null), Number(r.qty), Number(r.workdays));
    if (r.size_id !== null) add(key(Number(r.item_id), Number(r.size_id)), Number(r.qty), Number(r.workdays));
    // A custom bike's frame comes from the factory only: a dealer's bike on the shelf is a whole bike.
    if (r.size_id !== null && r.dealer_id === null) add(`factory:${key(Number(r.item_id), Number(r.size_id))}`, Number(r.qty), Number(r.workdays));
  }
  return levels;
}

/** A custom bike whose frame is built to order is limited only by the order caps (order-quantities.ts). */
const BUILT_TO_ORDER_UNITS = 99;

export function stockFor(levels: Map<string, StockLevel>, item: Pick<ResolvedItem, 'itemId' | 'sizeId' | 'custom'>): StockLevel {
  const custom = item.custom;
  if (!custom) return levels.get(key(item.itemId, item.sizeId)) ?? { qty: 0, workdays: null };
  // Beyond the 8-week promise it is not sold; otherwise the frame in stock (or built to order) and the stocked parts limit it.
  if (custom.workdays === null) return { qty: 0, workdays: null };
  const frame = custom.frameStocked ? (levels.get(`factory:${key(item.itemId, item.sizeId)}`)?.qty ?? 0) : BUILT_TO_ORDER_UNITS;
  const qty = Math.min(frame, ...custom.stockedParts.map((p) => p.qty));
  return { qty, workdays: custom.workdays };
}

/** What the discount rules see of a line's item: a custom bike as the configurator priced it (customBikeDiscountable), else the item. */
export const discountableOf = (item: ResolvedItem): DiscountableItem => (item.custom ? customBikeDiscountable(item, item.custom.code) : item);

export function totalsLine(item: ResolvedItem, qty: number): OrderTotalsLine {
  return {
    externalid: item.askedId, itemtype: item.itemtype, category: item.category, familycode: item.familycode, brandkey: item.brandkey,
    range: item.range, rangeCode: item.rangeCode, unitPrice: (item.unitPriceCents ?? 0) / 100, qty,
    vouchercountry: item.vouchercountry, hasVoucherBanner: !!item.voucherbannerimage,
  };
}
