/** User location (spec points 3, 4 and 9). */
export interface UserLocation {
  type: 'DEFAULT' | 'FALLBACK' | 'COORDINATES' | 'SEARCH' | 'DEALER';
  lat: number;
  lng: number;
  readableLocation: string;
  timestamp: number;
}

export const DEFAULT_USER_LOCATION: UserLocation = {
  type: 'DEFAULT', lat: 51.047, lng: 5.182, readableLocation: 'Beringen', timestamp: 0,
};

export const FALLBACK_USER_LOCATION: UserLocation = {
  type: 'FALLBACK', lat: 50.855, lng: 4.293, readableLocation: 'Brussels', timestamp: 0,
};

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
