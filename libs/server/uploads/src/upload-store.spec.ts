import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DiskStore, isSafeKey, UploadStoreError } from './upload-store';

const read = async (body: Buffer | Readable): Promise<Buffer> => {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

let root: string;
let store: DiskStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'disk-store-'));
  store = new DiskStore(path.join(root, 'uploads'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('DiskStore', () => {
  it('puts, gets and deletes by key, the type following the extension', async () => {
    await store.put('fanzone/0b8e0a3c-9a4d-4f4e-8a39-6a1c2b3d4e5f/original.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const object = await store.get('fanzone/0b8e0a3c-9a4d-4f4e-8a39-6a1c2b3d4e5f/original.jpg');
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe('image/jpeg');
    expect(object!.bytes).toBe(10);
    expect((await read(object!.body)).toString()).toBe('jpeg bytes');
    await store.delete('fanzone/0b8e0a3c-9a4d-4f4e-8a39-6a1c2b3d4e5f/original.jpg');
    expect(await store.get('fanzone/0b8e0a3c-9a4d-4f4e-8a39-6a1c2b3d4e5f/original.jpg')).toBeNull();
  });

  it('answers null for a missing key and deletes a missing key quietly', async () => {
    expect(await store.get('fanzone/none/original.jpg')).toBeNull();
    await expect(store.delete('fanzone/none/original.jpg')).resolves.toBeUndefined();
  });

  it('leaves no temporary file behind', async () => {
    await store.put('a/b.webp', Buffer.from('x'), 'image/webp');
    expect(await readdir(path.join(root, 'uploads', 'a'))).toEqual(['b.webp']);
  });

  it.each(['../secret', 'a/../../secret', '/etc/passwd', 'a//b', 'a/./b', 'A/b.jpg', 'a\\b', 'a/b%2f..', 'a/.hidden', '', 'a/b\u0000.jpg', `a/${'x'.repeat(300)}`])(
    'refuses the unsafe key %j before touching the disk',
    async (key) => {
      expect(isSafeKey(key)).toBe(false);
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(UploadStoreError);
      await expect(store.get(key)).rejects.toBeInstanceOf(UploadStoreError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(UploadStoreError);
    },
  );

  it('never reads outside its folder, even through a file planted beside it', async () => {
    await writeFile(path.join(root, 'secret.jpg'), 'secret');
    await expect(store.get('../secret.jpg')).rejects.toBeInstanceOf(UploadStoreError);
  });
});
