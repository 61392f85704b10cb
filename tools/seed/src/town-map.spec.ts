import {
  cellBox, cellKey, clipPolygonToRegion, clipRing, encodeRing, placesInRegion, regionCells, ringArea, simplify, CELL_DEGREES, type Ring,
} from './town-map';

const square = (west: number, south: number, size: number): Ring => [[west, south], [west + size, south], [west + size, south + size], [west, south + size], [west, south]];

describe('the town map: regions, clipping, simplifying (issue 32 item 12)', () => {
  it('takes the cells within the radius of a town, and no others', () => {
    const cells = regionCells([{ lat: 51.047, lng: 5.182 }], 20);
    expect(cells.has(cellKey(Math.floor(5.182 / CELL_DEGREES), Math.floor(51.047 / CELL_DEGREES)))).toBe(true);
    // 20 km is about 0.18 degrees of latitude and 0.29 of longitude at 51°: from 50.87 to 51.23
    // (two rows of cells) and from 4.90 to 5.47 (three columns).
    expect(cells.size).toBe(6);
    expect(cells.has(cellKey(Math.floor(6.5 / CELL_DEGREES), Math.floor(51.047 / CELL_DEGREES)))).toBe(false);
  });

  it('cuts a ring to a box, closed, with the corners where it crosses', () => {
    const box = { west: 0, south: 0, east: 1, north: 1 };
    const cut = clipRing(square(0.5, 0.5, 1), box);
    expect(cut[0]).toEqual(cut[cut.length - 1]);
    expect(new Set(cut.map((p) => p.join(',')))).toEqual(new Set(['0.5,0.5', '1,0.5', '1,1', '0.5,1']));
    expect(ringArea(cut)).toBeCloseTo(0.25);
    expect(clipRing(square(2, 2, 1), box)).toEqual([]);
    // A ring round the box becomes the box.
    expect(ringArea(clipRing(square(-1, -1, 3), box))).toBeCloseTo(1);
  });

  it('simplifies a line within the tolerance and keeps its ends', () => {
    const line: [number, number][] = [[0, 0], [1, 0.00001], [2, -0.00001], [3, 0], [3, 1]];
    expect(simplify(line, 0.001)).toEqual([[0, 0], [3, 0], [3, 1]]);
  });

  it('cuts a lake across two cells into one piece a cell, drops ponds and cells outside the region', () => {
    const region = new Set([cellKey(0, 0), cellKey(1, 0)]);
    const lake = [square(0.2, 0.05, 0.1)];
    // 0.2 .. 0.3 crosses the edge at 0.25 between cells 0 and 1.
    const pieces = clipPolygonToRegion(lake, region);
    expect(pieces).toHaveLength(2);
    expect(pieces.every((p) => p[0]!.every(([x]) => x <= cellBox(1, 0).east))).toBe(true);
    expect(pieces.reduce((sum, p) => sum + ringArea(p[0]!), 0)).toBeCloseTo(0.01, 6);
    expect(clipPolygonToRegion([square(0.01, 0.01, 0.0005)], region)).toEqual([]);
    expect(clipPolygonToRegion([square(5, 5, 0.1)], region)).toEqual([]);
  });

  it('keeps the largest places of each cell', () => {
    const region = new Set([cellKey(0, 0)]);
    const places = [1, 5, 3, 9].map((n) => ({ name: `P${n}`, lat: 0.1, lng: 0.01 * n, population: n * 1000 }));
    expect(placesInRegion([...places, { name: 'Far', lat: 10, lng: 10, population: 1e6 }], region, 2).map((p) => p.name)).toEqual(['P9', 'P5']);
  });

  it('writes rings as whole-number steps (the server reads them back: town-map.spec in server/catalogue)', () => {
    const ring: Ring = [[5.18212, 51.04701], [5.1901, 51.05], [5.17, 51.06], [5.18212, 51.04701]];
    expect(encodeRing(ring)).toEqual([518212, 5104701, 798, 299, -2010, 1000, 1212, -1299]);
  });
});
