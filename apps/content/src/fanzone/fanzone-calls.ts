import type { ApiClient } from '@bike/shared/api-client';
import type { FanzoneGalleryPage, FanzoneSubmission, FanzoneSubmissionInput } from '@bike/shared/domain/fanzone';
import type { StoredUpload } from '@bike/shared/ui/file-picker';

/** The fan zone's calls (the service is libs/server/fanzone). */
export const fetchGallery = (api: ApiClient, page: number) => api.get<FanzoneGalleryPage>('/b2c/v1/fanzone/gallery', { page });

export const fetchMySubmissions = (api: ApiClient) => api.get<FanzoneSubmission[]>('/b2c/v1/fanzone/my-submissions');

export const sendSubmission = (api: ApiClient, input: FanzoneSubmissionInput, locale: string) =>
  api.post<FanzoneSubmission>('/b2c/v1/fanzone/submissions', input, { locale });

export const withdrawSubmission = (api: ApiClient, id: string) => api.del<{ id: string }>(`/b2c/v1/fanzone/submissions/${encodeURIComponent(id)}`);

export const uploadPhoto = (api: ApiClient, form: FormData) => api.upload<StoredUpload[]>('/b2c/v1/upload/fanzone', form);

/** A page number from the address: a whole number from 1, anything else is the first page. */
export function galleryPageOf(raw: string | null): number {
  const page = raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}
