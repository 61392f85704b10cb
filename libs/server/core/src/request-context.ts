import type { FastifyRequest } from 'fastify';
import { BRAND_KEYS, LOCALE_PATTERN, type BrandKey } from '@bike/shared/domain';
import { badRequest } from './errors';
import type { ServerConfig } from './config';

/**
 * Every call may carry `x-brand` (which brand's shop is asking) and `x-tracking-token`
 * (spec point 7). The API app validates both once per request; routes read them here.
 */
export const BRAND_HEADER = 'x-brand';
export const TRACKING_HEADER = 'x-tracking-token';
const MAX_TRACKING_TOKEN = 256;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);
}

/** The request's brand: a valid `x-brand` header, else the configured default brand. */
export function brandOf(request: FastifyRequest, config: Pick<ServerConfig, 'defaultBrand'>): BrandKey {
  const header = single(request.headers[BRAND_HEADER]);
  if (header !== undefined && header !== '') {
    if (!isBrandKey(header)) throw badRequest('INVALID_BRAND', `Unknown brand "${header.slice(0, 40)}" (expected ${BRAND_KEYS.join(', ')})`);
    return header;
  }
  return isBrandKey(config.defaultBrand) ? config.defaultBrand : 'ardenne';
}

export function trackingTokenOf(request: FastifyRequest): string | undefined {
  const token = single(request.headers[TRACKING_HEADER]);
  if (token === undefined || token === '') return undefined;
  if (token.length > MAX_TRACKING_TOKEN || !/^[\x21-\x7e]+$/.test(token)) {
    throw badRequest('INVALID_TRACKING_TOKEN', 'x-tracking-token is invalid');
  }
  return token;
}

/** Validates both headers; the app runs this in an onRequest hook for every API route. */
export function checkRequestHeaders(request: FastifyRequest, config: Pick<ServerConfig, 'defaultBrand'>): void {
  brandOf(request, config);
  trackingTokenOf(request);
}

/** The `?locale=` a call carries for its mails and texts (`nl_BE`), or en_INT when absent or malformed. */
export function localeOf(request: FastifyRequest): string {
  const raw = (request.query as { locale?: unknown } | undefined)?.locale;
  return typeof raw === 'string' && LOCALE_PATTERN.test(raw) ? raw : 'en_INT';
}
