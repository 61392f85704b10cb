import { sql } from 'drizzle-orm';
import { FACTORY_STOCK_DISTANCE } from '@bike/shared/domain';
import { onCacheVersionChange, rowsOf, type Db } from '@bike/server/core';
import { bitsOfIds, buildFacetIndex, buildPriceColumn, type FacetIndex, type IndexRow, type PriceColumn } from './facet-index';
import { OTHER_CATALOGUE_LANGUAGES, nameSortKey, otherLanguageNames } from './catalogue-texts';
import type { Bitset } from './bitset';

/**
 * Keeps one facet index per (database, brand), built lazily on the first filter call from one
 * query (about a second at the large seed), with the brand's price column per currency loaded
 * on first use (price sorts, price ranges).
 *
 * Freshness: the catalogue changes only with an import, so the index is rebuilt when a cheap
 * probe (max item id, max priced item id) changes. The probe runs in the background at
 * most every CATALOGUE_PROBE_MS (default 5 s); the call that triggers it is not delayed.
 * An import that only edits or deletes rows needs clearShopCache (or a restart).
 * Factory stock changes with every order, so it is never part of the index: it is read from
 * the partial index stock_factory_item_idx when a call filters on it, and re-read in the
 * background once older than FACTORY_STOCK_MS (default 1 s).
 *
 * Memory per brand (large seed, 13.4k items, measured with facetIndexBytes()): the index about
 * 4.5 MB (an upper estimate: search texts counted at 2 bytes a character) plus 214 kB per
 * currency used, so at most ~13 MB per brand with all 40 currencies priced.
 */
const PROBE_MS = Number(process.env['CATALOGUE_PROBE_MS'] ?? 5_000);
const FACTORY_STOCK_MS = Number(process.env['FACTORY_STOCK_MS'] ?? 1_000);

interface Probe { maxItem: number; maxPrice: number }

interface BrandState {
  index: Promise<BrandIndex>;
  probedAt: number;
  probing: boolean;
}

export interface BrandIndex {
  index: FacetIndex;
  probe: Probe;
  minId: number;
  maxId: number;
  builtMs: number;
  prices: Map<string, Promise<PriceColumn>>;
  factory: FactoryRead | null;
}

interface FactoryRead { at: number; bits: Promise<Bitset>; refreshing: FactoryRead | null; epoch: number }

/**
 * Moves when stock changed anywhere (an order on any replica, an import; cache-versions in server
 * core): a factory-stock read from an older epoch is not used again.
 */
const stockEpochs = new WeakMap<Db, number>();
const stockEpoch = (db: Db): number => stockEpochs.get(db) ?? 0;
onCacheVersionChange('stock', (db) => stockEpochs.set(db, stockEpoch(db) + 1));

const states = new WeakMap<Db, Map<string, BrandState>>();

/**
 * The catalogue's version: the largest item id and the largest priced item id (two backward
 * primary key reads, under a millisecond). An import adds items, so these move; an import that
 * only edits or deletes rows must call clearShopCache.
 */
async function probe(db: Db): Promise<Probe> {
  const row = rowsOf<{ max_item: number | string | null; max_price: number | string | null }>(
    await db.execute(sql`select (select max(id) from items)::int as max_item, (select max(item_id) from prices)::int as max_price`),
  )[0];
  return { maxItem: Number(row?.max_item ?? 0), maxPrice: Number(row?.max_price ?? 0) };
}

async function build(db: Db, brand: string): Promise<BrandIndex> {
  const t0 = performance.now();
  const [version, rows] = await Promise.all([
    probe(db),
    db.execute(sql`
      select i.id, i.title, i.itemtype, i.category, i.familycode, i.platform_code, i.paint_des, i.groupset, i.externalid,
             i.attributes::text as attributes,
             row_number() over (order by (i.itemtype = 'bike')::int desc, i.priority desc, i.id)::int as relevance_rank,
             row_number() over (order by lower(i.title), i.id)::int as name_rank,
             json_build_object(${sql.join(
               OTHER_CATALOGUE_LANGUAGES.map((language) => sql`${language}::text, row_number() over (order by ${nameSortKey(language)}, i.id)`),
               sql`, `,
             )})::text as name_ranks,
             ${otherLanguageNames} as other_names,
             row_number() over (order by i.created_at desc, i.id)::int as newest_rank
        from items i
       where i.brandkey = ${brand}
       order by i.id`),
  ]);
  const index = buildFacetIndex(rowsOf<IndexRow>(rows));
  return {
    index,
    probe: version,
    minId: index.n ? index.ids[0] : 0,
    maxId: index.n ? index.ids[index.n - 1] : 0,
    builtMs: Math.round(performance.now() - t0),
    prices: new Map(),
    factory: null,
  };
}

function brandStates(db: Db): Map<string, BrandState> {
  let map = states.get(db);
  if (!map) states.set(db, (map = new Map()));
  return map;
}

/** Drops the brand's index when the catalogue changed (runs in the background). */
function probeLater(db: Db, brand: string, state: BrandState): void {
  if (state.probing || !(Date.now() - state.probedAt >= PROBE_MS)) return;
  state.probing = true;
  void (async () => {
    try {
      const [current, now] = await Promise.all([state.index, probe(db)]);
      if (current.probe.maxItem !== now.maxItem || current.probe.maxPrice !== now.maxPrice) {
        if (brandStates(db).get(brand) === state) brandStates(db).delete(brand);
      }
    } catch {
      // A failed probe keeps the index; the next one retries.
    } finally {
      state.probedAt = Date.now();
      state.probing = false;
    }
  })();
}

export async function brandIndex(db: Db, brand: string): Promise<BrandIndex> {
  const map = brandStates(db);
  let state = map.get(brand);
  if (!state) {
    const pending = build(db, brand);
    const fresh: BrandState = { index: pending, probedAt: Date.now(), probing: false };
    state = fresh;
    map.set(brand, fresh);
    // A failed build is not kept: the next call tries again.
    pending.catch(() => {
      if (map.get(brand) === fresh) map.delete(brand);
    });
  } else probeLater(db, brand, state);
  return state.index;
}

/** The brand's prices in one currency, loaded once per index. */
export function priceColumn(db: Db, entry: BrandIndex, currency: string): Promise<PriceColumn> {
  let column = entry.prices.get(currency);
  if (!column) {
    column = (async () => {
      const rows = rowsOf<{ item_id: number; msrp_cents: number | string }>(
        await db.execute(sql`
          select item_id, msrp_cents from prices
           where currency = ${currency} and item_id between ${entry.minId} and ${entry.maxId}`),
      );
      return buildPriceColumn(entry.index, rows);
    })();
    entry.prices.set(currency, column);
    column.catch(() => entry.prices.delete(currency));
  }
  return column;
}

function readFactoryStock(db: Db, entry: BrandIndex): Promise<Bitset> {
  // One text row instead of ~10k rows: about 5x less time on PGlite. The distance is inlined so
  // the planner can always use the partial index.
  return db
    .execute(sql`
      select coalesce(string_agg(item_id::text, ','), '') as ids from stock
       where distance >= ${sql.raw(String(FACTORY_STOCK_DISTANCE))} and qty > 0
         and item_id between ${entry.minId} and ${entry.maxId}`)
    .then((result) => {
      const ids = String(rowsOf<{ ids: string }>(result)[0]?.ids ?? '');
      return bitsOfIds(entry.index, ids === '' ? [] : ids.split(',').map(Number));
    });
}

/**
 * Items of the brand with factory stock on hand (spec point 4). A read older than
 * FACTORY_STOCK_MS is refreshed in the background while calls keep the last one (a read costs
 * 10-60 ms on PGlite), so an order's stock change shows within about that time; only a read
 * older than 10 x FACTORY_STOCK_MS (an idle shop) is waited for.
 */
export function factoryStock(db: Db, entry: BrandIndex): Promise<Bitset> {
  const now = Date.now();
  const epoch = stockEpoch(db);
  const current = entry.factory;
  if (current && current.epoch === epoch && now - current.at < FACTORY_STOCK_MS) return current.bits;
  const start = (): FactoryRead => ({ at: Date.now(), bits: readFactoryStock(db, entry), refreshing: null, epoch });
  // Stock changed since the last read: wait for a new one rather than answer the old.
  if (!current || current.epoch !== epoch || now - current.at >= 10 * FACTORY_STOCK_MS) {
    const read = start();
    entry.factory = read;
    read.bits.catch(() => {
      if (entry.factory === read) entry.factory = null;
    });
    return read.bits;
  }
  if (!current.refreshing) {
    const read = start();
    current.refreshing = read;
    read.bits.then(
      () => {
        if (entry.factory === current) entry.factory = read;
      },
      () => {
        current.refreshing = null;
      },
    );
  }
  return current.bits;
}

export function clearFacetIndex(db: Db): void {
  states.delete(db);
}

/** Bytes held by the built indexes of a database, per brand (bench and diagnostics). */
export async function facetIndexBytes(db: Db): Promise<Record<string, { index: number; prices: number; builtMs: number }>> {
  const out: Record<string, { index: number; prices: number; builtMs: number }> = {};
  for (const [brand, state] of states.get(db) ?? []) {
    const entry = await state.index;
    let prices = 0;
    for (const column of entry.prices.values()) prices += (await column).bytes;
    out[brand] = { index: entry.index.bytes, prices, builtMs: entry.builtMs };
  }
  return out;
}
