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
