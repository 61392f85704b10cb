/**
 * The offline map's town-level layer (issue 32 item 12): water and place names around every town
 * the seed puts dealers in, cut out of open data sets so the repository carries only what a
 * shopper can zoom into. The world is divided into cells of CELL_DEGREES; a cell belongs to the
 * regions when it lies within REGION_RADIUS_KM of a seed town. Shapes are cut at cell edges (no
 * shape is kept twice), simplified to about 20 m and rounded to about 1 m.
 */

export type Ring = [number, number][];
export type Polygon = Ring[];
export interface Box { west: number; south: number; east: number; north: number }

export const CELL_DEGREES = 0.25;
/** Far enough that a town's map at zoom 10 (about 60 km across on a phone) has water all round. */
export const REGION_RADIUS_KM = 20;
/** Douglas-Peucker tolerance in degrees: about 20 m, a pixel at zoom 13. */
export const SIMPLIFY_DEGREES = 0.00025;
/** Ponds smaller than about 1.5 hectares (in square degrees at the equator) are left out. */
export const MIN_AREA_SQ_DEGREES = 0.000004;

const KM_PER_DEGREE = 111.32;

export const cellKey = (col: number, row: number) => `${col}:${row}`;
export const cellOf = (lng: number, lat: number) => ({ col: Math.floor(lng / CELL_DEGREES), row: Math.floor(lat / CELL_DEGREES) });
export const cellBox = (col: number, row: number): Box => ({ west: col * CELL_DEGREES, south: row * CELL_DEGREES, east: (col + 1) * CELL_DEGREES, north: (row + 1) * CELL_DEGREES });

/** The cells within radiusKm of any of the towns (by the cell's nearest point to the town). */
export function regionCells(towns: readonly { lat: number; lng: number }[], radiusKm = REGION_RADIUS_KM): Set<string> {
  const cells = new Set<string>();
  for (const town of towns) {
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLng = radiusKm / (KM_PER_DEGREE * Math.max(0.1, Math.cos((town.lat * Math.PI) / 180)));
    const from = cellOf(town.lng - dLng, town.lat - dLat);
    const to = cellOf(town.lng + dLng, town.lat + dLat);
    for (let col = from.col; col <= to.col; col++) {
      for (let row = from.row; row <= to.row; row++) {
        const box = cellBox(col, row);
        const nearLng = Math.min(Math.max(town.lng, box.west), box.east);
        const nearLat = Math.min(Math.max(town.lat, box.south), box.north);
        const km = Math.hypot((nearLat - town.lat) * KM_PER_DEGREE, (nearLng - town.lng) * KM_PER_DEGREE * Math.cos((town.lat * Math.PI) / 180));
        if (km <= radiusKm) cells.add(cellKey(col, row));
      }
    }
  }
  return cells;
}

/** The cells of the region a bounding box touches. */
export function cellsTouched(box: Box, region: Set<string>): { col: number; row: number }[] {
  const from = cellOf(box.west, box.south);
  const to = cellOf(box.east, box.north);
  const out: { col: number; row: number }[] = [];
  for (let col = from.col; col <= to.col; col++) for (let row = from.row; row <= to.row; row++) if (region.has(cellKey(col, row))) out.push({ col, row });
  return out;
}

export function boundsOf(points: [number, number][]): Box {
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const [x, y] of points) {
    if (x < box.west) box.west = x;
    if (x > box.east) box.east = x;
    if (y < box.south) box.south = y;
    if (y > box.north) box.north = y;
  }
  return box;
}

/** Sutherland-Hodgman: a ring cut to a box (a closed ring, or [] when nothing is inside). */
export function clipRing(ring: Ring, box: Box): Ring {
  const edges: [(p: [number, number]) => boolean, (a: [number, number], b: [number, number]) => [number, number]][] = [
    [(p) => p[0] >= box.west, (a, b) => atX(a, b, box.west)],
    [(p) => p[0] <= box.east, (a, b) => atX(a, b, box.east)],
    [(p) => p[1] >= box.south, (a, b) => atY(a, b, box.south)],
    [(p) => p[1] <= box.north, (a, b) => atY(a, b, box.north)],
  ];
  let points = ring.length > 1 && same(ring[0]!, ring[ring.length - 1]!) ? ring.slice(0, -1) : ring.slice();
  for (const [inside, cut] of edges) {
    if (points.length === 0) break;
    const next: Ring = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i]!;
      const previous = points[(i + points.length - 1) % points.length]!;
      if (inside(current)) {
        if (!inside(previous)) next.push(cut(previous, current));
        next.push(current);
      } else if (inside(previous)) {
        next.push(cut(previous, current));
      }
    }
    points = next;
  }
  if (points.length < 3) return [];
  return [...points, points[0]!];
}

const same = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];
const atX = (a: [number, number], b: [number, number], x: number): [number, number] => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY = (a: [number, number], b: [number, number], y: number): [number, number] => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

/** Douglas-Peucker on a line or ring (its ends are kept). */
export function simplify(points: [number, number][], tolerance = SIMPLIFY_DEGREES): [number, number][] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstD = tol2;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(points[i]!, points[first]!, points[last]!);
      if (d > worstD) {
        worst = i;
        worstD = d;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function segmentDistance2(p: [number, number], a: [number, number], b: [number, number]): number {
  let [x, y] = a;
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) [x, y] = b;
    else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = p[0] - x;
  dy = p[1] - y;
  return dx * dx + dy * dy;
}

/** Shoelace area, in square degrees (unsigned). */
export function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return Math.abs(sum / 2);
}

const round5 = (p: [number, number]): [number, number] => [Math.round(p[0] * 1e5) / 1e5, Math.round(p[1] * 1e5) / 1e5];

/**
 * A polygon (outer ring, holes) cut to every region cell it touches, simplified and rounded;
 * pieces too small to see at town zoom are left out.
 */
export function clipPolygonToRegion(polygon: Polygon, region: Set<string>): Polygon[] {
  const outer = polygon[0];
  if (!outer || outer.length < 4) return [];
  const out: Polygon[] = [];
  for (const { col, row } of cellsTouched(boundsOf(outer), region)) {
    const box = cellBox(col, row);
    const rings: Polygon = [];
    for (const [i, ring] of polygon.entries()) {
      const cut = clipRing(ring, box);
      if (cut.length < 4) {
        if (i === 0) break;
        continue;
      }
      const simple = simplify(cut).map(round5);
      if (simple.length < 4 || ringArea(simple) < MIN_AREA_SQ_DEGREES) {
        if (i === 0) break;
        continue;
      }
      rings.push(simple);
    }
    if (rings.length > 0) out.push(rings);
  }
  return out;
}

export interface TownPlace { name: string; lat: number; lng: number; population: number }

/** The most populous places of each region cell (at most perCell), largest first within a cell. */
export function placesInRegion(places: TownPlace[], region: Set<string>, perCell = 8): TownPlace[] {
  const byCell = new Map<string, TownPlace[]>();
  for (const place of places) {
    const { col, row } = cellOf(place.lng, place.lat);
    const key = cellKey(col, row);
    if (!region.has(key)) continue;
    const list = byCell.get(key) ?? [];
    list.push(place);
    byCell.set(key, list);
  }
  const out: TownPlace[] = [];
  for (const key of [...byCell.keys()].sort()) {
    const list = byCell.get(key)!.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
    out.push(...list.slice(0, perCell).map((p) => ({ name: p.name, lat: Math.round(p.lat * 1e5) / 1e5, lng: Math.round(p.lng * 1e5) / 1e5, population: p.population })));
  }
  return out;
}

/**
 * A ring for the data file: one flat list of whole numbers, the first point in 1e-5 degrees and
 * every further point as its step from the one before (a third of the size of plain JSON).
 */
export function encodeRing(ring: Ring): number[] {
  const out: number[] = [];
  let x = 0;
  let y = 0;
  for (const [lng, lat] of ring) {
    const nx = Math.round(lng * 1e5);
    const ny = Math.round(lat * 1e5);
    out.push(nx - x, ny - y);
    x = nx;
    y = ny;
  }
  return out;
}
