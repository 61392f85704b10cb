import { RateLimiter, type RateLimiterOptions } from '@bike/server/core';

/**
 * Per-IP limits of the discount lookup. Every page load in the browser looks up the shopper's
 * code (or the locale's voucher) once, so found codes get a generous allowance; wrong codes are
 * what a guesser produces, so after a few of them the address is refused for the rest of the
 * window, found codes included. Server renders never call the lookup (the browser does, after
 * hydration), so page loads cannot use up a shopper's allowance on their behalf.
 */
export function createDiscountLimiters(options: RateLimiterOptions) {
  return {
    /** Every lookup: 600 per 15 minutes per address (a shop floor behind one NAT browsing). */
    lookupsPerIp: new RateLimiter('discount-lookup-ip', { max: 600, windowSeconds: 15 * 60 }, options),
    /** Unknown or refused codes: 20 per 15 minutes per address. */
    missesPerIp: new RateLimiter('discount-miss-ip', { max: 20, windowSeconds: 15 * 60 }, options),
  };
}
