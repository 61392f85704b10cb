/**
 * The shop's price for each inspiration on a platform page (issue 32 item 3: one price
 * everywhere). An inspiration's `price` is a figure the content team typed once, in EUR, so the
 * page showed "Vanaf € 4.299" beside a concept whose configurator and cart say € 4.084,05, and
 * no price at all outside the euro. The page's loader asks the shop for the inspiration
 * (`GET /V1/inspirations/{id}`), whose concept is priced at the locale by the configurator's rule
 * with the locale's voucher, and shows that. An inspiration the shop cannot price shows none.
 */
import type { ApiClient } from '@bike/shared/api-client';
import type { Concept, PriceBlock } from '@bike/shared/domain';

/** A concept's price as a price block (PriceTag shows it): the build's list price, the voucher's price beside it. */
export function conceptPriceBlock(price: Concept['price']): PriceBlock | null {
  if (!price) return null;
  const voucher = price.voucher ? { code: price.voucher.code, discount: price.voucher.discount, msrp: price.voucher.total, freeShipping: price.voucher.freeShipping } : null;
  return { msrp: price.total, oldmsrp: null, currency: price.currency, voucher };
}

/** The shop's price block per inspiration id (null when the shop has none for it). */
export async function inspirationPrices(api: ApiClient, ids: readonly string[], locale: string): Promise<Record<string, PriceBlock | null>> {
  const entries = await Promise.all(
    ids.map(async (id) => {
      const answer = await api.get<{ concept: Concept | null }>(`/V1/inspirations/${encodeURIComponent(id)}`, { locale }).catch(() => null);
      return [id, conceptPriceBlock(answer?.concept?.price ?? null)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
