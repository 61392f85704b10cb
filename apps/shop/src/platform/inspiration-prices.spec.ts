import type { ApiClient } from '@bike/shared/api-client';
import { shownPrice } from '@bike/shared/domain/shown-price';
import { conceptPriceBlock, inspirationPrices } from './inspiration-prices';

const price = { lines: [], total: 4299, vat: 746.1, vatRate: 21, currency: 'EUR', voucher: { code: 'WELCOMEBE', discount: 214.95, total: 4084.05, vat: 708.8, freeShipping: false } };

describe('inspiration prices (issue 32 item 3)', () => {
  it("shows a concept's voucher price with the list price struck, as the configurator does", () => {
    const block = conceptPriceBlock(price)!;
    expect(shownPrice(block)).toEqual({ now: 4084.05, was: 4299 });
    expect(shownPrice(conceptPriceBlock({ ...price, voucher: null })!)).toEqual({ now: 4299, was: null });
    expect(conceptPriceBlock(null)).toBeNull();
  });

  it('asks the shop for each inspiration at the locale; one it cannot price has none', async () => {
    const asked: string[] = [];
    const api = {
      get: async (path: string, query: { locale: string }) => {
        asked.push(`${path}?${query.locale}`);
        if (path.endsWith('/2')) throw new Error('404');
        return { concept: path.endsWith('/3') ? null : { price: { ...price, currency: 'CHF' } } };
      },
    } as unknown as ApiClient;
    const prices = await inspirationPrices(api, ['1', '2', '3'], 'de_CH');
    expect(asked).toEqual(['/V1/inspirations/1?de_CH', '/V1/inspirations/2?de_CH', '/V1/inspirations/3?de_CH']);
    expect(prices['1']).toMatchObject({ msrp: 4299, currency: 'CHF', voucher: { msrp: 4084.05 } });
    expect(prices['2']).toBeNull();
    expect(prices['3']).toBeNull();
  });
});
