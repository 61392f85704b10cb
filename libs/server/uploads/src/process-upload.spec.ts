import sharp from 'sharp';
import { MAX_FILE_BYTES, MAX_LONG_EDGE, THUMBNAIL_SIZES, thumbnailDimensions } from './limits';
import { inspectUpload, processUpload } from './process-upload';
import { blackPng, exifHasGps, jpegPhoto, jpegWithGps, minimalPdf, noisy, pngPhoto, sidewaysJpeg, solid } from './test-files';
import { UploadRefusal } from './upload-errors';

const refusalOf = async (promise: Promise<unknown>): Promise<UploadRefusal> => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(UploadRefusal);
  return error as UploadRefusal;
};

describe('processUpload: images', () => {
  it('re-encodes a PNG as a JPEG with four webp thumbnails at the exact spec sizes', async () => {
    const processed = await processUpload(await pngPhoto(900, 700), 'fanzone');
    expect(processed).toMatchObject({ kind: 'image', contentType: 'image/jpeg', width: 900, height: 700 });
    expect(processed.renditions.map((r) => r.variant)).toEqual(['original', ...THUMBNAIL_SIZES]);
    expect((await sharp(processed.renditions[0]!.body).metadata()).format).toBe('jpeg');
    for (const rendition of processed.renditions.slice(1)) {
      const meta = await sharp(rendition.body).metadata();
      expect(meta.format).toBe('webp');
      expect({ width: meta.width, height: meta.height }).toEqual(thumbnailDimensions(rendition.variant as (typeof THUMBNAIL_SIZES)[number]));
    }
  });

  it('strips EXIF (camera, GPS position) from the original and every thumbnail', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    const processed = await processUpload(input, 'bike-registration');
    for (const rendition of processed.renditions) {
      const meta = await sharp(rendition.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(rendition.body.includes(Buffer.from('Acme Phones'))).toBe(false);
    }
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const processed = await processUpload(await sidewaysJpeg(1200, 900), 'fanzone');
    expect({ width: processed.width, height: processed.height }).toEqual({ width: 900, height: 1200 });
    const meta = await sharp(processed.renditions[0]!.body).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({ width: 900, height: 1200, orientation: undefined });
  });

  it('caps the long edge of the stored original', async () => {
    const processed = await processUpload(await solid(4000, 1000).jpeg().toBuffer(), 'fanzone');
    expect({ width: processed.width, height: processed.height }).toEqual({ width: MAX_LONG_EDGE, height: 750 });
  });

  it('puts transparent areas on white, not black', async () => {
    const transparent = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const processed = await processUpload(transparent, 'fanzone');
    const { data } = await sharp(processed.renditions[0]!.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
  });

  it('accepts WebP and AVIF by content', async () => {
    for (const input of [await noisy(400, 300).webp().toBuffer(), await solid(400, 300).avif().toBuffer()]) {
      expect((await processUpload(input, 'fanzone')).contentType).toBe('image/jpeg');
    }
  });

  it('drops whatever rode along after the image data (a polyglot)', async () => {
    const polyglot = Buffer.concat([await jpegPhoto(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const processed = await processUpload(polyglot, 'fanzone');
    for (const rendition of processed.renditions) expect(rendition.body.includes(Buffer.from('<script'))).toBe(false);
  });
});

describe('processUpload: refusals', () => {
  it('refuses a picture of too many pixels from its header, whatever its byte size', async () => {
    const bomb = blackPng(20000, 20000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const refusal = await refusalOf(processUpload(bomb, 'fanzone'));
    expect(refusal.code).toBe('FILESIZE_TOO_HIGH');
    expect(refusal.message).toMatch(/megapixels/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a file over the size limit before looking inside', async () => {
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff]);
    expect((await refusalOf(inspectUpload(big, 'fanzone'))).code).toBe('FILESIZE_TOO_HIGH');
  });

  it('refuses pictures smaller than the minimum', async () => {
    expect((await refusalOf(processUpload(await pngPhoto(150, 600), 'fanzone'))).code).toBe('IMAGE_TOO_SMALL');
  });

  it('refuses text, HTML, SVG and GIF whatever they claim', async () => {
    for (const body of ['hello', '<!doctype html><p>hi', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'GIF89a\x01\x00\x01\x00']) {
      expect((await refusalOf(processUpload(Buffer.from(body, 'latin1'), 'fanzone'))).code).toBe('INVALID_FILETYPE');
    }
  });

  it('refuses a valid header over damaged data', async () => {
    const good = await noisy(800, 600).jpeg().toBuffer();
    const cut = good.subarray(0, Math.floor(good.length / 2));
    expect((await refusalOf(processUpload(cut, 'fanzone'))).code).toBe('INVALID_FILETYPE');
    const garbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    expect((await refusalOf(processUpload(garbage, 'fanzone'))).code).toBe('INVALID_FILETYPE');
  });

  it('takes a PDF only as a proof of purchase, unchanged, and only when complete', async () => {
    const pdf = minimalPdf();
    expect((await refusalOf(processUpload(pdf, 'bike-registration'))).code).toBe('INVALID_FILETYPE');
    expect((await refusalOf(processUpload(pdf, 'fanzone'))).code).toBe('INVALID_FILETYPE');
    const processed = await processUpload(pdf, 'proof-of-purchase');
    expect(processed).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', width: null, height: null, bytes: pdf.length });
    expect(processed.renditions).toHaveLength(1);
    expect(processed.renditions[0]!.body.equals(pdf)).toBe(true);
    expect((await refusalOf(processUpload(pdf.subarray(0, 40), 'proof-of-purchase'))).code).toBe('INVALID_FILETYPE');
  });
});
