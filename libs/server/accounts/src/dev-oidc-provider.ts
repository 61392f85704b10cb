import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import * as v from 'valibot';
import { emailField } from '@bike/shared/domain';
import { textProblem, type Db, type ServerContext } from '@bike/server/core';
import { devErrorPage, devOidcPagePolicy, devSignInPage } from './dev-oidc-page';
import { cleanName } from './social-accounts';
import { accountSettings } from './schema';
import { hashToken, newOpaqueToken, pkceChallengeMatches } from './secure-tokens';
import {
  callbackUrl,
  DEV_CLIENTS,
  DEV_OIDC_PATH,
  devIssuer,
  SOCIAL_PROVIDERS,
  socialLoginConfig,
  usesDevProvider,
  type SocialLoginConfig,
  type SocialProviderName,
} from './social-config';

/**
 * The local OpenID provider for development and tests (issue 14 item 1), on the shop's own
 * origin under /dev-oidc, so social sign-in works at http://localhost:4200 with no network and
 * no extra port. It stands in for every provider without a configured issuer, each with its own
 * client id (social-config.ts DEV_CLIENTS), and implements just what the shop's client uses:
 * discovery, a JWKS, an authorization page (type an address and a name, tick "verified"), and a
 * token endpoint that checks the client secret, the redirect URI and the PKCE S256 verifier
 * before it hands out an ES256 ID token with iss, aud, sub (stable per address), email,
 * email_verified, name and the nonce.
 *
 * It signs in anyone as anyone, so it is mounted only where socialLoginConfig allows it: never
 * on a production deployment. Its signing key is made once and kept in account_settings (all
 * processes on one database agree, and restarts keep its tokens verifiable); its codes live a
 * minute in this process's memory, enough for a development machine.
 */
const SETTING_KEY = 'dev_oidc_signing_key';
const CODE_TTL_MS = 60_000;
const MAX_PENDING_CODES = 1000;
const ID_TOKEN_TTL = '5m';
const FORM_BYTES = 8 * 1024;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const MAX_PARAM_LENGTH = 512;

interface DevClient {
  provider: SocialProviderName;
  label: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce?: string;
  email: string;
  emailVerified: boolean;
  name: string;
  expiresAt: number;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey | Uint8Array;
  publicJwk: JWK;
}

const signingKeys = new WeakMap<Db, Promise<SigningKey>>();

function devSigningKey(db: Db): Promise<SigningKey> {
  let key = signingKeys.get(db);
  if (!key) {
    key = loadOrCreateKey(db);
    signingKeys.set(db, key);
    key.catch(() => signingKeys.delete(db));
  }
  return key;
}

async function loadOrCreateKey(db: Db): Promise<SigningKey> {
  const read = async () => (await db.select().from(accountSettings).where(eq(accountSettings.key, SETTING_KEY)))[0];
  let row = await read();
  if (!row) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    // Concurrent starts: the first insert wins and everyone reads that one.
    await db.insert(accountSettings).values({ key: SETTING_KEY, value: JSON.stringify(jwk) }).onConflictDoNothing({ target: accountSettings.key });
    row = await read();
  }
  if (!row) throw new Error('development OIDC key could not be stored');
  const jwk = JSON.parse(row.value) as JWK;
  const { d: _private, ...publicJwk } = jwk;
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, privateKey: await importJWK(jwk, 'ES256'), publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' } };
}

/** The subject of an address: stable, so a second sign-in finds the identity linked by the first. */
export const devSubject = (email: string) => createHash('sha256').update(`dev-oidc:${email}`).digest('hex').slice(0, 32);

/** One value of a query or form field; a repeated or non-text field counts as missing. */
const single = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= MAX_PARAM_LENGTH && !textProblem(value) ? value : undefined);

type AuthorizeCheck =
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; client: DevClient; error: string; state?: string }
  | { kind: 'ok'; client: DevClient; params: Record<string, string> };

function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

export interface DevOidcProviderOptions {
  config?: SocialLoginConfig;
}

/**
 * Mounts the development provider when the configuration allows it (not in production, some
 * provider without an issuer); answers whether it did. Register it beside the API routes.
 */
export async function registerDevOidcProvider(app: FastifyInstance, ctx: ServerContext, options: DevOidcProviderOptions = {}): Promise<boolean> {
  const config = options.config ?? socialLoginConfig();
  if (!usesDevProvider(config)) return false;
  const issuer = devIssuer(ctx.config.publicOrigin);
  const clients = new Map<string, DevClient>();
  for (const provider of SOCIAL_PROVIDERS) {
    const settings = config.providers[provider];
    if (settings.issuer) continue;
    const { clientId, clientSecret } = DEV_CLIENTS[provider];
    clients.set(clientId, { provider, label: settings.label, clientId, clientSecret, redirectUri: callbackUrl(ctx.config.publicOrigin, provider) });
  }
  const codes = new Map<string, PendingCode>();
  const sweep = () => {
    const now = Date.now();
    for (const [key, code] of codes) if (code.expiresAt <= now) codes.delete(key);
  };

  /** RFC 6749 4.1.2.1: a bad client or redirect URI is shown, never redirected to; the rest goes back with an error. */
  function checkAuthorize(input: Record<string, unknown>): AuthorizeCheck {
    const client = clients.get(single(input['client_id']) ?? '');
    if (!client) return { kind: 'page', message: 'Unknown client.' };
    if (single(input['redirect_uri']) !== client.redirectUri) return { kind: 'page', message: 'This redirect address is not registered for the client.' };
    const state = single(input['state']);
    const fail = (error: string): AuthorizeCheck => ({ kind: 'redirect', client, error, ...(state === undefined ? {} : { state }) });
    if (single(input['response_type']) !== 'code') return fail('unsupported_response_type');
    const scope = single(input['scope']) ?? '';
    if (!scope.split(' ').includes('openid')) return fail('invalid_scope');
    const codeChallenge = single(input['code_challenge']) ?? '';
    if (single(input['code_challenge_method']) !== 'S256' || !CHALLENGE.test(codeChallenge)) return fail('invalid_request');
    const nonce = single(input['nonce']);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: client.redirectUri,
      scope,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      ...(state === undefined ? {} : { state }),
      ...(nonce === undefined ? {} : { nonce }),
    };
    return { kind: 'ok', client, params };
  }

  function backToClient(reply: FastifyReply, client: DevClient, answer: Record<string, string>) {
    const url = new URL(client.redirectUri);
    for (const [key, value] of Object.entries({ ...answer, iss: issuer })) url.searchParams.set(key, value);
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 303);
  }

  function page(reply: FastifyReply, status: number, html: (nonce: string) => string) {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', devOidcPagePolicy(nonce))
      .send(html(nonce));
  }

  function tokenError(reply: FastifyReply, status: number, error: string, description: string) {
    if (status === 401) reply.header('www-authenticate', 'Basic realm="dev-oidc"');
    return reply.code(status).header('cache-control', 'no-store').header('pragma', 'no-cache').send({ error, error_description: description });
  }

  /** client_secret_basic or client_secret_post, exactly one of them. */
  function authenticatedClient(request: FastifyRequest, body: Record<string, unknown>): DevClient | null {
    const header = request.headers.authorization;
    const basic = typeof header === 'string' ? /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header) : null;
    let id: string | undefined;
    let secret: string | undefined;
    if (basic) {
      if (body['client_secret'] !== undefined) return null;
      const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return null;
      const part = (text: string) => {
        try {
          return decodeURIComponent(text.replace(/\+/g, ' '));
        } catch {
          return undefined;
        }
      };
      id = part(decoded.slice(0, colon));
      secret = part(decoded.slice(colon + 1));
      const bodyId = single(body['client_id']);
      if (bodyId !== undefined && bodyId !== id) return null;
    } else {
      id = single(body['client_id']);
      secret = single(body['client_secret']);
    }
    const client = clients.get(id ?? '');
    return client && secret !== undefined && sameSecret(secret, client.clientSecret) ? client : null;
  }

  await app.register(async (scope) => {
    if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) scope.removeContentTypeParser('application/x-www-form-urlencoded');
    // Like the query string: one field once is a text, a repeated field an array (refused by single()).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BYTES }, (_request, body, done) => {
      const form: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(String(body))) {
        const seen = form[key];
        form[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
      }
      done(null, form);
    });

    scope.get(`${DEV_OIDC_PATH}/.well-known/openid-configuration`, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['iss', 'aud', 'sub', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified', 'name', 'given_name', 'family_name'],
        authorization_response_iss_parameter_supported: true,
      }),
    );

    scope.get(`${DEV_OIDC_PATH}/jwks`, async (_request, reply) => {
      const key = await devSigningKey(ctx.db);
      return reply.header('cache-control', 'no-store').send({ keys: [key.publicJwk] });
    });

    scope.get(`${DEV_OIDC_PATH}/authorize`, async (request, reply) => {
      const check = checkAuthorize((request.query ?? {}) as Record<string, unknown>);
      if (check.kind === 'page') return page(reply, 400, (nonce) => devErrorPage(check.message, nonce));
      if (check.kind === 'redirect') return backToClient(reply, check.client, { error: check.error, ...(check.state === undefined ? {} : { state: check.state }) });
      return page(reply, 200, (nonce) => devSignInPage({ label: check.client.label, hidden: check.params, styleNonce: nonce }));
    });

    scope.post(`${DEV_OIDC_PATH}/authorize`, async (request, reply) => {
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const check = checkAuthorize(form);
      if (check.kind === 'page') return page(reply, 400, (nonce) => devErrorPage(check.message, nonce));
      const state = check.kind === 'ok' ? check.params['state'] : check.state;
      const withState = (answer: Record<string, string>) => (state === undefined ? answer : { ...answer, state });
      if (check.kind === 'redirect') return backToClient(reply, check.client, withState({ error: check.error }));
      if (single(form['action']) !== 'approve') return backToClient(reply, check.client, withState({ error: 'access_denied' }));
      const email = v.safeParse(emailField, single(form['email']) ?? '');
      if (!email.success) return page(reply, 400, (nonce) => devErrorPage('Type a valid email address. Go back and try again.', nonce));
      sweep();
      if (codes.size >= MAX_PENDING_CODES) return backToClient(reply, check.client, withState({ error: 'temporarily_unavailable' }));
      const code = newOpaqueToken();
      codes.set(hashToken(code), {
        clientId: check.client.clientId,
        redirectUri: check.client.redirectUri,
        codeChallenge: check.params['code_challenge']!,
        ...(check.params['nonce'] === undefined ? {} : { nonce: check.params['nonce'] }),
        email: email.output,
        emailVerified: single(form['email_verified']) === 'true',
        name: cleanName(single(form['name'])),
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      return backToClient(reply, check.client, withState({ code }));
    });

    scope.post(`${DEV_OIDC_PATH}/token`, async (request, reply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const client = authenticatedClient(request, body);
      if (!client) return tokenError(reply, 401, 'invalid_client', 'Client authentication failed.');
      if (single(body['grant_type']) !== 'authorization_code') return tokenError(reply, 400, 'unsupported_grant_type', 'Only authorization_code is supported.');
      const presented = single(body['code']);
      // Taken out before anything is checked: a code is tried once, right or wrong.
      const key = presented ? hashToken(presented) : '';
      const grant = codes.get(key);
      codes.delete(key);
      const verifier = single(body['code_verifier']) ?? '';
      if (
        !grant ||
        grant.expiresAt <= Date.now() ||
        grant.clientId !== client.clientId ||
        single(body['redirect_uri']) !== grant.redirectUri ||
        !VERIFIER.test(verifier) ||
        !pkceChallengeMatches(verifier, grant.codeChallenge)
      ) {
        return tokenError(reply, 400, 'invalid_grant', 'The code is invalid, expired, used, or does not match the verifier.');
      }
      const signing = await devSigningKey(ctx.db);
      const [givenName = '', ...rest] = grant.name.split(' ').filter(Boolean);
      const idToken = await new SignJWT({
        email: grant.email,
        email_verified: grant.emailVerified,
        ...(grant.name ? { name: grant.name, given_name: givenName } : {}),
        ...(rest.length ? { family_name: rest.join(' ') } : {}),
        ...(grant.nonce === undefined ? {} : { nonce: grant.nonce }),
        auth_time: Math.floor(Date.now() / 1000),
      })
        .setProtectedHeader({ alg: 'ES256', kid: signing.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(devSubject(grant.email))
        .setAudience(client.clientId)
        .setIssuedAt()
        .setExpirationTime(ID_TOKEN_TTL)
        .sign(signing.privateKey);
      return reply
        .header('cache-control', 'no-store')
        .header('pragma', 'no-cache')
        .send({ access_token: newOpaqueToken(), token_type: 'Bearer', expires_in: 300, scope: 'openid email profile', id_token: idToken });
    });
  });
  return true;
}
