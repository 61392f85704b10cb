import {
  BIKE_CATEGORIES, FACTORY_STOCK_DELIVERY, HIDDEN_FILTER_ATTRIBUTES, ITEM_CATEGORIES, SHOP_SORTS, type ItemCategory, type ShopFilters, type ShopSort,
} from '@bike/shared/domain';

/**
 * The shop's filter state as it lives in the URL, and the codec between the two. The URL is the
 * single source of truth: menu links, shared links, reloads and back/forward all land on the same
 * view. Pure functions only, so the server render and the browser agree.
 *
 * URL scheme (readable, short, stable):
 *   q=text  category=bikes  family=mudguards,vouchers  bikeCategory=road  platform=P1
 *   deliveryDate=Factory Stock  attr.colour=jet-black,navy  sort=price-asc  page=2
 * Lists are comma separated; repeated keys (a GET form posts family=a&family=b) are merged.
 */

export { SHOP_SORTS, type ShopSort };
export const DEFAULT_SORT: ShopSort = 'relevance';

/** Delivery dates the API understands (menu "factory stock" of spec point 2). */
export const DELIVERY_DATES = [FACTORY_STOCK_DELIVERY] as const;
export type DeliveryDate = (typeof DELIVERY_DATES)[number];

export const SHOP_PAGE_SIZE = 24;
/** Deep pages are never useful to a shopper and only cost the database; links stop here. */
export const MAX_PAGE = 500;
const MAX_SEARCH_LENGTH = 100;
const MAX_VALUES_PER_KEY = 20;
const MAX_ATTRIBUTE_CODES = 12;
export const ATTRIBUTE_PREFIX = 'attr.';

/** The list filters with their own URL key (everything else is an attribute under attr.<code>). */
export const LIST_KEYS = ['category', 'family', 'bikeCategory', 'platform'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export interface ShopQuery {
  q: string;
  category: ItemCategory[];
  family: string[];
  bikeCategory: string[];
  platform: string[];
  deliveryDate: DeliveryDate | null;
  attributes: Record<string, string[]>;
  sort: ShopSort;
  page: number;
}

export const emptyShopQuery = (): ShopQuery => ({
  q: '',
  category: [],
  family: [],
  bikeCategory: [],
  platform: [],
  deliveryDate: null,
  attributes: {},
  sort: DEFAULT_SORT,
  page: 1,
});

// ---------- validation of single values ----------

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,39}$/;
/** Attribute values are free text in the catalogue (designs, sizes), but never contain a comma (the list separator) or control characters. */
const isAttributeValue = (v: string) => v.length <= 64 && !v.includes(',') && ![...v].some((c) => c.charCodeAt(0) < 32);

const VALIDATORS: Record<ListKey, (value: string) => boolean> = {
  category: (v) => (ITEM_CATEGORIES as readonly string[]).includes(v),
  family: (v) => CODE.test(v),
  bikeCategory: (v) => (BIKE_CATEGORIES as readonly string[]).includes(v),
  platform: (v) => CODE.test(v),
};

const isHiddenAttribute = (code: string) => (HIDDEN_FILTER_ATTRIBUTES as readonly string[]).includes(code);

/** Sorted, de-duplicated, valid values only, at most MAX_VALUES_PER_KEY: equal sets give equal URLs. */
function cleanList(values: string[], valid: (v: string) => boolean): string[] {
  const set = new Set(values.map((v) => v.trim()).filter((v) => v !== '' && valid(v)));
  return [...set].sort(compareText).slice(0, MAX_VALUES_PER_KEY);
}

/** Code-point order, not the locale's: the same on the server and every browser. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------- URL → state ----------

/** Reads the shop state from URL search params; unknown keys are ignored, invalid values dropped. */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const query = emptyShopQuery();
  const listOf = (key: string) => params.getAll(key).flatMap((v) => v.split(','));

  query.q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
  for (const key of LIST_KEYS) (query[key] as string[]) = cleanList(listOf(key), VALIDATORS[key]);

  const delivery = params.get('deliveryDate');
  query.deliveryDate = (DELIVERY_DATES as readonly string[]).includes(delivery ?? '') ? (delivery as DeliveryDate) : null;

  const codes = [...new Set([...params.keys()].filter((k) => k.startsWith(ATTRIBUTE_PREFIX)).map((k) => k.slice(ATTRIBUTE_PREFIX.length)))]
    .filter((code) => ATTRIBUTE_CODE.test(code) && !isHiddenAttribute(code))
    .sort(compareText)
    .slice(0, MAX_ATTRIBUTE_CODES);
  for (const code of codes) {
    const values = cleanList(listOf(ATTRIBUTE_PREFIX + code), isAttributeValue);
    if (values.length) query.attributes[code] = values;
  }

  const sort = params.get('sort');
  query.sort = (SHOP_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ShopSort) : DEFAULT_SORT;

  const page = params.get('page') ?? '';
  query.page = /^[1-9][0-9]{0,5}$/.test(page) ? Math.min(Number(page), MAX_PAGE) : 1;
  return query;
}

// ---------- state → URL ----------

/** Commas separate values, so they stay literal; everything else is percent-encoded. */
const encodeList = (values: string[]) => values.map(encodeURIComponent).join(',');

/**
 * The canonical query string (without '?'): fixed key order, sorted values, defaults left out.
 * Two equal filter states always give the same string, so shared links and caches line up.
 */
export function serializeShopQuery(query: ShopQuery): string {
  const clean = parseShopQuery(toSearchParams(query));
  const parts: string[] = [];
  if (clean.q) parts.push(`q=${encodeURIComponent(clean.q)}`);
  for (const key of LIST_KEYS) if (clean[key].length) parts.push(`${key}=${encodeList(clean[key])}`);
  if (clean.deliveryDate) parts.push(`deliveryDate=${encodeURIComponent(clean.deliveryDate)}`);
  for (const code of Object.keys(clean.attributes).sort(compareText)) parts.push(`${ATTRIBUTE_PREFIX}${code}=${encodeList(clean.attributes[code] ?? [])}`);
  if (clean.sort !== DEFAULT_SORT) parts.push(`sort=${clean.sort}`);
  if (clean.page > 1) parts.push(`page=${clean.page}`);
  return parts.join('&');
}

/** Raw (uncleaned) params of a state, one entry per value; parseShopQuery then cleans them. */
function toSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of LIST_KEYS) for (const v of query[key] ?? []) params.append(key, v);
  if (query.deliveryDate) params.set('deliveryDate', query.deliveryDate);
  for (const [code, values] of Object.entries(query.attributes ?? {})) for (const v of values) params.append(ATTRIBUTE_PREFIX + code, v);
  if (query.sort) params.set('sort', query.sort);
  if (query.page) params.set('page', String(query.page));
  return params;
}

/** '?…' or '' — for building hrefs. */
export const shopSearch = (query: ShopQuery): string => {
  const s = serializeShopQuery(query);
  return s ? `?${s}` : '';
};

// ---------- state → API body ----------

export interface ShopRequestBody {
  filters: ShopFilters;
  sort: ShopSort;
  page: number;
  pageSize: number;
}

/** The body of POST /consumer/v1/items/attributes for a state; empty filters are left out. */
export function toRequestBody(query: ShopQuery, options: { pageSize?: number } = {}): ShopRequestBody {
  const filters: ShopFilters = {};
  // Each list holds only values its validator accepted, so the wider string type is safe here.
  for (const key of LIST_KEYS) if (query[key].length) (filters as Record<ListKey, string[]>)[key] = [...query[key]];
  if (query.deliveryDate) filters.deliveryDate = query.deliveryDate;
  if (Object.keys(query.attributes).length) filters.attributes = structuredCloneRecord(query.attributes);
  return { filters, sort: query.sort, page: query.page, pageSize: options.pageSize ?? SHOP_PAGE_SIZE };
}

const structuredCloneRecord = (r: Record<string, string[]>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [...v]]));

// ---------- editing the state ----------

/**
 * Where a facet's values live in the state. The API names facets after attribute codes; the
 * ones with their own top-level filter (family, bike category, platform, category) map there.
 */
export type FacetTarget = { kind: 'list'; key: ListKey } | { kind: 'attribute'; code: string } | { kind: 'deliveryDate' };

const FACET_TARGETS: Record<string, FacetTarget> = {
  category: { kind: 'list', key: 'category' },
  family: { kind: 'list', key: 'family' },
  bike_category: { kind: 'list', key: 'bikeCategory' },
  bikeCategory: { kind: 'list', key: 'bikeCategory' },
  platform: { kind: 'list', key: 'platform' },
  deliveryDate: { kind: 'deliveryDate' },
};

export const facetTarget = (code: string): FacetTarget => FACET_TARGETS[code] ?? { kind: 'attribute', code };

/** The URL (and form field) name of a facet: 'family', 'attr.colour'. */
export function facetParamName(code: string): string {
  const target = facetTarget(code);
  return target.kind === 'list' ? target.key : target.kind === 'deliveryDate' ? 'deliveryDate' : ATTRIBUTE_PREFIX + target.code;
}

export function selectedValues(query: ShopQuery, code: string): string[] {
  const target = facetTarget(code);
  if (target.kind === 'list') return query[target.key];
  if (target.kind === 'deliveryDate') return query.deliveryDate ? [query.deliveryDate] : [];
  return query.attributes[target.code] ?? [];
}

/** A copy with the facet's values replaced; any filter change goes back to page 1. */
export function withValues(query: ShopQuery, code: string, values: string[]): ShopQuery {
  const target = facetTarget(code);
  const next: ShopQuery = { ...query, attributes: { ...query.attributes }, page: 1 };
  if (target.kind === 'list') (next[target.key] as string[]) = [...values];
  else if (target.kind === 'deliveryDate') next.deliveryDate = (DELIVERY_DATES as readonly string[]).includes(values[0] ?? '') ? (values[0] as DeliveryDate) : null;
  else if (values.length) next.attributes[target.code] = [...values];
  else delete next.attributes[target.code];
  return next;
}

/** Adds the value when absent, removes it when present. */
export function toggleValue(query: ShopQuery, code: string, value: string): ShopQuery {
  const current = selectedValues(query, code);
  return withValues(query, code, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
}

export interface ActiveFilter {
  code: string;
  value: string;
}

/** Every selected value, in canonical order, for the chips. */
export function activeFilters(query: ShopQuery): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const key of LIST_KEYS) for (const value of query[key]) out.push({ code: key === 'bikeCategory' ? 'bike_category' : key, value });
  if (query.deliveryDate) out.push({ code: 'deliveryDate', value: query.deliveryDate });
  for (const code of Object.keys(query.attributes).sort(compareText)) for (const value of query.attributes[code] ?? []) out.push({ code, value });
  return out;
}

/** The state without filters and search, keeping the sort. */
export const clearedQuery = (query: ShopQuery): ShopQuery => ({ ...emptyShopQuery(), sort: query.sort });

export const hasFilters = (query: ShopQuery): boolean => activeFilters(query).length > 0 || query.q !== '';
