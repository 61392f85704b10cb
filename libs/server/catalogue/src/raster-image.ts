import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { LruCache } from './lru-cache';

/**
 * Raster renditions of the generated SVG product images (issue 4, point 10; spec point 9:
 * widths 600, 1000 and 1800 at quality 80): `?w=600|1000|1800&fm=webp|png&q=80`. sharp renders
 * each (picture, width, format, quality) once; the bytes are kept in a bounded LRU, and the
 * answer is immutable (same URL, same picture), so a CDN or browser asks at most once.
 */
export const RASTER_WIDTHS = ['600', '1000', '1800'] as const;
export const RASTER_FORMATS = ['webp', 'png'] as const;

export const rasterQuerySchema = v.object({
  w: v.optional(v.picklist(RASTER_WIDTHS, `w is invalid (expected ${RASTER_WIDTHS.join(', ')})`)),
  fm: v.optional(v.picklist(RASTER_FORMATS, 'fm is invalid (expected webp or png)'), 'webp'),
  q: v.optional(v.pipe(v.string('q must be a number'), v.regex(/^\d{1,3}$/, 'q is invalid'), v.transform(Number), v.minValue(30, 'q must be 30 or more'), v.maxValue(100, 'q must be 100 or less')), '80'),
});
export type RasterQuery = v.InferOutput<typeof rasterQuerySchema>;

/** Asks for a raster when any of w, fm, q is present; a plain URL stays the SVG. */
export const wantsRaster = (query: Record<string, unknown>): boolean => ['w', 'fm', 'q'].some((k) => query[k] !== undefined);

export interface Rendition { body: Buffer; type: string; etag: string }

/** 64 MB of renditions: a 1800 px webp is ~30-60 KB, so thousands of pictures fit. */
const cache = new LruCache<Promise<Rendition>>(5000, Infinity, 64 * 1024 * 1024);

type Sharp = (input: Buffer, options?: { density?: number }) => {
  resize(width: number): ReturnType<Sharp>;
  webp(options: { quality: number }): ReturnType<Sharp>;
  png(options: { quality?: number; compressionLevel?: number; palette?: boolean }): ReturnType<Sharp>;
  toBuffer(): Promise<Buffer>;
};
let sharpModule: Promise<Sharp> | undefined;
// Loaded on first use: the native module costs start-up time and most calls never need it.
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => ((m as unknown as { default?: Sharp }).default ?? (m as unknown as Sharp))));

export async function rasterise(key: string, svg: string, q: RasterQuery & { w: string }): Promise<Rendition> {
  const cacheKey = `${key}|${q.w}|${q.fm}|${q.q}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const render = (async () => {
    const sharp = await loadSharp();
    const width = Number(q.w);
    // A density high enough that the vector is drawn at (at least) the asked width, not upscaled.
    const image = sharp(Buffer.from(svg), { density: Math.min(600, Math.ceil((72 * width) / 600)) }).resize(width);
    const body = q.fm === 'png' ? await image.png({ quality: q.q, compressionLevel: 9, palette: true }).toBuffer() : await image.webp({ quality: q.q }).toBuffer();
    return { body, type: `image/${q.fm}`, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  })();
  cache.set(cacheKey, render, 256 * 1024);
  render.then((r) => cache.set(cacheKey, Promise.resolve(r), r.body.length)).catch(() => cache.delete(cacheKey));
  return render;
}
