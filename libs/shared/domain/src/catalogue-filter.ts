import * as v from 'valibot';
import type { Availability, ItemCategory, ItemType, PriceBlock } from './catalogue';
import { DEALER_SERVICES } from './dealer-services';
import {
  DEALERS_DEFAULT_LIMIT, DEALERS_MAX_LIMIT, FACTORY_STOCK_DELIVERY, RELATED_MAX_IDS, SHOP_DEFAULT_PAGE_SIZE, SHOP_MAX_PAGE, SHOP_MAX_PAGE_SIZE, SHOP_MAX_SEARCH, SHOP_SORTS,
} from './shop-limits';

/**
 * Request schemas and answer shapes of the shop's catalogue calls (spec point 7, "Items and
 * stock"): the attribute filter, the accessory filter summary, related items, item stock,
 * dealers and the small families menu view. Browser-safe: the shop builds request bodies from
 * the same schemas the API validates them with.
 *
 * The limits and sort orders are in ./shop-limits (pages use them without these schemas). The
 * literals below repeat catalogue.ts's lists, as they did when catalogue.ts re-exported this file.
 */
const ITEM_CATEGORY_VALUES = ['bikes', 'accessories', 'outlet'] as const;
const BIKE_CATEGORY_VALUES = ['road', 'gravel', 'all-road', 'cyclocross', 'mountain', 'e-bikes', 'triathlon'] as const;

const MAX_VALUES = 50;
const codeList = (field: string, pattern: RegExp) =>
  v.pipe(
    v.array(v.pipe(v.string(`${field} must be a list of texts`), v.maxLength(64, `${field} is invalid`), v.regex(pattern, `${field} is invalid`)), `${field} must be a list`),
    v.maxLength(MAX_VALUES, `${field} has too many values`),
  );

/** Attribute codes as stored in the attributes table (frame_size, paint_des...). */
const attributeCodeSchema = v.pipe(v.string(), v.maxLength(40, 'attribute code is too long'), v.regex(/^[a-z][a-z0-9_]*$/, 'attribute code is invalid'));
const attributeValuesSchema = v.pipe(
  v.array(v.pipe(v.string('attribute values must be texts'), v.maxLength(200, 'attribute value is too long')), 'attribute values must be a list'),
  v.maxLength(MAX_VALUES, 'too many attribute values'),
);

/**
 * The filter part of the shop URL state. Everything is optional; lists are OR within a field
 * and AND between fields. `family` and `bikeCategory` are the `family` and `bike_category`
 * attributes under their menu names, so they count as those facets.
 */
const notAList = (field: string) => v.custom<unknown>((input) => !Array.isArray(input), `${field} must be an object`);
export const shopFiltersSchema = v.pipe(notAList('filters'), v.object({
  category: v.optional(v.pipe(v.array(v.picklist(ITEM_CATEGORY_VALUES, 'category is invalid (expected bikes, accessories or outlet)'), 'category must be a list'), v.maxLength(3, 'category has too many values'))),
  family: v.optional(codeList('family', /^[a-z0-9][a-z0-9-]*$/)),
  bikeCategory: v.optional(v.pipe(v.array(v.picklist(BIKE_CATEGORY_VALUES, 'bikeCategory is invalid'), 'bikeCategory must be a list'), v.maxLength(7, 'bikeCategory has too many values'))),
  platform: v.optional(codeList('platform', /^[A-Za-z0-9][A-Za-z0-9_.-]*$/)),
  deliveryDate: v.optional(v.nullable(v.picklist([FACTORY_STOCK_DELIVERY, ''], `deliveryDate is invalid (expected "${FACTORY_STOCK_DELIVERY}")`))),
  attributes: v.optional(
    v.pipe(
      v.record(attributeCodeSchema, attributeValuesSchema, 'attributes must be an object of lists'),
      v.check((record) => Object.keys(record).length <= 20, 'attributes has too many codes'),
    ),
  ),
}));
export type ShopFilters = v.InferOutput<typeof shopFiltersSchema>;

const pageSchema = v.pipe(v.number('page must be a number'), v.integer('page must be a whole number'), v.minValue(1, 'page must be 1 or more'), v.maxValue(SHOP_MAX_PAGE, `page must be ${SHOP_MAX_PAGE} or less`));
const pageSizeSchema = v.pipe(
  v.number('pageSize must be a number'),
  v.integer('pageSize must be a whole number'),
  v.minValue(1, 'pageSize must be 1 or more'),
  v.maxValue(SHOP_MAX_PAGE_SIZE, `pageSize must be ${SHOP_MAX_PAGE_SIZE} or less`),
);

/** Body of POST /consumer/v1/items/attributes. */
export const shopFilterBodySchema = v.pipe(notAList('body'), v.object({
  filters: v.optional(shopFiltersSchema, {}),
  sort: v.optional(v.picklist(SHOP_SORTS, `sort is invalid (expected ${SHOP_SORTS.join(', ')})`), 'relevance'),
  page: v.optional(pageSchema, 1),
  pageSize: v.optional(pageSizeSchema, SHOP_DEFAULT_PAGE_SIZE),
}));
export type ShopFilterBody = v.InferInput<typeof shopFilterBodySchema>;

/** A locale code as the API takes it (nl_BE). */
export const localeCode = v.pipe(v.string('locale must be a text'), v.maxLength(8, 'locale is too long'), v.regex(/^[a-z]{2}_[A-Z]{2,3}$/, 'locale is invalid (expected e.g. nl_BE)'));
const voucherQuery = v.optional(
  v.pipe(v.string('voucher must be a text'), v.trim(), v.maxLength(40, 'voucher is too long'), v.regex(/^[A-Za-z0-9_-]*$/, 'voucher is invalid'), v.toUpperCase()),
);
const searchQuery = v.optional(v.pipe(v.string('search must be a text'), v.trim(), v.maxLength(SHOP_MAX_SEARCH, `search must be ${SHOP_MAX_SEARCH} characters or less`)));

/** Query of POST /consumer/v1/items/attributes?locale=&search=&voucher=. */
export const shopFilterQuerySchema = v.object({ locale: localeCode, search: searchQuery, voucher: voucherQuery });

/** Query of POST /consumer/V1/accessories/filter?summary=true&locale=[&voucher=]. */
export const accessoriesFilterQuerySchema = v.object({
  locale: localeCode,
  summary: v.optional(v.picklist(['true', 'false'], 'summary must be true or false'), 'true'),
  search: searchQuery,
  voucher: voucherQuery,
});

/** Body of POST /consumer/v1/items/related. */
export const relatedItemsBodySchema = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(v.string('ids must be texts'), v.minLength(1, 'id is required'), v.maxLength(64, 'id is too long'), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'id is invalid')),
      'ids must be a list',
    ),
    v.minLength(1, 'ids is required'),
    v.maxLength(RELATED_MAX_IDS, `ids has more than ${RELATED_MAX_IDS} values`),
  ),
  locale: localeCode,
});

/** A latitude or longitude given as query text, checked and turned into a number. */
export const coordinate = (field: string, limit: number) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be a number`),
      v.maxLength(20, `${field} is invalid`),
      v.regex(/^-?\d{1,3}(\.\d{1,10})?$/, `${field} is invalid`),
      v.transform(Number),
      v.minValue(-limit, `${field} is invalid`),
      v.maxValue(limit, `${field} is invalid`),
    ),
  );

/** Query of GET /consumer/v1/items/{externalId}/stock?locale=[&lat=&lng=]. */
export const itemStockQuerySchema = v.object({ locale: localeCode, lat: coordinate('lat', 90), lng: coordinate('lng', 180) });

/** The map's view as GET /b2c/v1/dealers?area= takes it: JSON {north, south, east, west} in degrees. */
export interface DealerArea { north: number; south: number; east: number; west: number }

const degrees = (limit: number, field: string) =>
  v.pipe(v.number(`${field} must be a number`), v.finite(`${field} is invalid`), v.minValue(-limit, `${field} is invalid`), v.maxValue(limit, `${field} is invalid`));

/**
 * `area` arrives JSON-encoded (spec point 7: "also by area"). Parsed here with a size bound first,
 * so a huge or deeply nested value is refused before JSON.parse sees it; west may exceed east
 * (a view across the antimeridian), south may not exceed north.
 */
const areaQuery = v.optional(
  v.pipe(
    v.string('area must be a text'),
    v.maxLength(200, 'area is invalid'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'area is invalid (expected JSON with north, south, east and west)' });
        return NEVER;
      }
    }),
    v.object(
      { north: degrees(90, 'area.north'), south: degrees(90, 'area.south'), east: degrees(180, 'area.east'), west: degrees(180, 'area.west') },
      'area is invalid (expected JSON with north, south, east and west)',
    ),
    v.check((a) => a.south <= a.north, 'area is invalid (south is above north)'),
  ),
);

/** Query of GET /b2c/v1/dealers?lat=&lng=&locale=&type=[&country=&service=&area=&limit=]. */
export const dealersQuerySchema = v.object({
  /** Only dealers offering this service (the bike-fitting page asks for `bikefitting`). */
  service: v.optional(v.picklist(DEALER_SERVICES, `service is invalid (expected ${DEALER_SERVICES.join(', ')})`)),
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  locale: v.optional(localeCode),
  type: v.optional(v.picklist(['dealer', 'rental', 'all'], 'type is invalid (expected dealer, rental or all)'), 'dealer'),
  country: v.optional(v.pipe(v.string('country must be a text'), v.regex(/^[A-Za-z]{2}$/, 'country is invalid'), v.toUpperCase())),
  area: areaQuery,
  limit: v.optional(
    v.pipe(v.string('limit must be a number'), v.regex(/^\d{1,3}$/, 'limit is invalid'), v.transform(Number), v.minValue(1, 'limit must be 1 or more'), v.maxValue(DEALERS_MAX_LIMIT, `limit must be ${DEALERS_MAX_LIMIT} or less`)),
    String(DEALERS_DEFAULT_LIMIT),
  ),
  /** Spec point 7 lists it; dealers are not priced, so it is accepted and not used. */
  voucher: voucherQuery,
});

/** Query of GET /b2c/v1/dealers/map?type=&country= (every dealer as a map point). */
export const dealerMapQuerySchema = v.object({
  type: v.optional(v.picklist(['dealer', 'rental', 'all'], 'type is invalid (expected dealer, rental or all)'), 'all'),
  country: v.optional(v.pipe(v.string('country must be a text'), v.regex(/^[A-Za-z]{2}$/, 'country is invalid'), v.toUpperCase())),
  /** A bike (item or size external id): each point's type is then its stock marker for that bike. */
  item: v.optional(v.pipe(v.string('item must be a text'), v.maxLength(64, 'item is too long'), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'item is invalid'))),
});

/** Query of GET /b2c/v1/dealers/places?q=[&country=]: the offline gazetteer's place search. */
export const placeSearchQuerySchema = v.object({
  q: v.pipe(v.string('q is required'), v.trim(), v.minLength(1, 'q is required'), v.maxLength(80, 'q is too long')),
  country: v.optional(v.pipe(v.string('country must be a text'), v.regex(/^[A-Za-z]{2}$/, 'country is invalid'), v.toUpperCase())),
  locale: v.optional(localeCode),
});

/** Query of the dealer detail calls (spec point 7: ?locale=&dealerType=). */
export const dealerDetailQuerySchema = v.object({
  locale: v.optional(localeCode),
  dealerType: v.optional(v.picklist(['dealer', 'rental'], 'dealerType is invalid (expected dealer or rental)')),
  brand: v.optional(v.pipe(v.string('brand must be a text'), v.regex(/^[a-z0-9-]{1,40}$/, 'brand is invalid'))),
});

/** GET /V1/families?view=menu|full (full, the default, is the whole tree with configurations). */
export const familiesViewSchema = v.optional(v.picklist(['full', 'menu'], 'view is invalid (expected full or menu)'), 'full');

// ---------- answer shapes ----------

/** One row of the shop grid: a bike configuration (not a size) or an accessory. */
export interface ShopItem {
  id: number;
  externalid: string;
  title: string;
  itemtype: ItemType;
  category: ItemCategory;
  familycode: string;
  brandkey: string;
  range: string | null;
  rangeCode: string | null;
  platform: string | null;
  groupset: string | null;
  paint_des: string | null;
  size: string | null;
  image: string | null;
  qty: number;
  $$price: PriceBlock;
  availability: Availability;
  workdays: number | null;
  vouchertext: string | null;
  voucherbannerimage: string | null;
  vouchercountry: string | null;
  /** A bike's sizes, in order (a bike is ordered in one of them); absent for accessories. */
  sizes?: ShopItemSize[];
}

/** One size of a bike on a shop card: its name and the external id a cart line names. */
export interface ShopItemSize {
  size: string;
  externalid: string;
}

export interface ShopFacetValue {
  value: string;
  label: string;
  /** Items you get when this value is selected (with every other facet's selection kept). */
  count: number;
  selected: boolean;
}

export interface ShopFacet {
  code: string;
  label: string;
  priority: number;
  values: ShopFacetValue[];
}

export interface ShopFilterResult {
  items: ShopItem[];
  total: number;
  page: number;
  pageSize: number;
  facets: ShopFacet[];
}

export interface AccessoriesSummary {
  total: number;
  families: { family: string; count: number }[];
  priceRange: { min: number | null; max: number | null; currency: string };
  items?: ShopItem[];
  page?: number;
  pageSize?: number;
}

export interface ItemStockDealer {
  dealerId: number;
  cusid: string;
  extid: string;
  /** The dealer page's path segment (/dealers/{slug}). */
  slug: string;
  name: string;
  city: string;
  country: string;
  /** Kilometres from the asked lat/lng; null when none was given. */
  distance: number | null;
  qty: number;
  workdays: number;
}

export interface ItemStock {
  externalid: string;
  factory: { qty: number; workdays: number } | null;
  dealers: ItemStockDealer[];
  sizes: { size: string; externalid: string; qty: number; workdays: number | null; availability: Availability }[];
}

export interface Dealer {
  id: number;
  cusid: string;
  extid: string;
  name: string;
  type: 'dealer' | 'rental';
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  phone: string | null;
  website: string | null;
  /** The dealer page's path segment (/dealers/{slug}). */
  slug: string;
  /** Street and town lines, in the order the dealer's country writes them. */
  address: string[];
  /** Service codes: repair, bikefitting, testride, ebike, pickup, rental. */
  services: string[];
  /** Kilometres from the asked point (or the area's centre); null when none was given. */
  distance: number | null;
}

/** One dealer with what its page shows (GET /consumer/v1/dealers/{id}, /b2c/v1/dealers/{cusid}/{extid}). */
export interface DealerDetail extends Dealer {
  /** Weekday (mon..sun) → [from, to] 'HH:MM' ranges; an empty list is closed. */
  openingHours: Record<string, [string, string][]>;
  /** Brands of this shop the dealer sells. */
  brands: string[];
}

/** A bike or product a dealer has in stock, per size (GET /b2c/v1/dealers/{cusid}/{extid}/stock). */
export interface DealerStockLine {
  externalid: string;
  title: string;
  category: string;
  image: string | null;
  sizes: { size: string; qty: number; workdays: number; availability: Availability }[];
}

// The menu view's shapes (MenuFamily, MenuPlatform) live in catalogue-menu.ts with the menu rules.
