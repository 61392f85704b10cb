/**
 * The uploads table as other modules use it: a bike registration or a fan-zone submission
 * refers to upload ids the user got back from POST /b2c/v1/upload/{path}, and must prove they
 * are the user's own (findOwnedUploads) before keeping them; moderation makes an approved
 * photo public (setUploadVisibility).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import { THUMBNAIL_SIZES, type ThumbnailSize, type UploadPurpose, type UploadVariant } from './limits';
import { uploads, type UploadRow, type UploadVisibility } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUploadId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Ids PostgreSQL can compare (a malformed one would be a cast error, a 500), without repeats. */
const validIds = (ids: readonly unknown[]): string[] => [...new Set(ids.filter(isUploadId).map((id) => id.toLowerCase()))];

/** Where a variant is served. Relative to the site's origin, like every API path. */
export const uploadUrl = (id: string, variant: UploadVariant = 'original'): string => `/b2c/v1/uploads/${id}/${variant}`;

/** Storage keys: `{purpose}/{id}/original.{jpg|pdf}` and `{purpose}/{id}/{WxH}.webp` beside it. */
export const originalKey = (purpose: UploadPurpose, id: string, extension: string): string => `${purpose}/${id}/original.${extension}`;
export const renditionKey = (purpose: UploadPurpose, id: string, variant: UploadVariant, extension: string): string =>
  variant === 'original' ? originalKey(purpose, id, extension) : `${purpose}/${id}/${variant}.${extension}`;

/** The stored key of a row's variant: thumbnails sit in the original's folder. */
export function variantKey(row: Pick<UploadRow, 'storageKey'>, variant: UploadVariant): string {
  if (variant === 'original') return row.storageKey;
  return `${row.storageKey.slice(0, row.storageKey.lastIndexOf('/'))}/${variant}.webp`;
}

/** Every stored key of a row (to delete them all). */
export const allKeys = (row: Pick<UploadRow, 'storageKey' | 'kind'>): string[] =>
  row.kind === 'image' ? [row.storageKey, ...THUMBNAIL_SIZES.map((size) => variantKey(row, size))] : [row.storageKey];

/** The public shape of an upload, as POST /b2c/v1/upload/{path} answers it. */
export interface UploadView {
  id: string;
  kind: UploadRow['kind'];
  contentType: string;
  width: number | null;
  height: number | null;
  bytes: number;
  name: string;
  url: string;
  thumbnails: Partial<Record<ThumbnailSize, string>>;
}

export function toUploadView(row: UploadRow): UploadView {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    name: row.originalName,
    url: uploadUrl(row.id),
    thumbnails: row.kind === 'image' ? Object.fromEntries(THUMBNAIL_SIZES.map((size) => [size, uploadUrl(row.id, size)])) : {},
  };
}

/**
 * The rows among `ids` that exist and belong to `ownerId` (and have `purpose`, when given).
 * A caller compares the count with what it asked for: anything missing is not the user's.
 */
export async function findOwnedUploads(db: Db, ownerId: string, ids: readonly unknown[], purpose?: UploadPurpose): Promise<UploadRow[]> {
  const wanted = validIds(ids);
  if (wanted.length === 0 || !isUploadId(ownerId)) return [];
  const conditions = [inArray(uploads.id, wanted), eq(uploads.ownerId, ownerId)];
  if (purpose) conditions.push(eq(uploads.purpose, purpose));
  return db.select().from(uploads).where(and(...conditions));
}

/** Makes uploads public (an approved fan-zone photo) or private again; answers the ids changed. */
export async function setUploadVisibility(db: Db, ids: readonly unknown[], visibility: UploadVisibility): Promise<string[]> {
  const wanted = validIds(ids);
  if (wanted.length === 0) return [];
  const changed = await db.update(uploads).set({ visibility }).where(inArray(uploads.id, wanted)).returning({ id: uploads.id });
  return changed.map((row) => row.id);
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  if (!isUploadId(id)) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id.toLowerCase()));
  return row;
}
