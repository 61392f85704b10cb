import { RateLimiter, type RateLimiterOptions } from '@bike/server/core';

/** The limits of the account calls (per 15 minutes or per hour). */
export function createAccountLimiters(options: RateLimiterOptions, { registrationsPerIpHour = 20 } = {}) {
  return {
    /** Failed logins per IP and email: stops guessing one account's password. */
    loginFailures: new RateLimiter('login-failures', { max: 10, windowSeconds: 15 * 60 }, options),
    /** All logins per IP: stops spraying many accounts from one address. */
    loginPerIp: new RateLimiter('login-ip', { max: 100, windowSeconds: 15 * 60 }, options),
    /** New accounts per IP and hour (REGISTRATIONS_PER_IP_HOUR): stops mass sign-ups from one address. */
    registerPerIp: new RateLimiter('register-ip', { max: registrationsPerIpHour, windowSeconds: 3600 }, options),
    /** Reset requests and activation resends mail someone: few per address, some per IP. */
    mailPerEmail: new RateLimiter('mail-email', { max: 5, windowSeconds: 3600 }, options),
    mailPerIp: new RateLimiter('mail-ip', { max: 30, windowSeconds: 3600 }, options),
    /** Token-guessing calls (refresh, activate, reset confirm, code exchange) per IP. */
    tokenPerIp: new RateLimiter('token-ip', { max: 120, windowSeconds: 15 * 60 }, options),
    /** Social sign-in starts and callbacks per IP (a sign-in is two hits): stops state guessing and flooding the flow table. */
    socialPerIp: new RateLimiter('social-ip', { max: 60, windowSeconds: 15 * 60 }, options),
  };
}
export type AccountLimiters = ReturnType<typeof createAccountLimiters>;
