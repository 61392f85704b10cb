import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirectPath } from '@bike/shared/domain';
import { DEFAULT_LOCALE, isLocaleCode } from '@bike/shared/i18n/locales';
import { ApiError, CHANGES_STATE, clientIp, notFound, type ServerContext } from '@bike/server/core';
import { inProcessFetch, newSignInChecks, OidcClient, OidcError, type OidcFetch } from './oidc-client';
import type { AccountLimiters } from './rate-limiter';
import { socialLoginStates } from './schema';
import { hashToken } from './secure-tokens';
import { answerWithCookies, requestCookie } from './session-cookies';
import { startSession } from './sessions';
import type { AccountHooks } from './account-hooks';
import { accountForSocialIdentity } from './social-accounts';
import {
  callbackUrl,
  isSocialProvider,
  issuerOf,
  originOf,
  socialLoginConfig,
  type SocialLoginConfig,
  type SocialProviderName,
} from './social-config';

/**
 * Social sign-in (issue 14 item 1): GET /b2c/v1/auth/social/{google|facebook} sends the browser
 * to the provider, GET .../callback comes back with a code, and a verified ID token ends in the
 * same browser session an email login starts (the HttpOnly cookies of session-cookies.ts).
 *
 * The flow's secrets (PKCE verifier, nonce, where to go afterwards) stay on the server in
 * social_login_states, found by a SHA-256 of the state and usable once for 10 minutes, so any
 * replica can finish what another started and a replayed callback finds nothing. The state is
 * also kept in an HttpOnly, SameSite=Lax cookie of the starting browser (Lax: the provider's
 * redirect back is a top-level GET from another site), and the callback must present both: a
 * callback URL someone else obtained cannot sign a victim into the attacker's account.
 *
 * Every failure goes back to the login page of the visitor's language with ?social=<outcome>
 * (failed, linkRefused, unavailable, busy), logged with a reason but never a token, code or
 * address; a browser never sees a 500 or a stack from here.
 */
export const SOCIAL_STATE_COOKIE = 'social_state';
const SOCIAL_PATH = '/b2c/v1/auth/social';
const FLOW_TTL_SECONDS = 600;
const TOKEN_CHARS = /^[A-Za-z0-9_-]{43}$/;
const MAX_CODE_LENGTH = 2048;

export type SocialOutcome = 'failed' | 'linkRefused' | 'unavailable' | 'busy';

export interface SocialRoutesOptions {
  /** Default: socialLoginConfig(process.env). */
  config?: SocialLoginConfig;
  /**
   * How the client reaches the issuers. Default: in-process (app.inject) for the embedded
   * provider on the shop's origin, the network for the rest. Tests pass the in-process one for
   * a fake issuer of their own.
   */
  fetch?: OidcFetch;
}

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The visitor's locale from the query: a locale of the table, else the default. */
const localeOf = (value: unknown): string => (isLocaleCode(value) ? value : DEFAULT_LOCALE);

/**
 * Where to land after signing in: a normalised same-site path of this locale (not the login or
 * logout page, which would loop), else the account page. The same rule as the login page's
 * afterLoginPath.
 */
export function afterSocialLoginPath(redirect: unknown, locale: string): string {
  const path = safeRedirectPath(redirect);
  return path && path.startsWith(`/${locale}/`) && !path.startsWith(`/${locale}/account/log`) ? path : `/${locale}/account`;
}

export const loginPagePath = (locale: string, outcome: SocialOutcome) => `/${locale}/account/login?social=${outcome}`;

function sameText(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

function isSecure(request: FastifyRequest, ctx: ServerContext): boolean {
  return request.protocol === 'https' || ctx.config.publicOrigin.startsWith('https:');
}

function stateCookie(request: FastifyRequest, ctx: ServerContext, value: string, maxAgeSeconds: number): string {
  return [
    `${SOCIAL_STATE_COOKIE}=${value}`,
    `Path=${SOCIAL_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(maxAgeSeconds === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'HttpOnly',
    'SameSite=Lax',
    ...(isSecure(request, ctx) ? ['Secure'] : []),
  ].join('; ');
}

/** A browser navigation (the buttons are links) rather than an API client. */
const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/.test(String(request.headers.accept ?? ''));

export async function registerSocialRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  limiters: AccountLimiters,
  options: SocialRoutesOptions = {},
  hooks: AccountHooks = {},
): Promise<void> {
  const config = options.config ?? socialLoginConfig();
  const origin = originOf(ctx.config.publicOrigin);
  const ownOrigin = new URL(origin).origin;
  const local = inProcessFetch(app, origin);
  const clients = new Map<SocialProviderName, OidcClient>();

  /** The provider's client, or null when it is not configured on this deployment. */
  function clientFor(name: SocialProviderName): OidcClient | null {
    const issuer = issuerOf(config, name, origin);
    if (!issuer) return null;
    let client = clients.get(name);
    if (!client) {
      const settings = config.providers[name];
      const fetchImpl = options.fetch ?? (new URL(issuer).origin === ownOrigin ? local : undefined);
      client = new OidcClient(
        {
          issuer,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          redirectUri: callbackUrl(origin, name),
          scopes: settings.scopes,
          ...(settings.authorizationEndpoint ? { authorizationEndpoint: settings.authorizationEndpoint } : {}),
          ...(settings.tokenEndpoint ? { tokenEndpoint: settings.tokenEndpoint } : {}),
          ...(settings.tokenEndpointAuthMethod ? { tokenEndpointAuthMethod: settings.tokenEndpointAuthMethod } : {}),
          // The local provider and a development issuer (socialLoginConfig refuses http in production).
          allowInsecureRequests: new URL(issuer).protocol === 'http:' && !ctx.config.production,
        },
        fetchImpl,
      );
      clients.set(name, client);
    }
    return client;
  }

  function backToLogin(request: FastifyRequest, reply: FastifyReply, locale: string, outcome: SocialOutcome, provider: string, reason: string) {
    request.log.warn({ provider, outcome, reason }, 'social sign-in not completed');
    return reply.header('cache-control', 'no-store').redirect(loginPagePath(locale, outcome), 302);
  }

  function notConfigured(request: FastifyRequest, reply: FastifyReply, locale: string, name: SocialProviderName) {
    if (wantsHtml(request)) return backToLogin(request, reply, locale, 'unavailable', name, 'provider not configured');
    throw new ApiError(503, 'SOCIAL_LOGIN_NOT_CONFIGURED', `Sign-in with ${config.providers[name].label} is not configured on this shop.`, 'serviceUnavailable');
  }

  const unknownProvider = () => notFound('SOCIAL_PROVIDER_NOT_FOUND', 'There is no sign-in with this provider.');

  // Starting a sign-in writes a flow and a cookie: only the shop's own login page starts one
  // (CHANGES_STATE). The callback below is reached from the provider's site by design; its
  // state cookie, the stored state and PKCE are what bind it to the browser that started.
  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(`${SOCIAL_PATH}/:provider`, { config: CHANGES_STATE }, async (request, reply) => {
    const name = request.params.provider;
    if (!isSocialProvider(name)) throw unknownProvider();
    const query = request.query ?? {};
    const locale = localeOf(query['locale']);
    const redirectPath = afterSocialLoginPath(single(query['redirect']), locale);
    if ((await limiters.socialPerIp.hit(clientIp(request))) > 0) return backToLogin(request, reply, locale, 'busy', name, 'rate limited');
    const client = clientFor(name);
    if (!client) return notConfigured(request, reply, locale, name);
    try {
      const checks = newSignInChecks();
      const { state, nonce, codeVerifier } = checks;
      const location = await client.authorizationUrl(checks);
      // Finished and abandoned flows leave with the next start (the expiry index keeps this cheap).
      await ctx.db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, sql`now()`));
      await ctx.db.insert(socialLoginStates).values({
        stateHash: hashToken(state),
        provider: name,
        codeVerifier,
        nonce,
        locale,
        redirectPath,
        expiresAt: new Date(Date.now() + FLOW_TTL_SECONDS * 1000),
      });
      reply.header('set-cookie', stateCookie(request, ctx, state, FLOW_TTL_SECONDS));
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    } catch (error) {
      if (error instanceof OidcError) return backToLogin(request, reply, locale, 'failed', name, error.message);
      request.log.error({ err: error, provider: name }, 'social sign-in could not start');
      return backToLogin(request, reply, locale, 'failed', name, 'unexpected error');
    }
  });

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(`${SOCIAL_PATH}/:provider/callback`, async (request, reply) => {
    const name = request.params.provider;
    if (!isSocialProvider(name)) throw unknownProvider();
    const query = request.query ?? {};
    const state = single(query['state']);
    const browserState = requestCookie(request, SOCIAL_STATE_COOKIE);
    // The flow cookie has done its work whatever happens next.
    reply.header('set-cookie', stateCookie(request, ctx, '', 0));
    let locale: string = DEFAULT_LOCALE;
    try {
      if ((await limiters.socialPerIp.hit(clientIp(request))) > 0) return backToLogin(request, reply, locale, 'busy', name, 'rate limited');
      if (!state || !TOKEN_CHARS.test(state)) return backToLogin(request, reply, locale, 'failed', name, 'no valid state');
      const stateHash = hashToken(state);
      const [known] = await ctx.db.select({ locale: socialLoginStates.locale }).from(socialLoginStates).where(eq(socialLoginStates.stateHash, stateHash));
      if (known && isLocaleCode(known.locale)) locale = known.locale;
      // Used up in the statement that finds it: of two callbacks with one state, one proceeds.
      const [flow] = await ctx.db
        .update(socialLoginStates)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(socialLoginStates.stateHash, stateHash),
            eq(socialLoginStates.provider, name),
            isNull(socialLoginStates.usedAt),
            gt(socialLoginStates.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!flow) return backToLogin(request, reply, locale, 'failed', name, known ? 'state used, expired or of another provider' : 'unknown state');
      if (!browserState || !sameText(browserState, state)) return backToLogin(request, reply, locale, 'failed', name, 'state is not this browser’s');
      const providerError = single(query['error']);
      if (providerError !== undefined) return backToLogin(request, reply, locale, 'failed', name, `provider answered ${providerError.slice(0, 40).replace(/[^\w.-]/g, '')}`);
      const code = single(query['code']);
      if (!code || code.length > MAX_CODE_LENGTH) return backToLogin(request, reply, locale, 'failed', name, 'no code');

      const client = clientFor(name);
      if (!client) return backToLogin(request, reply, locale, 'unavailable', name, 'provider not configured');
      // The callback as it came (code, state, RFC 9207 iss), checked and redeemed by the client.
      const callback = new URL(request.url, 'http://callback.invalid').searchParams;
      const claims = await client.signIn(callback, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });

      const outcome = await accountForSocialIdentity(ctx, name, claims, locale, { hooks, log: request.log });
      if (outcome.kind === 'refused') return backToLogin(request, reply, locale, outcome.outcome, name, outcome.reason);
      const issued = await startSession(ctx, outcome.user);
      await answerWithCookies(request, reply, ctx, issued.tokens, issued.sessionId);
      request.log.info({ provider: name, how: outcome.how }, 'social sign-in');
      return reply.redirect(afterSocialLoginPath(flow.redirectPath, locale), 302);
    } catch (error) {
      if (error instanceof OidcError) return backToLogin(request, reply, locale, 'failed', name, error.message);
      request.log.error({ err: error, provider: name }, 'social sign-in failed');
      return backToLogin(request, reply, locale, 'failed', name, 'unexpected error');
    }
  });
}
