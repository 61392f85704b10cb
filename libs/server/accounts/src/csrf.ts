import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@bike/shared/domain';
import { ApiError, type ServerContext } from '@bike/server/core';
import { jwtSigningKey } from './jwt-secret';

/**
 * CSRF proof of a cookie session: an HMAC of the session (refresh-token family) id under the
 * server's signing key. The API hands it over in a script-readable cookie and wants it back in
 * the x-csrf-token header of every unsafe call that a cookie authenticates. A page on another
 * site can neither read the cookie nor compute the value, and unlike a plain double-submit
 * token, a cookie planted from a sibling domain cannot fake it. It stays the same through
 * refreshes (same family), so open tabs keep working.
 */
export async function csrfTokenFor(ctx: ServerContext, sessionId: string): Promise<string> {
  return createHmac('sha256', await jwtSigningKey(ctx)).update(`csrf:${sessionId}`).digest('base64url');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isUnsafeMethod = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

export const csrfRefused = () =>
  new ApiError(403, 'CSRF_TOKEN_INVALID', 'This request is missing its security token. Please reload the page and try again.', 'forbidden');

/** 403 unless the request carries the CSRF proof of this session. */
export async function requireCsrfProof(request: FastifyRequest, ctx: ServerContext, sessionId: string): Promise<void> {
  const raw = request.headers[CSRF_HEADER];
  const sent = Buffer.from(typeof raw === 'string' ? raw : '');
  const expected = Buffer.from(await csrfTokenFor(ctx, sessionId));
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw csrfRefused();
}
