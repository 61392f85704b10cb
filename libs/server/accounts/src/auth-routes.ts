import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  authorizeSchema,
  loginSchema,
  logoutSchema,
  refreshTokenSchema,
  tokenExchangeSchema,
} from '@bike/shared/domain';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@bike/shared/domain';
import { ApiError, parseInput, type ServerContext } from '@bike/server/core';
import { verifyAccessToken } from './access-tokens';
import { requireCsrfProof } from './csrf';
import { bearerToken, requireUser } from './guards';
import { verifyPassword } from './passwords';
import type { AccountLimiters } from './rate-limiter';
import { clientIp, enforceLimits, rejectWhenLimited } from './route-helpers';
import { authorizationCodes, users } from './schema';
import { hashToken, newOpaqueToken, pkceChallengeMatches } from './secure-tokens';
import { answerWithCookies, clearSessionCookies, requestCookie, wantsCookieSession } from './session-cookies';
import { familyOfRefreshToken, revokeFamily, rotateSession, startSession, type IssuedSession } from './sessions';

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

/** True for an absent body or `{}`: a refresh that names no token means "the one in my cookie". */
const isEmptyBody = (body: unknown) =>
  body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

export async function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext, limiters: AccountLimiters): Promise<void> {
  /**
   * A new session as the caller wants it: the spec's { access, refresh } for API clients, or,
   * for the browser's api-client (x-session: cookie), HttpOnly cookies and no token in the body.
   */
  const answerSession = (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) =>
    wantsCookieSession(request) ? answerWithCookies(request, reply, ctx, issued.tokens, issued.sessionId) : issued.tokens;

  /** The session a browser's cookies name (refresh cookie first, it outlives the access cookie). */
  async function cookieSessionId(request: FastifyRequest): Promise<string | undefined> {
    const refresh = requestCookie(request, REFRESH_COOKIE);
    const family = refresh ? await familyOfRefreshToken(ctx.db, refresh) : undefined;
    if (family) return family.familyId;
    const access = requestCookie(request, ACCESS_COOKIE);
    return access ? (await verifyAccessToken(ctx, access))?.sid : undefined;
  }

  app.post('/b2c/v1/auth/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const ip = clientIp(request);
    const accountKey = `${ip}|${input.email}`;
    // The per-account counter is checked before the password, so a correct guess made after
    // the limit is reached is refused like any other.
    await rejectWhenLimited(reply, limiters.loginFailures, accountKey);
    await enforceLimits(reply, [limiters.loginPerIp, ip]);

    const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      await limiters.loginFailures.hit(accountKey);
      throw badCredentials();
    }
    if (!user.active) throw accountNotActive();
    await limiters.loginFailures.reset(accountKey);
    return { result: await answerSession(request, reply, await startSession(ctx, user)) };
  });

  /**
   * Spec: the body has the refresh token, and the answer has the new pair. A browser sends no
   * token (it cannot read its HttpOnly cookie): then the refresh cookie is rotated, the answer
   * is new cookies only, and, being a write on a cookie's authority, it needs the CSRF proof.
   * A refresh that fails clears the browser's session cookies, so the shell sees it signed out.
   */
  app.post('/b2c/v1/auth/refresh', async (request, reply) => {
    const cookieToken = isEmptyBody(request.body) ? requestCookie(request, REFRESH_COOKIE) : undefined;
    if (!cookieToken) {
      const input = parseInput(refreshTokenSchema, request.body);
      await enforceLimits(reply, [limiters.tokenPerIp, clientIp(request)]);
      return { result: (await rotateSession(ctx, input.token)).tokens };
    }
    await enforceLimits(reply, [limiters.tokenPerIp, clientIp(request)]);
    const family = await familyOfRefreshToken(ctx.db, cookieToken);
    if (family) await requireCsrfProof(request, ctx, family.familyId);
    try {
      const issued = await rotateSession(ctx, cookieToken);
      return { result: await answerWithCookies(request, reply, ctx, issued.tokens, issued.sessionId) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) clearSessionCookies(request, reply, ctx);
      throw error;
    }
  });

  /**
   * Ends a session: the family of the refresh token in the body, else the session of the
   * bearer token, else the browser session of the cookies (with its CSRF proof), and clears
   * the session cookies. Always 200 otherwise, so a client can log out even with stale tokens.
   */
  app.post('/b2c/v1/auth/logout', async (request, reply) => {
    const input = parseInput(logoutSchema, request.body === undefined ? {} : request.body);
    const bearer = bearerToken(request);
    if (input.token) {
      const family = await familyOfRefreshToken(ctx.db, input.token);
      if (family) await revokeFamily(ctx.db, family.familyId);
    } else if (bearer) {
      const claims = await verifyAccessToken(ctx, bearer);
      if (claims) await revokeFamily(ctx.db, claims.sid);
    } else {
      const sessionId = await cookieSessionId(request);
      if (sessionId) {
        await requireCsrfProof(request, ctx, sessionId);
        await revokeFamily(ctx.db, sessionId);
      }
    }
    clearSessionCookies(request, reply, ctx);
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
    await enforceLimits(reply, [limiters.tokenPerIp, clientIp(request)]);
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
    return { result: await answerSession(request, reply, await startSession(ctx, user)) };
  });
}
