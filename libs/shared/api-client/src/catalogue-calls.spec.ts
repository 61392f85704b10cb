import { createApiClient } from './api-client';
import { fetchStockMarkers } from './catalogue-calls';

describe('fetchStockMarkers', () => {
  it('asks the stock filter of an item or size external id with the given point and unwraps the result', async () => {
    const urls: string[] = [];
    const answer = { externalid: 'ARD-X', size: 'M', factory: null, dealers: [] };
    const api = createApiClient({
      brand: 'ardenne',
      fetch: async (url) => {
        urls.push(url);
        return new Response(JSON.stringify({ result: answer }), { status: 200 });
      },
    });
    await expect(fetchStockMarkers(api, 'ARD-X-M', { dealerType: 'dealer', lat: 51.047, lng: 5.182, locale: 'nl_BE' })).resolves.toEqual(answer);
    await fetchStockMarkers(api, 'ARD X');
    expect(urls).toEqual([
      '/consumer/v1/inventory/stockFilter/ARD-X-M?dealerType=dealer&lat=51.047&lng=5.182&locale=nl_BE',
      '/consumer/v1/inventory/stockFilter/ARD%20X',
    ]);
  });
});
