import type { ApiClient } from './api-client';
import type {
  AccessoriesSummary, Dealer, Family, Item, ItemStock, MenuFamily, ShopFilterBody, ShopFilterResult, ShopFilters, ShopItem, StockFilterAnswer,
} from '@bike/shared/domain';

/** Catalogue calls of spec point 7 that pages of several remotes make (shop, configurator). */
export const fetchFamilies = (api: ApiClient, locale: string, brand: string) => api.get<Family[]>('/V1/families', { locale, brand });

/** The family holding one platform, with only that platform (an empty list when there is none). */
export const fetchPlatformFamily = (api: ApiClient, locale: string, brand: string, platform: string) =>
  api.get<Family[]>('/V1/families', { locale, brand, platform });

export const fetchBike = (api: ApiClient, externalId: string, locale: string) =>
  api.get<Item>(`/b2c/v1/items/${encodeURIComponent(externalId)}`, { locale });

export const fetchRelations = (api: ApiClient, externalId: string, locale: string) =>
  api.get<Item[]>(`/b2c/v1/items/${encodeURIComponent(externalId)}/relations`, { locale }).catch(() => [] as Item[]);

/** GET /V1/families?view=menu: platforms with configurationCount, fromPrice and image, small enough for every page. */
export const fetchMenuFamilies = (api: ApiClient, locale: string, brand: string) =>
  api.get<MenuFamily[]>('/V1/families', { locale, brand, view: 'menu' });

/** POST /consumer/v1/items/attributes: the shop grid (items, total, facets). Unknown attribute codes come back in ignoredAttributes. */
export const filterShopItems = (api: ApiClient, body: ShopFilterBody, query: { locale: string; search?: string; voucher?: string | null }) =>
  api.post<ShopFilterResult & { ignoredAttributes: string[] }>('/consumer/v1/items/attributes', body, query);

/** POST /consumer/V1/accessories/filter?summary=true: totals per accessory family and the price range. */
export const fetchAccessoriesSummary = (api: ApiClient, filters: ShopFilters, query: { locale: string; voucher?: string | null; search?: string }) =>
  api.post<AccessoriesSummary>('/consumer/V1/accessories/filter', { filters }, { ...query, summary: 'true' });

/** POST /consumer/V1/accessories/filter?summary=false: the summary plus a page of accessory items. */
export const filterAccessories = (api: ApiClient, body: ShopFilterBody, query: { locale: string; voucher?: string | null; search?: string }) =>
  api.post<AccessoriesSummary>('/consumer/V1/accessories/filter', body, { ...query, summary: 'false' });

/** POST /consumer/v1/items/related: related items of up to 20 items (external ids); [] when the call fails. */
export const fetchRelatedItems = (api: ApiClient, ids: string[], locale: string) =>
  ids.length === 0 ? Promise.resolve([] as ShopItem[]) : api.post<ShopItem[]>('/consumer/v1/items/related', { ids: ids.slice(0, 20), locale }).catch(() => [] as ShopItem[]);

/** GET /consumer/v1/items/{externalId}/stock: factory stock, nearest dealers with stock (lat/lng optional) and stock per size. */
export const fetchItemStock = (api: ApiClient, externalId: string, locale: string, near?: { lat: number; lng: number } | null) =>
  api.get<ItemStock>(`/consumer/v1/items/${encodeURIComponent(externalId)}/stock`, { locale, lat: near?.lat, lng: near?.lng });

/**
 * GET /consumer/v1/inventory/stockFilter/{externalId}: the nearest dealers (from lat/lng, else the
 * default location), each with the marker that says how close its stock comes to the bike. An
 * item's external id compares the bike in any size; a size's external id compares that size.
 */
export const fetchStockMarkers = (
  api: ApiClient,
  externalId: string,
  query: { dealerType?: 'dealer' | 'rental' | 'all'; lat?: number; lng?: number; limit?: number; locale?: string } = {},
) => api.get<StockFilterAnswer>(`/consumer/v1/inventory/stockFilter/${encodeURIComponent(externalId)}`, query);

/** GET /b2c/v1/dealers: active dealers (or rental points) of the brand, nearest first with lat/lng. */
export const fetchDealers = (
  api: ApiClient,
  query: { lat?: number; lng?: number; locale?: string; type?: 'dealer' | 'rental'; country?: string; limit?: number },
) => api.get<Dealer[]>('/b2c/v1/dealers', query);
