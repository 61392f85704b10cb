import type { FastifyInstance, FastifySchema } from 'fastify';
import { captchaSettings, createCaptchaChallenge, type AltchaChallenge, type CaptchaSettings } from './captcha';
import type { ServerContext } from './context';
import { clientIp, enforceLimits, RateLimiter } from './rate-limiter';
import { sharedLimiterOptions } from './rate-limit-store';

/** GET /b2c/v1/captcha's result: the settings, and for altcha a fresh challenge. */
export type CaptchaChallengeSettings = Exclude<CaptchaSettings, { provider: 'altcha' }> | { provider: 'altcha'; challenge: AltchaChallenge };

/** Challenges a client may fetch per window: a shopper needs one per form and retry, a script hundreds. */
export const CAPTCHA_CHALLENGE_LIMIT = { max: 60, windowSeconds: 10 * 60 };

/**
 * The captcha call of the public forms. Written the way the domain libraries register routes
 * (catalogue's apiRoute: summary and tags for /docs, answer wrapped as { result }), without
 * importing their helpers: core is below them. Every answer is personal (a fresh challenge),
 * so nothing may cache it. Handing out a challenge stores nothing; the limiter keeps a client
 * from asking for them in bulk.
 */
export async function registerCaptchaRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const perIp = new RateLimiter('captcha-challenge', CAPTCHA_CHALLENGE_LIMIT, sharedLimiterOptions(ctx));
  app.route({
    method: 'GET',
    url: '/b2c/v1/captcha',
    // summary/tags are OpenAPI keywords Fastify keeps but does not type.
    schema: {
      summary: 'The captcha the public forms show: { provider: "altcha", challenge } (a signed proof-of-work challenge, valid 10 minutes) or { provider: "recaptcha", siteKey, version: 2, size: "normal" }',
      tags: ['captcha'],
    } as FastifySchema,
    handler: async (request, reply): Promise<{ result: CaptchaChallengeSettings }> => {
      reply.header('cache-control', 'no-store');
      const settings = captchaSettings(ctx.config);
      if (settings.provider !== 'altcha') return { result: settings };
      await enforceLimits(reply, [perIp, clientIp(request)]);
      return { result: { provider: 'altcha', challenge: await createCaptchaChallenge(ctx) } };
    },
  });
}
