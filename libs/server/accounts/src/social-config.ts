import { isProductionDeployment } from '@bike/server/core';

/**
 * Social sign-in settings (issue 14 item 1), read once from the environment.
 *
 * Each provider is an OpenID Connect issuer found through discovery
 * ({issuer}/.well-known/openid-configuration) with a client id and secret of the shop. A provider
 * without SOCIAL_<P>_ISSUER is served by the embedded development provider (dev-oidc-provider.ts,
 * mounted at /dev-oidc on the shop's own origin), so the whole flow runs offline. That provider
 * signs anyone in as any address, so a production deployment (NODE_ENV=production or an https
 * PUBLIC_ORIGIN, as for API_DOCS) never gets it: there, a provider without an issuer is simply
 * not configured. SOCIAL_DEV_PROVIDER=0 switches it off in development too; nothing switches it
 * on in production.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: unknown): value is SocialProviderName =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export type TokenEndpointAuthMethod = 'client_secret_basic' | 'client_secret_post';

export interface SocialProviderConfig {
  name: SocialProviderName;
  /** For people: "Google", "Facebook". */
  label: string;
  /** The OIDC issuer; undefined: the embedded development provider (when allowed). */
  issuer?: string;
  clientId: string;
  clientSecret: string;
  /** Always contains openid. */
  scopes: string[];
  /** Overrides of what discovery says (Facebook's discovery document names no token endpoint). */
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  /** How the client secret reaches the token endpoint (default: basic, unless discovery only offers post). */
  tokenEndpointAuthMethod?: TokenEndpointAuthMethod;
}

export interface SocialLoginConfig {
  providers: Record<SocialProviderName, SocialProviderConfig>;
  /** Whether providers without an issuer use the embedded development provider. */
  devProvider: boolean;
}

const LABELS: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };
const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

/** The embedded provider's clients: public values, it runs only on development machines. */
export const DEV_CLIENTS: Record<SocialProviderName, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'dev-google', clientSecret: 'dev-google-secret' },
  facebook: { clientId: 'dev-facebook', clientSecret: 'dev-facebook-secret' },
};

/** Where the embedded provider lives on the shop's origin. */
export const DEV_OIDC_PATH = '/dev-oidc';

function endpointUrl(name: string, value: string | undefined, production: boolean): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL`);
  }
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) {
    throw new Error(`${name} must be an https URL${production ? ' on a production deployment' : ''}`);
  }
  if (url.username || url.password || url.hash) throw new Error(`${name} must not carry credentials or a fragment`);
  return value;
}

function scopesOf(raw: string | undefined): string[] {
  const listed = (raw ?? '').split(/[\s,]+/).filter((s) => /^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/.test(s));
  const scopes = listed.length ? listed : DEFAULT_SCOPES;
  return scopes.includes('openid') ? [...new Set(scopes)] : ['openid', ...new Set(scopes)];
}

/**
 * Per provider P (GOOGLE, FACEBOOK): SOCIAL_P_ISSUER, SOCIAL_P_CLIENT_ID, SOCIAL_P_CLIENT_SECRET,
 * SOCIAL_P_SCOPES (default "openid email profile"), SOCIAL_P_AUTHORIZATION_URL and
 * SOCIAL_P_TOKEN_URL (override discovery), SOCIAL_P_TOKEN_AUTH (client_secret_basic or
 * client_secret_post); SOCIAL_DEV_PROVIDER=0 turns the embedded provider off. A half-configured
 * provider (issuer without client id or secret, an http issuer in production) stops the start
 * with a message naming the variable, rather than failing at a shopper's click.
 */
export function socialLoginConfig(env: NodeJS.ProcessEnv = process.env): SocialLoginConfig {
  const production = isProductionDeployment(env);
  const providers = {} as Record<SocialProviderName, SocialProviderConfig>;
  for (const name of SOCIAL_PROVIDERS) {
    const prefix = `SOCIAL_${name.toUpperCase()}_`;
    const issuer = endpointUrl(`${prefix}ISSUER`, env[`${prefix}ISSUER`]?.trim(), production);
    const scopes = scopesOf(env[`${prefix}SCOPES`]);
    if (!issuer) {
      providers[name] = { name, label: LABELS[name], ...DEV_CLIENTS[name], scopes };
      continue;
    }
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!clientId || !clientSecret) throw new Error(`${prefix}ISSUER is set: ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET are needed too`);
    const auth = env[`${prefix}TOKEN_AUTH`]?.trim();
    if (auth && auth !== 'client_secret_basic' && auth !== 'client_secret_post') {
      throw new Error(`${prefix}TOKEN_AUTH must be client_secret_basic or client_secret_post`);
    }
    providers[name] = {
      name,
      label: LABELS[name],
      issuer,
      clientId,
      clientSecret,
      scopes,
      authorizationEndpoint: endpointUrl(`${prefix}AUTHORIZATION_URL`, env[`${prefix}AUTHORIZATION_URL`]?.trim(), production),
      tokenEndpoint: endpointUrl(`${prefix}TOKEN_URL`, env[`${prefix}TOKEN_URL`]?.trim(), production),
      ...(auth ? { tokenEndpointAuthMethod: auth as TokenEndpointAuthMethod } : {}),
    };
  }
  return { providers, devProvider: !production && env['SOCIAL_DEV_PROVIDER'] !== '0' };
}

/** The public origin without a trailing slash. */
export const originOf = (publicOrigin: string) => publicOrigin.replace(/\/+$/, '');

/** The embedded provider's issuer on this shop's origin. */
export const devIssuer = (publicOrigin: string) => `${originOf(publicOrigin)}${DEV_OIDC_PATH}`;

/** The issuer a provider signs in through, or null when it is not configured (and no dev provider may stand in). */
export function issuerOf(config: SocialLoginConfig, name: SocialProviderName, publicOrigin: string): string | null {
  const provider = config.providers[name];
  if (provider.issuer) return provider.issuer;
  return config.devProvider ? devIssuer(publicOrigin) : null;
}

/** Whether any provider is served by the embedded development provider. */
export const usesDevProvider = (config: SocialLoginConfig) => config.devProvider && SOCIAL_PROVIDERS.some((name) => !config.providers[name].issuer);

/** The address the provider sends the visitor back to; register exactly this at Google and Facebook. */
export const callbackUrl = (publicOrigin: string, name: SocialProviderName) => `${originOf(publicOrigin)}/b2c/v1/auth/social/${name}/callback`;
