import { fetchBike, type ApiClient } from '@bike/shared/api-client';
import type { Dealer, StockFilterAnswer } from '@bike/shared/domain';
import { COUNTRIES, toBcp47 } from '@bike/shared/i18n';
import { DEFAULT_USER_LOCATION } from '@bike/shared/store';

/** How many dealers the list shows around the searched place. */
export const LOCATOR_LIST_SIZE = 20;

export type DealerKind = 'all' | 'dealer' | 'rental';

/**
 * What the locator shows, read from the page's URL so every search is a link that can be shared
 * and works without script: ?q= (a town or postcode), or ?lat=&lng=&place= (a device position or
 * a picked place), ?type= and ?country=. No place: the default location of spec point 9.
 */
export interface LocatorQuery {
  q: string;
  type: DealerKind;
  country: string;
  point: { lat: number; lng: number } | null;
  place: string;
  /** A bike (item or size external id) from the bike page: dealers are marked by what they hold of it. */
  item: string;
}

/** The dealers near the place marked by what each holds of the asked bike (?item=). */
export interface BikeStockNearby { title: string; answer: StockFilterAnswer }

export interface LocatorData {
  query: LocatorQuery;
  /** Where "nearest" is measured from, and its name for the heading. */
  origin: SearchOrigin;
  /** A searched place that the gazetteer does not know. */
  placeNotFound: boolean;
  dealers: Dealer[];
  failed: boolean;
  /** Only with ?item=: the list shows these dealers instead (null when the call failed). */
  bikeStock?: BikeStockNearby | null;
  /**
   * The country filter's options, named and sorted once where the loader runs: the server's and
   * the browser's Intl data name and order some countries differently, and hydration must see
   * the server's text.
   */
  countries: CountryOption[];
}

export interface CountryOption { code: string; name: string }

const coordinate = (raw: string | null, limit: number): number | null => {
  if (raw === null || !/^-?\d{1,3}(\.\d{1,10})?$/.test(raw)) return null;
  const n = Number(raw);
  return Math.abs(n) <= limit ? n : null;
};

export function readLocatorQuery(params: URLSearchParams): LocatorQuery {
  const type = params.get('type');
  return {
    ...readPlaceQuery(params),
    type: type === 'dealer' || type === 'rental' ? type : 'all',
    country: /^[A-Za-z]{2}$/.test(params.get('country') ?? '') ? params.get('country')!.toUpperCase() : '',
    item: /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(params.get('item') ?? '') ? params.get('item')! : '',
  };
}

interface PlaceHit { name: string; names?: Record<string, string>; country: string; lat: number; lng: number }

/**
 * Where "nearest" is measured from: a searched place, a point from the URL, or spec point 9's default.
 * A searched place carries its name in each language, for the location the shopper keeps.
 */
export interface SearchOrigin { lat: number; lng: number; name: string; names?: Record<string, string>; source: 'search' | 'point' | 'default' }

/** The place part of a locator or inventory URL: ?q= (a town or postcode) or ?lat=&lng=&place=. */
export type PlaceQuery = Pick<LocatorQuery, 'q' | 'point' | 'place'>;

/** Resolves the URL's place through the offline gazetteer; an unknown place keeps the default. */
export async function resolveOrigin(api: ApiClient, locale: string, query: PlaceQuery): Promise<{ origin: SearchOrigin; placeNotFound: boolean }> {
  if (query.q) {
    const places = await api.get<PlaceHit[]>('/b2c/v1/dealers/places', { q: query.q, locale }).catch(() => [] as PlaceHit[]);
    if (places[0]) return { origin: { lat: places[0].lat, lng: places[0].lng, name: places[0].name, ...(places[0].names ? { names: places[0].names } : {}), source: 'search' }, placeNotFound: false };
    return { origin: defaultOrigin(), placeNotFound: true };
  }
  if (query.point) return { origin: { ...query.point, name: query.place, source: 'point' }, placeNotFound: false };
  return { origin: defaultOrigin(), placeNotFound: false };
}

const defaultOrigin = (): SearchOrigin => ({ lat: DEFAULT_USER_LOCATION.lat, lng: DEFAULT_USER_LOCATION.lng, name: DEFAULT_USER_LOCATION.readableLocation, source: 'default' });

/** Reads ?q=, or ?lat=&lng=&place= (coordinates that parse and lie on the globe, else none). */
export function readPlaceQuery(params: URLSearchParams): PlaceQuery {
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 80),
    point: lat !== null && lng !== null ? { lat, lng } : null,
    place: (params.get('place') ?? '').trim().slice(0, 80),
  };
}

/** Resolves the place, then asks for the nearest dealers; a failed call shows an error, never breaks the page. */
export async function loadLocator(api: ApiClient, locale: string, language: string, params: URLSearchParams): Promise<LocatorData> {
  const query = readLocatorQuery(params);
  const countries = countryOptions(locale, language, Object.keys(COUNTRIES).filter((c) => c !== 'INT'));
  const { origin, placeNotFound } = await resolveOrigin(api, locale, query);
  if (query.item) return { query, origin, placeNotFound, dealers: [], failed: false, countries, bikeStock: await loadBikeStock(api, locale, query, origin) };
  try {
    const dealers = await api.get<Dealer[]>('/b2c/v1/dealers', {
      lat: origin.lat, lng: origin.lng, locale, type: query.type, country: query.country || undefined, limit: LOCATOR_LIST_SIZE,
    });
    return { query, origin, placeNotFound, dealers: Array.isArray(dealers) ? dealers : [], failed: false, countries };
  } catch {
    return { query, origin, placeNotFound, dealers: [], failed: true, countries };
  }
}

/** The asked bike's name and the nearest dealers of the filter marked by what they hold of it. */
async function loadBikeStock(api: ApiClient, locale: string, query: LocatorQuery, origin: SearchOrigin): Promise<BikeStockNearby | null> {
  try {
    const answer = await api.get<StockFilterAnswer>(`/consumer/v1/inventory/stockFilter/${encodeURIComponent(query.item)}`, {
      locale, dealerType: query.type, lat: origin.lat.toFixed(5), lng: origin.lng.toFixed(5), limit: LOCATOR_LIST_SIZE,
    });
    // The answer names the bike's own item (the asked id may be one of its sizes).
    const bike = await fetchBike(api, answer.externalid, locale).catch(() => null);
    const dealers = query.country ? answer.dealers.filter((d) => d.country === query.country) : answer.dealers;
    return { title: bike?.title ?? query.item, answer: { ...answer, dealers } };
  } catch {
    return null;
  }
}

/** The locator's URL for a point (a device position or a place picked elsewhere). */
export function locatorSearchFor(point: { lat: number; lng: number }, place: string, current: LocatorQuery): string {
  const next = new URLSearchParams({ lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) });
  if (place) next.set('place', place);
  if (current.type !== 'all') next.set('type', current.type);
  if (current.country) next.set('country', current.country);
  if (current.item) next.set('item', current.item);
  return `dealers?${next}`;
}

/** Countries named in the page's language and sorted as that language sorts (Intl, where the loader runs). */
export function countryOptions(locale: string, language: string, codes: readonly string[]): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, toBcp47(locale)));
}
