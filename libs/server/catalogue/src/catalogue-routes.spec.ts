// The catalogue tests need only the catalogue part of the seed; the other domains' seeds are stubbed.
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { gunzipSync } from 'node:zlib';
import { FACTORY_STOCK_DISTANCE, isNewPlatform, type Family, type Item } from '@bike/shared/domain';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const json = (res: { body: string }) => JSON.parse(res.body);

function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode).toBe(status);
  const body = json(res);
  expect(body.error.status).toBe(status);
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}

const firstBike = (brand = 'ardenne') => t.data.items.find((i) => i['brandkey'] === brand && i['category'] === 'bikes')!;
const firstOf = (pred: (i: Record<string, unknown>) => boolean) => t.data.items.find(pred)!;

describe('GET /b2c/v1/countries', () => {
  it('lists the locale entries of the default brand with the backend fields', async () => {
    const res = await get('/b2c/v1/countries');
    expect(res.statusCode).toBe(200);
    const list = json(res).result;
    expect(list.length).toBeGreaterThan(80);
    const be = list.find((l: { code: string }) => l.code === 'nl_BE');
    expect(be).toMatchObject({ countrycode: 'BE', language: 'nl', currency: 'EUR', vat: 21, intracommunity: true, checkoutBikes: true, voucher: 'WELCOMEBE' });
    expect(be.deliverymethods.map((d: { code: string }) => d.code)).toEqual(['DEALER', 'CONSUMER']);
    expect(list.some((l: { checkoutBikes: boolean; checkoutAccessories: boolean }) => !l.checkoutBikes && !l.checkoutAccessories)).toBe(true);
  });

  it('filters by brand (query wins over header) and rejects unknown brands', async () => {
    const kempen = json(await get('/b2c/v1/countries?brand=kempen')).result.map((l: { code: string }) => l.code);
    expect(kempen).not.toContain('en_JP');
    const ardenne = json(await get('/b2c/v1/countries', { 'x-brand': 'ardenne' })).result.map((l: { code: string }) => l.code);
    expect(ardenne).toContain('en_JP');
    expectError(await get('/b2c/v1/countries?brand=acme'), 400, 'VALIDATION_ERROR');
    expectError(await get('/b2c/v1/countries', { 'x-brand': 'acme' }), 400, 'INVALID_BRAND');
    expectError(await get('/b2c/v1/countries?brand=a&brand=b'), 400, 'VALIDATION_ERROR');
  });

  it('answers one locale entry, 404 for an unknown one and 400 for a malformed code', async () => {
    expect(json(await get('/b2c/v1/countries/en_GB')).result).toMatchObject({ code: 'en_GB', currency: 'GBP', iso: 'en-GB' });
    expectError(await get('/b2c/v1/countries/xx_XX'), 404, 'LOCALE_NOT_FOUND');
    expectError(await get('/b2c/v1/countries/not-a-locale'), 400, 'VALIDATION_ERROR');
    expectError(await get(`/b2c/v1/countries/${'a'.repeat(150)}`), 400);
    expectError(await get('/b2c/v1/countries/en_JP', { 'x-brand': 'merel' }), 404, 'LOCALE_NOT_FOUND');
  });

  it('rejects a malformed tracking token and accepts a normal one', async () => {
    expect((await get('/b2c/v1/countries', { 'x-tracking-token': 'abc-123' })).statusCode).toBe(200);
    expectError(await get('/b2c/v1/countries', { 'x-tracking-token': 'x'.repeat(300) }), 400, 'INVALID_TRACKING_TOKEN');
  });
});

describe('GET /V1/families', () => {
  it('returns every bike category with platforms and configurations priced in the locale currency', async () => {
    const res = await get('/V1/families?locale=en_GB&brand=ardenne');
    expect(res.statusCode).toBe(200);
    const families: Family[] = json(res).result;
    expect(new Set(families.map((f) => f.category))).toEqual(new Set(['road', 'gravel', 'all-road', 'cyclocross', 'mountain', 'e-bikes', 'triathlon']));
    const platforms = families.flatMap((f) => f.platforms);
    const configurations = platforms.flatMap((p) => p.configurations);
    expect(configurations.length).toBeGreaterThan(10);
    for (const c of configurations) {
      expect(c.currency).toBe('GBP');
      expect(typeof c.msrp).toBe('number');
      expect(c.externalid).toMatch(/^ARD-/);
      expect(c.groupset && c.groupsetCode && c.paint_des).toBeTruthy();
      expect(c.sizes.length).toBeGreaterThan(0);
    }
    // The platform states the pages must handle are all present.
    expect(platforms.some((p) => p.archived)).toBe(true);
    expect(platforms.some((p) => isNewPlatform(p))).toBe(true);
    expect(platforms.some((p) => p.enddate_new_label && !isNewPlatform(p))).toBe(true);
    // A platform without configurations is a coming model (issue 32): no customizer, and the month it is expected.
    const coming = platforms.filter((p) => p.configurations.length === 0);
    expect(coming.length).toBeGreaterThan(0);
    for (const p of coming) expect({ code: p.code, customizer: p.has_customizer, expected: p.expected_date }).toEqual({ code: p.code, customizer: false, expected: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\.000Z$/) });
    expect(platforms.filter((p) => p.configurations.length > 0).every((p) => p.expected_date === null)).toBe(true);
  });

  it('serves the cached tree gzipped with an ETag', async () => {
    const plain = await get('/V1/families?locale=en_INT');
    const zipped = await get('/V1/families?locale=en_INT', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(json(plain));
    const etag = String(plain.headers['etag']);
    expect((await get('/V1/families?locale=en_INT', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('narrows the tree to one platform with ?platform=, and validates the code', async () => {
    const full: Family[] = json(await get('/V1/families?locale=en_GB&brand=ardenne')).result;
    const family = full.find((f) => f.platforms.length > 1)!;
    const platform = family.platforms[1];
    const narrowed: Family[] = json(await get(`/V1/families?locale=en_GB&brand=ardenne&platform=${platform.code}`)).result;
    expect(narrowed).toEqual([{ ...family, platforms: [platform] }]);
    expect(json(await get('/V1/families?locale=en_GB&brand=ardenne&platform=NO-SUCH-PLATFORM')).result).toEqual([]);
    expectError(await get(`/V1/families?locale=en_GB&platform=${encodeURIComponent("x' or 1=1")}`), 400, 'VALIDATION_ERROR');
    expectError(await get(`/V1/families?locale=en_GB&platform=${'A'.repeat(65)}`), 400, 'VALIDATION_ERROR');
  });

  it('uses the brand header when no brand is asked and validates the query', async () => {
    const families: Family[] = json(await get('/V1/families?locale=nl_BE', { 'x-brand': 'brabo' })).result;
    expect(families.every((f) => f.brand === 'brabo')).toBe(true);
    expectError(await get('/V1/families'), 400, 'VALIDATION_ERROR');
    const unknown = expectError(await get('/V1/families?locale=zz_ZZ'), 400, 'UNKNOWN_LOCALE');
    expect(unknown.message).toContain('zz_ZZ');
    expectError(await get('/V1/families?locale=en_INT&brand=nope'), 400, 'VALIDATION_ERROR');
    expectError(await get(`/V1/families?locale=${'x'.repeat(5000)}`), 400, 'VALIDATION_ERROR');
  });
});

describe('items', () => {
  it('GET /consumer/v1/items/{id} prices the item in the locale currency with stock availability', async () => {
    const bike = firstBike();
    const res = await get(`/consumer/v1/items/${bike['id']}?locale=de_CH`);
    expect(res.statusCode).toBe(200);
    const item: Item = json(res).result;
    expect(item).toMatchObject({ id: bike['id'], externalid: bike['externalid'], itemtype: 'bike', brandkey: 'ardenne' });
    expect(item.$$price.currency).toBe('CHF');
    expect(item.$$price.msrp).toBeGreaterThan(100);
    expect(item.sizes.length).toBeGreaterThan(2);
    expect(item.attributes).toMatchObject({ item_brand: 'ardenne', category: 'bikes' });
    expect(['onstock', 'orderable', 'unavailable']).toContain(item.availability);
    const rows = t.data.stock.filter((s) => s['item_id'] === bike['id'] && (s['qty'] as number) > 0);
    const minWorkdays = rows.length ? Math.min(...rows.map((s) => s['workdays'] as number)) : null;
    expect(item.workdays).toBe(minWorkdays);
    expect(item.qty).toBe(rows.reduce((n, s) => n + (s['qty'] as number), 0));
  });

  it('GET /b2c/v1/items/{externalId} finds the same item', async () => {
    const bike = firstBike();
    const item: Item = json(await get(`/b2c/v1/items/${bike['externalid']}?locale=en_US`)).result;
    expect(item.id).toBe(bike['id']);
    expect(item.$$price.currency).toBe('USD');
  });

  it('answers a bike\'s picture views with alt texts in the locale\'s language, and every view is drawn (issue 32 item 6)', async () => {
    const bike = firstBike();
    const nl: Item = json(await get(`/b2c/v1/items/${bike['externalid']}?locale=nl_BE`)).result;
    expect(nl.views!.map((v) => [v.view, v.alt])).toEqual([
      ['side', 'Zijaanzicht'], ['three-quarter', 'Driekwartaanzicht van voren'], ['groupset', 'Groepset van dichtbij'], ['cockpit', 'Cockpit van dichtbij'],
    ]);
    expect(nl.views![0]!.image).toBe(bike['image']);
    const de: Item = json(await get(`/consumer/v1/items/${bike['id']}?locale=de_CH`)).result;
    expect(de.views!.map((v) => v.alt)).toEqual(['Seitenansicht', 'Dreiviertelansicht von vorn', 'Schaltgruppe aus der Nähe', 'Cockpit aus der Nähe']);
    for (const view of nl.views!) {
      const res = await get(view.image);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain(`data-view="${view.view}"`);
    }
    // Lists do not carry them.
    const related = json(await get(`/b2c/v1/items/${bike['externalid']}/relations?locale=nl_BE`)).result as Item[];
    expect(related.every((r) => r.views === undefined)).toBe(true);
    expectError(await get(nl.views![2]!.image.replace('/groupset/', '/underside/')), 404, 'IMAGE_NOT_FOUND');
    expectError(await get(nl.views![2]!.image.replace('/groupset/', '/side/')), 404, 'IMAGE_NOT_FOUND');
  });

  it('gives an accessory its one picture as its only view, named by the page', async () => {
    const accessory = firstOf((i) => i['itemtype'] === 'accessory');
    const item: Item = json(await get(`/b2c/v1/items/${accessory['externalid']}?locale=fr_BE`)).result;
    expect(item.views).toEqual([{ view: 'side', image: accessory['image'], alt: '' }]);
  });

  it('answers 404 BIKE_NOT_FOUND for unknown items and other brands', async () => {
    expectError(await get('/consumer/v1/items/99999999?locale=en_INT'), 404, 'BIKE_NOT_FOUND');
    expectError(await get('/b2c/v1/items/NOPE-123?locale=en_INT'), 404, 'BIKE_NOT_FOUND');
    const brabo = firstBike('brabo');
    expectError(await get(`/consumer/v1/items/${brabo['id']}?locale=en_INT`), 404, 'BIKE_NOT_FOUND');
    expect((await get(`/consumer/v1/items/${brabo['id']}?locale=en_INT`, { 'x-brand': 'brabo' })).statusCode).toBe(200);
  });

  it('validates ids and queries', async () => {
    const bike = firstBike();
    expectError(await get('/consumer/v1/items/abc?locale=en_INT'), 400, 'VALIDATION_ERROR');
    expectError(await get('/consumer/v1/items/0?locale=en_INT'), 400, 'VALIDATION_ERROR');
    expectError(await get('/consumer/v1/items/-1?locale=en_INT'), 400, 'VALIDATION_ERROR');
    expectError(await get('/consumer/v1/items/99999999999?locale=en_INT'), 400, 'VALIDATION_ERROR');
    expectError(await get(`/consumer/v1/items/${bike['id']}`), 400, 'VALIDATION_ERROR');
    expectError(await get(`/consumer/v1/items/${bike['id']}?locale=xx_YY`), 400, 'UNKNOWN_LOCALE');
    expectError(await get(`/consumer/v1/items/${bike['id']}?locale[]=en_INT`), 400);
    expectError(await get('/b2c/v1/items/bad%20id?locale=en_INT'), 400, 'VALIDATION_ERROR');
    expectError(await get(`/b2c/v1/items/${'A'.repeat(80)}?locale=en_INT`), 400, 'VALIDATION_ERROR');
    expectError(await get("/b2c/v1/items/x'%3Bdrop%20table%20items--?locale=en_INT"), 400, 'VALIDATION_ERROR');
  });

  it('marks factory stock by distance 9999999 in the seed', () => {
    expect(t.data.stock.some((s) => s['distance'] === FACTORY_STOCK_DISTANCE && s['dealer_id'] === null)).toBe(true);
    expect(t.data.stock.some((s) => (s['distance'] as number) < FACTORY_STOCK_DISTANCE && s['dealer_id'] !== null)).toBe(true);
  });
});

describe('price lists', () => {
  it('GET /consumer/v1/pricelists/{id} gives the price per size', async () => {
    const bike = firstBike();
    const list = json(await get(`/consumer/v1/pricelists/${bike['id']}?locale=fr_FR`)).result;
    expect(list).toMatchObject({ id: bike['id'], currency: 'EUR' });
    expect(list.sizes[0]).toMatchObject({ msrp: list.msrp });
  });

  it('GET /b2c/v1/pricelists/{externalId}?voucher= applies eligible discounts only', async () => {
    const bike = firstBike();
    const url = (voucher: string, locale = 'fr_FR') => `/b2c/v1/pricelists/${bike['externalid']}?locale=${locale}&voucher=${voucher}`;
    const plain = json(await get(`/b2c/v1/pricelists/${bike['externalid']}?locale=fr_FR`)).result;
    expect(plain.$$price.voucher).toBeNull();
    expect(plain.voucherStatus).toBe('none');
    const spring = json(await get(url('spring10'))).result;
    expect(spring.voucherStatus).toBe('applied');
    expect(spring.$$price.voucher).toMatchObject({ code: 'SPRING10' });
    expect(spring.$$price.voucher.discount).toBeCloseTo(plain.msrp * 0.1, 2);
    expect(json(await get(url('APPAREL20'))).result.voucherStatus).toBe('not-eligible');
    expect(json(await get(url('EXPIRED2024'))).result.voucherStatus).toBe('inactive');
    expect(json(await get(url('NOSUCHCODE'))).result.voucherStatus).toBe('not-found');
    // An amount in another currency never applies.
    expect(json(await get(url('GBP25'))).result.voucherStatus).toBe('not-eligible');
    expect(json(await get(url('GBP25', 'en_GB'))).result.$$price.voucher.discount).toBe(25);
    expectError(await get(url('bad%20code!')), 400, 'VALIDATION_ERROR');
    expectError(await get(url('X'.repeat(60))), 400, 'VALIDATION_ERROR');
  });

  it('auto-applies the locale voucher (nl_BE → WELCOMEBE)', async () => {
    const bike = firstBike();
    const list = json(await get(`/b2c/v1/pricelists/${bike['externalid']}?locale=nl_BE`)).result;
    expect(list.$$price.voucher).toMatchObject({ code: 'WELCOMEBE' });
  });

  it('answers 404 for unknown items', async () => {
    expectError(await get('/b2c/v1/pricelists/NOPE?locale=en_INT'), 404, 'BIKE_NOT_FOUND');
    expectError(await get('/consumer/v1/pricelists/424242?locale=en_INT'), 404, 'BIKE_NOT_FOUND');
  });
});

describe('relations', () => {
  it('lists alternatives and accessories, priced', async () => {
    const bike = firstBike();
    const related = json(await get(`/consumer/v1/items/${bike['id']}/relations?locale=en_GB`)).result;
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r: Item) => r.$$price.currency === 'GBP')).toBe(true);
    expect(new Set(related.map((r: { relation: string }) => r.relation))).toEqual(new Set(['alternative', 'accessory']));
    const b2c = json(await get(`/b2c/v1/items/${bike['externalid']}/relations`)).result;
    expect(b2c.map((r: Item) => r.id)).toEqual(related.map((r: Item) => r.id));
    expect(b2c[0].$$price.currency).toBe('EUR');
    expectError(await get('/consumer/v1/items/777777/relations?locale=en_GB'), 404, 'BIKE_NOT_FOUND');
    expectError(await get('/b2c/v1/items/NOPE/relations'), 404, 'BIKE_NOT_FOUND');
    expectError(await get(`/b2c/v1/items/${bike['externalid']}/relations?locale=bad`), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /consumer/v1/items/attributetranslations', () => {
  it('gives labels per language and the filter order of spec point 5', async () => {
    const en = json(await get('/consumer/v1/items/attributetranslations')).result;
    expect(en.language).toBe('en');
    expect(en.translations.frame_size.label).toBe('Size');
    const nl = json(await get('/consumer/v1/items/attributetranslations?language=nl')).result;
    expect(nl.translations.frame_size.label).toBe('Maat');
    expect(nl.translations.bike_category.values.road).toBe('Race');
    expect(nl.filters).not.toContain('category');
    expect(nl.filters).not.toContain('promo');
    expect(nl.filters.slice(0, 3)).toEqual(['bike_category', 'family', 'range']);
    // Priority ties sort by code; unprioritised (99999) come last, by code.
    expect(nl.filters.slice(-3)).toEqual(['paint_des', 'item_brand', 'modelcode']);
    // The product feed's category path is not a filter (HIDDEN_FILTER_ATTRIBUTES).
    expect(nl.filters).not.toContain('google_product_category');
    expectError(await get('/consumer/v1/items/attributetranslations?language=xx'), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /v1/discount/{code}', () => {
  it('answers a known code, case-insensitively, with its rules', async () => {
    const d = json(await get('/v1/discount/spring10?site=ardenne&locale=nl_BE')).result;
    expect(d).toMatchObject({ code: 'SPRING10', active: true, usable: true, config_1: { currency: 'percentage', value: 10 }, options: { cumulative: false } });
    expect(d.category).toEqual([{ name: 'bikes' }]);
    const amount = json(await get('/v1/discount/ARDENNE50')).result;
    expect(amount.config_1).toEqual({ currency: 'EUR', value: 50 });
  });

  it('reports inactive codes and where checkout does not allow them', async () => {
    expect(json(await get('/v1/discount/EXPIRED2024')).result).toMatchObject({ active: false, usable: false });
    // en_AR: no checkout, but discount checkout is allowed for DEALERDEAL only.
    expect(json(await get('/v1/discount/DEALERDEAL?locale=en_AR')).result.usable).toBe(true);
    expect(json(await get('/v1/discount/SPRING10?locale=en_AR')).result.usable).toBe(false);
    expect(json(await get('/v1/discount/DEALERDEAL?locale=en_CN')).result.usable).toBe(false);
  });

  it('answers BAD_EMPLOYEE_DISCOUNT (400) for a bad employee code and 404 for unknown codes', async () => {
    // Employee codes need an activated account on the code's list (discount-employees.spec.ts).
    expectError(await get('/v1/discount/EMP-ARDENNE-2026?site=ardenne'), 400, 'BAD_EMPLOYEE_DISCOUNT');
    expectError(await get('/v1/discount/EMP-ARDENNE-2026?site=brabo'), 400, 'BAD_EMPLOYEE_DISCOUNT');
    expectError(await get('/v1/discount/EMP-ARDENNE-2026', { 'x-brand': 'merel' }), 400, 'BAD_EMPLOYEE_DISCOUNT');
    expectError(await get('/v1/discount/EMP-2024'), 400, 'BAD_EMPLOYEE_DISCOUNT');
    expectError(await get('/v1/discount/emp-does-not-exist'), 400, 'BAD_EMPLOYEE_DISCOUNT');
    expectError(await get('/v1/discount/NOSUCHCODE'), 404, 'DISCOUNT_NOT_FOUND');
    expectError(await get('/v1/discount/bad%24code'), 400, 'VALIDATION_ERROR');
    expectError(await get('/v1/discount/SPRING10?locale=xx_XX'), 400, 'UNKNOWN_LOCALE');
    expectError(await get(`/v1/discount/SPRING10?site=${'s'.repeat(100)}`), 400, 'VALIDATION_ERROR');
  });
});

describe('media', () => {
  it('draws the image of every seeded item', async () => {
    const images = [...new Set(t.data.items.map((i) => i['image'] as string))].slice(0, 40);
    for (const url of images) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
    const banner = firstOf((i) => i['voucherbannerimage'] !== null);
    expect((await get(banner['voucherbannerimage'] as string)).statusCode).toBe(200);
    expectError(await get('/media/bikes/road/zzzzzz-000000.svg'), 404, 'IMAGE_NOT_FOUND');
    expectError(await get('/media/bikes/unicycle/ffffff-000000.svg'), 404, 'IMAGE_NOT_FOUND');
    expectError(await get('/media/accessories/rockets/ffffff-000000.svg'), 404, 'IMAGE_NOT_FOUND');
  });

  it('draws a configuration with the parts its address names, and refuses unknown parts', async () => {
    const res = await get('/media/bikes/triathlon/d7261e-f2f0eb.alloy.aero-bar.short-nose.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-part="front-wheel" data-kind="alloy"');
    expect((await get('/media/bikes/triathlon/d7261e-f2f0eb.svg')).body).not.toContain('data-kind="alloy"');
    for (const file of ['d7261e-f2f0eb.rocket.drop.race.svg', 'd7261e-f2f0eb.alloy.drop.svg', 'd7261e-f2f0eb.alloy.drop.race.race.svg', 'd7261e-f2f0eb.ALLOY.drop.race.svg']) {
      expectError(await get(`/media/bikes/road/${file}`), 404, 'IMAGE_NOT_FOUND');
    }
  });
});
