import type { FastifyInstance } from 'fastify';
import { sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import type { AccountHooks } from './account-hooks';
import { registerAuthRoutes } from './auth-routes';
import { createAccountLimiters } from './rate-limiter';
import { registerSocialRoutes, type SocialRoutesOptions } from './social-routes';
import { registerUserRoutes } from './user-routes';

export * from './schema';
export { requireUser, requireAdmin, optionalUser, bearerToken, accessTokenOf, type AuthenticatedUser } from './guards';
export { seedAccounts } from './seed-accounts';
export { accountSettingProblems, KNOWN_DEMO_PASSWORDS, prepareAccounts, refuseUnsafeAccountSettings, setAdminAccount, UnsafeAccountsError } from './operator-accounts';
export { hashPassword, verifyPassword } from './passwords';
export { signAccessToken, verifyAccessToken, type AccessClaims } from './access-tokens';
export { startSession, type IssuedSession } from './sessions';
export { answerWithCookies, clearSessionCookies, wantsCookieSession } from './session-cookies';
export { refuseWeakPassword } from './password-policy';
export { toAccountUser } from './account-user';
export { recordAccountEvent } from './account-events';
export { revokeUserSessions } from './sessions';
export type { AccountHooks, AdminAccountChange, AdminAuditWriter } from './account-hooks';
export type { AfterTakeover, UnprovenAccountCleaner } from './unproven-takeover';

export { socialLoginConfig, SOCIAL_PROVIDERS, type SocialLoginConfig, type SocialProviderName } from './social-config';
export { registerDevOidcProvider, type DevOidcProviderOptions } from './dev-oidc-provider';
export type { SocialRoutesOptions } from './social-routes';

export interface AccountRoutesOptions extends AccountHooks {
  /** Social sign-in: its configuration (default from the environment) and, for tests, how issuers are fetched. */
  social?: SocialRoutesOptions;
}

/** /b2c/v1/auth/* (with social sign-in) and /b2c/v1/users/* (spec point 7, "Auth and users"). */
export async function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext, options: AccountRoutesOptions = {}): Promise<void> {
  const limiters = createAccountLimiters(sharedLimiterOptions(ctx), { registrationsPerIpHour: ctx.config.registrationsPerIpHour });
  await registerAuthRoutes(app, ctx, limiters);
  await registerSocialRoutes(app, ctx, limiters, options.social, options);
  await registerUserRoutes(app, ctx, limiters, options);
}
