import { RateLimiter, type RateLimiterOptions } from '@bike/server/core';

/**
 * Per-IP limits of the shop's form calls. Generous enough for a family ordering from one
 * address or a shop floor behind one NAT, tight enough that a script cannot hammer stock
 * reservations, mails or the VIES lookup. RATE_LIMITS=off turns them off for load tests.
 */
export function createOrderLimiters(options: RateLimiterOptions) {
  return {
    /** Order placement reserves stock and sends mail: 30 per 15 minutes per IP. */
    placePerIp: new RateLimiter('order-place-ip', { max: 30, windowSeconds: 15 * 60 }, options),
    /** VAT checks may reach the VIES service: 60 per 15 minutes per IP. */
    vatPerIp: new RateLimiter('vat-ip', { max: 60, windowSeconds: 15 * 60 }, options),
    /** Availability checks and checkout snapshots run on every cart change: 600 per 15 minutes. */
    cartPerIp: new RateLimiter('cart-ip', { max: 600, windowSeconds: 15 * 60 }, options),
  };
}

/**
 * What a guest's unpaid bank transfer may hold (issue 29; guest-transfer-hold.ts applies it). A
 * transfer keeps its units off the shelf for BANK_TRANSFER_GUEST_DAYS without money and without
 * anyone proven behind it, so the last units of a model go only to an online payment (which
 * holds them PAYMENT_EXPIRY_MINUTES) or to a signed-in, hence activated, account.
 */
export const GUEST_TRANSFER_LIMITS = {
  /**
   * Share of an article's free units (per size when the line names one) one guest transfer may
   * hold, rounded down: 4 free → 2, 3 → 1, 1 → 0, so the last unit is never held.
   */
  stockShare: 0.5,
  /** Open (unpaid, not cancelled) guest transfers per email address. */
  openPerEmail: 2,
  /**
   * Guest transfers placed from one client address (IPv6 by /64, as every per-address limit)
   * per guest hold period: a fixed window in the shared rate-limit store, so it is counted
   * across replicas and, as a rate limit, switched off by RATE_LIMITS=off.
   */
  perAddress: 5,
} as const;
