import { sql } from 'drizzle-orm';
import type { PickupDealerView } from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';
import { addressLines } from '@bike/server/catalogue';
import type { Tx } from './stock-reservations';

/**
 * What an order's view needs beyond its own rows (issue 32 items 7 and 14): the names of the
 * sizes its lines name, and the address of the dealer a pickup order is collected at. Both are
 * read from the catalogue at view time: an order keeps the size's id and the dealer's customer
 * id, and a dealer that moves is collected at its new address. One query each for any number of
 * orders, so the account's list costs the same as one order.
 */
export interface OrderDetails {
  /** Size name by item_sizes id. */
  sizes?: ReadonlyMap<number, string>;
  dealer?: PickupDealerView | null;
}

interface LineRef {
  sizeId: number | null;
}
interface OrderRef {
  uuid: string;
  dealer: { customerid: string; name: string | null } | null;
}

interface DealerRow {
  cusid: string;
  name: string;
  type: string;
  active: boolean;
  street: string;
  number: string;
  postal_code: string;
  city: string;
  country: string;
  phone: string | null;
  slug: string | null;
}

export async function orderDetailsOf(db: Db | Tx, orders: OrderRef[], lines: LineRef[]): Promise<Map<string, OrderDetails>> {
  const sizeIds = [...new Set(lines.map((l) => l.sizeId).filter((id): id is number => id !== null))];
  const cusids = [...new Set(orders.map((o) => o.dealer?.customerid).filter((id): id is string => !!id))];
  // One after the other: inside a transaction both would wait for the same connection anyway.
  const sizeRows = sizeIds.length ? await db.execute(sql`select id, size from item_sizes where id = any(${sql.param(sizeIds)}::int[])`) : null;
  const dealerRows = cusids.length
    ? await db.execute(sql`
        select cusid, name, type, active, street, number, postal_code, city, country, phone, slug
          from dealers where cusid = any(${sql.param(cusids)}::text[]) order by id`)
    : null;
  const sizes = new Map(rowsOf<{ id: number; size: string }>(sizeRows ?? { rows: [] }).map((r) => [Number(r.id), r.size]));
  const dealers = rowsOf<DealerRow>(dealerRows ?? { rows: [] });
  return new Map(orders.map((o) => [o.uuid, { sizes, dealer: o.dealer ? pickupDealer(o.dealer, dealers) : null }]));
}

/**
 * A customer id is unique only with its extid (dealers.ts): the row the order named (same name),
 * else an active shop before a rental point. Null when the dealer left the list: the view then
 * shows the name the order kept.
 */
function pickupDealer(ordered: { customerid: string; name: string | null }, rows: DealerRow[]): PickupDealerView | null {
  const candidates = rows.filter((r) => r.cusid === ordered.customerid);
  const score = (r: DealerRow) => (r.name === ordered.name ? 4 : 0) + (r.active ? 2 : 0) + (r.type === 'dealer' ? 1 : 0);
  const row = candidates.sort((a, b) => score(b) - score(a))[0];
  if (!row) return null;
  const address = { street: row.street, number: row.number, postalCode: row.postal_code, city: row.city, country: row.country };
  return { name: row.name, address: { ...address, lines: addressLines(address) }, phone: row.phone, slug: row.slug };
}
