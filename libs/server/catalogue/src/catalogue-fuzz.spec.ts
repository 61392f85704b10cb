// Random requests across the catalogue routes must never produce a 500 (or a non-JSON error).
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { Random } from '@bike/seed';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
}, 60_000);
afterAll(async () => t?.close());

const NASTY = [
  '', ' ', '0', '-1', '1', '42', '2147483647', '2147483648', '99999999999999999999', '1e5', '0x1f', 'NaN', 'null', 'undefined',
  'true', '[]', '{}', "'; drop table items; --", '" or 1=1 --', '../../etc/passwd', '%00', '\u0000', 'é', '🚲', '\u202e', 'a'.repeat(65),
  'a'.repeat(300), 'en_INT', 'nl_BE', 'xx_XX', 'EN_int', 'en-INT', 'en_INTX', 'SPRING10', 'EMP-', 'EMP-X', 'ardenne', 'acme', '*', '%',
  '__proto__', 'constructor', '<script>alert(1)</script>', '\n', 'ARD-ACC-JERS-001',
];

function randomValue(rnd: Random): string {
  const base = rnd.chance(0.75) ? rnd.pick(NASTY) : String.fromCharCode(...Array.from({ length: rnd.int(0, 30) }, () => rnd.int(1, 0x2fff)));
  return rnd.chance(0.2) ? base + rnd.pick(NASTY) : base;
}

const enc = (s: string) => encodeURIComponent(s);

function randomUrl(rnd: Random, realIds: string[], realExternal: string[]): string {
  const id = rnd.chance(0.3) ? rnd.pick(realIds) : randomValue(rnd);
  const ext = rnd.chance(0.3) ? rnd.pick(realExternal) : randomValue(rnd);
  const templates = [
    () => `/b2c/v1/countries`,
    () => `/b2c/v1/countries/${enc(randomValue(rnd))}`,
    () => `/V1/families`,
    () => `/consumer/v1/items/${enc(id)}`,
    () => `/b2c/v1/items/${enc(ext)}`,
    () => `/consumer/v1/pricelists/${enc(id)}`,
    () => `/b2c/v1/pricelists/${enc(ext)}`,
    () => `/consumer/v1/items/${enc(id)}/relations`,
    () => `/b2c/v1/items/${enc(ext)}/relations`,
    () => `/consumer/v1/items/attributetranslations`,
    () => `/v1/discount/${enc(randomValue(rnd))}`,
    () => `/media/bikes/${enc(randomValue(rnd))}/${enc(randomValue(rnd))}`,
    () => `/media/accessories/${enc(randomValue(rnd))}/${enc(randomValue(rnd))}.svg`,
    () => `/media/banners/${enc(randomValue(rnd))}`,
  ];
  let url = rnd.pick(templates)();
  if (!url || url.endsWith('/')) url += 'x';
  const keys = ['locale', 'brand', 'voucher', 'language', 'site', 'id', 'locale[]', 'locale[0]', '__proto__'];
  const params: string[] = [];
  for (let i = 0; i < rnd.int(0, 4); i++) {
    const key = rnd.pick(keys);
    const value = rnd.chance(0.4) ? rnd.pick(['en_INT', 'nl_BE', 'en_GB', 'brabo', 'SPRING10', 'nl']) : randomValue(rnd);
    params.push(`${enc(key)}=${enc(value)}`);
  }
  // Now and then a raw, badly encoded query or path.
  if (rnd.chance(0.05)) params.push('%zz=%E0%A4%A');
  return params.length ? `${url}?${params.join('&')}` : url;
}

it('answers ~2000 random requests without a single 5xx', async () => {
  const rnd = new Random(4242);
  const realIds = t.data.items.slice(0, 50).map((i) => String(i['id']));
  const realExternal = t.data.items.slice(0, 50).map((i) => String(i['externalid']));
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (let n = 0; n < 2000; n++) {
    const url = randomUrl(rnd, realIds, realExternal);
    const method = rnd.weighted([['GET', 8], ['POST', 1], ['PUT', 0.3], ['DELETE', 0.3], ['HEAD', 0.4]] as const);
    const headers: Record<string, string> = {};
    if (rnd.chance(0.3)) headers['x-brand'] = rnd.chance(0.5) ? rnd.pick(['ardenne', 'brabo', 'kempen', 'merel']) : randomValue(rnd).replace(/[^\x20-\x7e]/g, '');
    if (rnd.chance(0.2)) headers['x-tracking-token'] = randomValue(rnd).replace(/[^\x20-\x7e]/g, '');
    let payload: string | undefined;
    if (method !== 'GET' && method !== 'HEAD' && rnd.chance(0.8)) {
      headers['content-type'] = rnd.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']);
      payload = rnd.pick([
        '{', '{"a":1}', '[]', 'null', JSON.stringify({ locale: randomValue(rnd), filters: [randomValue(rnd)] }), randomValue(rnd), '"x"',
        `{"__proto__":{"polluted":true}}`,
      ]);
    }
    const res = await t.app.inject({ method, url, headers, payload });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    else if (res.statusCode >= 400 && method !== 'HEAD') {
      const body = JSON.parse(res.body);
      if (body.error?.status !== res.statusCode || typeof body.error.code !== 'string') failures.push(`${method} ${url} → bad error shape ${res.body.slice(0, 200)}`);
    }
  }
  expect(failures).toEqual([]);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  // The run must reach real answers too, not only rejections.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
}, 120_000);
