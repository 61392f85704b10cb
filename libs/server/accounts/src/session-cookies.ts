import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_COOKIE,
  COOKIE_SESSION,
  CSRF_COOKIE,
  readCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_HINT_COOKIE,
  SESSION_MODE_HEADER,
  type AuthTokens,
  type CookieSession,
} from '@bike/shared/domain';
import type { ServerContext } from '@bike/server/core';
import { csrfTokenFor } from './csrf';

/**
 * The browser session in cookies (names and roles in @bike/shared/domain session-cookies.ts).
 * Secure whenever the shop is served over https (the public origin says so, or the request
 * came in over https); HttpOnly for the two tokens; SameSite=Strict for the refresh token and
 * the CSRF proof, Lax for the access token and the hint so a link from a mail into /account
 * still finds the visitor signed in.
 */
interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
}

/** Only characters a cookie value may hold unquoted (our values are base64url, digits and dots). */
const COOKIE_VALUE = /^[A-Za-z0-9._~+/=-]*$/;

function cookieLine(name: string, value: string, options: CookieOptions, secure: boolean): string {
  if (!COOKIE_VALUE.test(value)) throw new Error(`cookie ${name} has a value that needs quoting`);
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    ...(options.maxAgeSeconds === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    ...(options.httpOnly ? ['HttpOnly'] : []),
    `SameSite=${options.sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function isSecure(request: FastifyRequest, ctx: ServerContext): boolean {
  return request.protocol === 'https' || ctx.config.publicOrigin.startsWith('https:');
}

/** A cookie of the request, if it is there and holds only token characters. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const value = readCookie(request.headers.cookie, name);
  return value && value.length <= 4096 && COOKIE_VALUE.test(value) ? value : undefined;
}

/** Whether the caller asked to keep its session in cookies (the browser's api-client does). */
export function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers[SESSION_MODE_HEADER] === COOKIE_SESSION;
}

function lifetimes(ctx: ServerContext) {
  const session = ctx.config.refreshTokenMaxAgeSeconds;
  return {
    access: { path: '/', maxAgeSeconds: ctx.config.accessTokenTtlSeconds, httpOnly: true, sameSite: 'Lax' } as CookieOptions,
    refresh: { path: REFRESH_COOKIE_PATH, maxAgeSeconds: session, httpOnly: true, sameSite: 'Strict' } as CookieOptions,
    hint: { path: '/', maxAgeSeconds: session, httpOnly: false, sameSite: 'Lax' } as CookieOptions,
    csrf: { path: '/', maxAgeSeconds: session, httpOnly: false, sameSite: 'Strict' } as CookieOptions,
  };
}

/**
 * Puts a new token pair into the cookies and answers what the browser may know: that it is
 * signed in until when, never a token.
 */
export async function answerWithCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: ServerContext,
  tokens: AuthTokens,
  sessionId: string,
): Promise<CookieSession> {
  const secure = isSecure(request, ctx);
  const life = lifetimes(ctx);
  const accessExpiresAt = Math.floor(Date.now() / 1000) + ctx.config.accessTokenTtlSeconds;
  reply.header('set-cookie', [
    cookieLine(ACCESS_COOKIE, tokens.access, life.access, secure),
    cookieLine(REFRESH_COOKIE, tokens.refresh, life.refresh, secure),
    cookieLine(SESSION_HINT_COOKIE, String(accessExpiresAt), life.hint, secure),
    cookieLine(CSRF_COOKIE, await csrfTokenFor(ctx, sessionId), life.csrf, secure),
  ]);
  reply.header('cache-control', 'no-store');
  return { session: COOKIE_SESSION, accessExpiresAt };
}

/** Removes every session cookie (logout, or a refresh that failed). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, ctx: ServerContext): void {
  const secure = isSecure(request, ctx);
  const life = lifetimes(ctx);
  const gone = (options: CookieOptions): CookieOptions => ({ ...options, maxAgeSeconds: 0 });
  reply.header('set-cookie', [
    cookieLine(ACCESS_COOKIE, '', gone(life.access), secure),
    cookieLine(REFRESH_COOKIE, '', gone(life.refresh), secure),
    cookieLine(SESSION_HINT_COOKIE, '', gone(life.hint), secure),
    cookieLine(CSRF_COOKIE, '', gone(life.csrf), secure),
  ]);
}
