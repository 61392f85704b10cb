import { distance as kmBetween } from 'geokdbush';
import { sql } from 'drizzle-orm';
import {
  FACTORY_STOCK_DISTANCE, INVENTORY_FILTERS, stockAvailability, type Availability, type InventoryDealerRef, type InventoryFilterCode,
  type InventoryFilters, type InventorySort,
} from '@bike/shared/domain';
import { readCacheMs, rowsOf, VersionedReadCache, type Db } from '@bike/server/core';
import { dealerIndex, type DealerIndex } from './dealer-index';

/**
 * One brand's bikes on hand, in memory: every stock line (a size of a bike at the factory or at
 * a dealer) that can still be sold, with the bike's filter values. The inventory filters,
 * counts, sorts by nearest dealer and pages over it without touching the database; the stock
 * lookups of one bike read the same lines. Rebuilt when stock or the catalogue changes on any
 * replica (an order takes factory stock, so the first inventory call after an order reloads).
 *
 * Lines beyond the orderable limit (more than 100 workdays) are left out: they are not stock a
 * shopper can have. Lines of inactive dealers, or of dealers that no longer carry the brand, too.
 */
export interface InventoryBikeRow {
  id: number;
  externalid: string;
  title: string;
  platform_code: string | null;
  bike_category: string | null;
  colour: string | null;
  groupset_code: string | null;
  groupset: string | null;
  paint_des: string | null;
}

export interface InventoryStockRow {
  item_id: number;
  size: string | null;
  size_externalid: string | null;
  dealer_id: number | null;
  qty: number;
  workdays: number;
}

export interface StockLineEntry {
  bike: number;
  size: string;
  sizeExternalid: string;
  /** Position in the dealer index; -1 for the factory. */
  dealer: number;
  qty: number;
  workdays: number;
  availability: Exclude<Availability, 'unavailable'>;
}

export interface InventoryIndex {
  brand: string;
  bikes: InventoryBikeRow[];
  lines: StockLineEntry[];
  linesOfBike: number[][];
  linesOfDealer: Map<number, number[]>;
  bikeByExternal: Map<string, number>;
  sizeByExternal: Map<string, { bike: number; size: string }>;
  /** Rank of each bike by title (the "name" sort). */
  nameRank: Int32Array;
  platformTitles: Map<string, string>;
  /** Groupset code → its name (the groupset filter's label). */
  groupsetNames: Map<string, string>;
  dealers: DealerIndex;
  /** Dealer id → its position in the dealer index. */
  dealerPosition: Map<number, number>;
}

export function buildInventoryIndex(brand: string, bikes: InventoryBikeRow[], stock: InventoryStockRow[], dealers: DealerIndex, platformTitles = new Map<string, string>()): InventoryIndex {
  const bikeById = new Map(bikes.map((b, i) => [Number(b.id), i]));
  const dealerById = new Map(dealers.dealers.map((d, i) => [d.id, i]));
  const lines: StockLineEntry[] = [];
  const linesOfBike: number[][] = bikes.map(() => []);
  const linesOfDealer = new Map<number, number[]>();
  const sizeByExternal = new Map<string, { bike: number; size: string }>();
  for (const row of stock) {
    const bike = bikeById.get(Number(row.item_id));
    const availability = stockAvailability(Number(row.workdays));
    if (bike === undefined || availability === 'unavailable' || Number(row.qty) <= 0 || !row.size || !row.size_externalid) continue;
    let dealer = -1;
    if (row.dealer_id !== null) {
      const at = dealerById.get(Number(row.dealer_id));
      if (at === undefined || !dealers.brands[at].has(brand)) continue;
      dealer = at;
    }
    const position = lines.push({ bike, size: row.size, sizeExternalid: row.size_externalid, dealer, qty: Number(row.qty), workdays: Number(row.workdays), availability }) - 1;
    linesOfBike[bike].push(position);
    if (dealer >= 0) {
      const ofDealer = linesOfDealer.get(dealer);
      if (ofDealer) ofDealer.push(position);
      else linesOfDealer.set(dealer, [position]);
    }
    sizeByExternal.set(row.size_externalid, { bike, size: row.size });
  }
  const byTitle = bikes.map((_, i) => i).sort((a, b) => bikes[a].title.localeCompare(bikes[b].title, 'en') || bikes[a].id - bikes[b].id);
  const nameRank = new Int32Array(bikes.length);
  byTitle.forEach((bike, rank) => { nameRank[bike] = rank; });
  return {
    brand, bikes, lines, linesOfBike, linesOfDealer, sizeByExternal, nameRank, platformTitles, dealers, dealerPosition: dealerById,
    bikeByExternal: new Map(bikes.map((b, i) => [b.externalid, i])),
    groupsetNames: new Map(bikes.flatMap((b) => (b.groupset_code && b.groupset ? [[b.groupset_code, b.groupset] as const] : []))),
  };
}

async function loadInventoryIndex(db: Db, brand: string): Promise<InventoryIndex> {
  const [bikes, stock, platforms, dealers] = await Promise.all([
    db.execute(sql`
      select id, externalid, title, platform_code, attributes ->> 'bike_category' as bike_category, attributes ->> 'colour' as colour,
             groupset_code, groupset, paint_des
        from items where brandkey = ${brand} and itemtype = 'bike' order by id`),
    db.execute(sql`
      select s.item_id, z.size, z.externalid as size_externalid, s.dealer_id, s.qty, s.workdays
        from stock s
        join items i on i.id = s.item_id
        left join item_sizes z on z.id = s.size_id
       where s.qty > 0 and i.brandkey = ${brand} and i.itemtype = 'bike'
       order by s.item_id, s.id`),
    db.execute(sql`select code, title from platforms where brand = ${brand}`),
    dealerIndex(db),
  ]);
  const titles = new Map(rowsOf<{ code: string; title: string }>(platforms).map((p) => [p.code, p.title]));
  return buildInventoryIndex(brand, rowsOf<InventoryBikeRow>(bikes), rowsOf<InventoryStockRow>(stock), dealers, titles);
}

const indexCache = new VersionedReadCache<InventoryIndex>({ kinds: ['stock', 'catalogue'], maxEntries: 8, ttlMs: readCacheMs() });

export const inventoryIndex = (db: Db, brand: string): Promise<InventoryIndex> => indexCache.read(db, brand, () => loadInventoryIndex(db, brand));

// ---------- filtering ----------

/** The value a stock line has for a filter: the bike's own for bike filters, the line's for line filters. */
export function lineValue(index: InventoryIndex, line: StockLineEntry, code: InventoryFilterCode): string | null {
  const bike = index.bikes[line.bike];
  switch (code) {
    case 'bike_category': return bike.bike_category;
    case 'platform': return bike.platform_code;
    case 'colour': return bike.colour;
    case 'groupset': return bike.groupset_code;
    case 'frame_size': return line.size;
    case 'source': return line.dealer < 0 ? 'factory' : 'dealer';
    case 'availability': return line.availability;
  }
}

export interface InventoryQuery {
  filters: InventoryFilters;
  origin: { lat: number; lng: number };
  sort: InventorySort;
  page: number;
  pageSize: number;
}

export interface BikeOnHand {
  bike: number;
  /** The bike's lines that match the line filters. */
  lines: number[];
  factory: { qty: number; workdays: number } | null;
  dealerCount: number;
  nearest: { dealer: number; distance: number } | null;
  workdays: number;
}

export interface InventoryResult {
  total: number;
  bikes: BikeOnHand[];
  /** code → value → bikes matching the other filters with that value. */
  counts: Map<InventoryFilterCode, Map<string, number>>;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/**
 * Filters, counts and pages the inventory. A bike matches when one of its lines matches every
 * filter. Counts are disjunctive: a value's count ignores its own filter, so choosing a second
 * size shows how many bikes that adds.
 */
export function queryInventory(index: InventoryIndex, query: InventoryQuery): InventoryResult {
  const chosen = INVENTORY_FILTERS
    .map((code) => [code, new Set(query.filters[code] ?? [])] as const)
    .filter(([, values]) => values.size > 0);
  const counts = new Map<InventoryFilterCode, Map<string, number>>(INVENTORY_FILTERS.map((code) => [code, new Map()]));
  // The last bike counted for code+value: lines come grouped by bike, so a bike counts once.
  const lastCounted = new Map<string, number>();
  const count = (code: InventoryFilterCode, value: string | null, bike: number) => {
    if (value === null || value === '') return;
    const key = `${code}\u0000${value}`;
    if (lastCounted.get(key) === bike) return;
    lastCounted.set(key, bike);
    const values = counts.get(code)!;
    values.set(value, (values.get(value) ?? 0) + 1);
  };

  const matched: BikeOnHand[] = [];
  index.linesOfBike.forEach((lineIds, bike) => {
    const matching: number[] = [];
    for (const id of lineIds) {
      const line = index.lines[id];
      let failed: InventoryFilterCode | null = null;
      let failures = 0;
      for (const [code, values] of chosen) {
        const value = lineValue(index, line, code);
        if (value === null || !values.has(value)) {
          failures++;
          failed = code;
          if (failures > 1) break;
        }
      }
      if (failures === 0) {
        matching.push(id);
        for (const code of INVENTORY_FILTERS) count(code, lineValue(index, line, code), bike);
      } else if (failures === 1) {
        count(failed!, lineValue(index, line, failed!), bike);
      }
    }
    if (matching.length > 0) matched.push(onHand(index, bike, matching, query.origin));
  });

  const byName = (a: BikeOnHand, b: BikeOnHand) => index.nameRank[a.bike] - index.nameRank[b.bike];
  const distanceOf = (b: BikeOnHand) => b.nearest?.distance ?? FACTORY_STOCK_DISTANCE;
  const sorts: Record<InventorySort, (a: BikeOnHand, b: BikeOnHand) => number> = {
    distance: (a, b) => distanceOf(a) - distanceOf(b) || a.workdays - b.workdays || byName(a, b),
    availability: (a, b) => a.workdays - b.workdays || distanceOf(a) - distanceOf(b) || byName(a, b),
    name: byName,
  };
  matched.sort(sorts[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  return { total: matched.length, bikes: matched.slice(start, start + query.pageSize), counts };
}

function onHand(index: InventoryIndex, bike: number, lines: number[], origin: { lat: number; lng: number }): BikeOnHand {
  let factoryQty = 0;
  let factoryWorkdays = Infinity;
  let nearest: BikeOnHand['nearest'] = null;
  let workdays = Infinity;
  const dealers = new Set<number>();
  for (const id of lines) {
    const line = index.lines[id];
    workdays = Math.min(workdays, line.workdays);
    if (line.dealer < 0) {
      factoryQty += line.qty;
      factoryWorkdays = Math.min(factoryWorkdays, line.workdays);
      continue;
    }
    dealers.add(line.dealer);
    const d = index.dealers.dealers[line.dealer];
    const km = kmBetween(origin.lng, origin.lat, d.lng, d.lat);
    if (!nearest || km < nearest.distance) nearest = { dealer: line.dealer, distance: km };
  }
  const factory = factoryQty > 0 ? { qty: factoryQty, workdays: factoryWorkdays } : null;
  return { bike, lines, factory, dealerCount: dealers.size, nearest: nearest && { ...nearest, distance: round1(nearest.distance) }, workdays };
}

/** A dealer as stock answers name it (no address, phone or e-mail: the dealer page has those). */
export function dealerRef(index: InventoryIndex, dealer: number, distance: number): InventoryDealerRef {
  const d = index.dealers.dealers[dealer];
  return { dealerId: d.id, cusid: d.cusid, extid: d.extid, slug: d.slug, name: d.name, city: d.city, country: d.country, type: d.type, distance: round1(distance) };
}

export const kmFrom = (index: InventoryIndex, dealer: number, origin: { lat: number; lng: number }): number => {
  const d = index.dealers.dealers[dealer];
  return round1(kmBetween(origin.lng, origin.lat, d.lng, d.lat));
};
