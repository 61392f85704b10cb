/**
 * Where uploaded bytes live, behind one small interface: a folder on disk by default (nothing to
 * install), an S3-compatible bucket by configuration (s3-store.ts) when several API replicas
 * must see the same files.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Buffer | Readable;
  contentType: string;
  /** When known: lets the answer carry content-length. */
  bytes?: number;
}

export interface UploadStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** A store failed (disk full, bucket unreachable). Its message names keys, never user data. */
export class UploadStoreError extends Error {}

/**
 * Keys are made by the server (purpose/uuid/variant.ext), never from user text. They are still
 * checked on every call, so a bug elsewhere cannot turn into reading /etc/passwd: lower-case
 * letters, digits, dashes and dots only, each segment starting with a letter or digit (so no
 * "." or ".." segment), no leading slash, bounded length.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/;
export const isSafeKey = (key: string): boolean => key.length <= 200 && KEY_PATTERN.test(key);

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UploadStoreError('refused an unsafe storage key');
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' };
/** The disk keeps no metadata beside a file; the key's extension (always server-made) says the type. */
export const contentTypeOfKey = (key: string): string => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export class DiskStore implements UploadStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key, and proof it stays under the root whatever the key says. */
  fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new UploadStoreError('refused a storage key outside the store');
    return file;
  }

  /** The content type is not kept: the key's extension says it (contentTypeOfKey). */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.fileOf(key);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, a crash leaves only a .tmp.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      throw new UploadStoreError(`disk store: writing ${key} failed (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    try {
      // Opened once, then sized and streamed through the same handle: no gap for a race.
      const handle = await open(file, 'r');
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), contentType: contentTypeOfKey(key), bytes: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new UploadStoreError(`disk store: reading ${key} failed (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    try {
      await rm(file, { force: true });
    } catch (error) {
      throw new UploadStoreError(`disk store: deleting ${key} failed (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
}
