import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

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

/** Counts an attempt against each (limiter, key) pair; 429 with Retry-After when one is used up. */
export function enforceLimits(reply: FastifyReply, ...checks: Array<[RateLimiter, string]>): void {
  for (const [limiter, key] of checks) rejectWhenLimited(reply, limiter, key);
  for (const [limiter, key] of checks) limiter.hit(key);
}

/** 429 with Retry-After when the key is over its limit; counts nothing. */
export function rejectWhenLimited(reply: FastifyReply, limiter: RateLimiter, key: string): void {
  const wait = limiter.retryAfter(key);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new TooManyRequests(wait);
  }
}

export function clientIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}
