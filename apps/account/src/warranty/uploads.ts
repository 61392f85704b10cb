import type { ApiClient } from '@bike/shared/api-client';

/** What POST /b2c/v1/upload/{path} answers for each stored file. */
export interface StoredUpload {
  id: string;
  kind: 'image' | 'pdf';
  name: string | null;
  url: string;
  thumbnails?: Record<string, string>;
}

export type UploadPurpose = 'bike-registration' | 'proof-of-purchase';

/** Sends files as one multipart request; the server keeps all of them or none. */
export function uploadFiles(api: ApiClient, purpose: UploadPurpose, files: File[]): Promise<StoredUpload[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return api.upload<StoredUpload[]>(`/b2c/v1/upload/${purpose}`, form);
}

/** The square thumbnail for a preview (spec point 9's 800x800), else the file itself. */
export const previewOf = (upload: Pick<StoredUpload, 'url' | 'thumbnails'> & { thumbnail?: string | null }): string =>
  upload.thumbnail ?? upload.thumbnails?.['800x800'] ?? upload.url;
