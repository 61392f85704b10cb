// The inventory tests need only the catalogue part of the seed; the other domains' seeds are stubbed.
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { distance as geoDistance } from 'geokdbush';
import {
  FACTORY_STOCK_DISTANCE, INVENTORY_FILTERS, MARKER_TYPES, type InventoryAnswer, type InventoryCountAnswer, type StockFilterAnswer, type StockLookupAnswer,
} from '@bike/shared/domain';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
}, 60_000);
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const json = (res: { body: string }) => JSON.parse(res.body);
const BERINGEN = { lat: 51.047, lng: 5.182 };

async function call<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const res = await t.app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect({ url, status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ url, status: 200, body: '' });
  return json(res).result as T;
}
const inventory = (body: unknown = {}) => call<InventoryAnswer>('POST', '/b2c/V1/stockfilter1?locale=en_BE', body);

/**
 * The same answer computed the slow way from the seed rows: ardenne bikes with a stock line on
 * hand that is still orderable, at the factory or at an active dealer that carries the brand.
 */
function sellableLines() {
  const items = new Map(t.data.items.filter((i) => i['brandkey'] === 'ardenne' && i['itemtype'] === 'bike').map((i) => [i['id'] as number, i]));
  const sizes = new Map(t.data.item_sizes.map((z) => [z['id'] as number, z]));
  const dealers = new Map(t.data.dealers.filter((d) => d['active'] && (d['brands'] as string[]).includes('ardenne')).map((d) => [d['id'] as number, d]));
  return t.data.stock.flatMap((s) => {
    const item = items.get(s['item_id'] as number);
    const dealer = s['dealer_id'] === null ? null : dealers.get(s['dealer_id'] as number);
    if (!item || dealer === undefined || (s['qty'] as number) <= 0 || (s['workdays'] as number) > 100) return [];
    return [{ item, size: sizes.get(s['size_id'] as number)!['size'] as string, dealer, workdays: s['workdays'] as number }];
  });
}
const kmFromBeringen = (d: Row) => geoDistance(BERINGEN.lng, BERINGEN.lat, d['lng'] as number, d['lat'] as number);

describe('POST /b2c/V1/stockfilter1', () => {
  it('lists every bike on hand, nearest dealer first, with that dealer and its distance', async () => {
    const lines = sellableLines();
    const expected = new Set(lines.map((l) => l.item['externalid']));
    const answer = await inventory({ pageSize: 48 });
    expect(answer.total).toBe(expected.size);
    expect(answer.total).toBeGreaterThan(10);
    const distances = answer.bikes.map((b) => b.nearest?.distance ?? FACTORY_STOCK_DISTANCE);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const bike of answer.bikes.filter((b) => b.nearest)) {
      const nearest = Math.min(...lines.filter((l) => l.item['externalid'] === bike.item.externalid && l.dealer).map((l) => kmFromBeringen(l.dealer!)));
      expect(bike.nearest!.distance).toBeCloseTo(nearest, 0);
    }
    // Priced in the locale's currency, never handing out a dealer's e-mail.
    expect(answer.bikes[0].item.$$price.currency).toBe('EUR');
    expect(JSON.stringify(answer)).not.toContain('@dealers.example.com');
  });

  it('matches a size and a source on the same stock line', async () => {
    const lines = sellableLines();
    const size = lines.find((l) => l.dealer)!.size;
    const expected = new Set(lines.filter((l) => l.dealer && l.size === size).map((l) => l.item['externalid']));
    const answer = await inventory({ filters: { frame_size: [size], source: ['dealer'] }, pageSize: 48 });
    expect(answer.total).toBe(expected.size);
    for (const bike of answer.bikes) {
      expect(bike.sizes.map((s) => s.size)).toEqual([size]);
      expect(bike.sizes[0].dealerQty).toBeGreaterThan(0);
      expect(bike.sizes[0].factoryQty).toBe(0);
      expect(bike.factory).toBeNull();
    }
  });

  it('counts each value as if its own filter were not set', async () => {
    const all = await inventory({ pageSize: 1 });
    const sizes = all.filters.find((f) => f.code === 'frame_size')!.values;
    expect(sizes.length).toBeGreaterThan(1);
    const [first, second] = sizes;
    const chosen = await inventory({ filters: { frame_size: [first.value] }, pageSize: 1 });
    expect(chosen.total).toBe(first.count);
    // With one size chosen, the other size still shows how many bikes it alone has.
    expect(chosen.filters.find((f) => f.code === 'frame_size')!.values.find((v) => v.value === second.value)!.count).toBe(second.count);
    const both = await inventory({ filters: { frame_size: [first.value, second.value] }, pageSize: 1 });
    expect(both.total).toBeGreaterThanOrEqual(Math.max(first.count, second.count));
  });

  it('names filter values for people: model titles, colour and category labels in the language', async () => {
    const answer = await call<InventoryAnswer>('POST', '/b2c/V1/stockfilter1?locale=nl_BE', {});
    expect(answer.filters.map((f) => f.code)).toEqual([...INVENTORY_FILTERS]);
    const platform = answer.filters.find((f) => f.code === 'platform')!.values[0];
    expect(platform.label).not.toBe(platform.value);
    const road = answer.filters.find((f) => f.code === 'bike_category')!.values.find((v) => v.value === 'road');
    if (road) expect(road.label).toBe('Race');
    expect(answer.filters.find((f) => f.code === 'source')!.values.map((v) => v.value)).toEqual(['factory', 'dealer']);
  });

  it('pages and sorts by name or availability', async () => {
    const first = await inventory({ sort: 'name', pageSize: 5 });
    const second = await inventory({ sort: 'name', pageSize: 5, page: 2 });
    const both = await inventory({ sort: 'name', pageSize: 10 });
    expect([...first.bikes, ...second.bikes].map((b) => b.item.externalid)).toEqual(both.bikes.map((b) => b.item.externalid));
    const soonest = await inventory({ sort: 'availability', pageSize: 48 });
    const workdays = soonest.bikes.map((b) => Math.min(...b.sizes.map((s) => s.workdays!)));
    expect(workdays).toEqual([...workdays].sort((a, b) => a - b));
  });

  it('answers the same through GET /b2c/V1/stockfilter and counts alone through POST /b2c/V1/filterCounter', async () => {
    const body = { filters: { source: ['factory'], availability: ['onstock'] }, pageSize: 10 };
    const posted = await inventory(body);
    const got = await call<InventoryAnswer>('GET', '/b2c/V1/stockfilter?locale=en_BE&source=factory&availability=onstock&pageSize=10');
    expect(got).toEqual(posted);
    const counted = await call<InventoryCountAnswer>('POST', '/b2c/V1/filterCounter?locale=en_BE', body);
    expect(counted).toEqual({ total: posted.total, filters: posted.filters });
  });

  it('refuses malformed filters with a clear 400, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { nonsense: ['x'] } }, { filters: [] }, { filters: { frame_size: 'M' } }, { filters: { frame_size: ['\u0000'] } },
      { filters: { frame_size: ['\uD800'] } }, { filters: { source: ['moon'] } }, { filters: { frame_size: Array(41).fill('M') } },
      { lat: 91, lng: 0 }, { lat: 'x' }, { pageSize: 1000 }, { page: 0 }, { sort: 'price' }, [], { filters: { frame_size: ['x'.repeat(65)] } },
    ];
    // A NUL or a lone surrogate never reaches the route: the API's edge refuses it (edge-input.ts).
    const atTheEdge = (body: unknown) => /\\u0000|\\ud800/i.test(JSON.stringify(body));
    for (const body of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/b2c/V1/stockfilter1?locale=en_BE', payload: body as object });
      const code = atTheEdge(body) ? 'INVALID_INPUT' : 'VALIDATION_ERROR';
      expect({ body, status: res.statusCode, code: json(res).error?.code }).toEqual({ body, status: 400, code });
    }
    for (const url of ['/b2c/V1/stockfilter1', '/b2c/V1/stockfilter1?locale=xx']) {
      expect({ url, status: (await t.app.inject({ method: 'POST', url, payload: {} })).statusCode }).toEqual({ url, status: 400 });
    }
    expect((await t.app.inject({ method: 'POST', url: '/b2c/V1/stockfilter1?locale=zz_ZZ', payload: {} })).statusCode).toBe(400);
    for (const url of ['/b2c/V1/stockfilter?locale=en_BE&lat=95&lng=0', '/b2c/V1/stockfilter?locale=en_BE&source=moon', '/b2c/V1/stockfilter?locale=en_BE&page=abc']) {
      expect({ url, status: (await t.app.inject(url)).statusCode }).toEqual({ url, status: 400 });
    }
  });
});

describe('GET /consumer/v1/inventory/attributes', () => {
  it('offers every filter with every value on hand and its count', async () => {
    const answer = await call<InventoryCountAnswer>('GET', '/consumer/v1/inventory/attributes?locale=en_BE');
    expect(answer.total).toBe(new Set(sellableLines().map((l) => l.item['externalid'])).size);
    for (const group of answer.filters.filter((f) => f.code !== 'source' && f.code !== 'availability')) {
      expect({ code: group.code, some: group.values.length > 0, counted: group.values.every((v) => v.count > 0) }).toEqual({ code: group.code, some: true, counted: true });
    }
  });
});

describe('stock lookups of one bike', () => {
  const stockedAtDealer = () => {
    const line = sellableLines().find((l) => l.dealer)!;
    const size = t.data.item_sizes.find((z) => z['item_id'] === line.item['id'] && z['size'] === line.size)!;
    return { line, item: line.item['externalid'] as string, size: size['externalid'] as string };
  };

  it('GET /b2c/V1/stock lists dealers nearest first, then the factory at distance 9999999', async () => {
    const { item } = stockedAtDealer();
    const answer = await call<StockLookupAnswer>('GET', `/b2c/V1/stock?externalId=${item}&locale=en_BE`);
    expect(answer.externalid).toBe(item);
    const distances = answer.lines.map((l) => l.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const line of answer.lines) {
      expect(line.source === 'factory').toBe(line.distance === FACTORY_STOCK_DISTANCE);
      expect(line.source === 'dealer').toBe(line.dealer !== null);
    }
    expect(answer.lines.some((l) => l.source === 'dealer')).toBe(true);
  });

  it('GET /b2c/V1/stock/exact keeps the asked size; /stock by a size id shows every size of its bike', async () => {
    const { item, size, line } = stockedAtDealer();
    const exact = await call<StockLookupAnswer>('GET', `/b2c/V1/stock/exact?externalId=${size}&locale=en_BE`);
    expect(exact.lines.length).toBeGreaterThan(0);
    expect(exact.lines.every((l) => l.size === line.size && l.externalid === size)).toBe(true);
    const all = await call<StockLookupAnswer>('GET', `/b2c/V1/stock?externalId=${size}&locale=en_BE`);
    expect(all.externalid).toBe(item);
    expect(all.lines.length).toBeGreaterThanOrEqual(exact.lines.length);
  });

  it('GET /consumer/v1/inventory/stockFilter marks each nearby dealer by how close its stock comes to the bike', async () => {
    const { size, line } = stockedAtDealer();
    const answer = await call<StockFilterAnswer>('GET', `/consumer/v1/inventory/stockFilter/${size}?dealerType=all&lat=${BERINGEN.lat}&lng=${BERINGEN.lng}`);
    expect(answer.size).toBe(line.size);
    const holder = answer.dealers.find((d) => d.dealerId === line.dealer!['id']);
    expect(holder).toMatchObject({ marker: 'stock' });
    expect(holder!.qty).toBeGreaterThan(0);
    for (const d of answer.dealers) {
      expect({ id: d.dealerId, ok: (d.marker === 'stock') === d.qty > 0 }).toEqual({ id: d.dealerId, ok: true });
      expect(['stock', 'nostock', 'other_spec', 'other_size', 'other_design', 'other']).toContain(d.marker);
    }
    const distances = answer.dealers.map((d) => d.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // ?cus= asks about one dealer.
    const one = await call<StockFilterAnswer>('GET', `/consumer/v1/inventory/stockFilter/${size}?cus=${line.dealer!['cusid']}&dealerType=all`);
    expect(one.dealers.map((d) => d.dealerId)).toEqual([line.dealer!['id']]);
  });

  it('GET /b2c/v1/dealers/map?item= marks every dealer of the map by what it holds of the bike', async () => {
    const { size, line } = stockedAtDealer();
    const points = await call<[number, number, number, number, string, string][]>('GET', `/b2c/v1/dealers/map?type=all&item=${size}`);
    const plain = await call<unknown[]>('GET', '/b2c/v1/dealers/map?type=all');
    expect(points).toHaveLength(plain.length);
    expect(points.find((p) => p[0] === line.dealer!['id'])![3]).toBe(MARKER_TYPES.indexOf('stock'));
    expect(points.every((p) => p[3] >= MARKER_TYPES.indexOf('stock') && p[3] < MARKER_TYPES.indexOf('cluster'))).toBe(true);
    expect((await t.app.inject('/b2c/v1/dealers/map?item=NOPE')).statusCode).toBe(404);
    expect((await t.app.inject('/b2c/v1/dealers/map?item=%27%3B')).statusCode).toBe(400);
  });

  it('answers a size nobody has with no lines, not a 404', async () => {
    const stocked = new Set(t.data.stock.map((s) => s['size_id']));
    const bikes = new Set(t.data.items.filter((i) => i['brandkey'] === 'ardenne' && i['itemtype'] === 'bike').map((i) => i['id']));
    const size = t.data.item_sizes.find((z) => bikes.has(z['item_id']) && !stocked.has(z['id']))!;
    const exact = await call<StockLookupAnswer>('GET', `/b2c/V1/stock/exact?externalId=${size['externalid']}&locale=en_BE`);
    expect(exact.lines).toEqual([]);
    const markers = await call<StockFilterAnswer>('GET', `/consumer/v1/inventory/stockFilter/${size['externalid']}`);
    expect(markers.size).toBe(size['size']);
    expect(markers.dealers.every((d) => d.marker !== 'stock')).toBe(true);
  });

  it('answers 404 for an unknown bike and 400 for malformed input', async () => {
    for (const url of ['/b2c/V1/stock?externalId=NOPE&locale=en_BE', '/consumer/v1/inventory/stockFilter/NOPE']) {
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode, code: json(res).error?.code }).toEqual({ url, status: 404, code: 'BIKE_NOT_FOUND' });
    }
    for (const url of [
      '/b2c/V1/stock?locale=en_BE', '/b2c/V1/stock?externalId=%00&locale=en_BE', '/b2c/V1/stock/exact?externalId=X&locale=en_BE&lat=100&lng=0',
      '/b2c/V1/stock?externalId=X&locale=en_BE&limit=5000', '/consumer/v1/inventory/stockFilter/X?dealerType=shop', '/consumer/v1/inventory/stockFilter/X?cus=%27or%201',
      `/consumer/v1/inventory/stockFilter/${'x'.repeat(100)}`,
    ]) {
      expect({ url, status: (await t.app.inject(url)).statusCode }).toEqual({ url, status: 400 });
    }
  });
});
