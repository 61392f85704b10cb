import { inArray } from 'drizzle-orm';
import type { UploadRef } from '@bike/shared/domain';
import type { Db } from '@bike/server/core';
import { invalidFiles, uploads, uploadUrl } from '@bike/server/uploads';

/** The square thumbnail (spec point 9's 800x800) shows a photo in lists. */
const LIST_THUMBNAIL = '800x800';

/**
 * Spec point 5's file rule ("every file must have a source and no error"), on the server: the
 * proof and every photo must be an upload of this user, made for this purpose; photos must be
 * images. Anything else is "One or more files is invalid", naming which.
 */
export async function checkRegistrationFiles(db: Db, ownerId: string, proofId: string, photoIds: string[]): Promise<void> {
  const rows = await db.select().from(uploads).where(inArray(uploads.id, [proofId, ...photoIds]));
  const byId = new Map(rows.filter((r) => r.ownerId === ownerId).map((r) => [r.id, r]));
  const issues: Array<{ path: string; message: string }> = [];
  const proof = byId.get(proofId);
  if (!proof || proof.purpose !== 'proof-of-purchase') issues.push({ path: 'proofOfPurchase', message: 'Proof of purchase is invalid' });
  photoIds.forEach((id, index) => {
    const photo = byId.get(id);
    if (!photo || photo.purpose !== 'bike-registration' || photo.kind !== 'image') issues.push({ path: `photos.${index}`, message: 'Photos is invalid' });
  });
  if (issues.length) throw invalidFiles(issues);
}

/** Upload references for a registration's answer (deleted uploads are simply absent). */
export async function uploadRefs(db: Db, ids: string[]): Promise<Map<string, UploadRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(uploads).where(inArray(uploads.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, kind: r.kind as UploadRef['kind'], url: uploadUrl(r.id, 'original'), thumbnail: r.kind === 'image' ? uploadUrl(r.id, LIST_THUMBNAIL) : null, name: r.originalName ?? null },
    ]),
  );
}
