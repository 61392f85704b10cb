import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  authorizeSchema,
  loginSchema,
  logoutSchema,
  refreshTokenSchema,
  tokenExchangeSchema,
} from '@bike/shared/domain';
import { ApiError, parseInput, type ServerContext } from '@bike/server/core';
import { verifyAccessToken } from './access-tokens';
import { bearerToken, requireUser } from './guards';
import { verifyPassword } from './passwords';
import type { AccountLimiters } from './rate-limiter';
import { clientIp, enforceLimits, rejectWhenLimited } from './route-helpers';
import { authorizationCodes, users } from './schema';
import { hashToken, newOpaqueToken, pkceChallengeMatches } from './secure-tokens';
import { familyOfRefreshToken, revokeFamily, rotateSession, startSession } from './sessions';

/** Spec point 8: the one text a failed login shows, whatever was wrong. */
export const badCredentials = () =>
  new ApiError(401, 'BAD_CREDENTIALS', 'Authentication failed. Invalid email/password.', 'badCredentials');

const accountNotActive = () =>
  new ApiError(
    403,
    'ACCOUNT_NOT_ACTIVE',
    'This account is not activated yet. Follow the link in the activation mail, or ask for a new one.',
    'accountNotActive',
  );

const invalidGrant = () => new ApiError(400, 'INVALID_GRANT', 'The authorization code is invalid or has expired.', 'invalidGrant');

/** A PKCE code is exchanged right away by the app that asked for it. */
const AUTHORIZATION_CODE_TTL_SECONDS = 60;

export async function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext, limiters: AccountLimiters): Promise<void> {
  app.post('/b2c/v1/auth/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const ip = clientIp(request);
    const accountKey = `${ip}|${input.email}`;
    // The per-account counter is checked before the password, so a correct guess made after
    // the limit is reached is refused like any other.
    rejectWhenLimited(reply, limiters.loginFailures, accountKey);
    enforceLimits(reply, [limiters.loginPerIp, ip]);

    const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      limiters.loginFailures.hit(accountKey);
      throw badCredentials();
    }
    if (!user.active) throw accountNotActive();
    limiters.loginFailures.reset(accountKey);
    return { result: await startSession(ctx, user) };
  });

  app.post('/b2c/v1/auth/refresh', async (request, reply) => {
    const input = parseInput(refreshTokenSchema, request.body);
    enforceLimits(reply, [limiters.tokenPerIp, clientIp(request)]);
    return { result: await rotateSession(ctx, input.token) };
  });

  /**
   * Ends a session: the family of the refresh token in the body, else the session of the
   * bearer token. Always 200, so a client can log out even with stale tokens.
   */
  app.post('/b2c/v1/auth/logout', async (request) => {
    const input = parseInput(logoutSchema, request.body === undefined ? {} : request.body);
    if (input.token) {
      const family = await familyOfRefreshToken(ctx.db, input.token);
      if (family) await revokeFamily(ctx.db, family.familyId);
    } else {
      const token = bearerToken(request);
      const claims = token ? await verifyAccessToken(ctx, token) : null;
      if (claims) await revokeFamily(ctx.db, claims.sid);
    }
    return { result: { loggedOut: true } };
  });

  /** PKCE step 1 (RFC 7636): a signed-in user asks for a one-time code bound to a challenge. */
  app.post('/b2c/v1/auth/authorize', async (request) => {
    const user = await requireUser(request, ctx);
    const input = parseInput(authorizeSchema, request.body);
    const code = newOpaqueToken();
    await ctx.db.insert(authorizationCodes).values({
      userId: user.id,
      codeHash: hashToken(code),
      codeChallenge: input.codeChallenge,
      scope: input.scope,
      expiresAt: new Date(Date.now() + AUTHORIZATION_CODE_TTL_SECONDS * 1000),
    });
    return { result: { code } };
  });

  /** PKCE step 2: the code and the verifier whose S256 hash is the challenge, once, for tokens. */
  app.post('/b2c/v1/auth/token', async (request, reply) => {
    const input = parseInput(tokenExchangeSchema, request.body);
    enforceLimits(reply, [limiters.tokenPerIp, clientIp(request)]);
    // Marked used before the verifier is checked: a wrong guess burns the code.
    const [grant] = await ctx.db
      .update(authorizationCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(authorizationCodes.codeHash, hashToken(input.code)),
          isNull(authorizationCodes.usedAt),
          gt(authorizationCodes.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!grant || !pkceChallengeMatches(input.codeVerifier, grant.codeChallenge)) throw invalidGrant();
    const [user] = await ctx.db.select().from(users).where(eq(users.id, grant.userId));
    if (!user || !user.active) throw invalidGrant();
    return { result: await startSession(ctx, user) };
  });
}
