import { randomInt } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@bike/server/core';
import { bikeSerials, type orders } from './schema';
import type { Tx } from './stock-reservations';

/**
 * Frame numbers for the bikes of an order, given when it ships (the moment a real factory
 * stamps the frame onto the delivery note). One per unit of every bike line; what was sold is
 * copied from the catalogue so the serial stays readable after a re-seed.
 */

export type BikeSerialRow = typeof bikeSerials.$inferSelect;
export type NewBikeSerial = typeof bikeSerials.$inferInsert;

/**
 * Online orders get 8-digit serials from 10000000; the factory's dealer deliveries (the seed)
 * use 7 digits, so the two never meet. Random rather than counted: a registration must not let
 * anyone walk the sequence to find other riders' bikes.
 */
export const newOnlineSerial = (): string => String(randomInt(10_000_000, 100_000_000));

interface SoldLine {
  externalid: string;
  item_id: number;
  size_id: number | null;
  quantity: number;
  title: string;
  image: string | null;
  brandkey: string | null;
  platform_code: string | null;
  paint_des: string | null;
  groupset: string | null;
  item_externalid: string | null;
  size: string | null;
}

/** Gives every bike unit of the order a serial (idempotent: an order that has serials keeps them). */
export async function assignSerials(tx: Tx, order: Pick<typeof orders.$inferSelect, 'uuid' | 'brand' | 'dealer'>, soldAt = new Date()): Promise<BikeSerialRow[]> {
  const existing: BikeSerialRow[] = await tx.select().from(bikeSerials).where(inArray(bikeSerials.orderUuid, [order.uuid]));
  if (existing.length > 0) return existing;
  const lines = rowsOf<SoldLine>(
    await tx.execute(sql`
      select l.externalid, l.item_id, l.size_id, l.quantity, l.title, l.image,
             i.brandkey, i.platform_code, i.paint_des, i.groupset, i.externalid as item_externalid, s.size
        from order_lines l
        left join items i on i.id = l.item_id
        left join item_sizes s on s.id = l.size_id
       where l.order_uuid = ${order.uuid} and l.itemtype = 'bike'
       order by l.position`),
  );
  const rows: NewBikeSerial[] = [];
  for (const line of lines) {
    for (let unit = 0; unit < line.quantity; unit++) {
      rows.push({
        serial: newOnlineSerial(),
        brand: line.brandkey ?? order.brand,
        configurationId: line.item_externalid,
        externalid: line.externalid,
        title: line.title,
        image: line.image,
        model: line.platform_code,
        size: line.size,
        design: line.paint_des,
        groupset: line.groupset,
        orderUuid: order.uuid,
        dealer: order.dealer ?? null,
        soldAt,
      });
    }
  }
  const inserted: BikeSerialRow[] = [];
  for (const row of rows) inserted.push(await insertWithFreshSerial(tx, row));
  return inserted;
}

/** A clash with an existing serial (1 in millions) draws again. */
async function insertWithFreshSerial(tx: Tx, row: NewBikeSerial): Promise<BikeSerialRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [inserted] = await tx.insert(bikeSerials).values({ ...row, serial: attempt === 0 ? row.serial : newOnlineSerial() }).onConflictDoNothing().returning();
    if (inserted) return inserted as BikeSerialRow;
  }
  throw new Error('no free serial after 5 draws');
}

export async function findSerial(db: Db, serial: string): Promise<BikeSerialRow | undefined> {
  const [row] = await db.select().from(bikeSerials).where(inArray(bikeSerials.serial, [serial]));
  return row;
}
