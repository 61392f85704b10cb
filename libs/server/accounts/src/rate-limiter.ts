import { RateLimiter } from '@bike/server/core';

/** The limits of the account calls (per 15 minutes or per hour). */
export function createAccountLimiters(enabled: boolean) {
  return {
    /** Failed logins per IP and email: stops guessing one account's password. */
    loginFailures: new RateLimiter({ max: 10, windowSeconds: 15 * 60 }, enabled),
    /** All logins per IP: stops spraying many accounts from one address. */
    loginPerIp: new RateLimiter({ max: 100, windowSeconds: 15 * 60 }, enabled),
    registerPerIp: new RateLimiter({ max: 20, windowSeconds: 3600 }, enabled),
    /** Reset requests and activation resends mail someone: few per address, some per IP. */
    mailPerEmail: new RateLimiter({ max: 5, windowSeconds: 3600 }, enabled),
    mailPerIp: new RateLimiter({ max: 30, windowSeconds: 3600 }, enabled),
    /** Token-guessing calls (refresh, activate, reset confirm, code exchange) per IP. */
    tokenPerIp: new RateLimiter({ max: 120, windowSeconds: 15 * 60 }, enabled),
  };
}
export type AccountLimiters = ReturnType<typeof createAccountLimiters>;
