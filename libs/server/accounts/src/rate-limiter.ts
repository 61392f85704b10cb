import { ApiError } from '@bike/server/core';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * A small fixed-window counter per key, in process memory. It guards login, registration and
 * the mailing calls against brute force and mail bombing on one API instance; behind a load
 * balancer each replica counts on its own (a shared store would be the next step).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: RateLimit,
    private readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when the key is over its limit, otherwise 0. Does not count. */
  retryAfter(key: string): number {
    if (!this.enabled) return 0;
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now || window.count < this.limit.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  /** Counts one attempt. */
  hit(key: string): void {
    if (!this.enabled) return;
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.limit.windowSeconds * 1000 });
    } else {
      window.count++;
    }
  }

  /** Counts one attempt and throws 429 when the key was already over its limit. */
  consume(key: string): void {
    assertAllowed(this.retryAfter(key));
    this.hit(key);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class TooManyRequests extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please wait a moment and try again.', 'tooManyRequests');
  }
}

export function assertAllowed(retryAfterSeconds: number): void {
  if (retryAfterSeconds > 0) throw new TooManyRequests(retryAfterSeconds);
}

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
