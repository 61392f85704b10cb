/** User location (spec points 3, 4 and 9). */
export interface UserLocation {
  type: 'DEFAULT' | 'FALLBACK' | 'COORDINATES' | 'SEARCH' | 'DEALER';
  lat: number;
  lng: number;
  readableLocation: string;
  /**
   * The place's name in the shop's languages where it has its own (Brussel, Bruxelles, Brüssel):
   * a page names the place in its language, whatever language the location was set in.
   */
  placeNames?: Partial<Record<string, string>>;
  timestamp: number;
}

/** Brussels in the shop's six languages, as the gazetteer names it (location-rules.spec holds the two together). */
const BRUSSELS: Record<string, string> = { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel', es: 'Bruselas', it: 'Bruxelles' };

export const DEFAULT_USER_LOCATION: UserLocation = {
  type: 'DEFAULT', lat: 51.047, lng: 5.182, readableLocation: 'Beringen', timestamp: 0,
};

export const FALLBACK_USER_LOCATION: UserLocation = {
  type: 'FALLBACK', lat: 50.855, lng: 4.293, readableLocation: 'Brussels', placeNames: BRUSSELS, timestamp: 0,
};

/**
 * Where distances are measured from, named in the page's language ('nl'): "Dealers in de buurt
 * van Brussel", "Revendeurs près de Bruxelles". A fallback stored before locations carried their
 * names is still Brussels; a place without names of its own keeps the name it was given.
 */
export function locationNameIn(location: UserLocation, language: string): string {
  const names = location.placeNames ?? (location.type === 'FALLBACK' ? BRUSSELS : undefined);
  // Stored in the browser: a name that is not text (an edited storage) is not shown.
  const name = names && typeof names === 'object' ? names[language] : undefined;
  return typeof name === 'string' && name !== '' ? name : location.readableLocation;
}

/**
 * A stored location is restored unless it is of type COORDINATES (a device position goes stale
 * and is asked for again); otherwise the fallback location is used.
 */
export function restoreLocation(raw: unknown): UserLocation {
  const loc = raw as UserLocation | null;
  const valid = !!loc && typeof loc === 'object' && Number.isFinite(loc.lat) && Number.isFinite(loc.lng) && typeof loc.type === 'string';
  if (valid && loc.type !== 'COORDINATES') return loc;
  return { ...FALLBACK_USER_LOCATION, timestamp: Date.now() };
}
