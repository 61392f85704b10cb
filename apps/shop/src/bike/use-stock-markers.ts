import { useEffect, useState } from 'react';
import { useShop } from '@bike/shared/remote-kit';
import { DEFAULT_USER_LOCATION, locationNameIn, useAtomValue, userLocationAtom } from '@bike/shared/store';
import { loadStockMarkers, type StockFilterAnswer } from './detail-calls';

export interface StockMarkersView {
  /** The answer on screen; null when its call failed. */
  answer: StockFilterAnswer | null;
  /** The place its distances are measured from (the visitor's stored location or Beringen), named in the page's language. */
  from: string;
  /** A newer question is on its way; `answer` is the previous one until it arrives. */
  busy: boolean;
}

interface Asked { key: string; answer: StockFilterAnswer | null; from: string }

const keyOf = (externalId: string, at: { lat: number; lng: number }) => `${externalId}@${at.lat},${at.lng}`;

/**
 * The dealers tab's data. The loader asked for the bike from the default location, and the first
 * browser render shows exactly that answer (hydration). After that, the browser asks again only
 * when the visitor's stored location differs from the default, or when the shopper picked a size
 * (then for that size's external id, so markers compare the size).
 */
export function useStockMarkers(externalId: string, sizeExternalId: string | null, initial: StockFilterAnswer | null): StockMarkersView {
  const { api, locale, language } = useShop();
  const location = useAtomValue(userLocationAtom);
  const wanted = sizeExternalId ?? externalId;
  const key = keyOf(wanted, location);
  const serverKey = keyOf(externalId, DEFAULT_USER_LOCATION);
  const [asked, setAsked] = useState<Asked | null>(null);
  const from = locationNameIn(location, language);

  useEffect(() => {
    if (key === serverKey) return;
    let live = true;
    loadStockMarkers(api, wanted, locale, { lat: location.lat, lng: location.lng }).then((answer) => {
      if (live) setAsked({ key, answer, from });
    });
    return () => { live = false; };
  }, [api, locale, key, serverKey, wanted, location.lat, location.lng, from]);

  const server: Asked = { key: serverKey, answer: initial, from: locationNameIn(DEFAULT_USER_LOCATION, language) };
  if (key === serverKey) return { ...server, busy: false };
  if (asked?.key === key) return { ...asked, busy: false };
  // Still asking: keep the last answer on screen, marked busy.
  return { ...(asked ?? server), busy: true };
}
