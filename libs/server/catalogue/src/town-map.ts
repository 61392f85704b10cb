import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { repoFolder } from '@bike/server/core';

/**
 * The offline map at town level (issue 32 item 12): water areas and place names around every
 * seed town, from map-data/town-map.json.gz (built by tools/seed/src/build-town-map.ts from
 * OpenStreetMap water, ODbL, and GeoNames places, CC BY 4.0). Read once, on the first map tile
 * or town-zoom preview asked for; served as Mapbox vector tiles (geojson-vt cuts them, vt-pbf
 * encodes them), so a browser downloads only the tiles it looks at.
 */

export const TOWN_MAP_ATTRIBUTION = '© OpenStreetMap contributors (ODbL), GeoNames (CC BY 4.0), Natural Earth';
/**
 * Below this zoom the town layer is not drawn: the land, borders and the gazetteer's towns
 * suffice for a region, and the locator's first view (zoom 8) stays as light as it was.
 */
export const TOWN_MIN_ZOOM = 9;
/** The map picture draws the town layer from this zoom (a dealer page's picture is at 10). */
export const TOWN_PREVIEW_ZOOM = 10;
/** Tiles are cut up to this zoom; mapbox-gl enlarges the last ones beyond it. */
export const TOWN_MAX_ZOOM = 14;

export type LngLat = [number, number];
export interface TownPlace { name: string; lat: number; lng: number; population: number }
export interface TownMap {
  /** Each polygon is [outer ring, holes…], cut at the data's cell edges. */
  water: LngLat[][][];
  places: TownPlace[];
}

interface TownMapFile { water: number[][][]; places: [string, number, number, number][] }

/** A ring from the file: whole numbers, the first point and then steps, in 1e-5 degrees. */
export function decodeRing(flat: number[]): LngLat[] {
  const ring: LngLat[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    x += flat[i]!;
    y += flat[i + 1]!;
    ring.push([x / 1e5, y / 1e5]);
  }
  return ring;
}

export function parseTownMap(file: TownMapFile): TownMap {
  return {
    water: file.water.map((polygon) => polygon.map(decodeRing)),
    places: file.places.map(([name, lat, lng, population]) => ({ name, lat, lng, population })),
  };
}

let loaded: TownMap | null = null;

/** The town map, read and decoded on first use (about 0.8 MB gzipped, 2 MB of JSON). */
export function townMap(): TownMap {
  if (!loaded) {
    const file = path.join(repoFolder('libs', 'server', 'catalogue', 'map-data'), 'town-map.json.gz');
    loaded = parseTownMap(JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as TownMapFile);
  }
  return loaded;
}

export interface Box { west: number; south: number; east: number; north: number }

const overlaps = (ring: LngLat[], box: Box) => {
  let west = Infinity, east = -Infinity, south = Infinity, north = -Infinity;
  for (const [x, y] of ring) {
    if (x < west) west = x; if (x > east) east = x; if (y < south) south = y; if (y > north) north = y;
  }
  return east >= box.west && west <= box.east && north >= box.south && south <= box.north;
};

/** The water polygons that reach into a box (the map preview's town zoom). */
export function waterIn(map: TownMap, box: Box): LngLat[][][] {
  return map.water.filter((polygon) => polygon[0] && overlaps(polygon[0], box));
}

/** The places in a box, most populous first. */
export function townPlacesIn(map: TownMap, box: Box, limit: number): TownPlace[] {
  return map.places
    .filter((p) => p.lat >= box.south && p.lat <= box.north && p.lng >= box.west && p.lng <= box.east)
    .sort((a, b) => b.population - a.population)
    .slice(0, limit);
}

/** The town map as GeoJSON, one collection per vector-tile layer: water (fill) and places (points with name and population). */
export function townLayers(map: TownMap): { water: GeoJSON.FeatureCollection; places: GeoJSON.FeatureCollection } {
  return {
    water: { type: 'FeatureCollection', features: map.water.map((rings) => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: rings } })) },
    places: {
      type: 'FeatureCollection',
      features: map.places.map((p) => ({ type: 'Feature', properties: { name: p.name, population: p.population }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })),
    },
  };
}

interface TileIndex { getTile(z: number, x: number, y: number): { features: unknown[] } | null }
type GeojsonVt = (data: GeoJSON.FeatureCollection, options: Record<string, number | boolean>) => TileIndex;
type VtPbf = { fromGeojsonVt(layers: Record<string, unknown>, options?: { version?: number }): Uint8Array };

/** Vector tiles of the town map: z/x/y to the tile's protobuf bytes (empty tiles are null). */
export function townTiler(map: TownMap): (z: number, x: number, y: number) => Buffer | null {
  // Both are mapbox-gl's own tiling libraries (CommonJS builds).
  const geojsonvt = require('geojson-vt') as GeojsonVt;
  const vtpbf = require('vt-pbf') as VtPbf;
  const layers = townLayers(map);
  const options = { maxZoom: TOWN_MAX_ZOOM, indexMaxZoom: 6, tolerance: 3, extent: 4096, buffer: 64 };
  const water = geojsonvt(layers.water, options);
  const places = geojsonvt(layers.places, { ...options, buffer: 0 });
  return (z, x, y) => {
    if (z < TOWN_MIN_ZOOM || z > TOWN_MAX_ZOOM) return null;
    const tiles: Record<string, unknown> = {};
    const w = water.getTile(z, x, y);
    const p = places.getTile(z, x, y);
    if (w && w.features.length > 0) tiles['water'] = w;
    if (p && p.features.length > 0) tiles['places'] = p;
    if (Object.keys(tiles).length === 0) return null;
    return Buffer.from(vtpbf.fromGeojsonVt(tiles, { version: 2 }));
  };
}
