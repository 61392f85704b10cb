import { RateLimiter } from '@bike/server/core';

/**
 * Per-IP limits of the shop's form calls. Generous enough for a family ordering from one
 * address or a shop floor behind one NAT, tight enough that a script cannot hammer stock
 * reservations, mails or the VIES lookup. RATE_LIMITS=off turns them off for load tests.
 */
export function createOrderLimiters(enabled: boolean) {
  return {
    /** Order placement reserves stock and sends mail: 30 per 15 minutes per IP. */
    placePerIp: new RateLimiter({ max: 30, windowSeconds: 15 * 60 }, enabled),
    /** VAT checks may reach the VIES service: 60 per 15 minutes per IP. */
    vatPerIp: new RateLimiter({ max: 60, windowSeconds: 15 * 60 }, enabled),
    /** Availability checks and checkout snapshots run on every cart change: 600 per 15 minutes. */
    cartPerIp: new RateLimiter({ max: 600, windowSeconds: 15 * 60 }, enabled),
  };
}
