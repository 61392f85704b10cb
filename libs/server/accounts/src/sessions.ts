import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ApiError, type Db, type ServerContext } from '@bike/server/core';
import type { AuthTokens } from '@bike/shared/domain';
import { signAccessToken } from './access-tokens';
import { refreshTokens, users, type UserRow } from './schema';
import { hashToken, newOpaqueToken } from './secure-tokens';

export const sessionExpired = (code = 'INVALID_REFRESH_TOKEN') =>
  new ApiError(401, code, 'Your session has expired. Please log in again.', 'unauthorized');

/** A token pair and the session (refresh-token family) it belongs to. */
export interface IssuedSession {
  tokens: AuthTokens;
  sessionId: string;
}

async function issueTokens(ctx: ServerContext, user: Pick<UserRow, 'id' | 'role' | 'email'>, familyId: string): Promise<IssuedSession> {
  const refresh = newOpaqueToken();
  // Each rotation extends the session by the refresh max age (2678400 s, spec point 9).
  const expiresAt = new Date(Date.now() + ctx.config.refreshTokenMaxAgeSeconds * 1000);
  await ctx.db.insert(refreshTokens).values({ userId: user.id, familyId, tokenHash: hashToken(refresh), expiresAt });
  const access = await signAccessToken(ctx, { sub: user.id, role: user.role, email: user.email, sid: familyId });
  return { tokens: { access, refresh }, sessionId: familyId };
}

/** A login (or a PKCE code exchange) starts a new refresh-token family. */
export function startSession(ctx: ServerContext, user: Pick<UserRow, 'id' | 'role' | 'email'>): Promise<IssuedSession> {
  return issueTokens(ctx, user, randomUUID());
}

/**
 * Trades a refresh token for a new pair. The old token is marked rotated in the same
 * statement that checks it, so two concurrent refreshes cannot both succeed; presenting a
 * rotated token again revokes the whole family (it was stolen, or the client is confused).
 */
export async function rotateSession(ctx: ServerContext, token: string): Promise<IssuedSession> {
  const tokenHash = hashToken(token);
  const [rotated] = await ctx.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!rotated) {
    const [known] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    if (known?.rotatedAt && !known.revokedAt) {
      await revokeFamily(ctx.db, known.familyId);
      throw sessionExpired('REFRESH_TOKEN_REUSED');
    }
    throw sessionExpired();
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, rotated.userId));
  if (!user || !user.active) {
    await revokeFamily(ctx.db, rotated.familyId);
    throw sessionExpired();
  }
  return issueTokens(ctx, user, rotated.familyId);
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family a refresh token belongs to, if it is known. */
export async function familyOfRefreshToken(db: Db, token: string): Promise<{ familyId: string; userId: string } | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row;
}

/** After a password change or reset: end every session of the user, except the one making the change. */
export async function revokeUserSessions(db: Db, userId: string, exceptFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}
