import type { ApiClient } from './api-client';
import type { Family, Item } from '@bike/shared/domain';

/** Catalogue calls of spec point 7 that pages of several remotes make (shop, configurator). */
export const fetchFamilies = (api: ApiClient, locale: string, brand: string) => api.get<Family[]>('/V1/families', { locale, brand });

export const fetchBike = (api: ApiClient, externalId: string, locale: string) =>
  api.get<Item>(`/b2c/v1/items/${encodeURIComponent(externalId)}`, { locale });

export const fetchRelations = (api: ApiClient, externalId: string, locale: string) =>
  api.get<Item[]>(`/b2c/v1/items/${encodeURIComponent(externalId)}/relations`, { locale }).catch(() => [] as Item[]);
