import { fetchItemStock, type ApiClient } from '@bike/shared/api-client';
import type { ItemStock } from '@bike/shared/domain';

export type { ItemStock };

/**
 * Calls of the detail pages, failing soft: a missing stock or translation answer hides a
 * section, never the page (spec point 8: list calls only log and return nothing).
 */
export const loadItemStock = (api: ApiClient, externalId: string, locale: string, near?: { lat: number; lng: number }) =>
  Promise.resolve()
    .then(() => fetchItemStock(api, externalId, locale, near))
    .then((s) => (s && Array.isArray(s.dealers) && Array.isArray(s.sizes) ? s : null))
    .catch(() => null);

export interface AttributeTranslations {
  [code: string]: { label: string; priority: number; values: Record<string, string> };
}

export const fetchAttributeTranslations = (api: ApiClient, language: string) =>
  api
    .get<{ language: string; translations: AttributeTranslations }>('/consumer/v1/items/attributetranslations', { language })
    .then((r) => r?.translations ?? {})
    .catch(() => ({}) as AttributeTranslations);
