import { fetchItemStock, fetchStockMarkers, type ApiClient } from '@bike/shared/api-client';
import type { ItemStock, StockFilterAnswer } from '@bike/shared/domain';

export type { ItemStock, StockFilterAnswer };

/**
 * Calls of the detail pages, failing soft: a missing stock or translation answer hides a
 * section, never the page (spec point 8: list calls only log and return nothing).
 */
export const loadItemStock = (api: ApiClient, externalId: string, locale: string, near?: { lat: number; lng: number }) =>
  Promise.resolve()
    .then(() => fetchItemStock(api, externalId, locale, near))
    .then((s) => (s && Array.isArray(s.dealers) && Array.isArray(s.sizes) ? s : null))
    .catch(() => null);

/**
 * The dealers tab's list: the nearest dealers with their stock marker for the bike (an item id) or
 * one size (a size's id). Null when the call fails, so the tab can say the dealer stock could not
 * be loaded while the rest of the page stays.
 */
export const loadStockMarkers = (api: ApiClient, externalId: string, locale: string, near: { lat: number; lng: number }) =>
  Promise.resolve()
    .then(() => fetchStockMarkers(api, externalId, { dealerType: 'dealer', locale, lat: near.lat, lng: near.lng }))
    .then((a) => (a && Array.isArray(a.dealers) ? a : null))
    .catch(() => null);

export interface AttributeTranslations {
  [code: string]: { label: string; priority: number; values: Record<string, string> };
}

export const fetchAttributeTranslations = (api: ApiClient, language: string) =>
  api
    .get<{ language: string; translations: AttributeTranslations }>('/consumer/v1/items/attributetranslations', { language })
    .then((r) => r?.translations ?? {})
    .catch(() => ({}) as AttributeTranslations);
