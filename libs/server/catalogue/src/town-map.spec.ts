import { decodeRing, parseTownMap, townMap, townPlacesIn, townTiler, waterIn } from './town-map';
// mapbox-gl's own tile reader (CommonJS): the test reads a tile as the browser does.
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: new (pbf: unknown) => { layers: Record<string, { length: number; feature(i: number): { type: number; properties: Record<string, unknown> } }> } };
const Pbf = require('pbf') as new (buffer: Uint8Array) => unknown;

/** The tile of a point at a zoom (Web Mercator, as mapbox-gl numbers them). */
const tileOf = (z: number, lng: number, lat: number): [number, number, number] => {
  const r = (lat * Math.PI) / 180;
  return [z, Math.floor(((lng + 180) / 360) * 2 ** z), Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z)];
};

describe('the town map (issue 32 item 12)', () => {
  it('reads rings written as whole-number steps of 1e-5 degrees', () => {
    expect(decodeRing([518212, 5104701, 798, 299, -2010, 1000, 1212, -1299])).toEqual([[5.18212, 51.04701], [5.1901, 51.05], [5.17, 51.06], [5.18212, 51.04701]]);
  });

  it('cuts vector tiles with a water and a places layer from 9 to 14, none outside', () => {
    const map = parseTownMap({
      water: [[[510000, 5100000, 10000, 0, 0, 10000, -10000, 0, 0, -10000]]],
      places: [['Lakeside', 51.05, 5.12, 4000]],
    });
    const tiler = townTiler(map);
    const bytes = tiler(...tileOf(12, 5.12, 51.05));
    const tile = new VectorTile(new Pbf(bytes!));
    expect(tile.layers['water']!.feature(0).type).toBe(3);
    expect(tile.layers['places']!.feature(0).properties).toEqual({ name: 'Lakeside', population: 4000 });
    expect(tiler(...tileOf(8, 5.12, 51.05))).toBeNull();
    expect(tiler(...tileOf(12, 6.5, 51.05))).toBeNull();
  });

  it('holds water and named places around the seed towns (Beringen: the Albert canal country)', () => {
    const map = townMap();
    const box = { west: 5.0, east: 5.4, south: 50.95, north: 51.15 };
    expect(waterIn(map, box).length).toBeGreaterThan(5);
    expect(townPlacesIn(map, box, 10).map((p) => p.name)).toEqual(expect.arrayContaining(['Beringen', 'Leopoldsburg', 'Diest']));
  });
});
