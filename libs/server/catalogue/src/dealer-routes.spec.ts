// The dealer tests need only the catalogue part of the seed; the other domains' seeds are stubbed.
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { distance as geoDistance } from 'geokdbush';
import type { Dealer, DealerDetail, DealerStockLine } from '@bike/shared/domain';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';
import { gunzipSync } from 'node:zlib';
// mapbox-gl's own tile reader (CommonJS): the test reads a tile as the browser does.
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: new (pbf: unknown) => { layers: Record<string, { length: number; feature(i: number): { type: number; properties: Record<string, unknown> } }> } };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
}, 60_000);
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const json = (res: { body: string }) => JSON.parse(res.body);
const get = async <T,>(url: string, headers: Record<string, string> = {}): Promise<T> => {
  const res = await t.app.inject({ url, headers });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return json(res).result as T;
};
const ardenneDealers = () => t.data.dealers.filter((d) => (d['brands'] as string[]).includes('ardenne') && d['active'] && d['type'] === 'dealer');
const BERINGEN = { lat: 51.047, lng: 5.182 };

describe('GET /b2c/v1/dealers near a point', () => {
  it('answers the truly nearest dealers first, each with its distance in km', async () => {
    const list = await get<Dealer[]>(`/b2c/v1/dealers?lat=${BERINGEN.lat}&lng=${BERINGEN.lng}&type=dealer&limit=5`);
    // The same answer computed the slow way over every seeded dealer.
    const expected = ardenneDealers()
      .map((d) => ({ id: d['id'] as number, km: geoDistance(BERINGEN.lng, BERINGEN.lat, d['lng'] as number, d['lat'] as number) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, 5);
    expect(list.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    list.forEach((d, i) => expect(d.distance).toBeCloseTo(expected[i].km, 0));
    expect(list[0].country).toBe('BE');
  });

  it('never hands out a dealer e-mail address', async () => {
    const list = await get<Row[]>('/b2c/v1/dealers?limit=50&type=all');
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((d) => 'email' in d)).toBe(false);
    expect(JSON.stringify(list)).not.toContain('@dealers.example.com');
  });

  it('answers both kinds with type=all', async () => {
    const list = await get<Dealer[]>('/b2c/v1/dealers?type=all&limit=50');
    expect(new Set(list.map((d) => d.type))).toEqual(new Set(['dealer', 'rental']));
  });
});

describe('GET /b2c/v1/dealers offering a service (issue 32 item 13)', () => {
  it('answers only dealers with the service, nearest first, within the country asked', async () => {
    const list = await get<Dealer[]>(`/b2c/v1/dealers?lat=${BERINGEN.lat}&lng=${BERINGEN.lng}&type=dealer&service=bikefitting&country=BE&limit=50`);
    const expected = ardenneDealers().filter((d) => d['country'] === 'BE' && (d['services'] as string[]).includes('bikefitting'));
    expect(expected.length).toBeGreaterThan(0);
    expect(list.map((d) => d.id).sort()).toEqual(expected.map((d) => d['id']).sort());
    expect(list.every((d) => d.services.includes('bikefitting'))).toBe(true);
    const km = list.map((d) => d.distance!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('refuses a service it does not know', async () => {
    const res = await t.app.inject({ url: '/b2c/v1/dealers?service=massage' });
    expect([res.statusCode, json(res).error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('GET /b2c/v1/dealers by area', () => {
  it('answers the dealers inside the area, nearest its centre first', async () => {
    const area = { north: 52, south: 49.5, east: 6.5, west: 2.5 };
    const list = await get<Dealer[]>(`/b2c/v1/dealers?type=all&limit=50&area=${encodeURIComponent(JSON.stringify(area))}`);
    const inside = t.data.dealers.filter((d) => (d['brands'] as string[]).includes('ardenne') && (d['lat'] as number) >= area.south && (d['lat'] as number) <= area.north && (d['lng'] as number) >= area.west && (d['lng'] as number) <= area.east);
    expect(list.length).toBe(Math.min(50, inside.length));
    expect(list.every((d) => d.lat >= area.south && d.lat <= area.north && d.lng >= area.west && d.lng <= area.east)).toBe(true);
    const km = list.map((d) => d.distance!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('searches an area across the antimeridian as its two halves', async () => {
    const list = await get<Dealer[]>(`/b2c/v1/dealers?type=all&limit=50&area=${encodeURIComponent(JSON.stringify({ north: 90, south: -90, east: -170, west: 170 }))}`);
    expect(list.every((d) => d.lng >= 170 || d.lng <= -170)).toBe(true);
  });

  it('refuses a malformed, inverted, out-of-range or huge area with a 400', async () => {
    const bad = ['{', '[]', '{"north":1}', '{"north":1,"south":2,"east":0,"west":0}', '{"north":91,"south":0,"east":0,"west":0}', '{"north":"1","south":0,"east":0,"west":0}', 'x'.repeat(5000), '[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]'];
    for (const area of bad) {
      const res = await t.app.inject(`/b2c/v1/dealers?area=${encodeURIComponent(area)}`);
      expect({ area: area.slice(0, 40), status: res.statusCode, code: json(res).error?.code }).toEqual({ area: area.slice(0, 40), status: 400, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /b2c/v1/dealers/places', () => {
  it('finds towns by name in any language, with coordinates', async () => {
    const [brussels] = await get<{ name: string; names: Record<string, string>; country: string; lat: number; lng: number }[]>('/b2c/v1/dealers/places?q=bruxelles&locale=nl_BE');
    expect(brussels).toMatchObject({ name: 'Brussel', country: 'BE' });
    // Its name in each language, for the location the shopper keeps (issue 32 item 11).
    expect(brussels.names).toEqual({ de: 'Brüssel', en: 'Brussels', es: 'Bruselas', fr: 'Bruxelles', it: 'Bruxelles', nl: 'Brussel' });
    const [liege] = await get<{ name: string; names: Record<string, string> }[]>('/b2c/v1/dealers/places?q=luik&locale=nl_BE');
    expect(liege).toMatchObject({ name: 'Luik', names: { fr: 'Liège', en: 'Liège', nl: 'Luik' } });
    expect(brussels.lat).toBeCloseTo(50.85, 1);
    expect(await get('/b2c/v1/dealers/places?q=zzzzzz')).toEqual([]);
  });

  it('validates the query', async () => {
    for (const q of ['', 'q=', `q=${'a'.repeat(81)}`, 'q=ber&country=BEL', 'q=ber&locale=xx']) {
      expect({ q, status: (await t.app.inject(`/b2c/v1/dealers/places?${q}`)).statusCode }).toEqual({ q, status: 400 });
    }
  });
});

describe('one dealer', () => {
  const first = () => ardenneDealers()[0];

  it('answers a dealer by id, by slug and by cusid/extid, with opening hours and services', async () => {
    const d = first();
    const byId = await get<DealerDetail>(`/consumer/v1/dealers/${d['id']}?locale=en_GB`);
    expect(byId).toMatchObject({ id: d['id'], slug: d['slug'], name: d['name'], city: d['city'], postalCode: d['postal_code'] });
    expect(Object.keys(byId.openingHours).sort()).toEqual(['fri', 'mon', 'sat', 'sun', 'thu', 'tue', 'wed']);
    expect(byId.services).toContain('repair');
    expect(byId).not.toHaveProperty('email');
    expect(await get(`/consumer/v1/dealers/${d['slug']}`)).toEqual(byId);
    expect(await get(`/b2c/v1/dealers/${d['cusid']}/${d['extid']}?dealerType=dealer`)).toEqual(byId);
  });

  it('answers 404 for an unknown dealer, another brand\'s dealer or the wrong type', async () => {
    const d = first();
    const notArdenne = t.data.dealers.find((x) => !(x['brands'] as string[]).includes('merel'));
    for (const [url, headers] of [
      ['/consumer/v1/dealers/999999999', {}],
      ['/consumer/v1/dealers/no-such-dealer', {}],
      [`/b2c/v1/dealers/${d['cusid']}/${d['extid']}?dealerType=rental`, {}],
      [`/b2c/v1/dealers/C0/XX`, {}],
      ...(notArdenne ? [[`/consumer/v1/dealers/${notArdenne['id']}`, { 'x-brand': 'merel' }]] : []),
    ] as [string, Record<string, string>][]) {
      const res = await t.app.inject({ url, headers });
      expect({ url, status: res.statusCode, code: json(res).error?.code }).toEqual({ url, status: 404, code: 'DEALER_NOT_FOUND' });
    }
  });

  it('refuses malformed ids with a 400', async () => {
    for (const url of ['/consumer/v1/dealers/%27%20or%201%3D1', '/consumer/v1/dealers/' + 'a'.repeat(121), '/consumer/v1/dealers/Bad_Slug', `/b2c/v1/dealers/${'a'.repeat(41)}/x`, '/consumer/v1/dealers/1?dealerType=shop', '/consumer/v1/dealers/1?locale=xx']) {
      expect({ url, status: (await t.app.inject(url)).statusCode }).toEqual({ url, status: 400 });
    }
  });

  it("answers the dealer's stock per bike and size", async () => {
    const stocked = t.data.stock.find((s) => s['dealer_id'] !== null && (s['qty'] as number) > 0 && ardenneDealers().some((d) => d['id'] === s['dealer_id']))!;
    const d = t.data.dealers.find((x) => x['id'] === stocked['dealer_id'])!;
    const lines = await get<DealerStockLine[]>(`/b2c/v1/dealers/${d['cusid']}/${d['extid']}/stock?locale=en_GB`);
    const item = t.data.items.find((i) => i['id'] === stocked['item_id'])!;
    const line = lines.find((l) => l.externalid === item['externalid']);
    expect(line).toBeDefined();
    expect(line!.sizes.length).toBeGreaterThan(0);
    expect(line!.sizes.every((z) => z.qty > 0 && ['onstock', 'orderable', 'unavailable'].includes(z.availability))).toBe(true);
    const other = await t.app.inject(`/b2c/v1/dealers/${d['cusid']}/${d['extid']}/stock?brand=someoneelse`);
    expect(other.statusCode).toBe(404);
  });
});

describe('the dealer map', () => {
  it('sends browsers to the offline style, or to Mapbox with a token configured', async () => {
    expect(await get('/b2c/v1/map/config')).toEqual({ provider: 'offline', style: '/b2c/v1/map/style.json' });
    t.ctx.config.mapboxToken = 'pk.test-token';
    try {
      expect(await get('/b2c/v1/map/config')).toMatchObject({ provider: 'mapbox', accessToken: 'pk.test-token', style: expect.stringMatching(/^mapbox:\/\//) });
    } finally {
      t.ctx.config.mapboxToken = undefined;
    }
  });

  it('serves the offline style and its land and borders, compressed and cacheable', async () => {
    const style = json(await t.app.inject('/b2c/v1/map/style.json'));
    expect(style.version).toBe(8);
    expect(Object.values(style.sources).map((s) => (s as { data?: string; tiles?: string[] }).data ?? (s as { tiles: string[] }).tiles[0])).toEqual([
      '/b2c/v1/map/land.geojson', '/b2c/v1/map/borders.geojson', '/b2c/v1/map/tiles/{z}/{x}/{y}.pbf',
    ]);
    expect(style.sources.town).toMatchObject({ type: 'vector', minzoom: 9, maxzoom: 14, attribution: expect.stringContaining('OpenStreetMap') });
    expect(style.layers.map((l: { id: string }) => l.id)).toEqual(['water', 'land', 'town-water', 'town-places', 'borders']);
    const land = await t.app.inject({ url: '/b2c/v1/map/land.geojson', headers: { 'accept-encoding': 'br' } });
    expect(land.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject('/b2c/v1/map/land.geojson');
    const collection = json(plain);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features[0].geometry.type).toBe('MultiPolygon');
    expect(collection.features[0].geometry.coordinates.length).toBeGreaterThan(100);
    const again = await t.app.inject({ url: '/b2c/v1/map/land.geojson', headers: { 'if-none-match': String(plain.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(json(await t.app.inject('/b2c/v1/map/borders.geojson')).geometry.type).toBe('MultiLineString');
  });

  it('serves the town map as vector tiles: water and places around a seed town at town zoom (issue 32 item 12)', async () => {
    const tileOf = (z: number, lng: number, lat: number) => {
      const x = Math.floor(((lng + 180) / 360) * 2 ** z);
      const r = (lat * Math.PI) / 180;
      const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
      return `/b2c/v1/map/tiles/${z}/${x}/${y}.pbf`;
    };
    const res = await t.app.inject({ url: tileOf(10, 5.182, 51.047), headers: { 'accept-encoding': 'gzip' } });
    expect([res.statusCode, res.headers['content-type'], res.headers['content-encoding']]).toEqual([200, 'application/x-protobuf', 'gzip']);
    const tile = new VectorTile(new Pbf(gunzipSync(res.rawPayload)));
    expect(tile.layers['water']!.length).toBeGreaterThan(5);
    expect(tile.layers['water']!.feature(0).type).toBe(3);
    const names = Array.from({ length: tile.layers['places']!.length }, (_, i) => tile.layers['places']!.feature(i).properties['name']);
    expect(names).toEqual(expect.arrayContaining(['Beringen', 'Leopoldsburg']));
    // Without gzip the same tile, plain; a tile out at sea is empty (204), and so is one below zoom 9; odd addresses are refused.
    expect(new VectorTile(new Pbf((await t.app.inject(tileOf(10, 5.182, 51.047))).rawPayload)).layers['water']!.length).toBe(tile.layers['water']!.length);
    expect((await t.app.inject(tileOf(10, -30, 40))).statusCode).toBe(204);
    expect((await t.app.inject(tileOf(8, 5.182, 51.047))).statusCode).toBe(204);
    for (const url of ['/b2c/v1/map/tiles/15/1/1.pbf', '/b2c/v1/map/tiles/3/8/1.pbf', '/b2c/v1/map/tiles/10/1/x.pbf', '/b2c/v1/map/tiles/10/1/1.png']) {
      expect({ url, status: (await t.app.inject(url)).statusCode }).toEqual({ url, status: url.includes('/3/8/') ? 404 : 400 });
    }
  });

  it('labels towns in the asked language and refuses others', async () => {
    const places = json(await t.app.inject('/b2c/v1/map/places.geojson?lang=fr'));
    expect(places.features.some((f: { properties: { name: string } }) => f.properties.name === 'Bruxelles')).toBe(true);
    expect((await t.app.inject('/b2c/v1/map/places.geojson?lang=xx')).statusCode).toBe(400);
  });

  it('answers every dealer of the brand as a compact map point', async () => {
    const points = await get<[number, number, number, 0 | 1, string, string][]>('/b2c/v1/dealers/map?type=all');
    expect(points.length).toBe(t.data.dealers.filter((d) => (d['brands'] as string[]).includes('ardenne') && d['active']).length);
    const [id, lat, lng, type, slug] = points[0];
    const row = t.data.dealers.find((d) => d['id'] === id)!;
    expect([lat, lng, type, slug]).toEqual([row['lat'], row['lng'], row['type'] === 'rental' ? 1 : 0, row['slug']]);
    expect((await get<unknown[]>('/b2c/v1/dealers/map?type=rental')).every((p) => (p as unknown[])[3] === 1)).toBe(true);
    expect((await t.app.inject('/b2c/v1/dealers/map?country=Belgium')).statusCode).toBe(400);
  });
});

describe('the map picture', () => {
  it('draws land, the dealers around the point and town names as a small SVG', async () => {
    const res = await t.app.inject('/b2c/v1/map/preview.svg?lat=51.047&lng=5.182&lang=fr&type=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = res.body;
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
    expect(svg).toContain('>Bruxelles<');
    const near = ardenneDealers().filter((d) => Math.abs((d['lat'] as number) - 51.047) < 0.8 && Math.abs((d['lng'] as number) - 5.182) < 1.3);
    expect((svg.match(/<circle [^>]*r="6"/g) ?? []).length).toBeGreaterThanOrEqual(near.length);
    // Continents are cut to the frame: the picture stays small.
    expect(svg.length).toBeLessThan(60_000);
    // A dealer page's picture: closer, with a pin on the dealer.
    const town = (await t.app.inject('/b2c/v1/map/preview.svg?lat=51.047&lng=5.182&zoom=10&size=small&pin=1')).body;
    expect(town).toContain('fill="#c2410c"');
    // Zoomed in on a town it shows water and the places around it, not an empty beige (issue 32 item 12).
    expect(town).toMatch(/<path d="M[^"]+" fill="#cfe0ea"/);
    expect(town).toContain('>Leopoldsburg<');
    expect(svg).not.toMatch(/<path d="M[^"]+" fill="#cfe0ea"/);
    expect(town.length).toBeLessThan(60_000);
    expect(svg).not.toContain('fill="#c2410c"');
  });

  it('refuses a missing or malformed point, and odd filters', async () => {
    for (const q of ['', 'lat=51', 'lat=91&lng=0', 'lat=51&lng=5&type=shop', 'lat=51&lng=5&brand=acme', 'lat=51&lng=5&lang=xx', 'lat=1e1&lng=0', 'lat=51&lng=5&zoom=13', 'lat=51&lng=5&zoom=5', 'lat=51&lng=5&pin=yes', 'lat=51&lng=5&size=huge']) {
      expect({ q, status: (await t.app.inject(`/b2c/v1/map/preview.svg?${q}`)).statusCode }).toEqual({ q, status: 400 });
    }
  });
});
