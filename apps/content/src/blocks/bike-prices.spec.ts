import type { ApiClient } from '@bike/shared/api-client';
import { priceBikeBlocks } from './bike-prices';

describe('priceBikeBlocks (issue 32 item 3)', () => {
  it("puts the shop's price block for the page's locale on each bike spotlight, and nothing when the shop has no price", async () => {
    const asked: string[] = [];
    const api = {
      get: async (path: string, query: { locale: string }) => {
        asked.push(`${path}?${query.locale}`);
        if (path.endsWith('/GONE')) throw new Error('404');
        if (path.endsWith('/NOPRICE')) return { $$price: { msrp: null, oldmsrp: null, currency: 'EUR', voucher: null } };
        return { $$price: { msrp: 3869, oldmsrp: null, currency: 'EUR', voucher: null } };
      },
    } as unknown as ApiClient;
    const blocks = [
      { blockType: 'bike', fields: { bikeId: 'ARD-1', startingPrice: 2499 } as Record<string, unknown> },
      { blockType: 'bike', fields: { bikeId: 'GONE' } as Record<string, unknown> },
      { blockType: 'bike', fields: { bikeId: 'NOPRICE' } as Record<string, unknown> },
      { blockType: 'heading', fields: { text: 'x' } as Record<string, unknown> },
    ];
    await priceBikeBlocks(blocks, api, 'nl_BE');
    expect(asked.sort()).toEqual(['/b2c/v1/items/ARD-1?nl_BE', '/b2c/v1/items/GONE?nl_BE', '/b2c/v1/items/NOPRICE?nl_BE']);
    expect(blocks[0]!.fields['shopPrice']).toMatchObject({ msrp: 3869, currency: 'EUR' });
    expect(blocks[1]!.fields['shopPrice']).toBeNull();
    expect(blocks[2]!.fields['shopPrice']).toBeNull();
    expect(blocks[3]!.fields).not.toHaveProperty('shopPrice');
  });
});
