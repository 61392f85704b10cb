import { sql, type SQL } from 'drizzle-orm';
import { stockAvailability, type Item, type LocaleEntry } from '@bike/shared/domain';
import { executePrepared, rowsOf, type Db } from '@bike/server/core';
import { catalogueLanguage, itemTextColumns } from './catalogue-texts';
import { findDiscount, voucherFor, type VoucherStatus } from './discount-lookup';
import { toMajor } from './money';

interface ItemRow {
  id: number; externalid: string; title: string; description: string; category: Item['category']; familycode: string;
  brandkey: Item['brandkey']; range: string | null; range_code: string | null; frame_family: string | null; itemtype: Item['itemtype'];
  platform_code: string | null; groupset: string | null; groupset_code: string | null; paint_des: string | null; size: string | null;
  image: string | null; attributes: Record<string, string>; voucherbannerimage: string | null; vouchertext: string | null;
  vouchercountry: string | null; navisioncampaign: Item['navisioncampaign']; msrp_cents: number | string | null;
  oldmsrp_cents: number | string | null; sizes: Item['sizes'] | string; qty: number | null; workdays: number | null;
}

export interface PricedItem extends Item {
  voucherStatus: VoucherStatus;
}

/**
 * Items with their sizes, the price in one currency and the stock summary, in one round trip:
 * PGlite answers one query at a time, so fewer statements is what makes an item view fast.
 */
async function selectItems(db: Db, statement: string, where: SQL, lookup: ItemLookup): Promise<ItemRow[]> {
  const { currency, language } = lookup.locale;
  return rowsOf<ItemRow>(
    await executePrepared(db, statement, sql`
      select i.id, i.externalid, ${itemTextColumns(catalogueLanguage(language))}, i.category, i.familycode, i.brandkey, i.range_code,
             i.itemtype, i.platform_code, i.groupset, i.groupset_code, i.size, i.image,
             i.attributes, i.voucherbannerimage, i.vouchercountry, i.navisioncampaign,
             p.msrp_cents, p.oldmsrp_cents,
             (select coalesce(json_agg(json_build_object('id', s.id, 'size', s.size, 'externalid', s.externalid) order by s.position), '[]'::json)
                from item_sizes s where s.item_id = i.id) as sizes,
             st.qty, st.workdays
        from items i
        left join prices p on p.item_id = i.id and p.currency = ${currency}
        left join lateral (
          select coalesce(sum(qty), 0)::int as qty, min(workdays)::int as workdays from stock where item_id = i.id and qty > 0
        ) st on true
       where ${where} and i.brandkey = ${lookup.brand}`),
  );
}

export interface ItemLookup {
  locale: LocaleEntry;
  brand: string;
  /** A discount code asked for explicitly; otherwise the locale voucher is applied when it has one. */
  voucher?: string;
}

async function toItems(db: Db, rows: ItemRow[], lookup: ItemLookup): Promise<PricedItem[]> {
  const code = lookup.voucher || lookup.locale.voucher;
  const discount = code ? await findDiscount(db, code) : null;
  return rows.map((r) => {
    const msrp = toMajor(r.msrp_cents);
    const applied = code ? voucherFor(discount, { ...r, rangeCode: r.range_code }, lookup.locale, lookup.brand, msrp) : { voucher: null, status: 'none' as const };
    const workdays = r.workdays ?? null;
    return {
      id: r.id, externalid: r.externalid, title: r.title, description: r.description, category: r.category,
      familycode: r.familycode, brandkey: r.brandkey, range: r.range, rangeCode: r.range_code, frame_family: r.frame_family,
      itemtype: r.itemtype, platform: r.platform_code, groupset: r.groupset, groupsetCode: r.groupset_code, paint_des: r.paint_des,
      size: r.size, qty: r.qty ?? 0, image: r.image, sizes: typeof r.sizes === 'string' ? JSON.parse(r.sizes) : r.sizes,
      attributes: r.attributes,
      $$price: { msrp, oldmsrp: toMajor(r.oldmsrp_cents), currency: lookup.locale.currency, voucher: applied.voucher },
      availability: stockAvailability(workdays), workdays,
      navisioncampaign: r.navisioncampaign, voucherbannerimage: r.voucherbannerimage, vouchertext: r.vouchertext,
      vouchercountry: r.vouchercountry, voucherStatus: applied.status,
    };
  });
}

export async function itemById(db: Db, id: number, lookup: ItemLookup): Promise<PricedItem | null> {
  const rows = await selectItems(db, 'catalogue_item_by_id', sql`i.id = ${id}`, lookup);
  return (await toItems(db, rows, lookup))[0] ?? null;
}

export async function itemByExternalId(db: Db, externalid: string, lookup: ItemLookup): Promise<PricedItem | null> {
  const rows = await selectItems(db, 'catalogue_item_by_externalid', sql`i.externalid = ${externalid}`, lookup);
  return (await toItems(db, rows, lookup))[0] ?? null;
}

export async function itemsByIds(db: Db, ids: number[], lookup: ItemLookup): Promise<PricedItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectItems(db, 'catalogue_items_by_ids', sql`i.id = any(${sql.param(ids)}::int[])`, lookup);
  const byId = new Map((await toItems(db, rows, lookup)).map((i) => [i.id, i]));
  return ids.map((id) => byId.get(id)).filter((i): i is PricedItem => i !== undefined);
}

export interface RelatedItem extends PricedItem {
  relation: string;
}

/** Related items of one item (alternatives first, then accessories), priced for the locale. */
export async function relatedItems(db: Db, itemId: number, lookup: ItemLookup): Promise<RelatedItem[]> {
  const links = rowsOf<{ related_item_id: number; kind: string }>(
    await executePrepared(db, 'catalogue_item_relations', sql`select related_item_id, kind from item_relations where item_id = ${itemId} order by position, related_item_id`),
  );
  const items = await itemsByIds(db, links.map((l) => l.related_item_id), lookup);
  const kindOf = new Map(links.map((l) => [l.related_item_id, l.kind]));
  return items.map((i) => ({ ...i, relation: kindOf.get(i.id) ?? 'related' }));
}
