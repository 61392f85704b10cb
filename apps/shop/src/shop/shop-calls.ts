import type { ApiClient } from '@bike/shared/api-client';
import type { AccessoriesSummary, ShopFilterResult, ShopFilters } from '@bike/shared/domain';
import type { ShopRequestBody } from './shop-query';

export type { AccessoriesSummary, ShopFacet, ShopFacetValue, ShopFilterResult, ShopItem } from '@bike/shared/domain';

/**
 * Client calls of the shop page (spec point 7), against the catalogue contract:
 * POST /consumer/v1/items/attributes?locale=&search=&voucher= and
 * POST /consumer/V1/accessories/filter?summary=true&locale=[&voucher=].
 * When libs/shared/api-client gets its own versions these become re-exports.
 */
export interface ShopCallOptions {
  locale: string;
  search?: string;
  /** The shopper's discount code; prices come back with the voucher applied when it applies. */
  voucher?: string | null;
}

export const fetchShopItems = (api: ApiClient, body: ShopRequestBody, { locale, search, voucher }: ShopCallOptions) =>
  api.post<ShopFilterResult>('/consumer/v1/items/attributes', body, { locale, search: search || undefined, voucher: voucher || undefined });

export const fetchAccessorySummary = (api: ApiClient, filters: ShopFilters, { locale, search, voucher }: ShopCallOptions) =>
  api.post<AccessoriesSummary>('/consumer/V1/accessories/filter', { filters }, { summary: 'true', locale, search: search || undefined, voucher: voucher || undefined });
