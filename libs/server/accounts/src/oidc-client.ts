import * as oidc from 'openid-client';
import type { FastifyInstance } from 'fastify';

/**
 * The shop's OpenID Connect relying party: the authorization code flow with PKCE S256, state and
 * nonce, done by openid-client (OpenID-certified; discovery, the callback's state and RFC 9207
 * iss, the token request, and the ID token: iss, aud, azp with several audiences, exp, nonce).
 * What this file adds: the endpoint overrides and the client authentication of social-config.ts,
 * asymmetric ID token algorithms only, the ID token's signature checked against the issuer's
 * JWKS even though it came straight from the token endpoint (openid-client's
 * enableNonRepudiationChecks), a size cap on every answer, and the shop's own rules on the
 * verified claims (azp, iat, sub, email_verified). Failures become OidcError.
 */

/** The fetch the client uses: the global one for real issuers, an in-process one for the shop's own origin. */
export type OidcFetch = (url: string, init: RequestInit) => Promise<Response>;

export type OidcFailure = 'discovery' | 'callback' | 'token' | 'id_token';

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

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string[];
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
  /** Plain http to the issuer: only for an http issuer, which socialLoginConfig refuses in production. */
  allowInsecureRequests?: boolean;
}

/** What one sign-in keeps on the server between the start and the callback. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
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

/** Asymmetric algorithms only: an HS256 token would be "signed" with our client secret. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];
const CLOCK_TOLERANCE_SECONDS = 60;
const MAX_ID_TOKEN_AGE_SECONDS = 600;
const TIMEOUT_SECONDS = 10;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const MAX_RESPONSE_BYTES = 256 * 1024;

/** 256 random bits each (43 base64url characters), from openid-client. */
export const newSignInChecks = (): SignInChecks => ({ state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() });

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

/** The issuer's answers, at most MAX_RESPONSE_BYTES each (openid-client reads whatever comes). */
function cappedFetch(fetchImpl: OidcFetch): oidc.CustomFetch {
  return async (url, options) => {
    const response = await fetchImpl(url, options as RequestInit);
    const tooLarge = () => new OidcError('token', 'the issuer’s answer is too large');
    if (Number(response.headers.get('content-length') ?? 0) > MAX_RESPONSE_BYTES) {
      await response.body?.cancel();
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      size += read.value.byteLength;
      if (size > MAX_RESPONSE_BYTES) {
        await reader?.cancel();
        throw tooLarge();
      }
      chunks.push(read.value);
    }
    const empty = response.status === 204 || response.status === 304;
    return new Response(empty ? null : Buffer.concat(chunks), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

const safeText = (value: unknown, max: number) => String(value).replace(/["\\]/g, '').replace(/[^\x20-\x7e]/g, '').slice(0, max);

/**
 * openid-client's failure as an OidcError: the library's wording (constant texts that name
 * claims and parameters, never their values), the provider's error code, or the code alone.
 * Argument errors (ERR_INVALID_ARG_*) are the shop's bugs and go on as they are.
 */
function failure(error: unknown, stage: 'discovery' | 'sign-in'): Error {
  const inner = (error as { cause?: unknown }).cause;
  const own = error instanceof OidcError ? error : inner instanceof OidcError ? inner : undefined;
  if (own) return stage === 'discovery' && own.reason !== 'discovery' ? new OidcError('discovery', `discovery: ${own.message}`) : own;
  const code = (error as { code?: unknown }).code;
  if (error instanceof TypeError && typeof code === 'string' && code.startsWith('ERR_INVALID_ARG')) return error;
  if (error instanceof oidc.ResponseBodyError) return new OidcError('token', `token endpoint refused: ${safeText(error.error, 64)} (HTTP ${error.status})`);
  if (error instanceof oidc.WWWAuthenticateChallengeError) return new OidcError('token', `token endpoint refused the client (HTTP ${error.status})`);
  if (error instanceof oidc.AuthorizationResponseError) return new OidcError('callback', `provider answered ${safeText(error.error, 40)}`);
  if (!(error instanceof oidc.ClientError)) return new OidcError(stage === 'discovery' ? 'discovery' : 'token', `${stage}: the issuer could not be reached`);
  const detail = safeText(inner instanceof Error ? inner.message : error.message, 160);
  const suffix = typeof code === 'string' ? ` (${safeText(code, 48)})` : '';
  if (stage === 'discovery') return new OidcError('discovery', `discovery: ${detail}${suffix}`);
  if (/\b(JWT|JWS|ID Token)\b|verification key/.test(detail)) return new OidcError('id_token', `ID token refused: ${detail}${suffix}`);
  if (/response parameter/.test(detail)) return new OidcError('callback', `callback refused: ${detail}${suffix}`);
  return new OidcError('token', `token endpoint: ${detail}${suffix}`);
}

/**
 * One relying party per provider. Its openid-client Configuration (the discovery document with
 * the overrides) is kept an hour; a failed discovery is tried again at the next sign-in. The
 * issuer's key set is openid-client's to keep (refetched when a token names an unknown key).
 */
export class OidcClient {
  private cached?: { at: number; value: Promise<oidc.Configuration> };

  constructor(
    readonly settings: OidcClientSettings,
    private readonly fetchImpl: OidcFetch = (url, init) => fetch(url, init),
  ) {}

  private configuration(): Promise<oidc.Configuration> {
    const cached = this.cached;
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.value;
    const value = this.discover();
    this.cached = { at: Date.now(), value };
    value.catch(() => {
      if (this.cached?.value === value) this.cached = undefined;
    });
    return value;
  }

  private async discover(): Promise<oidc.Configuration> {
    const { settings } = this;
    const fetchImpl = cappedFetch(this.fetchImpl);
    let discovered: oidc.Configuration;
    try {
      discovered = await oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, undefined, {
        [oidc.customFetch]: fetchImpl,
        timeout: TIMEOUT_SECONDS,
        execute: settings.allowInsecureRequests ? [oidc.allowInsecureRequests] : [],
      });
    } catch (error) {
      throw failure(error, 'discovery');
    }
    const { supportsPKCE: _helper, ...discoveredMetadata } = discovered.serverMetadata();
    // The shop always sends an S256 challenge; an issuer that says it ignores them is refused.
    const methods = discoveredMetadata.code_challenge_methods_supported;
    if (Array.isArray(methods) && !methods.includes('S256')) throw new OidcError('discovery', 'issuer does not support PKCE S256');
    // openid-client takes the issuer's list (RS256 when it names none): keep its asymmetric ones.
    const offered = discoveredMetadata.id_token_signing_alg_values_supported;
    const server: oidc.ServerMetadata = {
      ...discoveredMetadata,
      ...(settings.authorizationEndpoint ? { authorization_endpoint: settings.authorizationEndpoint } : {}),
      ...(settings.tokenEndpoint ? { token_endpoint: settings.tokenEndpoint } : {}),
      id_token_signing_alg_values_supported: Array.isArray(offered) ? offered.filter((alg) => ID_TOKEN_ALGORITHMS.includes(alg)) : ID_TOKEN_ALGORITHMS,
    };
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
      if (typeof server[key] !== 'string') throw new OidcError('discovery', `discovery names no ${key}`);
    }
    const auth = this.authMethod(server) === 'client_secret_post' ? oidc.ClientSecretPost(settings.clientSecret) : oidc.ClientSecretBasic(settings.clientSecret);
    const config = new oidc.Configuration(server, settings.clientId, { [oidc.clockTolerance]: CLOCK_TOLERANCE_SECONDS }, auth);
    config[oidc.customFetch] = fetchImpl;
    config.timeout = TIMEOUT_SECONDS;
    if (settings.allowInsecureRequests) oidc.allowInsecureRequests(config);
    oidc.enableNonRepudiationChecks(config);
    return config;
  }

  /** Basic (RFC 6749 2.3.1), unless configured or the issuer offers only post. */
  private authMethod(server: oidc.ServerMetadata): 'client_secret_basic' | 'client_secret_post' {
    if (this.settings.tokenEndpointAuthMethod) return this.settings.tokenEndpointAuthMethod;
    const offered = server.token_endpoint_auth_methods_supported;
    return offered && !offered.includes('client_secret_basic') && offered.includes('client_secret_post') ? 'client_secret_post' : 'client_secret_basic';
  }

  /** Where to send the browser: response_type=code with PKCE S256, state and nonce. */
  async authorizationUrl(checks: SignInChecks): Promise<string> {
    const config = await this.configuration();
    try {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: this.settings.redirectUri,
        scope: this.settings.scopes.join(' '),
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    } catch (error) {
      throw failure(error, 'discovery');
    }
  }

  /**
   * The callback's parameters (code, state, iss) to the verified claims of this sign-in's ID
   * token, or OidcError: openid-client checks the callback, redeems the code with the PKCE
   * verifier at our redirect URI and validates the ID token; the shop's rules follow.
   */
  async signIn(callback: URLSearchParams, checks: SignInChecks): Promise<IdTokenClaims> {
    const config = await this.configuration();
    const currentUrl = new URL(this.settings.redirectUri);
    for (const [key, value] of callback) currentUrl.searchParams.append(key, value);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw failure(error, 'sign-in');
    }
    if (!claims) throw new OidcError('token', 'token answer has no ID token');
    return this.shopRules(claims);
  }

  /** What openid-client leaves to the relying party. */
  private shopRules(claims: oidc.IDToken): IdTokenClaims {
    // OpenID Connect Core 3.1.3.7 item 5 (openid-client checks azp only beside several audiences).
    if (claims.azp !== undefined && claims.azp !== this.settings.clientId) throw new OidcError('id_token', 'ID token was issued to another party (azp)');
    // Item 10: iat within the clock tolerance, and a token of this sign-in, not an old one.
    const now = Math.floor(Date.now() / 1000);
    if (claims.iat > now + CLOCK_TOLERANCE_SECONDS) throw new OidcError('id_token', 'ID token is issued in the future (iat)');
    if (claims.iat < now - MAX_ID_TOKEN_AGE_SECONDS - CLOCK_TOLERANCE_SECONDS) throw new OidcError('id_token', 'ID token was issued too long ago (iat)');
    // OpenID Connect Core 2: at most 255 ASCII characters.
    const sub = claims.sub;
    if (!/^[\x21-\x7e]{1,255}$/.test(sub)) throw new OidcError('id_token', 'ID token subject is not a short ASCII string');
    const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : undefined);
    const verified = claims['email_verified'];
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
