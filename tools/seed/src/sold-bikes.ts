import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@bike/server/core';
import type { SeedData, SeedScale } from './generate';
import { Random } from './prng';

/** A row of bike_serials (the orders library's table; the seed writes it without importing it). */
export interface SoldBike {
  serial: string;
  brand: string;
  configurationId: string;
  externalid: string;
  title: string;
  image: string | null;
  model: string | null;
  size: string | null;
  design: string | null;
  groupset: string | null;
  dealer: { customerid: string; name: string };
  soldAt: Date;
}

/**
 * The factory's record of bikes delivered to dealers: the frame numbers a rider who bought a
 * bike in a shop registers for the warranty. Online orders get theirs when they ship.
 */

/** Sold bikes per brand at each scale. */
export const SOLD_BIKES_PER_BRAND: Record<SeedScale, number> = { test: 30, default: 150, large: 1500 };

/**
 * The k-th dealer serial of a brand: 7 digits, the first names the brand (1 for the first
 * brand), the rest spread by a step prime to 10^6 so numbers are not consecutive. Exported so
 * libs/server/warranty/README.md and the e2e tests can name real serials without reading the
 * database.
 */
export function seededSerial(brandIndex: number, k: number): string {
  return `${brandIndex + 1}${String((k * 7919 + 1234) % 1_000_000).padStart(6, '0')}`;
}

const BASE_TIME = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

export function soldBikes(data: SeedData, scale: SeedScale): SoldBike[] {
  const rnd = new Random(20260107);
  const sizesByItem = new Map<number, Array<{ size: string; externalid: string }>>();
  for (const s of data.item_sizes) {
    const list = sizesByItem.get(s['item_id'] as number) ?? [];
    list.push({ size: s['size'] as string, externalid: s['externalid'] as string });
    sizesByItem.set(s['item_id'] as number, list);
  }
  const rows: SoldBike[] = [];
  data.brands.forEach((brand, brandIndex) => {
    const key = brand['key'] as string;
    const bikes = data.items.filter((i) => i['brandkey'] === key && i['itemtype'] === 'bike');
    const dealers = data.dealers.filter((d) => (d['brands'] as string[]).includes(key) && d['type'] === 'dealer');
    if (bikes.length === 0 || dealers.length === 0) return;
    for (let k = 0; k < SOLD_BIKES_PER_BRAND[scale]; k++) {
      const bike = rnd.pick(bikes);
      const size = rnd.pick(sizesByItem.get(bike['id'] as number) ?? [{ size: '', externalid: bike['externalid'] as string }]);
      const dealer = rnd.pick(dealers);
      rows.push({
        serial: seededSerial(brandIndex, k),
        brand: key,
        configurationId: bike['externalid'] as string,
        externalid: size.externalid,
        title: bike['title'] as string,
        image: (bike['image'] as string | null) ?? null,
        model: (bike['platform_code'] as string | null) ?? null,
        size: size.size || null,
        design: (bike['paint_des'] as string | null) ?? null,
        groupset: (bike['groupset'] as string | null) ?? null,
        dealer: { customerid: dealer['cusid'] as string, name: dealer['name'] as string },
        // Delivered to the shop within the two years before the seeded "now".
        soldAt: new Date(BASE_TIME - rnd.int(10, 730) * DAY),
      });
    }
  });
  return rows;
}

/**
 * Writes the serials; one that exists is kept as it is (a re-seed must not undo a registration's
 * link to its bike, and an online order's serial is never touched). Answers how many were new.
 */
export async function writeSoldBikes(db: Db, rows: SoldBike[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const col = <T>(pick: (r: SoldBike) => T, type: string) => sql`${sql.param(chunk.map(pick))}::${sql.raw(type)}[]`;
    const result = await db.execute(sql`
      insert into bike_serials (serial, brand, configuration_id, externalid, title, image, model, size, design, groupset, dealer, sold_at)
      select * from unnest(${col((r) => r.serial, 'text')}, ${col((r) => r.brand, 'text')}, ${col((r) => r.configurationId, 'text')},
                           ${col((r) => r.externalid, 'text')}, ${col((r) => r.title, 'text')}, ${col((r) => r.image, 'text')},
                           ${col((r) => r.model, 'text')}, ${col((r) => r.size, 'text')}, ${col((r) => r.design, 'text')},
                           ${col((r) => r.groupset, 'text')}, ${col((r) => JSON.stringify(r.dealer), 'jsonb')}, ${col((r) => r.soldAt.toISOString(), 'timestamptz')})
      on conflict (serial) do nothing
      returning serial`);
    written += rowsOf(result).length;
  }
  return written;
}
