import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';

declare module 'fastify' {
  interface FastifyRequest {
    /** Fresh per request: the only inline or parser-inserted scripts allowed on an HTML answer. */
    cspNonce: string;
  }
}

export const newCspNonce = (): string => randomBytes(16).toString('base64');

/**
 * The policy of every HTML answer (server-rendered pages, the sandbox payment page, /docs/ui).
 * Scripts run only when they carry this response's nonce; 'strict-dynamic' lets those scripts
 * insert further scripts (the shell's remote loader inserts each remote's remoteEntry.js, and
 * the bundler's chunk loading its chunks, that way), so no host list is needed and an injected <script> never runs. Styles are
 * left alone: brand tokens and React style attributes are inline and carry no script.
 * worker-src keeps blob: workers possible for the dealer map.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}

/**
 * Powerful browser features the shop never uses are switched off for every page and every
 * frame; geolocation stays for the shop's own pages ("use my location" in the dealer locator).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * HSTS only where https is real: the request came over TLS (directly, or as told by a trusted
 * proxy's X-Forwarded-Proto) or the public origin is https. Sent over plain http on a
 * development machine it would pin localhost to https for a year.
 */
export function wantsHsts(request: FastifyRequest, config: Pick<ServerConfig, 'publicOrigin'>): boolean {
  return request.protocol === 'https' || config.publicOrigin.startsWith('https:');
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

/**
 * Security headers on every answer of `app` (pages, assets and API alike), registered once on
 * the root instance by the site server and by the API on its own. An HTML answer that sets its
 * own stricter policy (the mailbox: no scripts at all) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'publicOrigin'>): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = newCspNonce();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (wantsHsts(request, config)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (isHtml(reply) && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', pageContentSecurityPolicy(request.cspNonce));
    }
  });
}
