/**
 * Server configuration, read once from the environment. Every external service has an
 * embedded default that needs no network, so the shop starts with nothing configured.
 */
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

export interface ServerConfig {
  /** postgres://... when set; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  /** Folder for PGlite data, uploads and other local state. */
  dataDir: string;
  /** Public origin of the site, used in links inside mails and payment redirects. */
  publicOrigin: string;
  /** Brand served when the request carries no brand header. */
  defaultBrand: string;
  /** Secret for signing JWT access tokens. Generated per data folder when unset. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenMaxAgeSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * SUPPORT_MAILBOX: where the brand's support mail goes (the configurator's chat helper); `{brand}`
   * is replaced by the brand key. Default support-{brand}@localhost, which the outbox keeps.
   */
  supportMailbox: string;
  /** JOBS_MAILBOX: where job applications go (`{brand}` as above). Default jobs-{brand}@localhost. */
  jobsMailbox: string;
  /**
   * CUSTOMER_SERVICE_MAILBOX: where the contact page's messages go (`{brand}` as above). Default:
   * the support mailbox, so one setting serves both until customer service has an inbox of its own.
   */
  customerServiceMailbox: string;
  /** NODE_ENV=production or an https PUBLIC_ORIGIN (isProductionDeployment). */
  production: boolean;
  /**
   * DEMO_ACCOUNTS: whether the seed creates the demo admin and rider. On in development; off in
   * production, where `1` also needs both demo passwords given by the operator (accounts'
   * operator-accounts.ts refuses the start otherwise).
   */
  demoAccounts: boolean;
  /** Demo credentials (the README's in development; in production only what the operator gives). */
  demoAdminEmail: string;
  demoAdminPassword: string;
  demoUserEmail: string;
  demoUserPassword: string;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the first admin, made on start when no account has that address. */
  initialAdmin?: { email: string; password: string };
  /** Turn rate limits off only in tests that hammer an endpoint on purpose. */
  rateLimits: boolean;
  /**
   * REGISTRATIONS_PER_IP_HOUR: accounts one client address may open in an hour (default 20). A
   * deployment behind a shared address (a campus NAT) or a test run that opens many accounts
   * from loopback raises it; the limit itself stays on.
   */
  registrationsPerIpHour: number;
  /** TRUST_PROXY: which X-Forwarded-* hops are believed (see trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** /docs and /docs/ui (API_DOCS); off on a production deployment unless asked for. */
  apiDocs: boolean;
  /** Serving *.map files (SOURCE_MAPS); off on a production deployment unless asked for. */
  sourceMaps: boolean;
  /** RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY: both set, Google reCAPTCHA v2 replaces the built-in proof-of-work captcha (captcha.ts). */
  recaptchaSiteKey?: string;
  recaptchaSecretKey?: string;
  /** RECAPTCHA_VERIFY_URL: where reCAPTCHA answers are checked (default Google's siteverify). */
  recaptchaVerifyUrl?: string;
  /** MAPBOX_TOKEN: a public Mapbox token switches the dealer map from the offline style to Mapbox's. */
  mapboxToken?: string;
  /** MAPBOX_STYLE: the Mapbox style used with a token (default mapbox://styles/mapbox/light-v10). */
  mapboxStyle: string;
}

/**
 * A production deployment: NODE_ENV=production (the docker images) or an https public origin.
 * It hides what helps an attacker more than a shopper (API route list, original sources)
 * unless a switch turns it back on.
 */
export function isProductionDeployment(env: NodeJS.ProcessEnv): boolean {
  return env['NODE_ENV'] === 'production' || (env['PUBLIC_ORIGIN'] ?? '').startsWith('https:');
}

/** `1` on, `0` off, unset: on in development, off in production. */
function switchOf(value: string | undefined, production: boolean): boolean {
  if (value === '1') return true;
  if (value === '0') return false;
  return !production;
}

/** A whole number from 1 to 100,000, or the default when unset; anything else stops the start with the setting named. */
function positiveCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new Error(`${name} must be a whole number from 1 to 100000, not ${JSON.stringify(value.slice(0, 20))}`);
  return count;
}

/** The README's demo passwords, for development only: a production start refuses them. */
export const README_DEMO_PASSWORDS = { admin: 'Quarry-Lantern-Spoke-81', rider: 'Harbour-Saddle-Thistle-37' } as const;

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = isProductionDeployment(env);
  // In production a demo password is only ever what the operator wrote, never the README's.
  const demoPassword = (value: string | undefined, readme: string) => value || (production ? '' : readme);
  const adminEmail = env['ADMIN_EMAIL']?.trim();
  return {
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['DATA_DIR'] || 'data',
    publicOrigin: env['PUBLIC_ORIGIN'] || 'http://localhost:4200',
    defaultBrand: env['BRAND'] || 'ardenne',
    jwtSecret: env['JWT_SECRET'] || '',
    accessTokenTtlSeconds: Number(env['ACCESS_TOKEN_TTL'] || 900),
    refreshTokenMaxAgeSeconds: 2678400,
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || 'shop@localhost',
    supportMailbox: env['SUPPORT_MAILBOX'] || 'support-{brand}@localhost',
    jobsMailbox: env['JOBS_MAILBOX'] || 'jobs-{brand}@localhost',
    customerServiceMailbox: env['CUSTOMER_SERVICE_MAILBOX'] || env['SUPPORT_MAILBOX'] || 'support-{brand}@localhost',
    demoAdminEmail: env['DEMO_ADMIN_EMAIL'] || 'admin@example.com',
    production,
    demoAccounts: switchOf(env['DEMO_ACCOUNTS'], production),
    demoAdminPassword: demoPassword(env['DEMO_ADMIN_PASSWORD'], README_DEMO_PASSWORDS.admin),
    demoUserEmail: env['DEMO_USER_EMAIL'] || 'rider@example.com',
    demoUserPassword: demoPassword(env['DEMO_USER_PASSWORD'], README_DEMO_PASSWORDS.rider),
    ...(adminEmail || env['ADMIN_PASSWORD'] ? { initialAdmin: { email: adminEmail ?? '', password: env['ADMIN_PASSWORD'] ?? '' } } : {}),
    rateLimits: env['RATE_LIMITS'] !== 'off',
    registrationsPerIpHour: positiveCount('REGISTRATIONS_PER_IP_HOUR', env['REGISTRATIONS_PER_IP_HOUR'], 20),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    apiDocs: switchOf(env['API_DOCS'], isProductionDeployment(env)),
    sourceMaps: switchOf(env['SOURCE_MAPS'], isProductionDeployment(env)),
    recaptchaSiteKey: env['RECAPTCHA_SITE_KEY'] || undefined,
    recaptchaSecretKey: env['RECAPTCHA_SECRET_KEY'] || undefined,
    recaptchaVerifyUrl: env['RECAPTCHA_VERIFY_URL'] || undefined,
    mapboxToken: env['MAPBOX_TOKEN'] || undefined,
    mapboxStyle: env['MAPBOX_STYLE'] || 'mapbox://styles/mapbox/light-v10',
  };
}
