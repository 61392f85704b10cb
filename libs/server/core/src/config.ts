/**
 * Server configuration, read once from the environment. Every external service has an
 * embedded default that needs no network, so the shop starts with nothing configured.
 */
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
  /** Seed demo credentials (documented in the README, overridable by env). */
  demoAdminEmail: string;
  demoAdminPassword: string;
  demoUserEmail: string;
  demoUserPassword: string;
  /** Turn rate limits off only in tests that hammer an endpoint on purpose. */
  rateLimits: boolean;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
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
    demoAdminEmail: env['DEMO_ADMIN_EMAIL'] || 'admin@example.com',
    demoAdminPassword: env['DEMO_ADMIN_PASSWORD'] || 'Admin-Demo-2026!',
    demoUserEmail: env['DEMO_USER_EMAIL'] || 'rider@example.com',
    demoUserPassword: env['DEMO_USER_PASSWORD'] || 'Rider-Demo-2026!',
    rateLimits: env['RATE_LIMITS'] !== 'off',
  };
}
