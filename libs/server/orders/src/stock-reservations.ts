import { sql } from 'drizzle-orm';
import { FACTORY_STOCK_DISTANCE, ORDERABLE_MAX_WORKDAYS } from '@bike/shared/domain';
import { ApiError, rowsOf, type Db } from '@bike/server/core';
import { releaseParts } from '@bike/server/configurator';

/**
 * Nothing sold twice: an order takes its units from the stock table inside the transaction that
 * inserts it. The candidate rows are locked with SELECT ... FOR UPDATE in id order (one order
 * for every transaction, so two orders cannot deadlock), split over the lines, and decremented
 * with a guarded UPDATE (qty >= n) whose row count is checked. Concurrent orders for the last
 * units queue on the row locks; the loser re-reads the new qty and is refused. Each decrement
 * is recorded in stock_reservations so failure, cancellation or expiry can put it back once.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = any;

export interface ReservationLine {
  /** Index of the order line, for error issues. */
  index: number;
  externalid: string;
  itemId: number;
  sizeId: number | null;
  qty: number;
  /** A custom bike's frame: factory units only (a dealer's shelf holds whole bikes). */
  factoryOnly?: boolean;
}

interface StockRow {
  id: number;
  item_id: number;
  size_id: number | null;
  dealer_id: number | null;
  qty: number;
  workdays: number;
  distance: number;
}

export interface Shortage {
  index: number;
  externalid: string;
  asked: number;
  remaining: number;
}

export class OutOfStockError extends ApiError {
  constructor(readonly shortages: Shortage[]) {
    super(
      409,
      'OUT_OF_STOCK',
      'Some items are no longer available in the asked quantity',
      'outOfStock',
      shortages.map((s) => ({
        path: `orderlines.${s.index}.quantity`,
        message: s.remaining === 0 ? 'noLongerAvailable' : `remaining:${s.remaining}`,
      })),
    );
  }
}

/** A line asking more than its hold limit allows: `max` is what it may take of the units free to it. */
export interface OverHold {
  index: number;
  externalid: string;
  asked: number;
  max: number;
}

/**
 * A cap on what one order may take of the units free to each line when it is placed (a guest's
 * unpaid bank transfer, guest-transfer-hold.ts). Checked here, on the locked rows, so orders
 * placed at the same moment see each other's reservations.
 */
export interface HoldLimit {
  maxUnits(free: number): number;
  refuse(over: OverHold[]): Error;
}

/**
 * Reserves every line or none (throws OutOfStockError, or the hold limit's error; the caller's
 * transaction rolls back). Units come from the rows the shop shows as available (order-items.ts
 * sellableStock), in this order: the chosen dealer's own units (dealer delivery), then the
 * factory's, then other dealers' (ship from store); within each, the shortest lead time first.
 */
export async function reserveStock(tx: Tx, orderUuid: string, lines: ReservationLine[], dealerId: number | null, holdLimit?: HoldLimit): Promise<void> {
  const itemIds = [...new Set(lines.map((l) => l.itemId))];
  if (itemIds.length === 0) return;
  const rows = rowsOf<StockRow>(
    await tx.execute(sql`
      select id, item_id, size_id, dealer_id, qty, workdays, distance from stock
       where item_id = any(${sql.param(itemIds)}::int[]) and qty > 0 and workdays <= ${ORDERABLE_MAX_WORKDAYS}
       order by id
       for update`),
  ).map((r) => ({ ...r, id: Number(r.id), item_id: Number(r.item_id), size_id: r.size_id === null ? null : Number(r.size_id), qty: Number(r.qty), workdays: Number(r.workdays), distance: Number(r.distance) }));

  const rank = (r: StockRow) => (dealerId !== null && r.dealer_id === dealerId ? 0 : r.dealer_id === null && r.distance >= FACTORY_STOCK_DISTANCE ? 1 : 2);
  const ordered = [...rows].sort((a, b) => rank(a) - rank(b) || a.workdays - b.workdays || a.id - b.id);
  const left = new Map(rows.map((r) => [r.id, r.qty]));
  const take = new Map<number, { itemId: number; qty: number }>();
  const shortages: Shortage[] = [];
  const overHold: OverHold[] = [];
  for (const line of lines) {
    let need = line.qty;
    const available = ordered.filter(
      (r) => r.item_id === line.itemId && (line.sizeId === null || r.size_id === line.sizeId) && (!line.factoryOnly || (r.dealer_id === null && r.distance >= FACTORY_STOCK_DISTANCE)),
    );
    if (holdLimit) {
      const free = available.reduce((n, r) => n + (left.get(r.id) ?? 0), 0);
      const max = holdLimit.maxUnits(free);
      if (line.qty > max && line.qty <= free) overHold.push({ index: line.index, externalid: line.externalid, asked: line.qty, max });
    }
    for (const row of available) {
      if (need === 0) break;
      const n = Math.min(need, left.get(row.id) ?? 0);
      if (n <= 0) continue;
      left.set(row.id, (left.get(row.id) ?? 0) - n);
      const prev = take.get(row.id);
      take.set(row.id, { itemId: row.item_id, qty: (prev?.qty ?? 0) + n });
      need -= n;
    }
    if (need > 0) shortages.push({ index: line.index, externalid: line.externalid, asked: line.qty, remaining: line.qty - need });
  }
  // Not enough for anyone first (paying online would not help), then what only this order may not hold.
  if (shortages.length) throw new OutOfStockError(shortages);
  if (overHold.length) throw holdLimit!.refuse(overHold);

  const ids = [...take.keys()];
  const qtys = ids.map((id) => take.get(id)!.qty);
  const updated = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update stock s set qty = s.qty - a.n
        from unnest(${sql.param(ids)}::int[], ${sql.param(qtys)}::int[]) as a(id, n)
       where s.id = a.id and s.qty >= a.n
      returning s.id`),
  );
  // The rows are locked, so this cannot happen; if it ever does, refuse rather than oversell.
  if (updated.length !== ids.length) throw new OutOfStockError(lines.map((l) => ({ index: l.index, externalid: l.externalid, asked: l.qty, remaining: 0 })));
  await tx.execute(sql`
    insert into stock_reservations (order_uuid, stock_id, item_id, qty)
    select ${orderUuid}::uuid, a.id, a.item, a.n
      from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => take.get(id)!.itemId))}::int[], ${sql.param(qtys)}::int[]) as a(id, item, n)`);
}

/** Puts an order's unreleased units back (once), custom bikes' parts included. Returns the number of units released. */
export async function releaseStock(tx: Tx, orderUuid: string): Promise<number> {
  return (await releaseCatalogueStock(tx, orderUuid)) + (await releaseParts(tx, orderUuid));
}

async function releaseCatalogueStock(tx: Tx, orderUuid: string): Promise<number> {
  const released = rowsOf<{ stock_id: number; qty: number }>(
    await tx.execute(sql`
      update stock_reservations set released_at = now()
       where order_uuid = ${orderUuid}::uuid and released_at is null
      returning stock_id, qty`),
  );
  if (released.length === 0) return 0;
  const byStock = new Map<number, number>();
  for (const r of released) byStock.set(Number(r.stock_id), (byStock.get(Number(r.stock_id)) ?? 0) + Number(r.qty));
  const ids = [...byStock.keys()].sort((a, b) => a - b);
  // Lock in id order like reserveStock does; a stock row deleted by a re-seed is simply gone.
  await tx.execute(sql`select id from stock where id = any(${sql.param(ids)}::int[]) order by id for update`);
  await tx.execute(sql`
    update stock s set qty = s.qty + a.n
      from unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => byStock.get(id)!))}::int[]) as a(id, n)
     where s.id = a.id`);
  return released.reduce((n, r) => n + Number(r.qty), 0);
}

export async function hasActiveReservation(tx: Tx, orderUuid: string): Promise<boolean> {
  const rows = rowsOf(await tx.execute(sql`select 1 from stock_reservations where order_uuid = ${orderUuid}::uuid and released_at is null limit 1`));
  return rows.length > 0;
}

/** The dealer's row id for a dealer delivery (by customer id, as the order payload names it). */
export async function dealerIdFor(db: Db | Tx, customerid: string | null | undefined): Promise<{ id: number; name: string } | null> {
  if (!customerid) return null;
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from dealers where cusid = ${customerid} and active order by id limit 1`),
  );
  return rows[0] ? { id: Number(rows[0].id), name: rows[0].name } : null;
}
