import type { ApiClient } from '@bike/shared/api-client';
import {
  INVENTORY_FILTERS, INVENTORY_MAX_PAGE, INVENTORY_SORTS, INVENTORY_VALUE_PATTERN, type InventoryAnswer, type InventoryFilterCode, type InventorySort,
} from '@bike/shared/domain';
import { readPlaceQuery, resolveOrigin, type PlaceQuery, type SearchOrigin } from '../locator/locator-search';

/**
 * The inventory's state lives in its URL, so every filter is a link, a shared search shows the
 * same bikes, and the page works before (or without) its script:
 * /inventory?frame_size=54,56&source=dealer&sort=availability&page=2&q=Hasselt
 */
export interface InventoryQuery extends PlaceQuery {
  filters: Partial<Record<InventoryFilterCode, string[]>>;
  sort: InventorySort;
  page: number;
}

export interface InventoryData {
  query: InventoryQuery;
  origin: SearchOrigin;
  placeNotFound: boolean;
  /** null when the stock call failed (the page says so and keeps its filters). */
  answer: InventoryAnswer | null;
}

/** The menu's link carries ?key=inventory&value=dealerstock (spec point 2): it asks for dealer stock. */
const MENU_PRESETS: Record<string, Partial<Record<InventoryFilterCode, string[]>>> = { dealerstock: { source: ['dealer'] } };

/** What the API takes as a filter value (longer or odd values are dropped, not sent). */
const isValue = (s: string) => s.length <= 64 && INVENTORY_VALUE_PATTERN.test(s);

export function readInventoryQuery(params: URLSearchParams): InventoryQuery {
  const filters: InventoryQuery['filters'] = {};
  for (const code of INVENTORY_FILTERS) {
    // A comma list from a link, or one parameter per ticked box from the plain form.
    const values = params.getAll(code).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(isValue);
    if (values.length) filters[code] = [...new Set(values)].slice(0, 40);
  }
  if (params.get('key') === 'inventory') Object.assign(filters, { ...MENU_PRESETS[params.get('value') ?? ''], ...filters });
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    ...readPlaceQuery(params),
    filters,
    sort: (INVENTORY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as InventorySort) : 'distance',
    page: Number.isInteger(page) && page >= 1 && page <= INVENTORY_MAX_PAGE ? page : 1,
  };
}

/** The URL search of a query (defaults left out, so links stay short and canonical). */
export function inventorySearch(query: InventoryQuery, change: Partial<InventoryQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  for (const code of INVENTORY_FILTERS) {
    const values = next.filters[code];
    if (values?.length) params.set(code, values.join(','));
  }
  if (next.q) params.set('q', next.q);
  else if (next.point) {
    params.set('lat', next.point.lat.toFixed(5));
    params.set('lng', next.point.lng.toFixed(5));
    if (next.place) params.set('place', next.place);
  }
  if (next.sort !== 'distance') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query with one filter value switched on or off (back to the first page). */
export function toggleFilter(query: InventoryQuery, code: InventoryFilterCode, value: string): InventoryQuery {
  const current = query.filters[code] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...query.filters, [code]: values };
  if (values.length === 0) delete filters[code];
  return { ...query, filters, page: 1 };
}

export async function loadInventory(api: ApiClient, locale: string, params: URLSearchParams): Promise<InventoryData> {
  const query = readInventoryQuery(params);
  const { origin, placeNotFound } = await resolveOrigin(api, locale, query);
  const filters = Object.fromEntries(Object.entries(query.filters).map(([code, values]) => [code, values!.join(',')]));
  const answer = await api
    .get<InventoryAnswer>('/b2c/V1/stockfilter', { locale, lat: origin.lat.toFixed(5), lng: origin.lng.toFixed(5), sort: query.sort, page: query.page, ...filters })
    .catch(() => null);
  return { query, origin, placeNotFound, answer };
}
