/**
 * Uploads (issue 14 item 5): POST /b2c/v1/upload/{path} and GET /b2c/v1/uploads/{id}/{variant},
 * the uploads table, and the helpers the bike registration, the fan zone and admin moderation
 * use to refer to a user's files.
 */
export * from './schema';
export * from './limits';
export { registerUploadRoutes, type UploadRoutesOptions } from './upload-routes';
export {
  findOwnedUploads,
  setUploadVisibility,
  findUpload,
  uploadUrl,
  variantKey,
  renditionKey,
  allKeys,
  isUploadId,
  toUploadView,
  type UploadView,
} from './upload-repository';
export { DiskStore, UploadStoreError, type UploadStore, type StoredObject } from './upload-store';
export { S3Store, type S3Config } from './s3-store';
export { uploadsConfig, createUploadStore, type UploadsConfig } from './uploads-config';
export { processUpload, inspectUpload, renderUpload, type ProcessedUpload, type Rendition } from './process-upload';
export { sniffType, type SniffedType } from './sniff';
export { sanitiseFileName } from './file-name';
export {
  FILESIZE_TOO_HIGH,
  INVALID_FILETYPE,
  IMAGE_TOO_SMALL,
  INVALID_FILES,
  UPLOADFILE_ERROR,
  INVALID_MULTIPART,
  TOO_MANY_FILES,
  INVALID_UPLOAD_PATH,
  UPLOAD_NOT_FOUND,
  invalidFiles,
} from './upload-errors';
