import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { describeErrorForLog } from './error-log';

/** Fastify's own request errors, mapped to the shop's codes (all 4xx, same shape as ApiError). */
const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty but its content-type is JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content-type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Invalid content-length' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'BAD_REQUEST', message: 'Invalid content-type' },
  FST_ERR_CTP_INVALID_CHARSET: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported charset' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL', message: 'The URL is malformed' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, code: 'BAD_URL', message: 'A path segment is too long' },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_ERROR', message: 'The request is invalid' },
};

/** Turns anything thrown into the single error shape; unknown failures become a bare 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as Partial<FastifyError> & { status?: number; validation?: unknown[] };
  if (e && typeof e === 'object') {
    const known = e.code ? FASTIFY_CODES[e.code] : undefined;
    if (known) return new ApiError(known.status, known.code, known.message);
    if (e.validation) return new ApiError(400, 'VALIDATION_ERROR', String(e.message ?? 'The request is invalid'));
    const status = e.statusCode ?? e.status;
    // Other client errors raised by Fastify or plugins keep their status; the message is theirs.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY_REQUESTS' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return new ApiError(status, code, String(e.message ?? 'Bad request').slice(0, 300));
    }
  }
  return new ApiError(500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
}

export function apiErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error);
  // Described here (not left to the logger's serializer) so no logger setup can leak SQL parameters.
  if (apiError.status >= 500) request.log.error({ err: describeErrorForLog(error) }, 'request failed');
  return reply.status(apiError.status).send(apiError.toBody());
}

export function apiNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0].slice(0, 200);
  return reply.status(404).send(new ApiError(404, 'ROUTE_NOT_FOUND', `No route ${request.method} ${path}`).toBody());
}

/**
 * For Fastify's `frameworkErrors` option: errors raised while routing (bad URL encoding, an
 * over-long path segment) never reach a route's error handler, so they are shaped here.
 */
export function apiFrameworkErrors(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  return apiErrorHandler(error, request, reply);
}
