import type { FastifyRequest } from 'fastify';
import { ApiError } from '@bike/server/core';

export { enforceLimits, rejectWhenLimited, clientIp } from '@bike/server/core';

/** Postgres unique violation, whether the driver error is thrown as is or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

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
