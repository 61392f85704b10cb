import type { ApiClient, ContentClient } from '@bike/shared/api-client';
import type { LoaderContext } from '@bike/shared/remote-kit';
import { DEFAULT_USER_LOCATION } from '@bike/shared/store';
import { loadDetail } from './bike-data';
import { bikeFixture, stockMarkersFixture } from './test-fixtures';

/** A loader context whose API answers the bike, the stock calls and nothing else (those fail soft). */
function context(item = bikeFixture(), markers: () => Promise<unknown> = async () => stockMarkersFixture()) {
  const get = jest.fn(async (path: string) => {
    if (path === `/b2c/v1/items/${item.externalid}`) return item;
    if (path.startsWith('/consumer/v1/inventory/stockFilter/')) return markers();
    if (path.endsWith('/stock')) return { externalid: item.externalid, factory: null, dealers: [], sizes: [] };
    throw new Error('not in this test');
  });
  const api = { get, post: jest.fn(), patch: jest.fn(), fetch: jest.fn(), brand: 'ardenne' } as unknown as ApiClient;
  const content = { query: async () => ({ error: { message: 'no content here' } }) } as unknown as ContentClient;
  const ctx: LoaderContext = { locale: 'nl_BE', language: 'nl', country: 'BE', brand: 'ardenne', params: { id: item.externalid }, searchParams: new URLSearchParams(), api, content };
  return { ctx, get };
}

describe('loadDetail (the dealers tab in the server HTML)', () => {
  it('asks the stock markers of the bike from the default location, beside the item stock the size picker uses', async () => {
    const { ctx, get } = context();
    const data = await loadDetail(ctx);
    expect(get).toHaveBeenCalledWith(`/consumer/v1/inventory/stockFilter/${data.item.externalid}`, { dealerType: 'dealer', locale: 'nl_BE', lat: DEFAULT_USER_LOCATION.lat, lng: DEFAULT_USER_LOCATION.lng });
    expect(data.markers?.dealers).toHaveLength(5);
    expect(data.stock?.sizes).toEqual([]);
  });

  it('keeps the page when the markers call fails (the tab then shows the error)', async () => {
    const { ctx } = context(bikeFixture(), () => Promise.reject(new Error('down')));
    const data = await loadDetail(ctx);
    expect(data.markers).toBeNull();
    expect(data.item.title).toBe(bikeFixture().title);
  });

  it('does not ask for accessories, which have no dealers tab', async () => {
    const { ctx, get } = context(bikeFixture({ itemtype: 'accessory' }));
    const data = await loadDetail(ctx);
    expect(data.markers).toBeNull();
    expect(get.mock.calls.some(([path]) => path.includes('stockFilter'))).toBe(false);
  });
});
