import { fetchBike, type ApiClient } from '@bike/shared/api-client';
import type { Item, PriceBlock } from '@bike/shared/domain';

/**
 * Shop prices with the shopper's own discount code (issue 32 item 3): the item call prices with
 * the locale's voucher, the price list (GET /b2c/v1/pricelists/{externalId}?voucher=, spec point
 * 7) with the code asked for, where spec point 5 lets it apply.
 */
export const fetchVoucherPrice = (api: ApiClient, externalId: string, locale: string, voucher: string) =>
  api.get<{ $$price: PriceBlock }>(`/b2c/v1/pricelists/${encodeURIComponent(externalId)}`, { locale, voucher }).then((list) => list.$$price);

/**
 * A bike priced with the shopper's code: its price block from the price list when the code is
 * another than the one the item came with. Without the price list's answer the item keeps its
 * own price; checkout prices every line again anyway.
 */
export async function fetchBikePricedWith(api: ApiClient, externalId: string, locale: string, voucher: string | null): Promise<Item> {
  const item = await fetchBike(api, externalId, locale);
  if (!voucher || item.$$price.voucher?.code === voucher) return item;
  const price = await fetchVoucherPrice(api, externalId, locale, voucher).catch(() => null);
  return price ? { ...item, $$price: price } : item;
}
