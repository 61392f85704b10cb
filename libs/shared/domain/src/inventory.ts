import * as v from 'valibot';
import type { Availability } from './catalogue';
import { coordinate, localeCode, type ShopItem } from './catalogue-filter';
import type { MarkerType } from './stock-markers';
import {
  INVENTORY_AVAILABILITY, INVENTORY_FILTERS, INVENTORY_MAX_PAGE, INVENTORY_MAX_PAGE_SIZE, INVENTORY_PAGE_SIZE, INVENTORY_SORTS, INVENTORY_SOURCES,
  INVENTORY_VALUE_PATTERN, STOCK_LOOKUP_MAX_LIMIT, type InventoryFilterCode, type InventorySort,
} from './inventory-limits';

/**
 * The inventory (bikes on hand at dealers or the factory, /inventory) and the stock lookups for
 * one bike (spec point 7, "Items and stock"): which filters exist, the request schemas the API
 * validates with and the browser builds from, and the answer shapes.
 *
 * The filters, sorts and limits are in ./inventory-limits (pages use them without valibot).
 */
const MAX_VALUES = 40;
const valueList = (field: string) =>
  v.pipe(
    v.array(
      v.pipe(v.string(`${field} must be a list of texts`), v.minLength(1, `${field} is invalid`), v.maxLength(64, `${field} is invalid`), v.regex(INVENTORY_VALUE_PATTERN, `${field} is invalid`)),
      `${field} must be a list`,
    ),
    v.maxLength(MAX_VALUES, `${field} has too many values`),
  );

const notAList = (field: string) => v.custom<unknown>((input) => input === undefined || (typeof input === 'object' && input !== null && !Array.isArray(input)), `${field} must be an object`);

export const inventoryFiltersSchema = v.pipe(
  notAList('filters'),
  v.strictObject(
    {
      bike_category: v.optional(valueList('bike_category')),
      platform: v.optional(valueList('platform')),
      frame_size: v.optional(valueList('frame_size')),
      colour: v.optional(valueList('colour')),
      groupset: v.optional(valueList('groupset')),
      source: v.optional(v.pipe(v.array(v.picklist(INVENTORY_SOURCES, 'source is invalid (expected factory or dealer)'), 'source must be a list'), v.maxLength(2, 'source has too many values'))),
      availability: v.optional(v.pipe(v.array(v.picklist(INVENTORY_AVAILABILITY, 'availability is invalid (expected onstock or orderable)'), 'availability must be a list'), v.maxLength(2, 'availability has too many values'))),
    },
    'filters holds an unknown filter',
  ),
);
export type InventoryFilters = Partial<Record<InventoryFilterCode, string[]>>;

const latitude = v.pipe(v.number('lat must be a number'), v.finite('lat is invalid'), v.minValue(-90, 'lat is invalid'), v.maxValue(90, 'lat is invalid'));
const longitude = v.pipe(v.number('lng must be a number'), v.finite('lng is invalid'), v.minValue(-180, 'lng is invalid'), v.maxValue(180, 'lng is invalid'));
const whole = (field: string, min: number, max: number) =>
  v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(min, `${field} must be ${min} or more`), v.maxValue(max, `${field} must be ${max} or less`));

/** Body of POST /b2c/V1/stockfilter1 and /b2c/V1/filterCounter. */
export const inventoryBodySchema = v.pipe(
  notAList('body'),
  v.object({
    filters: v.optional(inventoryFiltersSchema, {}),
    lat: v.optional(latitude),
    lng: v.optional(longitude),
    sort: v.optional(v.picklist(INVENTORY_SORTS, `sort is invalid (expected ${INVENTORY_SORTS.join(', ')})`), 'distance'),
    page: v.optional(whole('page', 1, INVENTORY_MAX_PAGE), 1),
    pageSize: v.optional(whole('pageSize', 1, INVENTORY_MAX_PAGE_SIZE), INVENTORY_PAGE_SIZE),
  }),
);
export type InventoryBody = v.InferInput<typeof inventoryBodySchema>;
export type InventoryRequest = v.InferOutput<typeof inventoryBodySchema>;

const wholeText = (field: string, max: number) =>
  v.optional(v.pipe(v.string(`${field} must be a number`), v.regex(/^\d{1,4}$/, `${field} must be a whole number`), v.transform(Number), v.minValue(1, `${field} must be 1 or more`), v.maxValue(max, `${field} must be ${max} or less`)));
const externalIdText = (field: string) =>
  v.pipe(v.string(`${field} is required`), v.minLength(1, `${field} is required`), v.maxLength(64, `${field} is too long`), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, `${field} is invalid`));

/** Query of the POST calls (?locale=) and of GET /consumer/v1/inventory/attributes. */
export const inventoryLocaleQuerySchema = v.object({ locale: localeCode });

/** Query of GET /b2c/V1/stockfilter: the body's fields as query parameters, each filter comma-separated. */
export const inventoryGetQuerySchema = v.object({
  locale: localeCode,
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  sort: v.optional(v.picklist(INVENTORY_SORTS, `sort is invalid (expected ${INVENTORY_SORTS.join(', ')})`)),
  page: wholeText('page', INVENTORY_MAX_PAGE),
  pageSize: wholeText('pageSize', INVENTORY_MAX_PAGE_SIZE),
  ...Object.fromEntries(INVENTORY_FILTERS.map((code) => [code, v.optional(v.pipe(v.string(`${code} must be a text`), v.maxLength(2000, `${code} is too long`)))])),
});

/** Query of GET /b2c/V1/stock and /b2c/V1/stock/exact. */
export const stockLookupQuerySchema = v.object({
  externalId: externalIdText('externalId'),
  locale: localeCode,
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  limit: wholeText('limit', STOCK_LOOKUP_MAX_LIMIT),
});

/** Query of GET /consumer/v1/inventory/stockFilter/{externalId}?cus=&dealerType=. */
export const stockFilterQuerySchema = v.object({
  cus: v.optional(v.pipe(v.string('cus must be a text'), v.maxLength(32, 'cus is invalid'), v.regex(/^[A-Za-z0-9_-]*$/, 'cus is invalid'))),
  dealerType: v.optional(v.picklist(['dealer', 'rental', 'all'], 'dealerType is invalid (expected dealer, rental or all)'), 'dealer'),
  locale: v.optional(localeCode),
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  limit: wholeText('limit', STOCK_LOOKUP_MAX_LIMIT),
});

/** GET /b2c/V1/stockfilter's comma-separated filters as the body's lists. */
export function filtersFromQuery(query: Partial<Record<string, unknown>>): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const code of INVENTORY_FILTERS) {
    const raw = query[code];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    filters[code] = raw.split(',').map((s) => s.trim()).filter(Boolean);
  }
  return filters;
}

// ---------- answers ----------

export interface InventoryFilterValue { value: string; label: string; count: number }
export interface InventoryFilterGroup { code: InventoryFilterCode; values: InventoryFilterValue[] }

/** The dealer nearest to the asked point that has the bike (as filtered) on hand. */
export interface InventoryDealerRef {
  dealerId: number;
  cusid: string;
  extid: string;
  slug: string;
  name: string;
  city: string;
  country: string;
  type: 'dealer' | 'rental';
  /** Kilometres from the asked point (or the default location). */
  distance: number;
}

export interface InventorySize {
  size: string;
  externalid: string;
  factoryQty: number;
  dealerQty: number;
  /** The shortest lead time of this size's matching stock. */
  workdays: number | null;
  availability: Availability;
}

export interface InventoryBike {
  /** The bike as the shop lists it: title, picture, price in the locale's currency. */
  item: ShopItem;
  sizes: InventorySize[];
  factory: { qty: number; workdays: number } | null;
  /** Dealers with matching stock. */
  dealerCount: number;
  nearest: InventoryDealerRef | null;
}

/** Answer of POST /b2c/V1/stockfilter1 and GET /b2c/V1/stockfilter. */
export interface InventoryAnswer {
  total: number;
  page: number;
  pageSize: number;
  sort: InventorySort;
  bikes: InventoryBike[];
  /** Disjunctive counts: each value's count is the bikes matching the other filters and that value. */
  filters: InventoryFilterGroup[];
}

/** Answer of POST /b2c/V1/filterCounter. */
export interface InventoryCountAnswer { total: number; filters: InventoryFilterGroup[] }

/** One stock line of GET /b2c/V1/stock: distance 9999999 is the factory, lower is a dealer in km. */
export interface StockLookupLine {
  source: 'factory' | 'dealer';
  distance: number;
  size: string;
  /** The size's own external id. */
  externalid: string;
  qty: number;
  workdays: number;
  availability: Availability;
  dealer: InventoryDealerRef | null;
}

export interface StockLookupAnswer { externalid: string; title: string; lines: StockLookupLine[] }

/** One dealer of GET /consumer/v1/inventory/stockFilter/{externalId} with how close its stock comes. */
export interface StockMarker extends InventoryDealerRef {
  lat: number;
  lng: number;
  marker: Exclude<MarkerType, 'cluster' | 'dealer' | 'rental'>;
  /** Pieces of exactly the asked bike and size; of the model in any size. */
  qty: number;
  modelQty: number;
  workdays: number | null;
}

export interface StockFilterAnswer {
  externalid: string;
  size: string | null;
  factory: { qty: number; workdays: number } | null;
  dealers: StockMarker[];
}

