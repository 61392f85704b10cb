/**
 * The upload call's answers when it refuses, in the API's single error shape. `code` is what the
 * client turns into a translated text (spec point 8: filesizeTooHigh, invalidFiletype,
 * UPLOADFILE_ERROR; point 5: "One or more files is invalid"); `name` carries the spec's short
 * text keys so a client may branch on them too.
 */
import { ApiError, type ApiIssue } from '@bike/server/core';
import { MAX_FILE_BYTES, MAX_FILES, MAX_PIXELS, MIN_DIMENSION } from './limits';

export const FILESIZE_TOO_HIGH = 'FILESIZE_TOO_HIGH';
export const INVALID_FILETYPE = 'INVALID_FILETYPE';
export const IMAGE_TOO_SMALL = 'IMAGE_TOO_SMALL';
export const INVALID_FILES = 'INVALID_FILES';
export const UPLOADFILE_ERROR = 'UPLOADFILE_ERROR';
export const INVALID_MULTIPART = 'INVALID_MULTIPART';
export const TOO_MANY_FILES = 'TOO_MANY_FILES';
export const INVALID_UPLOAD_PATH = 'INVALID_UPLOAD_PATH';
export const UPLOAD_NOT_FOUND = 'UPLOAD_NOT_FOUND';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why one file is refused; the route turns it into an answer (alone) or an issue (among several). */
export class UploadRefusal extends Error {
  constructor(
    readonly code: typeof FILESIZE_TOO_HIGH | typeof INVALID_FILETYPE | typeof IMAGE_TOO_SMALL,
    message: string,
  ) {
    super(message);
  }

  /** The answer when this was the request's only file. */
  toApiError(): ApiError {
    switch (this.code) {
      case FILESIZE_TOO_HIGH:
        return new ApiError(413, FILESIZE_TOO_HIGH, this.message, 'filesizeTooHigh');
      case INVALID_FILETYPE:
        return new ApiError(415, INVALID_FILETYPE, this.message, 'invalidFiletype');
      case IMAGE_TOO_SMALL:
        return new ApiError(422, IMAGE_TOO_SMALL, this.message, 'unprocessableEntity');
    }
  }
}

export const tooManyBytes = () =>
  new UploadRefusal(FILESIZE_TOO_HIGH, `The file is too large. The maximum size is ${megabytes(MAX_FILE_BYTES)}.`);
export const tooManyPixels = () =>
  new UploadRefusal(FILESIZE_TOO_HIGH, `The image is too large. The maximum is ${MAX_PIXELS / 1_000_000} megapixels.`);
export const tooSmall = () =>
  new UploadRefusal(IMAGE_TOO_SMALL, `The image is too small. Both sides must be at least ${MIN_DIMENSION} pixels.`);
export const wrongType = (accepted: readonly string[]) =>
  new UploadRefusal(INVALID_FILETYPE, `This file type is not accepted. Accepted: ${accepted.map((t) => t.toUpperCase()).join(', ')}.`);
export const unreadable = () => new UploadRefusal(INVALID_FILETYPE, 'The file could not be read. It may be damaged.');

/** One issue per refused file: where it was in the request, why, and the code for the text. */
export interface UploadIssue extends ApiIssue {
  code: string;
}

/** Several files came and some were refused (nothing was stored), or a form names files that are not the user's (bike registration). */
export const invalidFiles = (issues: Array<UploadIssue | ApiIssue>) =>
  new ApiError(400, INVALID_FILES, 'One or more files is invalid', 'badRequest', issues);

/** The store (disk or S3) failed; the details go to the log, never to the client. */
export const uploadFileError = () =>
  new ApiError(503, UPLOADFILE_ERROR, 'The file could not be saved. Please try again later.', 'serviceUnavailable');

export const invalidMultipart = (message = 'The upload could not be read. Please try again.') =>
  new ApiError(400, INVALID_MULTIPART, message, 'badRequest');
export const tooManyFiles = () =>
  new ApiError(400, TOO_MANY_FILES, `At most ${MAX_FILES} files can be sent at once.`, 'badRequest');
export const notMultipart = () =>
  new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.', 'unsupportedMediaType');
export const fileRequired = () =>
  new ApiError(400, 'VALIDATION_ERROR', 'file is required', 'badRequest', [{ path: 'file', message: 'file is required' }]);
export const invalidUploadPath = (purposes: readonly string[]) =>
  new ApiError(400, INVALID_UPLOAD_PATH, `path is invalid (expected ${purposes.join(', ')})`, 'badRequest');
/** Missing, someone else's and never-existed answer alike, so ids cannot be probed. */
export const uploadNotFound = () => new ApiError(404, UPLOAD_NOT_FOUND, 'Upload not found', 'notFound');
