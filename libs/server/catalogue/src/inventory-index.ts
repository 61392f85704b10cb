import { distance as kmBetween } from 'geokdbush';
import { sql } from 'drizzle-orm';
import {
  INVENTORY_FILTERS, INVENTORY_LINE_FILTERS, stockAvailability, type Availability, type InventoryDealerRef, type InventoryFilterCode,
  type InventoryFilters, type InventorySort, type StockAtDealer, type WantedBike,
} from '@bike/shared/domain';
import { LruCache, onCacheVersionChange, readCacheMs, rowsOf, syncCacheVersions, type Db } from '@bike/server/core';
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
  /**
   * The filter values as columns, so a query compares small integers rather than texts: per
   * filter, the distinct values, and each line's value id (-1: none). Lines are grouped by bike.
   */
  columns: Record<InventoryFilterCode, { values: string[]; ids: Int32Array }>;
  /** Each line's bike, dealer (-1: factory) and workdays as columns too (the query's hot loop). */
  lineBike: Int32Array;
  lineDealer: Int32Array;
  lineWorkdays: Int32Array;
}

/** Every size of the brand's bikes (a stock lookup may ask for a size that nobody has). */
export interface InventorySizeRow { item_id: number; size: string; externalid: string }

export function buildInventoryIndex(
  brand: string, bikes: InventoryBikeRow[], stock: InventoryStockRow[], dealers: DealerIndex, platformTitles = new Map<string, string>(), sizes: InventorySizeRow[] = [],
): InventoryIndex {
  const bikeById = new Map(bikes.map((b, i) => [Number(b.id), i]));
  const dealerById = new Map(dealers.dealers.map((d, i) => [d.id, i]));
  const lines: StockLineEntry[] = [];
  const linesOfBike: number[][] = bikes.map(() => []);
  const linesOfDealer = new Map<number, number[]>();
  const sizeByExternal = new Map<string, { bike: number; size: string }>();
  for (const z of sizes) {
    const bike = bikeById.get(Number(z.item_id));
    if (bike !== undefined) sizeByExternal.set(z.externalid, { bike, size: z.size });
  }
  // Lines grouped by bike (the loader's order; sorted again for callers that do not sort).
  const rows = [...stock].sort((a, b) => (bikeById.get(Number(a.item_id)) ?? -1) - (bikeById.get(Number(b.item_id)) ?? -1));
  for (const row of rows) {
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
  const partial = { bikes, lines } as Pick<InventoryIndex, 'bikes' | 'lines'>;
  const columns = Object.fromEntries(INVENTORY_FILTERS.map((code) => {
    const ids = new Int32Array(lines.length);
    const values: string[] = [];
    const idOf = new Map<string, number>();
    lines.forEach((line, l) => {
      const value = lineValue(partial, line, code);
      if (value === null || value === '') { ids[l] = -1; return; }
      let id = idOf.get(value);
      if (id === undefined) { id = values.push(value) - 1; idOf.set(value, id); }
      ids[l] = id;
    });
    return [code, { values, ids }];
  })) as InventoryIndex['columns'];
  return {
    brand, bikes, lines, linesOfBike, linesOfDealer, sizeByExternal, nameRank, platformTitles, dealers, dealerPosition: dealerById, columns,
    lineBike: Int32Array.from(lines, (l) => l.bike),
    lineDealer: Int32Array.from(lines, (l) => l.dealer),
    lineWorkdays: Int32Array.from(lines, (l) => l.workdays),
    bikeByExternal: new Map(bikes.map((b, i) => [b.externalid, i])),
    groupsetNames: new Map(bikes.flatMap((b) => (b.groupset_code && b.groupset ? [[b.groupset_code, b.groupset] as const] : []))),
  };
}

async function loadInventoryIndex(db: Db, brand: string): Promise<InventoryIndex> {
  const [bikes, stock, platforms, dealers, sizes] = await Promise.all([
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
    db.execute(sql`
      select z.item_id, z.size, z.externalid from item_sizes z join items i on i.id = z.item_id
       where i.brandkey = ${brand} and i.itemtype = 'bike'`),
  ]);
  const titles = new Map(rowsOf<{ code: string; title: string }>(platforms).map((p) => [p.code, p.title]));
  return buildInventoryIndex(brand, rowsOf<InventoryBikeRow>(bikes), rowsOf<InventoryStockRow>(stock), dealers, titles, rowsOf<InventorySizeRow>(sizes));
}

/**
 * One brand's index per database, kept while it is fresh and rebuilt in the background once
 * stock or the catalogue changes (any replica) or READ_CACHE_MS has passed: every order moves
 * stock, and a rebuild takes about 3 s at the large seed (PGlite), so calls keep the previous
 * index meanwhile: the inventory may show an order's stock a few seconds late, never wait for it.
 * (The order itself takes stock under row locks; this is what the lists show.) Only the first
 * call of a brand waits for a build. READ_CACHE_MS=0 builds on every call (tests).
 */
interface Held { index: InventoryIndex | null; builtAt: number; stale: boolean; building: Promise<InventoryIndex> | null }

const held = new WeakMap<Db, Map<string, Held>>();
const markStale = (db: Db) => held.get(db)?.forEach((h) => { h.stale = true; });
onCacheVersionChange('stock', markStale);
onCacheVersionChange('catalogue', markStale);

export async function inventoryIndex(db: Db, brand: string): Promise<InventoryIndex> {
  const ttl = readCacheMs();
  if (ttl === 0) return loadInventoryIndex(db, brand);
  await syncCacheVersions(db);
  const brands = held.get(db) ?? new Map<string, Held>();
  held.set(db, brands);
  const h = brands.get(brand) ?? { index: null, builtAt: 0, stale: true, building: null };
  brands.set(brand, h);
  if (h.index && !h.stale && Date.now() - h.builtAt < ttl) return h.index;
  if (!h.building) {
    // A change during the build leaves the result stale, so the next call builds again.
    h.stale = false;
    h.building = loadInventoryIndex(db, brand).then(
      (index) => { Object.assign(h, { index, builtAt: Date.now(), building: null }); return index; },
      (error: unknown) => { Object.assign(h, { building: null, stale: true }); throw error; },
    );
    // A failed background build is retried by the next call; no one may be awaiting this one.
    h.building.catch(() => undefined);
  }
  return h.index ?? h.building;
}


// ---------- filtering ----------

/** The value a stock line has for a filter: the bike's own for bike filters, the line's for line filters. */
export function lineValue(index: Pick<InventoryIndex, 'bikes'>, line: StockLineEntry, code: InventoryFilterCode): string | null {
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
  /** The bike's lines that match every filter. */
  lines: number[];
  factory: { qty: number; workdays: number } | null;
  dealerCount: number;
  nearest: { dealer: number; distance: number } | null;
  workdays: number;
}

export interface InventoryResult {
  total: number;
  /** The asked page of bikes. */
  bikes: BikeOnHand[];
  /** code → value → bikes matching the other filters with that value. */
  counts: Map<InventoryFilterCode, Map<string, number>>;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/**
 * Filters, counts and pages the inventory in one pass over the lines. A bike matches when one of
 * its lines matches every filter. Counts are disjunctive: a value's count ignores its own filter,
 * so choosing a second size shows how many bikes that adds. Filter values are compared as the
 * column ids of the index and distances to a dealer computed once per dealer, so a call over the
 * large seed's 130k lines of a brand costs a few milliseconds.
 */
export function queryInventory(index: InventoryIndex, query: InventoryQuery): InventoryResult {
  const key = JSON.stringify([INVENTORY_FILTERS.map((code) => [...(query.filters[code] ?? [])].sort()), query.origin.lat, query.origin.lng, query.sort, query.page, query.pageSize]);
  const cache = answers.get(index) ?? new LruCache<InventoryResult>(ANSWERS_PER_INDEX);
  answers.set(index, cache);
  const hit = cache.get(key);
  if (hit) return hit;
  const found = runQuery(index, query);
  cache.set(key, found);
  return found;
}

/**
 * Answers kept per index (so they go with it when stock changes): shoppers repeat the same
 * filters from the same towns, and an unfiltered pass over the large seed costs about 10 ms.
 */
const ANSWERS_PER_INDEX = 2000;
const answers = new WeakMap<InventoryIndex, LruCache<InventoryResult>>();

function runQuery(index: InventoryIndex, query: InventoryQuery): InventoryResult {
  const codes = INVENTORY_FILTERS;
  const columns = codes.map((code) => index.columns[code]);
  // The filters in use: per filter, which value ids it allows.
  const active = codes.flatMap((code, c) => {
    const chosen = new Set(query.filters[code] ?? []);
    if (chosen.size === 0) return [];
    return [{ c, ids: columns[c].ids, allowed: Uint8Array.from(columns[c].values, (v) => (chosen.has(v) ? 1 : 0)) }];
  });
  const ids = columns.map((col) => col.ids);
  const counts = columns.map((col) => new Int32Array(col.values.length));
  const lastBike = columns.map((col) => new Int32Array(col.values.length).fill(-1));

  const n = index.bikes.length;
  const nearestKm = new Float64Array(n).fill(Infinity);
  const nearestDealer = new Int32Array(n).fill(-1);
  const soonest = new Int32Array(n).fill(2 ** 30);
  const dealerKm = new Float64Array(index.dealers.dealers.length).fill(-1);
  const matched: number[] = [];
  const { lineBike, lineDealer, lineWorkdays } = index;
  const allCodes = codes.map((_, c) => c);
  const lineCodes = codes.flatMap((code, c) => (INVENTORY_LINE_FILTERS.includes(code) ? [c] : []));
  for (let l = 0; l < lineBike.length; l++) {
    const bike = lineBike[l];
    let failures = 0;
    let failed = -1;
    for (let a = 0; a < active.length; a++) {
      const f = active[a];
      const v = f.ids[l];
      if (v < 0 || f.allowed[v] === 0) {
        failures++;
        failed = f.c;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    // Count the line's value of each filter it passes all the others for (once per bike): the
    // failed filter alone, or on a matching line every line filter, and the bike's own filters
    // on its first matching line.
    const first = failures === 0 && soonest[bike] === 2 ** 30;
    const counted = failures === 1 ? [failed] : first ? allCodes : lineCodes;
    for (let k = 0; k < counted.length; k++) {
      const c = counted[k];
      const v = ids[c][l];
      if (v >= 0 && lastBike[c][v] !== bike) {
        lastBike[c][v] = bike;
        counts[c][v]++;
      }
    }
    if (failures === 1) continue;
    if (first) matched.push(bike);
    if (lineWorkdays[l] < soonest[bike]) soonest[bike] = lineWorkdays[l];
    const dealer = lineDealer[l];
    if (dealer >= 0) {
      let km = dealerKm[dealer];
      if (km < 0) {
        const d = index.dealers.dealers[dealer];
        km = dealerKm[dealer] = kmBetween(query.origin.lng, query.origin.lat, d.lng, d.lat);
      }
      if (km < nearestKm[bike]) {
        nearestKm[bike] = km;
        nearestDealer[bike] = dealer;
      }
    }
  }

  const byName = (a: number, b: number) => index.nameRank[a] - index.nameRank[b];
  const sorts: Record<InventorySort, (a: number, b: number) => number> = {
    distance: (a, b) => nearestKm[a] - nearestKm[b] || soonest[a] - soonest[b] || byName(a, b),
    availability: (a, b) => soonest[a] - soonest[b] || nearestKm[a] - nearestKm[b] || byName(a, b),
    name: byName,
  };
  const start = (query.page - 1) * query.pageSize;
  const page = query.pageSize > 0 ? matched.sort(sorts[query.sort]).slice(start, start + query.pageSize) : [];

  const countMaps = new Map(codes.map((code, c) => {
    const values = new Map<string, number>();
    counts[c].forEach((k, v) => { if (k > 0) values.set(columns[c].values[v], k); });
    return [code, values] as const;
  }));
  const matches = (l: number) => active.every((f) => f.ids[l] >= 0 && f.allowed[f.ids[l]] === 1);
  return {
    total: matched.length,
    counts: countMaps,
    bikes: page.map((bike) => onHand(index, bike, index.linesOfBike[bike].filter(matches), nearestDealer[bike], nearestKm[bike], soonest[bike])),
  };
}

/** A matched bike as the answer shows it: factory stock and the dealers of its matching lines. */
function onHand(index: InventoryIndex, bike: number, lines: number[], nearest: number, km: number, workdays: number): BikeOnHand {
  let factoryQty = 0;
  let factoryWorkdays = Infinity;
  const dealers = new Set<number>();
  for (const id of lines) {
    const line = index.lines[id];
    if (line.dealer >= 0) dealers.add(line.dealer);
    else {
      factoryQty += line.qty;
      factoryWorkdays = Math.min(factoryWorkdays, line.workdays);
    }
  }
  return {
    bike, lines, workdays, dealerCount: dealers.size,
    factory: factoryQty > 0 ? { qty: factoryQty, workdays: factoryWorkdays } : null,
    nearest: nearest >= 0 ? { dealer: nearest, distance: round1(km) } : null,
  };
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

/** The bike (and size, when the id is a size's) an external id names in this brand's inventory. */
export function findBike(index: InventoryIndex, externalId: string): { bike: number; size: string | null } | null {
  const bike = index.bikeByExternal.get(externalId);
  if (bike !== undefined) return { bike, size: null };
  return index.sizeByExternal.get(externalId) ?? null;
}

/** What a dealer holds, described as the marker rule compares it with the wanted bike. */
export function stockAtDealer(index: InventoryIndex, dealer: number): StockAtDealer[] {
  return (index.linesOfDealer.get(dealer) ?? []).map((id) => {
    const line = index.lines[id];
    const bike = index.bikes[line.bike];
    return { externalid: bike.externalid, size: line.size, platform: bike.platform_code ?? '', design: bike.paint_des ?? '', qty: line.qty };
  });
}

/** The marker rule's view of the wanted bike. */
export function wantedBike(index: InventoryIndex, found: { bike: number; size: string | null }): WantedBike {
  const bike = index.bikes[found.bike];
  return { externalid: bike.externalid, size: found.size, platform: bike.platform_code ?? '', design: bike.paint_des ?? '' };
}
