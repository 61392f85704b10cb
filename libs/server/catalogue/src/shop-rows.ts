import { sql, type SQL } from 'drizzle-orm';
import { stockAvailability, type LocaleEntry, type ShopItem, type ShopItemSize } from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';
import { catalogueLanguage, itemTextColumns } from './catalogue-texts';
import { findDiscount, voucherFor } from './discount-lookup';
import { toMajor } from './money';

/** A shop item as read from the database, before prices become major units and vouchers apply. */
export interface ShopRow {
  id: number; externalid: string; title: string; itemtype: ShopItem['itemtype']; category: ShopItem['category']; familycode: string;
  brandkey: string; range: string | null; range_code: string | null; platform_code: string | null; groupset: string | null;
  paint_des: string | null; size: string | null; image: string | null; vouchertext: string | null; voucherbannerimage: string | null;
  vouchercountry: string | null; msrp_cents: number | string | null; oldmsrp_cents: number | string | null; qty: number | null; workdays: number | null;
}

/** The item columns of a shop row (alias i), texts in the locale's language. */
export function shopRowColumns(locale: LocaleEntry): SQL {
  return sql`i.id, i.externalid, i.itemtype, i.category, i.familycode, i.brandkey, i.range_code, i.platform_code, i.groupset, i.size, i.image,
             ${itemTextColumns(catalogueLanguage(locale.language), ['title', 'range', 'paint_des', 'vouchertext'])}, i.voucherbannerimage, i.vouchercountry`;
}

/**
 * The sizes of the bikes among the rows, in their order: a card adds a one-size bike directly and
 * sends a bike with several sizes to its page to choose (issue 32: no bike without a size).
 */
async function bikeSizes(db: Db, rows: ShopRow[]): Promise<Map<number, ShopItemSize[]>> {
  const ids = rows.filter((r) => r.itemtype === 'bike').map((r) => Number(r.id));
  const sizes = new Map<number, ShopItemSize[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return sizes;
  const found = rowsOf<{ item_id: number; size: string; externalid: string }>(
    await db.execute(sql`select item_id, size, externalid from item_sizes where item_id = any(${sql.param(ids)}::int[]) order by item_id, position, id`),
  );
  for (const s of found) sizes.get(Number(s.item_id))?.push({ size: s.size, externalid: s.externalid });
  return sizes;
}

/** Rows to shop items, with the asked voucher (or else the locale's own) applied to the price. */
export async function toShopItems(db: Db, rows: ShopRow[], lookup: { locale: LocaleEntry; brand: string; voucher?: string }): Promise<ShopItem[]> {
  const code = lookup.voucher || lookup.locale.voucher;
  const [discount, sizes] = await Promise.all([code ? findDiscount(db, code) : null, bikeSizes(db, rows)]);
  return rows.map((r) => {
    const msrp = toMajor(r.msrp_cents);
    const applied = code ? voucherFor(discount, { ...r, rangeCode: r.range_code }, lookup.locale, lookup.brand, msrp) : { voucher: null };
    const workdays = r.workdays ?? null;
    return {
      id: r.id, externalid: r.externalid, title: r.title, itemtype: r.itemtype, category: r.category, familycode: r.familycode,
      brandkey: r.brandkey, range: r.range, rangeCode: r.range_code, platform: r.platform_code, groupset: r.groupset,
      paint_des: r.paint_des, size: r.size, image: r.image, qty: r.qty ?? 0,
      $$price: { msrp, oldmsrp: toMajor(r.oldmsrp_cents), currency: lookup.locale.currency, voucher: applied.voucher },
      availability: stockAvailability(workdays), workdays,
      vouchertext: r.vouchertext, voucherbannerimage: r.voucherbannerimage, vouchercountry: r.vouchercountry,
      ...(r.itemtype === 'bike' ? { sizes: sizes.get(Number(r.id)) ?? [] } : {}),
    };
  });
}

/** Shop rows of items by id, in the given order (a filter page, related items). */
export async function shopItemsByIds(db: Db, ids: number[], lookup: { locale: LocaleEntry; brand: string; voucher?: string }): Promise<ShopItem[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<ShopRow>(
    await db.execute(sql`
      select ${shopRowColumns(lookup.locale)}, p.msrp_cents, p.oldmsrp_cents, st.qty, st.workdays
        from items i
        left join prices p on p.item_id = i.id and p.currency = ${lookup.locale.currency}
        left join lateral (
          select coalesce(sum(s.qty), 0)::int as qty, min(s.workdays)::int as workdays from stock s where s.item_id = i.id and s.qty > 0
        ) st on true
       where i.id = any(${sql.param(ids)}::int[]) and i.brandkey = ${lookup.brand}`),
  );
  const byId = new Map((await toShopItems(db, rows, lookup)).map((i) => [i.id, i]));
  return ids.map((id) => byId.get(id)).filter((i): i is ShopItem => i !== undefined);
}
