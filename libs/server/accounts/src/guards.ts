import type { FastifyRequest } from 'fastify';
import { and, eq, exists, isNull } from 'drizzle-orm';
import { ACCESS_COOKIE, type AccountRole } from '@bike/shared/domain';
import { forbidden, unauthorized, type ServerContext } from '@bike/server/core';
import { verifyAccessToken } from './access-tokens';
import { isUnsafeMethod, requireCsrfProof } from './csrf';
import { refreshTokens, users } from './schema';
import { requestCookie } from './session-cookies';

export interface AuthenticatedUser {
  id: string;
  role: AccountRole;
  email: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /**
   * Whether the account's current email was proven by a mailed link (activation, reset, email
   * change). Only then do guest orders placed with that address count as the account's.
   */
  emailVerified: boolean;
}

/** The bearer token of a request, if it has one (spec point 6: Authorization type Bearer). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(header);
  return match?.[1];
}

/**
 * The access token of a request and where it came from: the Authorization header (API clients;
 * it wins when both are present) or the HttpOnly cookie of a browser session.
 */
export function accessTokenOf(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | undefined {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = requestCookie(request, ACCESS_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

/**
 * The signed-in user, or 401. Besides checking the signature and expiry, it reads the user
 * from the database: the role and email come from there (a promotion or demotion applies at
 * once), and a deactivated account or a logged-out session stops working immediately.
 * A write authenticated by the session cookie (not a Bearer header) must also carry the
 * session's CSRF proof, or it is refused with 403: a browser sends the cookie along with a
 * request another site makes it send, but never the header.
 */
export async function requireUser(request: FastifyRequest, ctx: ServerContext): Promise<AuthenticatedUser> {
  const presented = accessTokenOf(request);
  if (!presented) throw unauthorized();
  const claims = await verifyAccessToken(ctx, presented.token);
  if (!claims) throw unauthorized('Your session has expired. Please log in again.');
  if (presented.via === 'cookie' && isUnsafeMethod(request.method)) await requireCsrfProof(request, ctx, claims.sid);
  const [user] = await ctx.db
    .select({ id: users.id, role: users.role, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(
      and(
        eq(users.id, claims.sub),
        eq(users.active, true),
        exists(
          ctx.db
            .select({ one: refreshTokens.id })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.familyId, claims.sid), eq(refreshTokens.userId, claims.sub), isNull(refreshTokens.revokedAt))),
        ),
      ),
    );
  if (!user) throw unauthorized('Your session has expired. Please log in again.');
  return { id: user.id, role: user.role, email: user.email, sessionId: claims.sid, emailVerified: user.emailVerifiedAt !== null };
}

/** requireUser, then 403 unless the user's role in the database is admin. */
export async function requireAdmin(request: FastifyRequest, ctx: ServerContext): Promise<AuthenticatedUser> {
  const user = await requireUser(request, ctx);
  if (user.role !== 'admin') throw forbidden();
  return user;
}

/**
 * The signed-in user when a valid token is present; undefined otherwise (never throws 401).
 * A cookie-authenticated write without its CSRF proof counts as anonymous: it acts with no
 * one's authority.
 */
export async function optionalUser(request: FastifyRequest, ctx: ServerContext): Promise<AuthenticatedUser | undefined> {
  if (!accessTokenOf(request)) return undefined;
  try {
    return await requireUser(request, ctx);
  } catch {
    return undefined;
  }
}
