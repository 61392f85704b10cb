import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import * as v from 'valibot';
import { dealerMapQuerySchema, MARKER_TYPES, markerTypeFor, PLACES, placeName, type Dealer } from '@bike/shared/domain';
import { brandOf, isBrandKey, notFound, parseInput, VersionedReadCache, type ServerContext } from '@bike/server/core';
import { dealerIndex, type DealerIndex } from './dealer-index';
import { findBike, inventoryIndex, stockAtDealer, wantedBike, type InventoryIndex } from './inventory-index';
import { fetchErrors } from './fetch-error';
import { previewBounds, renderMapPreview } from './map-preview';
import { TOWN_MAP_ATTRIBUTION, TOWN_MAX_ZOOM, TOWN_MIN_ZOOM, TOWN_PREVIEW_ZOOM, townMap, townPlacesIn, townTiler, waterIn } from './town-map';
import { apiRoute, result } from './route-helpers';

/**
 * The dealer map's own base map, so the locator shows a real map with no tile service and no
 * internet: land and country borders from Natural Earth (1:50m, the world-atlas package) and
 * town labels from the gazetteer, served as GeoJSON with a mapbox-gl style that draws them;
 * zoomed in on a town, water and place names from the town map (town-map.ts) as vector tiles.
 * With MAPBOX_TOKEN set, /b2c/v1/map/config sends browsers to Mapbox's own style instead.
 */

const DAY = 'public, max-age=86400';

/**
 * A file built once per process. Its value is what the map preview draws from; its bytes, plain
 * and compressed (the land file is 1.0 MB of JSON, 0.3 MB as brotli), are made the first time a
 * browser asks for the file itself, in zlib's thread pool. Compressing at once, on the event
 * loop, made the first map preview hold every other request of the server for about 300 ms
 * (issue 9: the dealers page's first paint waited for its stylesheet behind it).
 */
interface CachedFile { value: unknown; encoded?: Promise<EncodedFile> }
interface EncodedFile { body: Buffer; br: Buffer; gzip: Buffer; etag: string }
const cached = new Map<string, CachedFile>();
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function once(key: string, build: () => unknown): CachedFile {
  let hit = cached.get(key);
  if (!hit) {
    hit = { value: build() };
    cached.set(key, hit);
  }
  return hit;
}

function encoded(file: CachedFile): Promise<EncodedFile> {
  file.encoded ??= (async () => {
    const body = Buffer.from(JSON.stringify(file.value));
    const [br, gz] = await Promise.all([brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(body, { level: 9 })]);
    return { body, br, gzip: gz, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` };
  })();
  return file.encoded;
}

async function sendCached(request: FastifyRequest, reply: FastifyReply, cachedFile: CachedFile, type = 'application/geo+json') {
  const file = await encoded(cachedFile);
  reply.header('cache-control', DAY);
  reply.header('etag', file.etag);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  reply.header('content-type', `${type}; charset=utf-8`);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/** Three decimals (about 100 m) is finer than 1:50m data and halves the file. */
const round = (value: unknown): unknown =>
  typeof value === 'number' ? Math.round(value * 1000) / 1000 : Array.isArray(value) ? value.map(round) : value;

const atlas = <T,>(file: string): T => createRequire(__filename)(`world-atlas/${file}`);
const countries = () => atlas<Topology<{ countries: GeometryCollection }>>('countries-50m.json');

/** Land as one shape (no country edges inside it: borders are their own layer). */
function landGeoJson() {
  const topology = atlas<Topology<{ land: GeometryCollection }>>('land-50m.json');
  const land = feature(topology, topology.objects.land);
  return { type: 'FeatureCollection', features: land.features.map((f) => ({ type: 'Feature', properties: {}, geometry: { ...f.geometry, coordinates: round((f.geometry as { coordinates: unknown }).coordinates) } })) };
}

function bordersGeoJson() {
  const topology = countries();
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return { type: 'Feature', properties: {}, geometry: { ...borders, coordinates: round(borders.coordinates) } };
}

function placesGeoJson(language: string) {
  return {
    type: 'FeatureCollection',
    features: PLACES.map((p) => ({ type: 'Feature', properties: { name: placeName(p, language) }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })),
  };
}

/** Water on the map (the sea behind the land, and lakes and rivers on it). */
export const WATER_COLOUR = '#cfe0ea';

/**
 * The offline style: sea, land, and from zoom 9 the town map's lakes, rivers and places (vector
 * tiles), then borders. Labels and dealers are drawn by the page (no glyph server offline): the
 * places layer is small dots, and the page names them.
 */
export function offlineStyle() {
  return {
    version: 8,
    name: 'Offline',
    sources: {
      land: { type: 'geojson', data: '/b2c/v1/map/land.geojson', tolerance: 0.6 },
      borders: { type: 'geojson', data: '/b2c/v1/map/borders.geojson', tolerance: 0.6 },
      town: { type: 'vector', tiles: ['/b2c/v1/map/tiles/{z}/{x}/{y}.pbf'], minzoom: TOWN_MIN_ZOOM, maxzoom: TOWN_MAX_ZOOM, attribution: TOWN_MAP_ATTRIBUTION },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': WATER_COLOUR } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f2ec', 'fill-outline-color': '#d9d4c7' } },
      { id: 'town-water', type: 'fill', source: 'town', 'source-layer': 'water', paint: { 'fill-color': WATER_COLOUR, 'fill-outline-color': '#b5cddb' } },
      {
        id: 'town-places',
        type: 'circle',
        source: 'town',
        'source-layer': 'places',
        minzoom: 10,
        paint: { 'circle-color': '#555', 'circle-radius': 2.5, 'circle-stroke-color': '#fff', 'circle-stroke-width': 1 },
      },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#a39e92', 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5], 'line-dasharray': [3, 2] } },
    ],
  };
}

const tileNumber = (name: string) => v.pipe(v.string(`${name} is required`), v.regex(/^\d{1,5}$/, `${name} is invalid`), v.transform(Number));
/** A tile's address: z from 0 to 14, y with its ".pbf". */
const tileParams = v.object({
  z: v.pipe(tileNumber('z'), v.maxValue(TOWN_MAX_ZOOM, 'z is invalid')),
  x: tileNumber('x'),
  y: v.pipe(v.string('y is required'), v.regex(/^\d{1,5}\.pbf$/, 'y is invalid'), v.transform((value) => Number(value.slice(0, -4)))),
});

const language = v.optional(v.picklist(['en', 'nl', 'fr', 'de', 'es', 'it'], 'lang is invalid'), 'en');
const languageQuery = v.object({ lang: language });

/** The preview's sizes, both 4:3: the locator's map frame, and a dealer page's small map. */
const PREVIEW_SIZES = { large: { width: 800, height: 600 }, small: { width: 400, height: 300 } };
const previewCache = new VersionedReadCache<string>({ kinds: ['catalogue'], maxEntries: 500, ttlMs: 10 * 60_000 });
const mapPointsCache = new VersionedReadCache<string>({ kinds: ['catalogue'], maxEntries: 200, ttlMs: 10 * 60_000 });

type MapPoint = [number, number, number, number, string, string];

/**
 * The map's points when the shopper looks for one bike: every dealer (of the filter) marked by
 * what it holds of that bike (spec point 3's stock marker types), kept with the inventory index.
 */
const stockPointsKept = new WeakMap<InventoryIndex, Map<string, string>>();

async function stockPoints(ctx: ServerContext, item: string, brand: string, key: string, keep: (d: Dealer, i: number, index: DealerIndex) => boolean): Promise<string> {
  const index = await fetchErrors('DEALER_STOCK_FETCH_ERROR', 'Error fetching dealer stock', () => inventoryIndex(ctx.db, brand));
  const found = findBike(index, item);
  if (!found) throw notFound('BIKE_NOT_FOUND', 'Bike not found');
  const kept = stockPointsKept.get(index) ?? new Map<string, string>();
  stockPointsKept.set(index, kept);
  const cacheKey = `${key}|${item}`;
  const hit = kept.get(cacheKey);
  if (hit) return hit;
  const wanted = wantedBike(index, found);
  const out: MapPoint[] = [];
  index.dealers.dealers.forEach((d, i) => {
    if (!keep(d, i, index.dealers)) return;
    const marker = markerTypeFor({ type: d.type }, wanted, stockAtDealer(index, i));
    out.push([d.id, d.lat, d.lng, MARKER_TYPES.indexOf(marker), d.slug, d.name]);
  });
  const body = JSON.stringify(result(out));
  if (kept.size > 500) kept.clear();
  kept.set(cacheKey, body);
  return body;
}

/**
 * The picture's town names: the gazetteer's (in the page's language) and, zoomed in on a town,
 * the town map's places around them, largest first, none drawn over another.
 */
function previewPlaces(box: { west: number; south: number; east: number; north: number }, q: v.InferOutput<typeof mapPreviewQuerySchema>) {
  const gazetteer = PLACES.filter((t) => t.lat > box.south && t.lat < box.north && t.lng > box.west && t.lng < box.east).map((t) => ({ name: placeName(t, q.lang), lat: t.lat, lng: t.lng }));
  if (q.zoom < TOWN_PREVIEW_ZOOM) return gazetteer.slice(0, 30);
  const picked: { name: string; lat: number; lng: number }[] = [];
  // About a label's size in degrees at this zoom: 90 by 16 pixels.
  const degPerPx = 360 / (256 * 2 ** q.zoom);
  const clear = (p: { lat: number; lng: number }) => picked.every((o) => Math.abs(o.lng - p.lng) > 90 * degPerPx || Math.abs(o.lat - p.lat) > 16 * degPerPx * Math.cos((p.lat * Math.PI) / 180));
  for (const p of [...gazetteer, ...townPlacesIn(townMap(), box, 80)]) {
    if (picked.length >= 30) break;
    if (clear(p)) picked.push({ name: p.name, lat: p.lat, lng: p.lng });
  }
  return picked;
}

async function mapPreview(ctx: ServerContext, brand: string, q: v.InferOutput<typeof mapPreviewQuerySchema>): Promise<string> {
  const view = { ...PREVIEW_SIZES[q.size], zoom: q.zoom, lat: q.lat, lng: q.lng, pin: q.pin === '1' };
  const box = previewBounds(view);
  const index = await dealerIndex(ctx.db);
  const ids = index.kd.range(box.west, box.south, box.east, box.north).filter((i) => {
    const d = index.dealers[i];
    return d && index.brands[i].has(brand) && (q.type === 'all' || d.type === q.type) && (!q.country || d.country === q.country);
  });
  const landFile = once('land', landGeoJson).value as { features: { geometry: { coordinates: number[][][][] } }[] };
  const bordersFile = once('borders', bordersGeoJson).value as { geometry: { coordinates: number[][][] } };
  return renderMapPreview({
    ...view,
    land: landFile.features.flatMap((f) => f.geometry.coordinates),
    borders: bordersFile.geometry.coordinates,
    dealers: ids.slice(0, 400).map((i) => ({ lat: index.dealers[i].lat, lng: index.dealers[i].lng, rental: index.dealers[i].type === 'rental' })),
    places: previewPlaces(box, q),
    water: q.zoom >= TOWN_PREVIEW_ZOOM ? waterIn(townMap(), box) : [],
  });
}

/** ?lat=&lng= (required), &lang=, &type=, &country=: numbers as the dealer search takes them. */
const mapPreviewQuerySchema = v.object({
  lat: v.pipe(v.string('lat is required'), v.regex(/^-?\d{1,2}(\.\d{1,6})?$/, 'lat is invalid'), v.transform(Number), v.minValue(-85, 'lat is invalid'), v.maxValue(85, 'lat is invalid')),
  lng: v.pipe(v.string('lng is required'), v.regex(/^-?\d{1,3}(\.\d{1,6})?$/, 'lng is invalid'), v.transform(Number), v.minValue(-180, 'lng is invalid'), v.maxValue(180, 'lng is invalid')),
  lang: language,
  type: v.optional(v.picklist(['dealer', 'rental', 'all'], 'type is invalid'), 'all'),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'country is invalid'))),
  /** 6 (a region) to 12 (a town); the interactive map's first view is 8. */
  zoom: v.optional(v.pipe(v.string(), v.regex(/^([6-9]|1[0-2])$/, 'zoom is invalid (6 to 12)'), v.transform(Number)), '8'),
  size: v.optional(v.picklist(['large', 'small'], 'size is invalid (large or small)'), 'large'),
  /** 1: a pin on the point itself (a dealer page's own place). */
  pin: v.optional(v.picklist(['0', '1'], 'pin is invalid'), '0'),
  /** An <img> carries no brand header: the page names its brand. */
  brand: v.optional(v.pipe(v.string(), v.check((value: string) => isBrandKey(value), 'brand is invalid'))),
});

export async function registerMapRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/map/config',
    summary: "The dealer map's style: Mapbox's with MAPBOX_TOKEN configured, otherwise the offline style this server draws",
    tags: ['map'],
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const token = ctx.config.mapboxToken;
      return result(token ? { provider: 'mapbox', accessToken: token, style: ctx.config.mapboxStyle } : { provider: 'offline', style: '/b2c/v1/map/style.json' });
    },
  });
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/map/style.json',
    summary: 'The offline map style (mapbox-gl style version 8)',
    tags: ['map'],
    handler: async (request, reply) => sendCached(request, reply, once('style', offlineStyle), 'application/json'),
  });
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/map/land.geojson',
    summary: 'Land (country shapes, Natural Earth 1:50m) for the offline map',
    tags: ['map'],
    handler: async (request, reply) => sendCached(request, reply, once('land', landGeoJson)),
  });
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/map/borders.geojson',
    summary: 'Country borders (Natural Earth 1:50m) for the offline map',
    tags: ['map'],
    handler: async (request, reply) => sendCached(request, reply, once('borders', bordersGeoJson)),
  });
  let tiler: ReturnType<typeof townTiler> | null = null;
  const tiles = new Map<string, { raw: Buffer; gzip: Buffer } | null>();
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/map/tiles/:z/:x/:y',
    summary: 'The offline map at town level as Mapbox vector tiles (/{z}/{x}/{y}.pbf, zoom 9 to 14): layers water (lakes and rivers, OpenStreetMap) and places (name, population: GeoNames) around the seed towns; 204 where there is nothing',
    tags: ['map'],
    handler: async (request, reply) => {
      const { z, x, y } = parseInput(tileParams, request.params);
      if (x >= 2 ** z || y >= 2 ** z) throw notFound('TILE_NOT_FOUND', 'No such tile');
      const key = `${z}/${x}/${y}`;
      let body = tiles.get(key);
      if (body === undefined) {
        tiler ??= townTiler(townMap());
        const raw = tiler(z, x, y);
        body = raw ? { raw, gzip: await gzipAsync(raw, { level: 6 }) } : null;
        // A few KiB a tile; a browser asks a few dozen. At most 2000 kept (some MB), then afresh.
        if (tiles.size >= 2000) tiles.clear();
        tiles.set(key, body);
      }
      reply.header('cache-control', DAY);
      if (!body) return reply.status(204).send();
      reply.header('content-type', 'application/x-protobuf');
      reply.header('vary', 'accept-encoding');
      if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(body.raw);
      reply.header('content-encoding', 'gzip');
      return reply.send(body.gzip);
    },
  });
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/map/preview.svg',
    summary: "A picture of the dealer map around a point (SVG: land, borders, the brand's dealers, town names), shown until the interactive map is asked for (?lat=&lng=&lang=&type=&country=)",
    tags: ['map'],
    handler: async (request, reply) => {
      const query = parseInput(mapPreviewQuerySchema, request.query);
      const brand = query.brand && isBrandKey(query.brand) ? query.brand : brandOf(request, ctx.config);
      const key = [brand, query.lat, query.lng, query.zoom, query.size, query.pin, query.lang, query.type, query.country ?? ''].join('|');
      const svg = await fetchErrors('DEALER_FETCH_ERROR', 'Error drawing the dealer map', () => previewCache.read(ctx.db, key, () => mapPreview(ctx, brand, query)));
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=600');
      return reply.send(svg);
    },
  });
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/map/places.geojson',
    summary: "Town labels for the offline map (?lang=en|nl|fr|de|es|it: the town's name in that language)",
    tags: ['map'],
    handler: async (request, reply) => {
      const { lang } = parseInput(languageQuery, request.query);
      return sendCached(request, reply, once(`places:${lang}`, () => placesGeoJson(lang)));
    },
  });
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/dealers/map',
    summary: 'Every active dealer of the brand as map points, compact: [id, lat, lng, marker (index in MARKER_TYPES: 0 dealer, 1 rental), slug, name] (?type=&country=); with ?item= the marker says what the dealer holds of that bike',
    tags: ['dealers'],
    handler: async (request, reply) => {
      const query = parseInput(dealerMapQuerySchema, request.query);
      const brand = brandOf(request, ctx.config);
      const key = [brand, query.type, query.country ?? ''].join('|');
      const keep = (d: Dealer, i: number, index: DealerIndex) =>
        index.brands[i].has(brand) && (query.type === 'all' || d.type === query.type) && (!query.country || d.country === query.country);
      const body = query.item
        ? await stockPoints(ctx, query.item, brand, key, keep)
        : // Serialised once per brand and filter until the dealers change: every map view asks it.
          await fetchErrors('DEALER_FETCH_ERROR', 'Error fetching dealers', () =>
            mapPointsCache.read(ctx.db, key, async () => {
              const index = await dealerIndex(ctx.db);
              const out: MapPoint[] = [];
              index.dealers.forEach((d, i) => {
                if (keep(d, i, index)) out.push([d.id, d.lat, d.lng, d.type === 'rental' ? 1 : 0, d.slug, d.name]);
              });
              return JSON.stringify(result(out));
            }),
          );
      reply.header('cache-control', 'public, max-age=300');
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(body);
    },
  });
}
