import { useEffect, useState } from 'react';
import type { ApiClient } from '@bike/shared/api-client';
import type { PickedDealer } from './checkout-session';

/** A dealer as GET /b2c/v1/dealers answers (contracts "Catalogue API" 8). */
export interface DealerNearby {
  id: string | number;
  cusid?: string | null;
  extid?: string | null;
  name: string;
  street?: string | null;
  number?: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** Kilometres from the shopper's location. */
  distance?: number | null;
}

export const DEALERS_SHOWN = 10;

export function toPickedDealer(d: DealerNearby): PickedDealer {
  return {
    id: String(d.id),
    customerid: String(d.cusid ?? d.id),
    name: d.name,
    street: d.street ?? undefined,
    number: d.number ?? undefined,
    postalCode: d.postalCode ?? undefined,
    city: d.city ?? undefined,
    distanceKm: d.distance ?? null,
  };
}

export type DealersState = { kind: 'loading' } | { kind: 'loaded'; dealers: PickedDealer[] } | { kind: 'failed' };

/**
 * Dealers nearest to the shopper's location in the country the order ships to (type dealer,
 * nearest first): pick-up is at a dealer of the locale's country.
 */
export function useDealersNear(api: ApiClient, locale: string, country: string, lat: number, lng: number, enabled: boolean): DealersState {
  const [state, setState] = useState<DealersState>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ kind: 'loading' });
    api
      .get<DealerNearby[]>('/b2c/v1/dealers', { lat, lng, locale, type: 'dealer', country, limit: DEALERS_SHOWN })
      .then((list) => live && setState({ kind: 'loaded', dealers: (Array.isArray(list) ? list : []).slice(0, DEALERS_SHOWN).map(toPickedDealer) }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [api, locale, country, lat, lng, enabled]);
  return state;
}

/** "Kerkstraat 12, 3580 Beringen" */
export function dealerAddress(d: PickedDealer): string {
  return [[d.street, d.number].filter(Boolean).join(' '), [d.postalCode, d.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
