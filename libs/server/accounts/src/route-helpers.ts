import type { FastifyRequest } from 'fastify';
import { ApiError } from '@bike/server/core';

export { enforceLimits, rejectWhenLimited, clientIp, isUniqueViolation } from '@bike/server/core';

/** Mail failures are logged, not shown: the account change itself already happened. */
export async function sendQuietly(request: FastifyRequest, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    request.log.error({ err: error }, 'account mail could not be sent');
  }
}

export const invalidLink = (code: string) =>
  new ApiError(400, code, 'This link is invalid or has expired. Please request a new one.', 'invalidLink');

export const emailAlreadyRegistered = () =>
  new ApiError(409, 'EMAIL_ALREADY_REGISTERED', 'An account already exists for this email address. Please log in.', 'emailAlreadyInUse');

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
