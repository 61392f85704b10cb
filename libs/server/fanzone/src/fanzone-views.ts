import type { FanzonePhoto, FanzoneSubmission } from '@bike/shared/domain';
import { THUMBNAIL_SIZES, uploadUrl, type UploadRow } from '@bike/server/uploads';
import type { FanzoneSubmissionRow } from './schema';

/** The square thumbnail (spec point 9's 800x800) shows a photo in the rider's and the admin's lists. */
const LIST_THUMBNAIL = '800x800';

/** A gallery photo: the rider's first name only, the picture's sizes for srcset. */
export function toGalleryPhoto(row: FanzoneSubmissionRow, upload: UploadRow, firstName: string, conceptVisible: boolean): FanzonePhoto {
  return {
    id: row.id,
    caption: row.caption,
    author: firstName,
    conceptCode: conceptVisible ? row.conceptCode : null,
    approvedAt: (row.decidedAt ?? row.createdAt).toISOString(),
    image: {
      width: upload.width ?? 800,
      height: upload.height ?? 800,
      original: uploadUrl(upload.id),
      thumbnails: Object.fromEntries(THUMBNAIL_SIZES.map((size) => [size, uploadUrl(upload.id, size)])),
    },
  };
}

/** A submission as its owner sees it (an admin sees the same plus who sent it). */
export function toSubmission(row: FanzoneSubmissionRow, upload: UploadRow | undefined): FanzoneSubmission {
  return {
    id: row.id,
    status: row.status,
    caption: row.caption,
    conceptCode: row.conceptCode,
    reason: row.reason ?? null,
    note: row.note ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    image: upload ? { width: upload.width, height: upload.height, original: uploadUrl(upload.id), thumbnail: uploadUrl(upload.id, LIST_THUMBNAIL) } : null,
  };
}
