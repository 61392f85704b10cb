// The catalogue tests need only the catalogue part of the seed; the other domains' seeds are stubbed.
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { FACTORY_STOCK_DISTANCE, sortFilterAttributes, type ShopFacet, type ShopFilterResult, type ShopItem } from '@bike/shared/domain';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
}, 60_000);
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const json = (res: { body: string }) => JSON.parse(res.body);
const filterUrl = (query = 'locale=en_GB') => `/consumer/v1/items/attributes?${query}`;
const post = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: body === undefined ? undefined : JSON.stringify(body) });
const filter = async (body: unknown, query?: string, headers?: Record<string, string>): Promise<ShopFilterResult & { ignoredAttributes: string[] }> => {
  const res = await post(filterUrl(query), body, headers);
  expect(res.statusCode).toBe(200);
  return json(res).result;
};
function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode).toBe(status);
  const body = json(res);
  expect(body.error.status).toBe(status);
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}

const brandItems = (brand = 'ardenne') => t.data.items.filter((i) => i['brandkey'] === brand);
const attr = (i: Row, code: string) => ((i['attributes'] as Record<string, string>)[code] ?? '').split('|');
const hasFactoryStock = (id: number) => t.data.stock.some((s) => s['item_id'] === id && (s['distance'] as number) >= FACTORY_STOCK_DISTANCE && (s['qty'] as number) > 0);
const facet = (r: ShopFilterResult, code: string) => r.facets.find((f) => f.code === code) as ShopFacet;

describe('POST /consumer/v1/items/attributes', () => {
  it('answers every item of the brand without a body, one row per configuration, with facets in spec order', async () => {
    const res = await t.app.inject({ method: 'POST', url: filterUrl() });
    expect(res.statusCode).toBe(200);
    const r: ShopFilterResult = json(res).result;
    expect(r.total).toBe(brandItems().length);
    expect(r.page).toBe(1);
    expect(r.pageSize).toBe(24);
    expect(r.items).toHaveLength(24);
    const expected = sortFilterAttributes(t.data.attributes.map((a) => ({ code: a['code'] as string, priority: a['priority'] as number }))).map((a) => a.code);
    expect(r.facets.map((f) => f.code)).toEqual(expected);
    expect(r.facets.map((f) => f.code)).not.toContain('category');
    expect(r.facets.map((f) => f.code)).not.toContain('promo');
    const item = r.items[0];
    expect(item).toMatchObject({ brandkey: 'ardenne', $$price: { currency: 'GBP' } });
    expect(['onstock', 'orderable', 'unavailable']).toContain(item.availability);
    expect(new Set(r.items.map((i) => i.externalid)).size).toBe(24);
  });

  it('gives each bike row its sizes in order, so a card can offer them (issue 32); accessories carry none', async () => {
    const r = await filter({ filters: { category: ['bikes'] }, pageSize: 6 });
    expect(r.items.length).toBeGreaterThan(0);
    for (const item of r.items) {
      const own = t.data.item_sizes.filter((s) => s['item_id'] === item.id).sort((a, b) => (a['position'] as number) - (b['position'] as number));
      expect(own.length).toBeGreaterThan(0);
      expect(item.sizes).toEqual(own.map((s) => ({ size: s['size'], externalid: s['externalid'] })));
    }
    const accessories = await filter({ filters: { category: ['accessories'] }, pageSize: 3 });
    for (const item of accessories.items) expect(item).not.toHaveProperty('sizes');
  });

  it('names every filter value for people: family and model titles, the brand name; no product feed category (issue 11 item 3)', async () => {
    const r = await filter({ filters: { category: ['bikes'] }, pageSize: 1 }, 'locale=nl_BE');
    expect(r.facets.map((f) => f.code)).not.toContain('google_product_category');
    for (const code of ['family', 'modelcode', 'item_brand']) {
      const values = facet(r, code).values;
      expect(values.length).toBeGreaterThan(0);
      for (const v of values) expect({ code, value: v.value, named: v.label !== v.value }).toEqual({ code, value: v.value, named: true });
    }
    const platform = t.data.platforms.find((p) => p['code'] === facet(r, 'modelcode').values[0].value)!;
    expect(facet(r, 'modelcode').values[0].label).toBe(platform['title']);
    expect(facet(r, 'item_brand').values[0].label).toBe(t.data.brands.find((b) => b['key'] === 'ardenne')!['name']);
  });

  it('follows the menu links: category bikes, category accessories, family mudguards or vouchers, Factory Stock', async () => {
    const ard = brandItems();
    expect((await filter({ filters: { category: ['bikes'] } })).total).toBe(ard.filter((i) => i['category'] === 'bikes').length);
    expect((await filter({ filters: { category: ['accessories'] } })).total).toBe(ard.filter((i) => i['category'] === 'accessories').length);
    const family = await filter({ filters: { family: ['mudguards', 'vouchers'] }, pageSize: 48 });
    expect(family.total).toBe(ard.filter((i) => ['mudguards', 'vouchers'].includes(i['familycode'] as string)).length);
    expect(family.items.every((i) => ['mudguards', 'vouchers'].includes(i.familycode))).toBe(true);
    const factory = await filter({ filters: { deliveryDate: 'Factory Stock' } });
    const expected = ard.filter((i) => hasFactoryStock(i['id'] as number)).length;
    expect(factory.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(ard.length);
  });

  it('filters by bike category, platform and attributes (OR within a field, AND between fields)', async () => {
    const ard = brandItems();
    const road = await filter({ filters: { bikeCategory: ['road', 'gravel'] } });
    expect(road.total).toBe(ard.filter((i) => ['road', 'gravel'].includes(attr(i, 'bike_category')[0])).length);
    const platform = ard.find((i) => i['platform_code'])!['platform_code'] as string;
    const byPlatform = await filter({ filters: { platform: [platform] } });
    expect(byPlatform.total).toBe(ard.filter((i) => i['platform_code'] === platform).length);
    const colour = attr(ard[0], 'colour')[0];
    const both = await filter({ filters: { category: ['bikes'], attributes: { colour: [colour], frame_size: ['M'] } } });
    expect(both.total).toBe(ard.filter((i) => i['category'] === 'bikes' && attr(i, 'colour').includes(colour) && attr(i, 'frame_size').includes('M')).length);
  });

  it('counts facets disjunctively: each count equals the total you get when selecting that value', async () => {
    const ard = brandItems();
    const colour = attr(ard.find((i) => i['category'] === 'bikes')!, 'colour')[0];
    const base = { category: ['bikes'], attributes: { colour: [colour] } };
    const r = await filter({ filters: base });
    // A facet without a selection: adding a value narrows to exactly its count.
    for (const value of facet(r, 'frame_size').values) {
      const narrowed = await filter({ filters: { ...base, attributes: { ...base.attributes, frame_size: [value.value] } }, pageSize: 1 });
      expect({ value: value.value, total: narrowed.total }).toEqual({ value: value.value, total: value.count });
    }
    // The selected facet ignores its own selection: each value counts as if it alone were chosen.
    const colours = facet(r, 'colour');
    expect(colours.values.find((v) => v.value === colour)).toMatchObject({ selected: true, count: r.total });
    expect(colours.values.length).toBeGreaterThan(1);
    for (const value of colours.values.slice(0, 6)) {
      const other = await filter({ filters: { ...base, attributes: { colour: [value.value] } }, pageSize: 1 });
      expect(other.total).toBe(value.count);
    }
    for (const value of facet(r, 'bike_category').values) {
      const other = await filter({ filters: { ...base, bikeCategory: [value.value] }, pageSize: 1 });
      expect(other.total).toBe(value.count);
    }
  });

  it('labels facets and values in the locale language and keeps a selected value without items', async () => {
    const de = await filter({ filters: { bikeCategory: ['road'], attributes: { colour: ['no-such-colour'] } } }, 'locale=de_DE');
    expect(de.total).toBe(0);
    expect(facet(de, 'bike_category').label).toBe('Radtyp');
    expect(facet(de, 'bike_category').values.find((v) => v.value === 'road')).toMatchObject({ label: 'Rennrad', selected: true });
    expect(facet(de, 'colour').values.find((v) => v.value === 'no-such-colour')).toMatchObject({ count: 0, selected: true });
    const groupsets = facet(await filter({ filters: { category: ['bikes'] } }), 'groupset').values;
    // Groupset codes have no translation: the label is the groupset's name.
    expect(groupsets[0].label).not.toBe(groupsets[0].value);
    const sizes = facet(await filter({ filters: { category: ['bikes'] } }), 'frame_size').values.map((v) => v.value);
    expect(sizes.indexOf('XS')).toBeLessThan(sizes.indexOf('XL'));
  });

  it('sorts by price, name and newest, with stable paging', async () => {
    const body = { filters: { category: ['bikes'] }, pageSize: 48 };
    const asc = await filter({ ...body, sort: 'price-asc' });
    const prices = asc.items.map((i) => i.$$price.msrp as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await filter({ ...body, sort: 'price-desc' });
    expect(desc.items[0].$$price.msrp).toBe(Math.max(...t.data.prices.filter((p) => p['currency'] === 'GBP' && brandItems().some((i) => i['id'] === p['item_id'] && i['category'] === 'bikes')).map((p) => (p['msrp_cents'] as number) / 100)));
    const names = (await filter({ ...body, sort: 'name' })).items.map((i) => i.title.toLowerCase());
    expect(names).toEqual([...names].sort());
    const newest = (await filter({ ...body, sort: 'newest' })).items.map((i) => Date.parse(t.data.items.find((x) => x['id'] === i.id)!['created_at'] as string));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('pages through every result once, and answers an empty page past the end', async () => {
    const body = { filters: { category: ['bikes'] }, sort: 'price-asc', pageSize: 48 };
    const first = await filter(body);
    const pages = Math.ceil(first.total / 48);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) seen.push(...(await filter({ ...body, page })).items.map((i) => i.externalid));
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    const last = await filter({ ...body, page: pages });
    expect(last.items.length).toBe(first.total - (pages - 1) * 48);
    const past = await filter({ ...body, page: pages + 1 });
    expect(past).toMatchObject({ total: first.total, items: [], page: pages + 1 });
    const one = await filter({ ...body, pageSize: 1 });
    expect(one.items).toHaveLength(1);
  });

  it('searches title, family, design, groupset and external id; wildcards are literal', async () => {
    const bike = brandItems().find((i) => i['category'] === 'bikes')!;
    const word = (bike['familycode'] as string).split('-')[0];
    const r = await filter({ pageSize: 48 }, `locale=en_GB&search=${encodeURIComponent(word)}`);
    expect(r.total).toBeGreaterThan(0);
    const hay = (i: ShopItem) => [i.title, i.familycode, i.paint_des, i.groupset, i.externalid].join(' ').toLowerCase();
    expect(r.items.every((i) => hay(i).includes(word.toLowerCase()))).toBe(true);
    expect((await filter({}, `locale=en_GB&search=${encodeURIComponent(bike['externalid'] as string)}`)).items[0].externalid).toBe(bike['externalid']);
    expect((await filter({}, 'locale=en_GB&search=%25')).total).toBe(0);
    expect((await filter({}, 'locale=en_GB&search=_')).total).toBe(0);
    expect((await filter({}, `locale=en_GB&search=${encodeURIComponent("'; drop table items; --")}`)).total).toBe(0);
    expect((await filter({}, 'locale=en_GB&search=%20%20')).total).toBe(brandItems().length);
  });

  it('prices with the asked voucher or the locale voucher', async () => {
    const spring = await filter({ filters: { category: ['bikes'] } }, 'locale=en_GB&voucher=spring10');
    expect(spring.items[0].$$price.voucher).toMatchObject({ code: 'SPRING10' });
    const be = await filter({ filters: { category: ['accessories'] } }, 'locale=nl_BE');
    expect(be.items[0].$$price).toMatchObject({ currency: 'EUR', voucher: { code: 'WELCOMEBE' } });
    const none = await filter({ filters: { category: ['accessories'] } }, 'locale=en_GB&voucher=SPRING10');
    expect(none.items[0].$$price.voucher).toBeNull();
  });

  it('answers another brand with its own items', async () => {
    const r = await filter({}, 'locale=en_GB', { 'x-brand': 'kempen' });
    expect(r.total).toBe(brandItems('kempen').length);
    expect(r.items.every((i) => i.brandkey === 'kempen')).toBe(true);
  });

  it('ignores unknown attribute codes and lists them', async () => {
    const r = await filter({ filters: { category: ['bikes'], attributes: { warp_drive: ['yes'] } } });
    expect(r.total).toBe(brandItems().filter((i) => i['category'] === 'bikes').length);
    expect(r.ignoredAttributes).toEqual(['warp_drive']);
  });

  it('rejects bad input with 400, never 500', async () => {
    const raw = (payload: string, url = filterUrl()) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    expectError(await raw('{"filters":'), 400, 'INVALID_JSON');
    expectError(await raw('null'), 400, 'VALIDATION_ERROR');
    expectError(await raw('[]'), 400, 'VALIDATION_ERROR');
    expectError(await raw('"bikes"'), 400, 'VALIDATION_ERROR');
    const bad: unknown[] = [
      { filters: { category: 'bikes' } },
      { filters: { category: ['boats'] } },
      { filters: { family: [1] } },
      { filters: { family: ["mudguards' or 1=1 --"] } },
      { filters: { attributes: { colour: 'red' } } },
      { filters: { attributes: { 'colour; drop table items': ['red'] } } },
      { filters: { attributes: { colour: ['x'.repeat(201)] } } },
      { filters: { deliveryDate: 'Tomorrow' } },
      { filters: { platform: Array.from({ length: 51 }, (_, i) => `P${i}`) } },
      { sort: 'cheapest' },
      { page: 0 },
      { page: 1.5 },
      { page: '2' },
      { page: 100000 },
      { pageSize: 49 },
      { pageSize: 0 },
      { pageSize: -1 },
      { filters: [] },
    ];
    for (const body of bad) {
      const res = await post(filterUrl(), body);
      expect({ body, status: res.statusCode, code: json(res).error?.code }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
    }
    // Injection-looking values are just values: no match, no error.
    const sneaky = await filter({ filters: { attributes: { colour: ["red') or ('1'='1", '%', '\\'] } } });
    expect(sneaky.total).toBe(0);
    expectError(await post(filterUrl('locale=xx_XX'), {}), 400, 'UNKNOWN_LOCALE');
    expectError(await post(filterUrl(''), {}), 400, 'VALIDATION_ERROR');
    expectError(await post(filterUrl(`locale=en_GB&search=${'a'.repeat(101)}`), {}), 400, 'VALIDATION_ERROR');
    expectError(await post(filterUrl('locale=en_GB&voucher=%27%3B--'), {}), 400, 'VALIDATION_ERROR');
    expectError(await post(filterUrl(), {}, { 'x-brand': 'acme' }), 400, 'INVALID_BRAND');
    // GET falls on GET /consumer/v1/items/:id, where "attributes" is not an id.
    expectError(await t.app.inject({ method: 'GET', url: filterUrl() }), 400, 'VALIDATION_ERROR');
  });
});

describe('POST /consumer/V1/accessories/filter', () => {
  const url = (query = 'summary=true&locale=en_GB') => `/consumer/V1/accessories/filter?${query}`;

  it('summarises the brand accessories: total, per-family counts and price range', async () => {
    const res = await post(url(), { filters: {} });
    expect(res.statusCode).toBe(200);
    const r = json(res).result;
    const accessories = brandItems().filter((i) => i['itemtype'] === 'accessory');
    expect(r.total).toBe(accessories.length);
    expect(r.items).toBeUndefined();
    expect(r.families.reduce((s: number, f: { count: number }) => s + f.count, 0)).toBe(r.total);
    expect(r.families.find((f: { family: string }) => f.family === 'mudguards').count).toBe(accessories.filter((i) => i['familycode'] === 'mudguards').length);
    const gbp = t.data.prices.filter((p) => p['currency'] === 'GBP' && accessories.some((i) => i['id'] === p['item_id'])).map((p) => (p['msrp_cents'] as number) / 100);
    expect(r.priceRange).toEqual({ min: Math.min(...gbp), max: Math.max(...gbp), currency: 'GBP' });
  });

  it('applies filters, keeps family counts disjunctive, and adds items when summary=false', async () => {
    const r = json(await post(url(), { filters: { family: ['mudguards'] } })).result;
    expect(r.total).toBe(brandItems().filter((i) => i['familycode'] === 'mudguards').length);
    expect(r.families.length).toBeGreaterThan(1);
    const full = json(await post(url('summary=false&locale=de_DE'), { filters: { family: ['caps'] }, pageSize: 2 })).result;
    expect(full.items).toHaveLength(2);
    expect(full.items.every((i: ShopItem) => i.familycode === 'caps' && i.$$price.currency === 'EUR')).toBe(true);
    expect(full.families.find((f: { family: string }) => f.family === 'caps').label).toBe('Kappe');
  });

  it('validates query and body', async () => {
    expectError(await post(url('summary=maybe&locale=en_GB'), {}), 400, 'VALIDATION_ERROR');
    expectError(await post(url('summary=true&locale=zz_ZZ'), {}), 400, 'UNKNOWN_LOCALE');
    expectError(await post(url(), { filters: { family: 'caps' } }), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'POST', url: url(), headers: { 'content-type': 'application/json' }, payload: '{' }), 400, 'INVALID_JSON');
  });
});

describe('POST /consumer/v1/items/related', () => {
  const url = '/consumer/v1/items/related';
  it('answers the related items of several items, de-duplicated and without the asked items', async () => {
    const bikes = brandItems().filter((i) => i['category'] === 'bikes').slice(0, 3);
    const ids = bikes.map((b) => b['externalid'] as string);
    const res = await post(url, { ids: [...ids, ids[0]], locale: 'en_GB' });
    expect(res.statusCode).toBe(200);
    const items: ShopItem[] = json(res).result;
    const bikeIds = bikes.map((b) => b['id']);
    const expected = new Set(t.data.item_relations.filter((r) => bikeIds.includes(r['item_id'])).map((r) => r['related_item_id']).filter((id) => !bikeIds.includes(id)));
    expect(new Set(items.map((i) => i.id))).toEqual(expected);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.every((i) => i.$$price.currency === 'GBP')).toBe(true);
  });

  it('accepts size external ids, answers [] for unknown ids and validates the body', async () => {
    const size = t.data.item_sizes[0];
    expect(json(await post(url, { ids: [size['externalid']], locale: 'en_GB' })).result.length).toBeGreaterThan(0);
    expect(json(await post(url, { ids: ['NOPE-1'], locale: 'en_GB' })).result).toEqual([]);
    expectError(await post(url, { ids: Array.from({ length: 21 }, (_, i) => `X${i}`), locale: 'en_GB' }), 400, 'VALIDATION_ERROR');
    expectError(await post(url, { ids: [], locale: 'en_GB' }), 400, 'VALIDATION_ERROR');
    expectError(await post(url, { ids: 'ARD-1', locale: 'en_GB' }), 400, 'VALIDATION_ERROR');
    expectError(await post(url, { ids: ["x' or 1=1"], locale: 'en_GB' }), 400, 'VALIDATION_ERROR');
    expectError(await post(url, { ids: ['ARD-1'] }), 400, 'VALIDATION_ERROR');
    expectError(await post(url, { ids: ['ARD-1'], locale: 'xx_XX' }), 400, 'UNKNOWN_LOCALE');
    expectError(await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: 'nope' }), 400, 'INVALID_JSON');
  });
});

describe('GET /consumer/v1/items/{externalId}/stock', () => {
  const withStock = () => brandItems().find((i) => hasFactoryStock(i['id'] as number) && t.data.stock.some((s) => s['item_id'] === i['id'] && s['dealer_id']))!;

  it('answers factory stock, dealers with stock and stock per size', async () => {
    const item = withStock();
    const res = await t.app.inject(`/consumer/v1/items/${item['externalid']}/stock?locale=en_GB`);
    expect(res.statusCode).toBe(200);
    const r = json(res).result;
    const factoryRows = t.data.stock.filter((s) => s['item_id'] === item['id'] && !s['dealer_id'] && (s['qty'] as number) > 0);
    expect(r.factory).toEqual({ qty: factoryRows.reduce((n, s) => n + (s['qty'] as number), 0), workdays: Math.min(...factoryRows.map((s) => s['workdays'] as number)) });
    expect(r.dealers.length).toBeGreaterThan(0);
    expect(r.dealers.length).toBeLessThanOrEqual(10);
    expect(r.dealers[0]).toMatchObject({ distance: null });
    expect(r.sizes.map((s: { externalid: string }) => s.externalid)).toEqual(t.data.item_sizes.filter((z) => z['item_id'] === item['id']).map((z) => z['externalid']));
    const total = r.sizes.reduce((n: number, s: { qty: number }) => n + s.qty, 0);
    expect(total).toBe(t.data.stock.filter((s) => s['item_id'] === item['id'] && (s['qty'] as number) > 0).reduce((n, s) => n + (s['qty'] as number), 0));
  });

  it('orders dealers nearest first with lat/lng', async () => {
    const item = withStock();
    const r = json(await t.app.inject(`/consumer/v1/items/${item['externalid']}/stock?locale=en_GB&lat=51.047&lng=5.182`)).result;
    const distances = r.dealers.map((d: { distance: number }) => d.distance);
    expect(distances.every((d: number) => typeof d === 'number')).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers 404 BIKE_NOT_FOUND for unknown items and 400 for bad input', async () => {
    expectError(await t.app.inject('/consumer/v1/items/NOPE-1/stock?locale=en_GB'), 404, 'BIKE_NOT_FOUND');
    const item = withStock();
    expectError(await t.app.inject({ url: `/consumer/v1/items/${item['externalid']}/stock?locale=en_GB`, headers: { 'x-brand': 'merel' } }), 404);
    expectError(await t.app.inject(`/consumer/v1/items/${item['externalid']}/stock?locale=en_GB&lat=91&lng=0`), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject(`/consumer/v1/items/${item['externalid']}/stock?locale=en_GB&lat=abc&lng=0`), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject(`/consumer/v1/items/${item['externalid']}/stock?locale=qq_QQ`), 400, 'UNKNOWN_LOCALE');
    expectError(await t.app.inject(`/consumer/v1/items/%27%20or%201%3D1/stock?locale=en_GB`), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /b2c/v1/dealers', () => {
  it('answers active dealers of the brand nearest first, default limit 20', async () => {
    const res = await t.app.inject('/b2c/v1/dealers?lat=51.047&lng=5.182&locale=nl_BE&type=dealer');
    expect(res.statusCode).toBe(200);
    const list = json(res).result;
    expect(list.length).toBe(20);
    const km = list.map((d: { distance: number }) => d.distance);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(list[0]).toEqual(expect.objectContaining({ type: 'dealer', cusid: expect.any(String), extid: expect.any(String), postalCode: expect.any(String), lat: expect.any(Number) }));
    const ids = new Set(t.data.dealers.filter((d) => (d['brands'] as string[]).includes('ardenne') && d['type'] === 'dealer').map((d) => d['id']));
    expect(list.every((d: { id: number }) => ids.has(d.id))).toBe(true);
  });

  it('filters by type, country, brand and limit', async () => {
    const rentals = json(await t.app.inject('/b2c/v1/dealers?type=rental&limit=50')).result;
    expect(rentals.length).toBe(Math.min(50, t.data.dealers.filter((d) => d['type'] === 'rental' && (d['brands'] as string[]).includes('ardenne')).length));
    expect(rentals.every((d: { type: string; distance: null }) => d.type === 'rental' && d.distance === null)).toBe(true);
    const be = json(await t.app.inject('/b2c/v1/dealers?country=be&limit=5')).result;
    expect(be.every((d: { country: string }) => d.country === 'BE')).toBe(true);
    const merel = json(await t.app.inject({ url: '/b2c/v1/dealers?limit=50', headers: { 'x-brand': 'merel' } })).result;
    const merelIds = new Set(t.data.dealers.filter((d) => (d['brands'] as string[]).includes('merel')).map((d) => d['id']));
    expect(merel.every((d: { id: number }) => merelIds.has(d.id))).toBe(true);
  });

  it('validates the query', async () => {
    for (const q of ['limit=51', 'limit=0', 'limit=abc', 'type=shop', 'lat=51', 'lng=5', 'lat=x&lng=1', 'country=BEL', 'locale=xx', 'lat=1e3&lng=0']) {
      const res = await t.app.inject(`/b2c/v1/dealers?${q}`);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
    }
    expectError(await t.app.inject('/b2c/v1/dealers?locale=xx_XX'), 400, 'UNKNOWN_LOCALE');
  });
});

describe('GET /V1/families?view=menu', () => {
  it('answers platforms with counts, from price and image, without configurations', async () => {
    const res = await t.app.inject('/V1/families?locale=en_GB&view=menu');
    expect(res.statusCode).toBe(200);
    const families = json(res).result;
    const platforms = families.flatMap((f: { platforms: unknown[] }) => f.platforms);
    expect(platforms.length).toBe(t.data.platforms.filter((p) => p['brand'] === 'ardenne').length);
    const configured = platforms.find((p: { configurationCount: number }) => p.configurationCount > 0);
    expect(configured).toEqual(expect.objectContaining({ currency: 'GBP', fromPrice: expect.any(Number), image: expect.stringMatching(/^\/media\//) }));
    expect(configured.configurations).toBeUndefined();
    expect(configured.configurationCount).toBe(t.data.items.filter((i) => i['platform_code'] === configured.code).length);
    const empty = platforms.find((p: { configurationCount: number }) => p.configurationCount === 0);
    expect(empty).toMatchObject({ fromPrice: null, image: null });
    const full = await t.app.inject('/V1/families?locale=en_GB');
    expect(res.body.length * 3).toBeLessThan(full.body.length);
    expect(json(full).result[0].platforms[0].configurations).toBeDefined();
    expectError(await t.app.inject('/V1/families?locale=en_GB&view=tiny'), 400, 'VALIDATION_ERROR');
  });
});

describe('sitemaps', () => {
  it('lists one sitemap per locale of the brand', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://shop.test/sitemap-nl_BE.xml');
    expect(locs.length).toBe(t.data.locales.filter((l) => (l['brands'] as string[]).includes('ardenne')).length);
    const kempen = await t.app.inject({ url: '/sitemap.xml', headers: { 'x-brand': 'kempen' } });
    expect(kempen.body).not.toContain('sitemap-en_JP.xml');
  });

  it('lists every bike, platform and category page of a locale', async () => {
    const res = await t.app.inject('/sitemap-nl_BE.xml');
    expect(res.statusCode).toBe(200);
    const locs = new Set([...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    const bikes = brandItems().filter((i) => i['itemtype'] === 'bike');
    for (const b of bikes) expect(locs.has(`http://shop.test/nl_BE/bikes/${b['externalid']}`)).toBe(true);
    expect(locs.has('http://shop.test/nl_BE/bikes/categories/road')).toBe(true);
    expect(locs.has('http://shop.test/nl_BE/bikes')).toBe(true);
    const platform = bikes[0];
    expect(locs.has(`http://shop.test/nl_BE/bikes/platform/${platform['familycode']}/${platform['platform_code']}`)).toBe(true);
    const gz = await t.app.inject({ url: '/sitemap-nl_BE.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for unknown or unsold locales', async () => {
    expectError(await t.app.inject('/sitemap-xx_XX.xml'), 404, 'SITEMAP_NOT_FOUND');
    expectError(await t.app.inject('/sitemap-..%2Fetc.xml'), 404);
    expectError(await t.app.inject({ url: '/sitemap-en_JP.xml', headers: { 'x-brand': 'merel' } }), 404, 'SITEMAP_NOT_FOUND');
  });
});

describe('raster media', () => {
  const image = () => brandItems().find((i) => i['itemtype'] === 'bike')!['image'] as string;

  it('renders webp and png at the three widths, cached and immutable with an ETag', async () => {
    for (const [w, fm] of [['600', 'webp'], ['1000', 'png']]) {
      const res = await t.app.inject(`${image()}?w=${w}&fm=${fm}&q=80`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${fm}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['etag']).toMatch(/^"/);
      expect(res.rawPayload.length).toBeGreaterThan(1000);
      const again = await t.app.inject({ url: `${image()}?w=${w}&fm=${fm}&q=80`, headers: { 'if-none-match': String(res.headers['etag']) } });
      expect(again.statusCode).toBe(304);
    }
    const webp = await t.app.inject(`${image()}?w=600`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject(image())).headers['content-type']).toMatch(/image\/svg\+xml/);
  }, 30_000);

  it('rejects other widths, formats and qualities with 400', async () => {
    for (const q of ['w=700', 'w=600&fm=gif', 'w=600&q=5', 'w=600&q=abc', 'fm=png', 'q=80', 'w=600&w=1000']) {
      const res = await t.app.inject(`${image()}?${q}`);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
    }
    expectError(await t.app.inject('/media/bikes/road/zzzzzz-000000.svg?w=600'), 404, 'IMAGE_NOT_FOUND');
  });
});
