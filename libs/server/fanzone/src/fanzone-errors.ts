import { ApiError } from '@bike/server/core';

/** Fan-zone answers beyond the shared ones (invalid files, validation, 401/403). */
export const submissionNotFound = () => new ApiError(404, 'SUBMISSION_NOT_FOUND', 'This photo does not exist.', 'submissionNotFound');

export const photoAlreadySubmitted = () =>
  new ApiError(409, 'PHOTO_ALREADY_SUBMITTED', 'This photo was already sent to the fan zone.', 'photoAlreadySubmitted');

export const tooManyWaiting = (max: number) =>
  new ApiError(409, 'FANZONE_TOO_MANY_WAITING', `You have ${max} photos waiting for review. Send more once we have looked at them.`, 'fanzoneTooManyWaiting');
