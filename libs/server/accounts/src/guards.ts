import type { FastifyRequest } from 'fastify';
import { and, eq, exists, isNull } from 'drizzle-orm';
import type { AccountRole } from '@bike/shared/domain';
import { forbidden, unauthorized, type ServerContext } from '@bike/server/core';
import { verifyAccessToken } from './access-tokens';
import { refreshTokens, users } from './schema';

export interface AuthenticatedUser {
  id: string;
  role: AccountRole;
  email: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

/** The bearer token of a request, if it has one (spec point 6: Authorization type Bearer). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(header);
  return match?.[1];
}

/**
 * The signed-in user, or 401. Besides checking the signature and expiry, it reads the user
 * from the database: the role and email come from there (a promotion or demotion applies at
 * once), and a deactivated account or a logged-out session stops working immediately.
 */
export async function requireUser(request: FastifyRequest, ctx: ServerContext): Promise<AuthenticatedUser> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await verifyAccessToken(ctx, token);
  if (!claims) throw unauthorized('Your session has expired. Please log in again.');
  const [user] = await ctx.db
    .select({ id: users.id, role: users.role, email: users.email })
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
  return { id: user.id, role: user.role, email: user.email, sessionId: claims.sid };
}

/** requireUser, then 403 unless the user's role in the database is admin. */
export async function requireAdmin(request: FastifyRequest, ctx: ServerContext): Promise<AuthenticatedUser> {
  const user = await requireUser(request, ctx);
  if (user.role !== 'admin') throw forbidden();
  return user;
}

/** The signed-in user when a valid bearer token is present; undefined otherwise (never throws 401). */
export async function optionalUser(request: FastifyRequest, ctx: ServerContext): Promise<AuthenticatedUser | undefined> {
  if (!bearerToken(request)) return undefined;
  try {
    return await requireUser(request, ctx);
  } catch {
    return undefined;
  }
}
