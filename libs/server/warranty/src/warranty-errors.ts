import { ApiError } from '@bike/server/core';

/**
 * The bike registration errors of spec point 8 (serialNotFound, serialAlreadyRegistered); the
 * invalid-files answer is the uploads library's own (invalidFiles). errorName is the key the account remote
 * translates; both serial texts carry a link to support there.
 */
export const serialNotFound = () =>
  new ApiError(404, 'SERIAL_NOT_FOUND', 'We could not find a bike with this frame number. Check the number on your frame, or contact our support.', 'serialNotFound');

export const serialAlreadyRegistered = () =>
  new ApiError(409, 'SERIAL_ALREADY_REGISTERED', 'This bike is already registered. If it is yours, contact our support.', 'serialAlreadyRegistered');


export const registrationNotFound = () => new ApiError(404, 'REGISTRATION_NOT_FOUND', 'This registration does not exist.');

export const registrationLocked = () =>
  new ApiError(409, 'REGISTRATION_LOCKED', 'This registration was approved and can no longer be changed.', 'registrationLocked');

/** An admin approving (or reopening) a registration whose frame number another live registration holds. */
export const serialTakenByAnother = () =>
  new ApiError(409, 'SERIAL_ALREADY_REGISTERED', 'Another registration of this frame number is waiting or approved. Decide on that one first.', 'serialAlreadyRegistered');
