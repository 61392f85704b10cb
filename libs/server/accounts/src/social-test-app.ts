/**
 * Test harness for social sign-in (not exported from index.ts): the account routes, the local
 * OpenID provider and the mailbox on the instance production builds (createApiInstance:
 * cross-site write refusal, header and input checks, the single error shape, the security
 * headers), on a fresh in-memory database, with a browser-like cookie jar and an optional fake
 * issuer whose ID tokens a test signs itself.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { createApiInstance, createTestContext, type ServerConfig, type ServerContext } from '@bike/server/core';
import { createMailer, registerMailRoutes } from '@bike/server/mail';
import { registerDevOidcProvider } from './dev-oidc-provider';
import { registerAccountRoutes } from './index';
import { socialLoginConfig, type SocialLoginConfig } from './social-config';

/** A stand-in issuer at {origin}/test-idp: discovery, a JWKS and a token endpoint answering what the test says. */
export interface FakeIssuer {
  issuer: string;
  /** The key the JWKS publishes (sign good tokens with it). */
  privateKey: CryptoKey;
  kid: string;
  /** The discovery document it serves (a test may change it before the first sign-in). */
  discovery: Record<string, unknown>;
  /** Answers the next token request; gets the form the client posted and its Authorization header. */
  respond: (form: URLSearchParams, authorization: string | undefined) => Promise<{ status?: number; body: unknown }>;
  requests: Array<{ form: URLSearchParams; authorization: string | undefined }>;
}

async function registerFakeIssuer(app: FastifyInstance, origin: string): Promise<FakeIssuer> {
  const issuer = `${origin}/test-idp`;
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const kid = 'test-key-1';
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const fake: FakeIssuer = {
    issuer,
    privateKey,
    kid,
    discovery: {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
    },
    respond: async () => ({ status: 400, body: { error: 'invalid_grant' } }),
    requests: [],
  };
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, new URLSearchParams(String(body))));
    scope.get('/test-idp/.well-known/openid-configuration', async () => fake.discovery);
    scope.get('/test-idp/jwks', async () => ({ keys: [jwk] }));
    scope.post('/test-idp/token', async (request, reply) => {
      const form = request.body as URLSearchParams;
      const authorization = request.headers.authorization;
      fake.requests.push({ form, authorization });
      const answer = await fake.respond(form, authorization);
      return reply.code(answer.status ?? 200).send(answer.body);
    });
  });
  return fake;
}

export interface SocialTestApp {
  app: FastifyInstance;
  ctx: ServerContext;
  fake: FakeIssuer;
  /** What the app logged (warn and up), one JSON line each: tests check reasons and that no secret is in them. */
  logs: string[];
  close(): Promise<void>;
}

export async function createSocialTestApp(
  options: { config?: Partial<ServerConfig>; social?: SocialLoginConfig; env?: NodeJS.ProcessEnv } = {},
): Promise<SocialTestApp> {
  const base = await createTestContext({ publicOrigin: 'http://shop.test', ...options.config });
  const ctx: ServerContext = { db: base.db, config: base.config, mailer: createMailer(base.config, base.db) };
  const social = options.social ?? socialLoginConfig(options.env ?? {});
  const logs: string[] = [];
  let fake: FakeIssuer | undefined;
  const app = await createApiInstance(ctx.config, {
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    routes: async (api) => {
      await registerAccountRoutes(api, ctx, { social: { config: social } });
      await registerDevOidcProvider(api, ctx, { config: social });
      await registerMailRoutes(api, ctx);
      fake = await registerFakeIssuer(api, ctx.config.publicOrigin);
    },
  });
  return {
    app,
    ctx,
    fake: fake!,
    logs,
    close: async () => {
      await app.close();
      await base.close();
    },
  };
}

/** What a browser keeps: set cookies replace, cleared ones go. */
export type Jar = Record<string, string>;
export function keep(jar: Jar, res: LightMyRequestResponse): Jar {
  const next = { ...jar };
  for (const c of res.cookies) {
    if (c.maxAge === 0 || c.value === '') delete next[c.name];
    else next[c.name] = c.value;
  }
  return next;
}
export const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** A top-level navigation of a browser holding `jar` (no Origin header on a GET, as browsers do). */
export function navigate(app: FastifyInstance, url: string, jar: Jar = {}) {
  const target = new URL(url, 'http://shop.test');
  return app.inject({
    method: 'GET',
    url: `${target.pathname}${target.search}`,
    headers: { accept: 'text/html,application/xhtml+xml', 'sec-fetch-site': 'same-origin', ...(Object.keys(jar).length ? { cookie: cookieHeader(jar) } : {}) },
  });
}

/** The hidden fields of the provider's sign-in form. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(match[1]!)] = unescape(match[2]!);
  return fields;
}

export interface SocialSignInInput {
  provider?: 'google' | 'facebook';
  email: string;
  name?: string;
  verified?: boolean;
  locale?: string;
  redirect?: string;
  action?: 'approve' | 'deny';
  jar?: Jar;
}

/**
 * The whole browser journey against the local provider: the shop's start link, the provider's
 * page, its form post, and the callback back at the shop. Answers each step and the jar after.
 */
export async function socialSignIn(app: FastifyInstance, input: SocialSignInInput) {
  const provider = input.provider ?? 'google';
  const query = new URLSearchParams({ locale: input.locale ?? 'nl_BE', ...(input.redirect === undefined ? {} : { redirect: input.redirect }) });
  let jar = { ...input.jar };
  const start = await navigate(app, `/b2c/v1/auth/social/${provider}?${query}`, jar);
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  jar = keep(jar, start);
  const authorizeUrl = new URL(String(start.headers.location));
  const page = await navigate(app, authorizeUrl.toString(), jar);
  if (page.statusCode !== 200) throw new Error(`authorize page answered ${page.statusCode}: ${page.body}`);
  const form = new URLSearchParams({
    ...hiddenFields(page.body),
    email: input.email,
    name: input.name ?? 'Lotte Peeters',
    action: input.action ?? 'approve',
    ...(input.verified === false ? {} : { email_verified: 'true' }),
  });
  const posted = await app.inject({
    method: 'POST',
    url: '/dev-oidc/authorize',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
  });
  if (posted.statusCode !== 303) throw new Error(`provider form answered ${posted.statusCode}: ${posted.body}`);
  const callbackUrl = String(posted.headers.location);
  const callback = await navigate(app, callbackUrl, jar);
  return { start, authorizeUrl, page, posted, callbackUrl, callback, jarBefore: jar, jar: keep(jar, callback) };
}
