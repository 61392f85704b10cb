import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_LOCATION_POINT, filtersFromQuery, INVENTORY_AVAILABILITY, INVENTORY_FILTERS, INVENTORY_SOURCES, inventoryBodySchema, inventoryGetQuerySchema,
  inventoryLocaleQuerySchema, stockAvailability, type InventoryAnswer, type InventoryBike, type InventoryCountAnswer, type InventoryFilterCode,
  type InventoryFilterGroup, type InventoryRequest, type InventorySize, type LocaleEntry,
} from '@bike/shared/domain';
import { brandOf, parseInput, rowsOf, type Db, type ServerContext } from '@bike/server/core';
import { attributeMeta, labelOf, type AttributeMeta } from './attribute-meta';
import { fetchErrors } from './fetch-error';
import { dealerRef, inventoryIndex, queryInventory, type BikeOnHand, type InventoryIndex, type InventoryResult } from './inventory-index';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';
import { shopRowColumns, toShopItems, type ShopRow } from './shop-rows';


/** Numbers first (frame sizes in cm), then letter sizes in wearing order, then the rest. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];
function compareSizes(a: string, b: string): number {
  const na = Number.parseFloat(a);
  const nb = Number.parseFloat(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  if (Number.isFinite(na) !== Number.isFinite(nb)) return Number.isFinite(na) ? -1 : 1;
  const la = LETTER_SIZES.indexOf(a);
  const lb = LETTER_SIZES.indexOf(b);
  if (la !== lb) return (la < 0 ? 99 : la) - (lb < 0 ? 99 : lb);
  return a.localeCompare(b);
}

/** The label of a filter value in the page's language; source and availability the page names itself. */
function valueLabel(index: InventoryIndex, meta: AttributeMeta, language: string, code: InventoryFilterCode, value: string): string {
  if (code === 'platform') return index.platformTitles.get(value) ?? value;
  if (code === 'groupset') return index.groupsetNames.get(value) ?? value;
  if (code === 'bike_category' || code === 'colour') return labelOf(meta, language, code, value) ?? value;
  return value;
}

/**
 * Every value a filter can take in this inventory, with its count; a chosen value with no bike
 * left stays listed (count 0) so the shopper can clear it.
 */
function filterGroups(index: InventoryIndex, found: InventoryResult, meta: AttributeMeta, language: string, request: Pick<InventoryRequest, 'filters'>): InventoryFilterGroup[] {
  // Kept with the (cached) result: the labels and their sort cost more than the counting.
  const key = `${language}\u0000${JSON.stringify(request.filters)}`;
  const kept = groupsKept.get(found) ?? new Map<string, InventoryFilterGroup[]>();
  groupsKept.set(found, kept);
  const hit = kept.get(key);
  if (hit) return hit;
  const collator = new Intl.Collator(language);
  const groups = INVENTORY_FILTERS.map((code) => {
    const counted = found.counts.get(code)!;
    const values = new Set<string>([...counted.keys(), ...((request.filters as Record<string, string[]>)[code] ?? [])]);
    if (code === 'source') INVENTORY_SOURCES.forEach((s) => values.add(s));
    if (code === 'availability') INVENTORY_AVAILABILITY.forEach((s) => values.add(s));
    const list = [...values].map((value) => ({ value, label: valueLabel(index, meta, language, code, value), count: counted.get(value) ?? 0 }));
    const fixed: readonly string[] | null = code === 'source' ? INVENTORY_SOURCES : code === 'availability' ? INVENTORY_AVAILABILITY : null;
    list.sort((a, b) =>
      fixed ? fixed.indexOf(a.value) - fixed.indexOf(b.value)
        : code === 'frame_size' ? compareSizes(a.value, b.value)
          : collator.compare(a.label, b.label) || (a.value < b.value ? -1 : 1));
    return { code, values: list };
  });
  kept.set(key, groups);
  return groups;
}

const groupsKept = new WeakMap<InventoryResult, Map<string, InventoryFilterGroup[]>>();
const itemsKept = new WeakMap<InventoryResult, Map<string, Promise<Map<number, InventoryBike['item']>>>>();

/** A bike on hand as the answer shows it: its sizes (matching lines only), factory and nearest dealer. */
function toInventoryBike(index: InventoryIndex, found: BikeOnHand, item: InventoryBike['item']): InventoryBike {
  const sizes = new Map<string, InventorySize>();
  for (const id of found.lines) {
    const line = index.lines[id];
    const size = sizes.get(line.size) ?? { size: line.size, externalid: line.sizeExternalid, factoryQty: 0, dealerQty: 0, workdays: null, availability: 'unavailable' as const };
    if (line.dealer < 0) size.factoryQty += line.qty;
    else size.dealerQty += line.qty;
    size.workdays = Math.min(size.workdays ?? Infinity, line.workdays);
    size.availability = stockAvailability(size.workdays);
    sizes.set(line.size, size);
  }
  return {
    item,
    sizes: [...sizes.values()].sort((a, b) => compareSizes(a.size, b.size)),
    factory: found.factory,
    dealerCount: found.dealerCount,
    nearest: found.nearest ? dealerRef(index, found.nearest.dealer, found.nearest.distance) : null,
  };
}

/**
 * The page's bikes as the shop lists them, priced in the locale's currency. Stock comes from the
 * index (the lines on hand), so the query reads only items and prices by primary key.
 */
async function pageItems(db: Db, index: InventoryIndex, found: BikeOnHand[], lookup: { locale: LocaleEntry; brand: string }): Promise<Map<number, InventoryBike['item']>> {
  if (found.length === 0) return new Map();
  const ids = found.map((b) => index.bikes[b.bike].id);
  const rows = rowsOf<Omit<ShopRow, 'qty' | 'workdays'>>(
    await db.execute(sql`
      select ${shopRowColumns(lookup.locale)}, p.msrp_cents, p.oldmsrp_cents
        from items i left join prices p on p.item_id = i.id and p.currency = ${lookup.locale.currency}
       where i.id = any(${sql.param(ids)}::int[]) and i.brandkey = ${lookup.brand}`),
  );
  const onHand = new Map(found.map((b) => {
    const lines = index.linesOfBike[b.bike].map((id) => index.lines[id]);
    return [index.bikes[b.bike].id, { qty: lines.reduce((n, l) => n + l.qty, 0), workdays: Math.min(...lines.map((l) => l.workdays)) }];
  }));
  const items = await toShopItems(db, rows.map((r) => ({ ...r, ...onHand.get(Number(r.id))! })), lookup);
  return new Map(items.map((i) => [i.id, i]));
}

async function answerInventory(ctx: ServerContext, request: FastifyRequest, locale: LocaleEntry, input: InventoryRequest): Promise<InventoryAnswer> {
  const brand = brandOf(request, ctx.config);
  return fetchErrors('FIND_STOCK_FETCH_ERROR', 'Error fetching stock', async () => {
    const [index, meta] = await Promise.all([inventoryIndex(ctx.db, brand), attributeMeta(ctx.db)]);
    const origin = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : DEFAULT_LOCATION_POINT;
    const found = queryInventory(index, { filters: input.filters, origin, sort: input.sort, page: input.page, pageSize: input.pageSize });
    // The page's items go with the (cached) result, per locale: same filters, same page, no query.
    const perLocale = itemsKept.get(found) ?? new Map<string, Promise<Map<number, InventoryBike['item']>>>();
    itemsKept.set(found, perLocale);
    let pending = perLocale.get(locale.code);
    if (!pending) {
      pending = pageItems(ctx.db, index, found.bikes, { locale, brand });
      perLocale.set(locale.code, pending);
      pending.catch(() => perLocale.delete(locale.code));
    }
    const itemById = await pending;
    return {
      total: found.total,
      page: input.page,
      pageSize: input.pageSize,
      sort: input.sort,
      bikes: found.bikes.flatMap((b) => {
        const item = itemById.get(index.bikes[b.bike].id);
        return item ? [toInventoryBike(index, b, item)] : [];
      }),
      filters: filterGroups(index, found, meta, locale.language, input),
    };
  });
}

/**
 * The inventory calls of spec point 7: the filters it offers (GET /consumer/v1/inventory/attributes),
 * bikes on hand with filters (POST /b2c/V1/stockfilter1, and GET /b2c/V1/stockfilter with the
 * filters in the query so a page URL maps onto it) and the counts alone (POST /b2c/V1/filterCounter).
 */
export async function registerInventoryRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/consumer/v1/inventory/attributes',
    summary: 'The inventory filters (category, model, size, colour, groupset, source, availability) with every value and its count',
    tags: ['inventory'],
    handler: async (request) => {
      const { locale: code } = parseInput(inventoryLocaleQuerySchema, request.query);
      const locale = await requireLocale(ctx.db, code);
      const brand = brandOf(request, ctx.config);
      return result(await fetchErrors('FIND_STOCK_FETCH_ERROR', 'Error fetching stock', async () => {
        const [index, meta] = await Promise.all([inventoryIndex(ctx.db, brand), attributeMeta(ctx.db)]);
        const found = queryInventory(index, { filters: {}, origin: DEFAULT_LOCATION_POINT, sort: 'name', page: 1, pageSize: 0 });
        return { total: found.total, filters: filterGroups(index, found, meta, locale.language, { filters: {} }) } satisfies InventoryCountAnswer;
      }));
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/b2c/V1/stockfilter1',
    summary: 'Bikes on hand at dealers or the factory matching {filters}, nearest dealer first from {lat, lng} (default Beringen), with counts per filter value',
    tags: ['inventory'],
    handler: async (request) => {
      const { locale: code } = parseInput(inventoryLocaleQuerySchema, request.query);
      const input = parseInput(inventoryBodySchema, request.body ?? {});
      const locale = await requireLocale(ctx.db, code);
      return result(await answerInventory(ctx, request, locale, input));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/b2c/V1/stockfilter',
    summary: 'As POST /b2c/V1/stockfilter1 with the filters as comma-separated query parameters (?frame_size=54,56&source=dealer)',
    tags: ['inventory'],
    handler: async (request) => {
      const query = parseInput(inventoryGetQuerySchema, request.query);
      const input = parseInput(inventoryBodySchema, {
        filters: filtersFromQuery(query), lat: query.lat, lng: query.lng, sort: query.sort, page: query.page, pageSize: query.pageSize,
      });
      const locale = await requireLocale(ctx.db, query.locale);
      return result(await answerInventory(ctx, request, locale, input));
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/b2c/V1/filterCounter',
    summary: 'How many bikes on hand match {filters}, and each filter value\'s count',
    tags: ['inventory'],
    handler: async (request) => {
      const { locale: code } = parseInput(inventoryLocaleQuerySchema, request.query);
      const input = parseInput(inventoryBodySchema, request.body ?? {});
      const locale = await requireLocale(ctx.db, code);
      const brand = brandOf(request, ctx.config);
      return result(await fetchErrors('FIND_STOCK_FETCH_ERROR', 'Error fetching stock', async () => {
        const [index, meta] = await Promise.all([inventoryIndex(ctx.db, brand), attributeMeta(ctx.db)]);
        const found = queryInventory(index, { filters: input.filters, origin: DEFAULT_LOCATION_POINT, sort: 'name', page: 1, pageSize: 0 });
        return { total: found.total, filters: filterGroups(index, found, meta, locale.language, input) } satisfies InventoryCountAnswer;
      }));
    },
  });
}
