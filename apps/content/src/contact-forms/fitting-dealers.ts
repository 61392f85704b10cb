import type { ApiClient } from '@bike/shared/api-client';
import type { Dealer, DealerDetail } from '@bike/shared/domain/catalogue-filter';
import { FITTING_SERVICE } from '@bike/shared/domain/dealer-services';
import { DEFAULT_USER_LOCATION } from '@bike/shared/store';

/** How many fitters the page lists. */
export const FITTERS_LISTED = 8;

/** Where "nearest" is measured from: a searched or stored place (named), or the locator's default (spec point 9). */
export interface FittingOrigin { lat: number; lng: number; name: string; chosen: boolean }

/** What the bike-fitting page lists, read from its address: ?q= (a town or postcode) and ?dealer= (a dealer page's slug). */
export interface FittersNearby {
  q: string;
  origin: FittingOrigin;
  /** The searched place is not in the gazetteer: the default place is used. */
  placeNotFound: boolean;
  /** Only dealers of this country (the page's) while no place was chosen; null once one was, or on an international site. */
  country: string | null;
  dealers: Dealer[];
  failed: boolean;
  /** The dealer asked for by ?dealer= when it offers fitting (a link from elsewhere), else ''. */
  chosen: string;
}

interface PlaceHit { name: string; lat: number; lng: number }

const DEFAULT_ORIGIN: FittingOrigin = { lat: DEFAULT_USER_LOCATION.lat, lng: DEFAULT_USER_LOCATION.lng, name: DEFAULT_USER_LOCATION.readableLocation, chosen: false };
const SLUG = /^[a-z0-9-]{1,120}$/;

/** The dealers offering fitting nearest a point, in a country or anywhere; [] with failed when the call fails. */
export async function fittersNear(api: ApiClient, locale: string, origin: Pick<FittingOrigin, 'lat' | 'lng'>, country: string | null): Promise<{ dealers: Dealer[]; failed: boolean }> {
  try {
    const dealers = await api.get<Dealer[]>('/b2c/v1/dealers', {
      lat: origin.lat.toFixed(5), lng: origin.lng.toFixed(5), type: 'dealer', service: FITTING_SERVICE, limit: FITTERS_LISTED, locale, country: country ?? undefined,
    });
    return { dealers: Array.isArray(dealers) ? dealers : [], failed: false };
  } catch {
    return { dealers: [], failed: true };
  }
}

/**
 * The page's list, as the dealer locator finds dealers: a searched town (the offline gazetteer)
 * or the default place of spec point 9, nearest first. Without a searched place the list keeps to
 * the page's country (an appointment is made where one lives); the browser then measures from
 * the shopper's stored place, if they chose one (bikefitting-page.tsx).
 */
export async function loadFitters(api: ApiClient, locale: string, country: string, params: URLSearchParams): Promise<FittersNearby> {
  const q = (params.get('q') ?? '').trim().slice(0, 80);
  let origin = DEFAULT_ORIGIN;
  let placeNotFound = false;
  if (q) {
    const places = await api.get<PlaceHit[]>('/b2c/v1/dealers/places', { q, locale }).catch(() => [] as PlaceHit[]);
    if (places[0]) origin = { lat: places[0].lat, lng: places[0].lng, name: places[0].name, chosen: true };
    else placeNotFound = true;
  }
  const inCountry = origin.chosen || country === 'INT' ? null : country;
  const found = await fittersNear(api, locale, origin, inCountry);
  const slug = params.get('dealer') ?? '';
  const chosen = SLUG.test(slug) ? await chosenFitter(api, locale, slug, found.dealers) : null;
  const dealers = chosen && !found.dealers.some((d) => d.slug === chosen.slug) ? [chosen, ...found.dealers] : found.dealers;
  return { q, origin, placeNotFound, country: inCountry, dealers, failed: found.failed, chosen: chosen?.slug ?? '' };
}

/** A dealer named by the address (from its page, say): kept when it offers fitting, whether or not it is among the nearest. */
async function chosenFitter(api: ApiClient, locale: string, slug: string, listed: Dealer[]): Promise<Dealer | null> {
  const known = listed.find((d) => d.slug === slug);
  if (known) return known;
  const dealer = await api.get<DealerDetail>(`/consumer/v1/dealers/${encodeURIComponent(slug)}`, { locale, dealerType: 'dealer' }).catch(() => null);
  if (!dealer || !dealer.services.includes(FITTING_SERVICE)) return null;
  // The detail carries opening hours and brands the list does not need.
  const { openingHours: _hours, brands: _brands, ...listedShape } = dealer;
  return listedShape;
}
