import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf, RateLimiter, sharedLimiterOptions } from '@bike/server/core';
import { MAX_FILE_BYTES, MAX_FILES, THUMBNAIL_SIZES, UPLOAD_FILES_PER_HOUR } from './limits';
import { uploads } from './schema';
import { createUploadsTestApp, type UploadsTestApp } from './test-app';
import { blackPng, exifHasGps, jpegPhoto, jpegWithGps, minimalPdf, multipart, noisy, pngPhoto, type FilePart } from './test-files';
import { findOwnedUploads, setUploadVisibility } from './upload-repository';
import { DiskStore, UploadStoreError, type UploadStore } from './upload-store';

jest.setTimeout(120_000);

/** The disk store, with a switch that makes the n-th next put fail (a full disk, S3 down). */
class FlakyStore implements UploadStore {
  failAfterPuts: number | null = null;
  constructor(readonly inner: DiskStore) {}
  async put(key: string, body: Buffer, contentType: string) {
    if (this.failAfterPuts !== null && this.failAfterPuts-- <= 0) throw new UploadStoreError('disk store: writing failed (ENOSPC)');
    return this.inner.put(key, body, contentType);
  }
  get(key: string) {
    return this.inner.get(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
}

let t: UploadsTestApp;
let store: FlakyStore;
let storeRoot: string;
beforeAll(async () => {
  storeRoot = await mkdtemp(path.join(tmpdir(), 'bike-uploads-routes-'));
  store = new FlakyStore(new DiskStore(storeRoot));
  t = await createUploadsTestApp({ store, config: { rateLimits: true } });
});
afterAll(async () => {
  await t?.close();
  await rm(storeRoot, { recursive: true, force: true });
});
afterEach(() => {
  store.failAfterPuts = null;
});

const json = (res: { body: string }) => JSON.parse(res.body);
const upload = (purpose: string, files: FilePart[], token?: string, extraHeaders: Record<string, string> = {}) => {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/b2c/v1/upload/${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders },
  });
};
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const rowsOfOwner = (ownerId: string) => t.ctx.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
const storedCount = async () => (await storedFilesUnder(storeRoot)).length;

async function storedFilesUnder(root: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('POST /b2c/v1/upload/{path}', () => {
  it('refuses anonymous uploads (401) and unknown paths (400)', async () => {
    const anonymous = await upload('fanzone', [{ body: await jpegPhoto() }]);
    expect(anonymous.statusCode).toBe(401);
    const { token } = await t.user();
    const unknown = await upload('avatars', [{ body: await jpegPhoto() }], token);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error.code).toBe('INVALID_UPLOAD_PATH');
  });

  it('takes a PNG named .jpg and sent as image/jpeg for what it is, and stores a re-encoded JPEG with thumbnails', async () => {
    const { id: ownerId, token } = await t.user();
    const res = await upload('fanzone', [{ filename: 'my bike.jpg', type: 'image/jpeg', body: await pngPhoto(1000, 800) }], token);
    expect(res.statusCode).toBe(201);
    const [view] = json(res).result;
    expect(view).toMatchObject({ kind: 'image', contentType: 'image/jpeg', width: 1000, height: 800, name: 'my bike.jpg', url: `/b2c/v1/uploads/${view.id}/original` });
    expect(Object.keys(view.thumbnails)).toEqual([...THUMBNAIL_SIZES]);

    const original = await get(view.url, token);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).format).toBe('jpeg');
    expect(Number(original.headers['content-length'])).toBe(view.bytes);

    for (const size of THUMBNAIL_SIZES) {
      const thumb = await get(view.thumbnails[size], token);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(size);
    }
    const [row] = await rowsOfOwner(ownerId);
    expect(row).toMatchObject({ purpose: 'fanzone', kind: 'image', visibility: 'private', storageKey: `fanzone/${view.id}/original.jpg` });
  });

  it('strips EXIF and GPS: the stored file has no metadata left', async () => {
    const { token } = await t.user();
    const input = await jpegWithGps(1600, 1200);
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true);
    const res = await upload('bike-registration', [{ body: input }], token);
    expect(res.statusCode).toBe(201);
    const [view] = json(res).result;
    for (const url of [view.url, ...Object.values(view.thumbnails as Record<string, string>)]) {
      const stored = (await get(url, token)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('Acme Phones'))).toBe(false);
    }
  });

  it.each([
    ['a text file', 'notes.png', 'image/png', Buffer.from('just some notes, not a picture')],
    ['an HTML page', 'photo.png', 'image/png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
    ['an SVG', 'logo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ])('refuses %s claiming to be an image: 415 INVALID_FILETYPE, nothing stored', async (_what, filename, type, body) => {
    const { id, token } = await t.user();
    const before = await storedCount();
    const res = await upload('fanzone', [{ filename, type, body }], token);
    expect(res.statusCode).toBe(415);
    expect(json(res).error).toMatchObject({ code: 'INVALID_FILETYPE', name: 'invalidFiletype' });
    expect(await rowsOfOwner(id)).toHaveLength(0);
    expect(await storedCount()).toBe(before);
  });

  it('takes a PDF as proof of purchase only, and serves it as an attachment', async () => {
    const { token } = await t.user();
    const onBike = await upload('bike-registration', [{ filename: 'invoice.pdf', type: 'application/pdf', body: minimalPdf() }], token);
    expect(onBike.statusCode).toBe(415);
    expect(json(onBike).error.code).toBe('INVALID_FILETYPE');

    const res = await upload('proof-of-purchase', [{ filename: 'Factuur №12.pdf', type: 'application/pdf', body: minimalPdf() }], token);
    expect(res.statusCode).toBe(201);
    const [view] = json(res).result;
    expect(view).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', width: null, height: null, thumbnails: {} });
    const served = await get(view.url, token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="Factuur _12.pdf"; filename*=UTF-8''Factuur%20%E2%84%9612.pdf`);
    expect(served.rawPayload.equals(minimalPdf())).toBe(true);
    expect((await get(`/b2c/v1/uploads/${view.id}/650x800`, token)).statusCode).toBe(404);
  });

  it('refuses a file just over the size limit: 413 FILESIZE_TOO_HIGH, nothing stored', async () => {
    const { id, token } = await t.user();
    const before = await storedCount();
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x41);
    big.set(await jpegPhoto(300, 300));
    const res = await upload('fanzone', [{ body: big }], token);
    expect(res.statusCode).toBe(413);
    expect(json(res).error).toMatchObject({ code: 'FILESIZE_TOO_HIGH', name: 'filesizeTooHigh' });
    expect(await rowsOfOwner(id)).toHaveLength(0);
    expect(await storedCount()).toBe(before);

    // Behind a good file, the answer names the file that was too large.
    const second = await upload('fanzone', [{ body: await jpegPhoto() }, { body: big }], token);
    expect(second.statusCode).toBe(413);
    expect(json(second).error).toMatchObject({ code: 'FILESIZE_TOO_HIGH', issues: [{ path: 'file[1]', code: 'FILESIZE_TOO_HIGH' }] });
    expect(await rowsOfOwner(id)).toHaveLength(0);
    expect(await storedCount()).toBe(before);
  });

  it('takes a file of several MB although the API body limit is 1 MB', async () => {
    const { token } = await t.user();
    const large = await noisy(1600, 1200).png({ compressionLevel: 0 }).toBuffer();
    expect(large.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await upload('fanzone', [{ filename: 'large.png', type: 'image/png', body: large }], token);
    expect(res.statusCode).toBe(201);
  });

  it('refuses a small file declaring 400 megapixels without decoding it', async () => {
    const { id, token } = await t.user();
    const res = await upload('fanzone', [{ filename: 'bomb.png', type: 'image/png', body: blackPng(20000, 20000) }], token);
    expect(res.statusCode).toBe(413);
    expect(json(res).error.code).toBe('FILESIZE_TOO_HIGH');
    expect(json(res).error.message).toMatch(/megapixels/);
    expect(await rowsOfOwner(id)).toHaveLength(0);
  });

  it('refuses pictures below the minimum size: 422 IMAGE_TOO_SMALL', async () => {
    const { token } = await t.user();
    const res = await upload('fanzone', [{ body: await jpegPhoto(120, 120) }], token);
    expect(res.statusCode).toBe(422);
    expect(json(res).error.code).toBe('IMAGE_TOO_SMALL');
  });

  it('is all or nothing: one bad file among good ones stores none and says which', async () => {
    const { id, token } = await t.user();
    const before = await storedCount();
    const res = await upload(
      'bike-registration',
      [{ body: await jpegPhoto() }, { filename: 'x.jpg', body: Buffer.from('<html>') }, { body: await pngPhoto() }, { body: await jpegPhoto(100, 100) }],
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({
      code: 'INVALID_FILES',
      message: 'One or more files is invalid',
      issues: [
        { path: 'file[1]', code: 'INVALID_FILETYPE', message: expect.any(String) },
        { path: 'file[3]', code: 'IMAGE_TOO_SMALL', message: expect.any(String) },
      ],
    });
    expect(await rowsOfOwner(id)).toHaveLength(0);
    expect(await storedCount()).toBe(before);
  });

  it('stores several good files at once', async () => {
    const { id, token } = await t.user();
    const res = await upload('fanzone', [{ body: await jpegPhoto() }, { body: await pngPhoto(), filename: 'b.png' }, { body: await noisy(500, 400).webp().toBuffer() }], token);
    expect(res.statusCode).toBe(201);
    expect(json(res).result).toHaveLength(3);
    expect(await rowsOfOwner(id)).toHaveLength(3);
  });

  it(`refuses more than ${MAX_FILES} files in one request`, async () => {
    const { id, token } = await t.user();
    const photo = await jpegPhoto(300, 300);
    const res = await upload('fanzone', Array.from({ length: MAX_FILES + 1 }, () => ({ body: photo })), token);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toBe('TOO_MANY_FILES');
    expect(await rowsOfOwner(id)).toHaveLength(0);
  });

  it('answers UPLOADFILE_ERROR (503) when the store fails, and leaves no file or row behind', async () => {
    const { id, token } = await t.user();
    const before = await storedCount();
    store.failAfterPuts = 7; // the first file's five files go in, the second file's third fails
    const res = await upload('fanzone', [{ body: await jpegPhoto() }, { body: await jpegPhoto() }], token);
    expect(res.statusCode).toBe(503);
    expect(json(res).error).toMatchObject({ code: 'UPLOADFILE_ERROR' });
    expect(json(res).error.message).not.toMatch(/ENOSPC|disk/);
    expect(await rowsOfOwner(id)).toHaveLength(0);
    expect(await storedCount()).toBe(before);
  });

  it('cleans the display name and never uses it for storage', async () => {
    const { id, token } = await t.user();
    const res = await upload('fanzone', [{ filename: '..\\..\\evil\u202egpj.exe', body: await jpegPhoto() }], token);
    expect(res.statusCode).toBe(201);
    expect(json(res).result[0].name).toBe('evilgpj.exe');
    const [row] = await rowsOfOwner(id);
    expect(row!.storageKey).toMatch(/^fanzone\/[0-9a-f-]{36}\/original\.jpg$/);
  });

  it(`limits each user to ${UPLOAD_FILES_PER_HOUR} files an hour (429)`, async () => {
    const { id, token } = await t.user();
    const limiter = new RateLimiter('upload-files', { max: UPLOAD_FILES_PER_HOUR, windowSeconds: 3600 }, sharedLimiterOptions(t.ctx));
    for (let i = 0; i < UPLOAD_FILES_PER_HOUR; i++) await limiter.hit(id);
    const res = await upload('fanzone', [{ body: await jpegPhoto() }], token);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another user is not affected.
    const other = await t.user();
    expect((await upload('fanzone', [{ body: await jpegPhoto() }], other.token)).statusCode).toBe(201);
  });

  it('refuses an upload sent from another site (the API edge)', async () => {
    const { token } = await t.user();
    const res = await upload('fanzone', [{ body: await jpegPhoto() }], token, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(json(res).error.code).toBe('CROSS_SITE_REQUEST');
  });
});

describe('malformed requests are 4xx, never 500', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await t.user());
  });
  const post = (payload: string | Buffer, contentType?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/b2c/v1/upload/fanzone',
      payload,
      headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
    });

  it.each([
    ['multipart without a boundary', 'multipart/form-data', '--x\r\n'],
    ['a body cut short', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff'],
    ['garbage', 'multipart/form-data; boundary=abc', 'this is not multipart at all'],
    ['a part without headers end', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"\r\n'],
    ['no file part', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhello\r\n--abc--\r\n'],
    ['an empty multipart body', 'multipart/form-data; boundary=abc', ''],
    ['more fields than allowed', 'multipart/form-data; boundary=abc', `${'--abc\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhi\r\n'.repeat(6)}--abc--\r\n`],
    ['a file in a part not named file', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxyz\r\n--abc--\r\n'],
  ])('%s → 400', async (_what, type, body) => {
    const res = await post(Buffer.from(body, 'latin1'), type);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.code).toMatch(/^(INVALID_MULTIPART|VALIDATION_ERROR)$/);
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify({ file: 'aGVsbG8=' })],
    ['plain text', 'text/plain', 'hello'],
    ['raw bytes', 'application/octet-stream', '\xff\xd8\xff'],
  ])('%s instead of multipart → 415', async (_what, type, body) => {
    const res = await post(Buffer.from(body, 'latin1'), type);
    expect(res.statusCode).toBe(415);
  });

  it('an empty file → 415 INVALID_FILETYPE', async () => {
    const res = await upload('fanzone', [{ body: Buffer.alloc(0) }], token);
    expect(res.statusCode).toBe(415);
  });

  it('a file name with a NUL byte is cleaned, not a database error', async () => {
    const res = await upload('fanzone', [{ filename: 'bi\u0000ke.jpg', body: await jpegPhoto() }], token);
    expect(res.statusCode).toBe(201);
    expect(json(res).result[0].name).toBe('bi ke.jpg');
  });
});

describe('GET /b2c/v1/uploads/{id}/{variant}', () => {
  let owner: { id: string; token: string };
  let stranger: { id: string; token: string };
  let admin: { id: string; token: string };
  let view: { id: string; url: string; thumbnails: Record<string, string> };
  beforeAll(async () => {
    owner = await t.user();
    stranger = await t.user();
    admin = await t.user('admin');
    view = json(await upload('bike-registration', [{ body: await jpegPhoto() }], owner.token)).result[0];
  });

  it('serves a private upload to its owner and to admins, with private caching and nosniff', async () => {
    for (const token of [owner.token, admin.token]) {
      const res = await get(view.url, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^private/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('answers 404 to anyone else, exactly as for an id that does not exist', async () => {
    const strangers = await get(view.url, stranger.token);
    const anonymous = await get(view.url);
    const missing = await get('/b2c/v1/uploads/00000000-0000-4000-8000-000000000000/original', owner.token);
    for (const res of [strangers, anonymous, missing]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).error.code).toBe('UPLOAD_NOT_FOUND');
    }
    expect(strangers.body).toBe(missing.body);
    expect((await get(view.thumbnails['800x800']!, stranger.token)).statusCode).toBe(404);
  });

  it('answers 404 for a malformed id or an unknown variant', async () => {
    expect((await get('/b2c/v1/uploads/not-a-uuid/original', owner.token)).statusCode).toBe(404);
    expect((await get(`/b2c/v1/uploads/${view.id}/100x100`, owner.token)).statusCode).toBe(404);
    expect((await get(`/b2c/v1/uploads/${view.id}/..%2F..%2Fetc%2Fpasswd`, owner.token)).statusCode).toBe(404);
  });

  it('serves a public upload to everyone, cacheable for good', async () => {
    expect(await setUploadVisibility(t.ctx.db, [view.id], 'public')).toEqual([view.id]);
    const res = await get(view.thumbnails['650x800']!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await setUploadVisibility(t.ctx.db, [view.id], 'private');
    expect((await get(view.url)).statusCode).toBe(404);
  });
});

describe('helpers for other modules', () => {
  it('findOwnedUploads answers only the caller\'s own rows (and of a purpose, when asked)', async () => {
    const owner = await t.user();
    const other = await t.user();
    const [mine] = json(await upload('bike-registration', [{ body: await jpegPhoto() }], owner.token)).result;
    const [theirs] = json(await upload('bike-registration', [{ body: await jpegPhoto() }], other.token)).result;
    const found = await findOwnedUploads(t.ctx.db, owner.id, [mine.id, theirs.id, 'not-a-uuid', mine.id]);
    expect(found.map((row) => row.id)).toEqual([mine.id]);
    expect(await findOwnedUploads(t.ctx.db, owner.id, [mine.id], 'fanzone')).toEqual([]);
    expect(await findOwnedUploads(t.ctx.db, owner.id, [mine.id], 'bike-registration')).toHaveLength(1);
    expect(await findOwnedUploads(t.ctx.db, owner.id, [])).toEqual([]);
  });

  it('the test table matches schema.ts (columns, types, nullability)', async () => {
    const { columns } = getTableConfig(uploads);
    const live = rowsOf<{ column_name: string; data_type: string; is_nullable: string }>(
      await t.ctx.db.execute(sql`select column_name, data_type, is_nullable from information_schema.columns where table_name = 'uploads' and table_schema = current_schema()`),
    );
    const byName = new Map(live.map((c) => [c.column_name, c]));
    expect([...byName.keys()].sort()).toEqual(columns.map((c) => c.name).sort());
    for (const column of columns) {
      const actual = byName.get(column.name)!;
      expect(`${column.name}:${actual.is_nullable === 'NO'}`).toBe(`${column.name}:${column.notNull}`);
      expect(`${column.name}:${actual.data_type}`).toBe(`${column.name}:${column.getSQLType()}`);
    }
  });
});
