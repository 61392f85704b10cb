import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import type { ServerConfig } from './config';

/**
 * No other site may make a shopper's browser write to the shop (cancel an order, change an
 * account) with the shopper's cookies. Browsers tell where a request comes from: Sec-Fetch-Site
 * on every request of a current browser, Origin on every cross-origin one and on same-origin
 * writes. A write is refused when either names another site. Requests without both headers come
 * from no browser page (the payment provider's webhook, curl, server-side rendering through
 * inject) and carry no shopper's cookies by accident, so they pass. A GET that changes state
 * (CHANGES_STATE below) is held to the same rule.
 */
export const CROSS_SITE_REQUEST = 'CROSS_SITE_REQUEST';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The site's own origins: PUBLIC_ORIGIN, and the host the request was sent to, because one
 * server answers several brand hosts (BRAND_HOSTS). Behind a trusted proxy that host is the
 * forwarded one.
 */
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  const host = hostOf(origin);
  if (host === null) return false; // "null" (sandboxed frames, privacy redirects), other schemes
  return host === hostOf(publicOrigin) || host === request.host.toLowerCase();
}

/**
 * The route option of a GET that changes state (kept for API clients, such as the spec's
 * GET …/orders/{uuid}/retry): `config: CHANGES_STATE`. Such a GET is a write for this check, so
 * a link or a top-level navigation from another site, which carries the SameSite=Lax access
 * cookie, is refused like a cross-site POST. The route registry lists them (stateChangingGets).
 */
export const CHANGES_STATE = { changesState: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See CHANGES_STATE. */
    changesState?: boolean;
  }
}

/** True for a GET/HEAD route registered with CHANGES_STATE. */
export function changesState(config: unknown): boolean {
  return typeof config === 'object' && config !== null && (config as { changesState?: unknown }).changesState === true;
}

export function refuseCrossSiteWrites(request: FastifyRequest, config: Pick<ServerConfig, 'publicOrigin'>): void {
  if (!UNSAFE_METHODS.has(request.method) && !changesState(request.routeOptions.config)) return;
  const fetchSite = single(request.headers['sec-fetch-site']);
  const origin = single(request.headers['origin']);
  if (fetchSite === 'cross-site' || (origin !== undefined && !isOwnOrigin(origin, request, config.publicOrigin))) {
    throw new ApiError(403, CROSS_SITE_REQUEST, 'Writes from another site are refused', 'forbidden');
  }
}
