import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { FastifyInstance } from 'fastify';

/**
 * A small OpenID Connect relying party (authorization code flow with PKCE S256, state and
 * nonce), written over jose instead of openid-client 6: that package is ESM-only and would need
 * the shared jest preset changed, and the shop needs only this one flow. What it checks is what
 * OpenID Connect Core 3.1.3.7 asks of an ID token: the signature with a key of the issuer's JWKS
 * and an asymmetric algorithm only (never HS* or none), iss exactly the discovered issuer, aud
 * containing our client id (azp when there are several audiences), exp and iat within a minute
 * of clock skew and an iat no older than ten minutes, and the nonce of this very sign-in.
 */

/** The fetch the client uses: the global one for real issuers, an in-process one for the shop's own origin. */
export type OidcFetch = (url: string, init: RequestInit) => Promise<Response>;

export type OidcFailure = 'discovery' | 'token' | 'id_token';

/** Why a sign-in failed, in words safe to log: never a token, a code or an address. */
export class OidcError extends Error {
  constructor(
    readonly reason: OidcFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OidcError';
  }
}

export interface OidcProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  tokenEndpointAuthMethods?: string[];
}

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string[];
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
}

export interface IdTokenClaims {
  sub: string;
  email?: string;
  /** Only an explicit true (or "true") counts: Facebook, for one, sends no such claim. */
  emailVerified: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
}

/** Asymmetric algorithms only: an HS256 token would be "signed" with our public client secret. */
export const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 60;
const MAX_ID_TOKEN_AGE_SECONDS = 600;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const MAX_RESPONSE_BYTES = 256 * 1024;
const MAX_ID_TOKEN_LENGTH = 16 * 1024;

/** fetch with a time limit, for an issuer on the internet. */
export const networkFetch: OidcFetch = (url, init) => fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(10_000) });

/**
 * A fetch answered by this Fastify app without a socket: the embedded provider (and a test's
 * fake issuer) live on the shop's own origin, which the server may not be able to reach by its
 * public name (a proxy in front, a port not yet listening in tests). Only URLs of that origin.
 */
export function inProcessFetch(app: FastifyInstance, origin: string): OidcFetch {
  const own = new URL(origin).origin;
  return async (url, init) => {
    const target = new URL(url);
    if (target.origin !== own) throw new TypeError('in-process fetch only serves the shop origin');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    const method = init.method?.toUpperCase() === 'POST' ? 'POST' : 'GET';
    const res = await app.inject({ method, url: `${target.pathname}${target.search}`, headers, ...(body === undefined ? {} : { payload: body }) });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  };
}

async function readJson(response: Response, reason: OidcFailure, what: string): Promise<Record<string, unknown>> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_RESPONSE_BYTES) throw new OidcError(reason, `${what}: answer too large`);
  const text = await response.text();
  if (text.length > MAX_RESPONSE_BYTES) throw new OidcError(reason, `${what}: answer too large`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new OidcError(reason, `${what}: answer is not JSON (HTTP ${response.status})`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new OidcError(reason, `${what}: answer is not a JSON object`);
  return value as Record<string, unknown>;
}

/** An endpoint of the issuer: https, or http only when the issuer itself is (development). */
function endpoint(value: unknown, issuer: string, what: string): string {
  if (typeof value !== 'string') throw new OidcError('discovery', `discovery names no ${what}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OidcError('discovery', `discovery: ${what} is not a URL`);
  }
  const allowHttp = new URL(issuer).protocol === 'http:';
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) throw new OidcError('discovery', `discovery: ${what} is not https`);
  return url.toString();
}

/**
 * One relying party per provider: the discovery document (kept an hour) and the issuer's key
 * set (jose refetches it when a token names an unknown key, so key rotation just works).
 */
export class OidcClient {
  private metadataCache?: { at: number; value: Promise<OidcProviderMetadata> };
  private keys?: { uri: string; set: JWTVerifyGetKey };

  constructor(
    readonly settings: OidcClientSettings,
    private readonly fetchImpl: OidcFetch,
  ) {}

  metadata(): Promise<OidcProviderMetadata> {
    const cached = this.metadataCache;
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.value;
    const value = this.discover();
    this.metadataCache = { at: Date.now(), value };
    // A failed discovery (issuer down) is tried again at the next sign-in.
    value.catch(() => {
      if (this.metadataCache?.value === value) this.metadataCache = undefined;
    });
    return value;
  }

  private async discover(): Promise<OidcProviderMetadata> {
    const { issuer } = this.settings;
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, { method: 'GET', headers: { accept: 'application/json' }, redirect: 'error' });
    } catch {
      throw new OidcError('discovery', 'discovery document could not be fetched');
    }
    if (response.status !== 200) throw new OidcError('discovery', `discovery answered HTTP ${response.status}`);
    const doc = await readJson(response, 'discovery', 'discovery');
    // OpenID Connect Discovery 4.3: the document must name exactly the issuer it was fetched for.
    if (doc['issuer'] !== issuer) throw new OidcError('discovery', 'discovery names another issuer');
    const methods = doc['code_challenge_methods_supported'];
    if (Array.isArray(methods) && !methods.includes('S256')) throw new OidcError('discovery', 'issuer does not support PKCE S256');
    const authMethods = doc['token_endpoint_auth_methods_supported'];
    return {
      issuer,
      authorizationEndpoint: endpoint(this.settings.authorizationEndpoint ?? doc['authorization_endpoint'], issuer, 'authorization_endpoint'),
      tokenEndpoint: endpoint(this.settings.tokenEndpoint ?? doc['token_endpoint'], issuer, 'token_endpoint'),
      jwksUri: endpoint(doc['jwks_uri'], issuer, 'jwks_uri'),
      ...(Array.isArray(authMethods) ? { tokenEndpointAuthMethods: authMethods.filter((m): m is string => typeof m === 'string') } : {}),
    };
  }

  /** Where to send the browser: response_type=code with PKCE S256, state and nonce. */
  authorizationUrl(metadata: OidcProviderMetadata, checks: { state: string; nonce: string; codeChallenge: string }): string {
    const url = new URL(metadata.authorizationEndpoint);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes.join(' '),
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: checks.codeChallenge,
      code_challenge_method: 'S256',
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }

  private authMethod(metadata: OidcProviderMetadata): 'client_secret_basic' | 'client_secret_post' {
    if (this.settings.tokenEndpointAuthMethod) return this.settings.tokenEndpointAuthMethod;
    const offered = metadata.tokenEndpointAuthMethods;
    return offered && !offered.includes('client_secret_basic') && offered.includes('client_secret_post') ? 'client_secret_post' : 'client_secret_basic';
  }

  /** The code and the PKCE verifier for the ID token (RFC 6749 4.1.3, RFC 7636 4.5). */
  async exchangeCode(metadata: OidcProviderMetadata, code: string, codeVerifier: string): Promise<string> {
    const { clientId, clientSecret, redirectUri } = this.settings;
    const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (this.authMethod(metadata) === 'client_secret_post') {
      body.set('client_id', clientId);
      body.set('client_secret', clientSecret);
    } else {
      // RFC 6749 2.3.1: each part form-encoded before the base64.
      const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
      headers['authorization'] = `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
    }
    let response: Response;
    try {
      response = await this.fetchImpl(metadata.tokenEndpoint, { method: 'POST', headers, body: body.toString(), redirect: 'error' });
    } catch {
      throw new OidcError('token', 'token endpoint could not be reached');
    }
    const answer = await readJson(response, 'token', 'token endpoint');
    if (response.status !== 200) {
      const error = typeof answer['error'] === 'string' ? answer['error'].slice(0, 64).replace(/[^\w.-]/g, '') : 'unknown';
      throw new OidcError('token', `token endpoint refused: ${error} (HTTP ${response.status})`);
    }
    const tokenType = answer['token_type'];
    if (tokenType !== undefined && (typeof tokenType !== 'string' || tokenType.toLowerCase() !== 'bearer')) throw new OidcError('token', 'token type is not Bearer');
    const idToken = answer['id_token'];
    if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > MAX_ID_TOKEN_LENGTH) throw new OidcError('token', 'token answer has no ID token');
    return idToken;
  }

  private keySet(metadata: OidcProviderMetadata): JWTVerifyGetKey {
    if (this.keys?.uri !== metadata.jwksUri) {
      const fetchImpl = this.fetchImpl;
      this.keys = { uri: metadata.jwksUri, set: createRemoteJWKSet(new URL(metadata.jwksUri), { timeoutDuration: 10_000, [customFetch]: (url, init) => fetchImpl(url, init) }) };
    }
    return this.keys.set;
  }

  /** The verified claims of the ID token of this sign-in, or OidcError('id_token'). */
  async verifyIdToken(metadata: OidcProviderMetadata, idToken: string, expectedNonce: string, keys: JWTVerifyGetKey = this.keySet(metadata)): Promise<IdTokenClaims> {
    const { clientId } = this.settings;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ID_TOKEN_ALGORITHMS,
        issuer: metadata.issuer,
        audience: clientId,
        requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        maxTokenAge: MAX_ID_TOKEN_AGE_SECONDS,
      }));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw new OidcError('id_token', `ID token refused (${typeof code === 'string' ? code : 'invalid'})`);
    }
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (audiences.length > 1 && payload['azp'] !== clientId) throw new OidcError('id_token', 'ID token has several audiences and another azp');
    if (payload['azp'] !== undefined && payload['azp'] !== clientId) throw new OidcError('id_token', 'ID token was issued to another party (azp)');
    if (typeof payload['nonce'] !== 'string' || payload['nonce'] !== expectedNonce) throw new OidcError('id_token', 'ID token nonce does not match');
    const sub = payload.sub;
    // OpenID Connect Core 2: at most 255 ASCII characters.
    if (typeof sub !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(sub)) throw new OidcError('id_token', 'ID token subject is missing or not a short ASCII string');
    const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : undefined);
    const verified = payload['email_verified'];
    return {
      sub,
      email: text('email'),
      emailVerified: verified === true || verified === 'true',
      name: text('name'),
      givenName: text('given_name'),
      familyName: text('family_name'),
    };
  }
}
