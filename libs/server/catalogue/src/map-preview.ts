import { escapeHtml } from '@bike/server/mail';

/**
 * A picture of the dealer map drawn on the server as SVG: land, water, borders, dealers and town names
 * around a point, in Web Mercator at the interactive map's first zoom. The locator shows it at
 * once and swaps in the interactive map (mapbox-gl, about 300 KiB of script) only when the
 * shopper reaches for it, so the page itself stays light.
 */

export interface PreviewInput {
  lat: number;
  lng: number;
  zoom: number;
  width: number;
  height: number;
  land: number[][][][];
  borders: number[][][];
  dealers: { lat: number; lng: number; rental: boolean }[];
  places: { name: string; lat: number; lng: number }[];
  /** Lakes and rivers (the town map's, zoomed in on a town): polygons of [outer ring, holes…]. */
  water?: number[][][][];
  /** A pin on the centre point (the dealer a page is about). */
  pin?: boolean;
}

const TILE = 256;
const worldX = (lng: number, scale: number) => ((lng + 180) / 360) * scale;
const worldY = (lat: number, scale: number) => {
  const s = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale;
};

/** The lng/lat box the picture shows (for picking dealers and towns). */
export function previewBounds(p: Pick<PreviewInput, 'lat' | 'lng' | 'zoom' | 'width' | 'height'>) {
  const scale = TILE * 2 ** p.zoom;
  const cx = worldX(p.lng, scale);
  const cy = worldY(p.lat, scale);
  const lngAt = (x: number) => (x / scale) * 360 - 180;
  const latAt = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
  return { west: lngAt(cx - p.width / 2), east: lngAt(cx + p.width / 2), north: latAt(cy - p.height / 2), south: latAt(cy + p.height / 2) };
}

export function renderMapPreview(p: PreviewInput): string {
  const scale = TILE * 2 ** p.zoom;
  const ox = worldX(p.lng, scale) - p.width / 2;
  const oy = worldY(p.lat, scale) - p.height / 2;
  const x = (lng: number) => worldX(lng, scale) - ox;
  const y = (lat: number) => worldY(lat, scale) - oy;
  const margin = 20;
  const inView = (ring: number[][]) => {
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (const [lng, lat] of ring) {
      const px = x(lng), py = y(lat);
      if (px < minX) minX = px; if (px > maxX) maxX = px; if (py < minY) minY = py; if (py > maxY) maxY = py;
    }
    return maxX > -margin && minX < p.width + margin && maxY > -margin && minY < p.height + margin;
  };
  /**
   * A ring or line as path data. Points outside the picture are pulled onto a frame just beyond
   * its edges (what lies inside stays exact; a continent's far coast collapses onto the frame)
   * and points less than a pixel from the last one kept are dropped.
   */
  const clampX = (v: number) => Math.max(-margin, Math.min(p.width + margin, v));
  const clampY = (v: number) => Math.max(-margin, Math.min(p.height + margin, v));
  const path = (points: number[][], close: boolean) => {
    let d = '';
    let lastX = NaN, lastY = NaN;
    points.forEach(([lng, lat], i) => {
      const px = Math.round(clampX(x(lng)) * 10) / 10, py = Math.round(clampY(y(lat)) * 10) / 10;
      if (i > 0 && i < points.length - 1 && Math.abs(px - lastX) < 1 && Math.abs(py - lastY) < 1) return;
      d += `${i === 0 ? 'M' : 'L'}${px} ${py}`;
      lastX = px; lastY = py;
    });
    return close ? `${d}Z` : d;
  };
  const land = p.land.flatMap((polygon) => (inView(polygon[0]) ? [polygon.map((ring) => path(ring, true)).join('')] : [])).join('');
  const water = (p.water ?? []).flatMap((polygon) => (polygon[0] && inView(polygon[0]) ? [polygon.map((ring) => path(ring, true)).join('')] : [])).join('');
  const borders = p.borders.filter(inView).map((line) => path(line, false)).join('');
  const dealers = p.dealers
    .map((d) => `<circle cx="${x(d.lng).toFixed(1)}" cy="${y(d.lat).toFixed(1)}" r="6" fill="${d.rental ? '#2a6f97' : '#1f5136'}"/>`)
    .join('');
  const places = p.places
    .map((t) => `<circle cx="${x(t.lng).toFixed(1)}" cy="${y(t.lat).toFixed(1)}" r="2.5" fill="#555"/><text x="${(x(t.lng) + 5).toFixed(1)}" y="${(y(t.lat) + 4).toFixed(1)}">${escapeHtml(t.name)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${p.width} ${p.height}" width="${p.width}" height="${p.height}" preserveAspectRatio="xMidYMid slice">`,
    `<rect width="100%" height="100%" fill="#cfe0ea"/>`,
    `<path d="${land}" fill="#f4f2ec" stroke="#d9d4c7" fill-rule="evenodd"/>`,
    water ? `<path d="${water}" fill="#cfe0ea" stroke="#b5cddb" stroke-width="0.5" fill-rule="evenodd"/>` : '',
    `<path d="${borders}" fill="none" stroke="#a39e92" stroke-width="1" stroke-dasharray="4 3"/>`,
    `<g stroke="#fff" stroke-width="2">${dealers}</g>`,
    // Town names above the dealers (who sit in those towns), with a white halo to stay readable.
    `<g font-family="system-ui, sans-serif" font-size="12" fill="#333" stroke="#fff" stroke-width="3" paint-order="stroke">${places}</g>`,
    p.pin ? `<g transform="translate(${p.width / 2} ${p.height / 2})"><path d="M0 0C-4-12-16-18-16-30a16 16 0 0 1 32 0C16-18 4-12 0 0Z" fill="#c2410c" stroke="#fff" stroke-width="2.5"/><circle cy="-30" r="6" fill="#fff"/></g>` : '',
    '</svg>',
  ].join('');
}
