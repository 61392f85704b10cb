import { randomBytes } from 'node:crypto';
import { readBankAccounts, type BankAccounts } from './bank-accounts';

/**
 * Settings of the orders domain, read from the environment (documented in docs/configuration.md):
 *   PAYMENT_PROVIDER          sandbox (default: the embedded payment page) | hosted
 *   PAYMENT_WEBHOOK_SECRET    HMAC secret of payment webhooks. Unset: a random one per process
 *                             (fine for the sandbox, which signs in-process; required for hosted)
 *   PAYMENT_API_URL, PAYMENT_API_KEY   the hosted provider's endpoint and key (hosted only)
 *   PAYMENT_EXPIRY_MINUTES    open online payments expire after this (default 30); stock is released
 *   BANK_TRANSFER_DAYS        a bank transfer order waits this long for the money (default 7)
 *   BANK_TRANSFER_GUEST_DAYS  ... when placed by a guest or an unsigned-in shopper (default 2): an
 *                             anonymous order must not hold stock for a week
 *   PAYMENT_EXPIRY_INTERVAL_SECONDS  how often the expiry sweep runs (default 60; 0 = off)
 *   VAT_CHECK                 offline (default: format and check digits only, so no number is
 *                             ever confirmed and business VAT is charged and held for review) |
 *                             vies (the EU VIES register confirms numbers)
 *   VIES_URL                  base of the VIES REST API (default the EU's); tests point it at a fake
 *   SELLER_COUNTRY            ISO country the shop sells from (default BE): no VAT deduction there
 *   BANK_ACCOUNTS             where a bank transfer goes, per market (bank-accounts.ts; default: the
 *                             banks' example accounts for the embedded demo)
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
  /** Bank-transfer hold for orders without a signed-in (hence activated) account. */
  bankTransferGuestDays: number;
  expiryIntervalSeconds: number;
  vatCheck: 'offline' | 'vies';
  viesUrl: string;
  sellerCountry: string;
  /** Webhook timestamps further than this from now are refused (replay window). */
  webhookToleranceSeconds: number;
  /** The bank-transfer mail's account per market. */
  bankAccounts: BankAccounts;
}

export const DEFAULT_VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

const positive = (value: string | undefined, fallback: number, min = 0): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= min ? n : fallback;
};

export function readOrdersConfig(env: NodeJS.ProcessEnv = process.env): OrdersConfig {
  const secret = env['PAYMENT_WEBHOOK_SECRET'] || '';
  const vatCheck = (env['VAT_CHECK'] || 'offline').toLowerCase();
  if (vatCheck !== 'offline' && vatCheck !== 'vies') throw new Error(`VAT_CHECK must be "offline" or "vies", not "${vatCheck}"`);
  const sellerCountry = (env['SELLER_COUNTRY'] || 'BE').toUpperCase();
  if (!/^[A-Z]{2}$/.test(sellerCountry)) throw new Error(`SELLER_COUNTRY must be an ISO country code such as BE, not "${sellerCountry}"`);
  const viesUrl = (env['VIES_URL'] || DEFAULT_VIES_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(viesUrl)) throw new Error('VIES_URL must be an http(s) URL');
  const bankTransferDays = positive(env['BANK_TRANSFER_DAYS'], 7, 1);
  return {
    paymentProvider: (env['PAYMENT_PROVIDER'] || 'sandbox').toLowerCase(),
    webhookSecret: secret || randomBytes(32).toString('base64url'),
    webhookSecretGenerated: !secret,
    paymentApiUrl: env['PAYMENT_API_URL'] || undefined,
    paymentApiKey: env['PAYMENT_API_KEY'] || undefined,
    paymentExpiryMinutes: positive(env['PAYMENT_EXPIRY_MINUTES'], 30, 1),
    bankTransferDays,
    bankTransferGuestDays: Math.min(bankTransferDays, positive(env['BANK_TRANSFER_GUEST_DAYS'], 2, 1)),
    expiryIntervalSeconds: positive(env['PAYMENT_EXPIRY_INTERVAL_SECONDS'], 60, 0),
    vatCheck,
    viesUrl,
    sellerCountry,
    webhookToleranceSeconds: 300,
    bankAccounts: readBankAccounts(env['BANK_ACCOUNTS']),
  };
}
