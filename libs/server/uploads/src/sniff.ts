/**
 * What a file is, decided from its first bytes ("magic numbers") only. The file name and the
 * content-type a client sends are whatever the client wants them to be: a page renamed
 * `photo.jpg` and sent as image/jpeg is still HTML, and a PNG named `.jpg` is still a PNG.
 */
import type { FileType } from './limits';

/** Also recognised, to refuse it by name: HEIF with HEVC pictures (see ACCEPTED_TYPES). */
export type SniffedType = FileType | 'heic';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const FTYP = ascii('ftyp');
const PDF = ascii('%PDF-');

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * The brands of an ISO base media file ("ftyp" box: size, "ftyp", major brand, minor version,
 * compatible brands). AVIF and HEIC share this container; the brands tell them apart.
 */
function isoBrands(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, FTYP, 4)) return null;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (size < 16 || size > 4096 || size % 4 !== 0) return null;
  const end = Math.min(size, bytes.length);
  const brands = [String.fromCharCode(...bytes.subarray(8, 12))];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(String.fromCharCode(...bytes.subarray(at, at + 4)));
  return brands;
}

/** The type of a file from its leading bytes (the first 4 KB are plenty), or null. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (startsWith(bytes, PDF)) return 'pdf';
  const brands = isoBrands(bytes);
  if (brands) {
    // An AVIF often lists mif1 too, so AVIF brands win over the generic HEIF ones.
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  }
  return null;
}

const EOF_MARKER = Buffer.from('%%EOF');
/** How far from the end "%%EOF" may sit: writers append newlines, some a few bytes of padding. */
const EOF_WINDOW = 1024;

/**
 * A PDF as far as the shop checks one: the header at byte 0 and the end-of-file marker near the
 * end, so a truncated download or a file that merely starts with "%PDF-" is refused. The file
 * is stored unchanged and only ever served as an attachment, so its inside is not parsed.
 */
export function looksLikeCompletePdf(bytes: Buffer): boolean {
  if (!startsWith(bytes, PDF)) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - EOF_WINDOW));
  return tail.lastIndexOf(EOF_MARKER) !== -1;
}
