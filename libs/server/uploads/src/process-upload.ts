/**
 * From the bytes a user sent to the bytes the shop stores. Two steps, so a request that is
 * already refused does not pay for decoding the rest of its files:
 * - inspectUpload: type from the magic bytes, size, pixel count and dimensions from the header
 *   alone (cheap, nothing decoded);
 * - renderUpload: images decoded once (orientation applied from EXIF), capped, re-encoded as a
 *   JPEG plus the four webp thumbnails; a PDF passes unchanged.
 * Re-encoding is what makes an image safe to serve: whatever rode along in the file (EXIF with
 * GPS position and camera serial, XMP, comments, a script appended after the image data) is not
 * in the pixels, and sharp writes no metadata unless asked to (keepMetadata/withMetadata,
 * never called here).
 */
import type { Sharp, SharpOptions } from 'sharp';
import {
  ACCEPTED_TYPES,
  MAX_CONCURRENT_RENDERS,
  MAX_FILE_BYTES,
  MAX_LONG_EDGE,
  MAX_PIXELS,
  MIN_DIMENSION,
  ORIGINAL_QUALITY,
  THUMBNAIL_QUALITY,
  THUMBNAIL_SIZES,
  thumbnailDimensions,
  type FileType,
  type UploadPurpose,
  type UploadVariant,
} from './limits';
import type { UploadKind } from './schema';
import { looksLikeCompletePdf, sniffType } from './sniff';
import { tooManyBytes, tooManyPixels, tooSmall, unreadable, wrongType } from './upload-errors';

type SharpFactory = (input?: Buffer | Uint8Array, options?: SharpOptions) => Sharp;
let sharpModule: Promise<SharpFactory> | undefined;
// Loaded on first use, as the catalogue does: the native module costs start-up time.
const loadSharp = () =>
  (sharpModule ??= import('sharp').then((m) => ((m as unknown as { default?: SharpFactory }).default ?? (m as unknown as SharpFactory))));

/** How sharp names each accepted image type in metadata(): AVIF is a HEIF container. */
const SHARP_FORMAT: Record<Exclude<FileType, 'pdf'>, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

export interface InspectedUpload {
  type: FileType;
  kind: UploadKind;
}

/** Refuses (UploadRefusal) what the purpose does not accept; reads headers only. */
export async function inspectUpload(bytes: Buffer, purpose: UploadPurpose): Promise<InspectedUpload> {
  if (bytes.length > MAX_FILE_BYTES) throw tooManyBytes();
  const accepted = ACCEPTED_TYPES[purpose];
  const type = sniffType(bytes.subarray(0, 4096));
  if (type === null || type === 'heic' || !accepted.includes(type)) throw wrongType(accepted);
  if (type === 'pdf') {
    if (!looksLikeCompletePdf(bytes)) throw unreadable();
    return { type, kind: 'pdf' };
  }
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    // Header only; the pixel count is compared below so the refusal says why.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // The bytes said one type and the decoder finds another: a crafted file, refused.
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw unreadable();
  if (type === 'avif' && meta.compression !== 'av1') throw wrongType(accepted);
  if (meta.width * meta.height > MAX_PIXELS) throw tooManyPixels();
  if (Math.min(meta.width, meta.height) < MIN_DIMENSION) throw tooSmall();
  return { type, kind: 'image' };
}

export interface Rendition {
  variant: UploadVariant;
  body: Buffer;
  contentType: string;
  /** File extension of the stored key. */
  extension: 'jpg' | 'webp' | 'pdf';
}

export interface ProcessedUpload {
  kind: UploadKind;
  /** Of the stored original. */
  contentType: string;
  width: number | null;
  height: number | null;
  bytes: number;
  /** The original first, then the thumbnails (images only). */
  renditions: Rendition[];
}

/**
 * A small semaphore: sharp runs on libuv's threads, so without it ten concurrent 40-megapixel
 * uploads would hold ten decoded pictures (~160 MB each) at once.
 */
class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
const renderGate = new Gate(MAX_CONCURRENT_RENDERS);

export async function renderUpload(bytes: Buffer, inspected: InspectedUpload): Promise<ProcessedUpload> {
  if (inspected.kind === 'pdf') {
    return {
      kind: 'pdf',
      contentType: 'application/pdf',
      width: null,
      height: null,
      bytes: bytes.length,
      renditions: [{ variant: 'original', body: bytes, contentType: 'application/pdf', extension: 'pdf' }],
    };
  }
  return renderGate.run(() => renderImage(bytes));
}

async function renderImage(bytes: Buffer): Promise<ProcessedUpload> {
  const sharp = await loadSharp();
  // Decoded once: orientation applied, transparency on white (a JPEG has no alpha; sharp would
  // make it black), long edge capped, 8-bit sRGB pixels. Every output is encoded from these.
  let decoded: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true })
      .flatten({ background: '#ffffff' })
      .resize({ width: MAX_LONG_EDGE, height: MAX_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Damaged or truncated data behind a valid header.
    throw unreadable();
  }
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } });
  const [original, ...thumbnails] = await Promise.all([
    pixels().jpeg({ quality: ORIGINAL_QUALITY }).toBuffer(),
    // Cover crop at the exact size of spec point 9, enlarging a small picture if need be.
    ...THUMBNAIL_SIZES.map((size) => pixels().resize({ ...thumbnailDimensions(size), fit: 'cover' }).webp({ quality: THUMBNAIL_QUALITY }).toBuffer()),
  ]);
  return {
    kind: 'image',
    contentType: 'image/jpeg',
    width,
    height,
    bytes: original!.length,
    renditions: [
      { variant: 'original', body: original!, contentType: 'image/jpeg', extension: 'jpg' },
      ...THUMBNAIL_SIZES.map((size, i): Rendition => ({ variant: size, body: thumbnails[i]!, contentType: 'image/webp', extension: 'webp' })),
    ],
  };
}

/** Both steps (for one file on its own, and the benchmark). */
export async function processUpload(bytes: Buffer, purpose: UploadPurpose): Promise<ProcessedUpload> {
  return renderUpload(bytes, await inspectUpload(bytes, purpose));
}
