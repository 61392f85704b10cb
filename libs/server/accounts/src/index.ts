import type { FastifyInstance } from 'fastify';
import { sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import { registerAuthRoutes } from './auth-routes';
import { createAccountLimiters } from './rate-limiter';
import { registerUserRoutes } from './user-routes';

export * from './schema';
export { requireUser, requireAdmin, optionalUser, bearerToken, accessTokenOf, type AuthenticatedUser } from './guards';
export { seedAccounts } from './seed-accounts';
export { hashPassword, verifyPassword } from './passwords';
export { signAccessToken, verifyAccessToken, type AccessClaims } from './access-tokens';
export { startSession, type IssuedSession } from './sessions';
export { answerWithCookies, clearSessionCookies, wantsCookieSession } from './session-cookies';
export { refuseWeakPassword } from './password-policy';
export { toAccountUser } from './account-user';

/** /b2c/v1/auth/* and /b2c/v1/users/* (spec point 7, "Auth and users"). */
export async function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const limiters = createAccountLimiters(sharedLimiterOptions(ctx));
  await registerAuthRoutes(app, ctx, limiters);
  await registerUserRoutes(app, ctx, limiters);
}
