import { randomBytes } from 'node:crypto';

/**
 * Settings of the orders domain, read from the environment (documented in the README):
 *   PAYMENT_PROVIDER          sandbox (default: the embedded payment page) | hosted
 *   PAYMENT_WEBHOOK_SECRET    HMAC secret of payment webhooks. Unset: a random one per process
 *                             (fine for the sandbox, which signs in-process; required for hosted)
 *   PAYMENT_API_URL, PAYMENT_API_KEY   the hosted provider's endpoint and key (hosted only)
 *   PAYMENT_EXPIRY_MINUTES    open online payments expire after this (default 30); stock is released
 *   BANK_TRANSFER_DAYS        a bank transfer order waits this long for the money (default 7)
 *   PAYMENT_EXPIRY_INTERVAL_SECONDS  how often the expiry sweep runs (default 60; 0 = off)
 *   VAT_CHECK                 offline (default: format and check digits) | vies (EU VIES service,
 *                             falling back to offline when it does not answer)
 */
export interface OrdersConfig {
  paymentProvider: string;
  webhookSecret: string;
  /** True when the secret was generated at start (no PAYMENT_WEBHOOK_SECRET). */
  webhookSecretGenerated: boolean;
  paymentApiUrl?: string;
  paymentApiKey?: string;
  paymentExpiryMinutes: number;
  bankTransferDays: number;
  expiryIntervalSeconds: number;
  vatCheck: 'offline' | 'vies';
  /** Webhook timestamps further than this from now are refused (replay window). */
  webhookToleranceSeconds: number;
}

const positive = (value: string | undefined, fallback: number, min = 0): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= min ? n : fallback;
};

export function readOrdersConfig(env: NodeJS.ProcessEnv = process.env): OrdersConfig {
  const secret = env['PAYMENT_WEBHOOK_SECRET'] || '';
  const vatCheck = (env['VAT_CHECK'] || 'offline').toLowerCase();
  if (vatCheck !== 'offline' && vatCheck !== 'vies') throw new Error(`VAT_CHECK must be "offline" or "vies", not "${vatCheck}"`);
  return {
    paymentProvider: (env['PAYMENT_PROVIDER'] || 'sandbox').toLowerCase(),
    webhookSecret: secret || randomBytes(32).toString('base64url'),
    webhookSecretGenerated: !secret,
    paymentApiUrl: env['PAYMENT_API_URL'] || undefined,
    paymentApiKey: env['PAYMENT_API_KEY'] || undefined,
    paymentExpiryMinutes: positive(env['PAYMENT_EXPIRY_MINUTES'], 30, 1),
    bankTransferDays: positive(env['BANK_TRANSFER_DAYS'], 7, 1),
    expiryIntervalSeconds: positive(env['PAYMENT_EXPIRY_INTERVAL_SECONDS'], 60, 0),
    vatCheck,
    webhookToleranceSeconds: 300,
  };
}
