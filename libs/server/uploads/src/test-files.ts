/**
 * Test fixtures (not exported from index.ts): pictures made with sharp, a hand-built PNG that
 * declares 400 megapixels in 50 KB, a minimal PDF and a multipart body builder for inject.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const solid = (width: number, height: number, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } });

export const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

export const pngPhoto = (width = 900, height = 700) => solid(width, height).png().toBuffer();
export const jpegPhoto = (width = 900, height = 700) => solid(width, height).jpeg().toBuffer();

/** A JPEG carrying camera EXIF and a GPS position (Brussels), as a phone writes it. */
export const jpegWithGps = (width = 1200, height = 900) =>
  solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Acme Phones', Model: 'Pocket 12', Copyright: 'Lien Peeters' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 46/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 21/1 8/1' },
    })
    .toBuffer();

/** EXIF holds a GPS IFD pointer (tag 0x8825) in either byte order. */
export const exifHasGps = (exif: Buffer | undefined): boolean =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A landscape picture stored sideways with EXIF orientation 6 ("rotate 90° to view"). */
export const sidewaysJpeg = (width = 1200, height = 900) => solid(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG of width x height, all black: 20000x20000 is ~50 KB on disk and
 * 400 megapixels (1.2 GB as RGB) once decoded, a "decompression bomb".
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const scanlines = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanlines, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const minimalPdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

export interface FilePart {
  field?: string;
  filename?: string;
  type?: string;
  body: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bikeshop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
