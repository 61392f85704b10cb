import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import { ApiError } from './errors';
import { hashedRateKey, type RateLimitStore } from './rate-limit-store';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimiterOptions {
  /** false (RATE_LIMITS=off): nothing is counted and nothing refused. */
  enabled: boolean;
  /** Where the windows live: the database (rateLimitStoreFor) so replicas share them; memory in unit tests. */
  store: RateLimitStore;
}

/**
 * A fixed-window counter per key. It guards login, registration, the mailing calls, orders and
 * the discount lookup against brute force, guessing and mail bombing. The counters live in the
 * store, so behind a load balancer every replica counts against the same windows. `name` keeps
 * the windows of two limiters apart when they count the same key (an IP address).
 */
export class RateLimiter {
  constructor(
    readonly name: string,
    private readonly limit: RateLimit,
    private readonly options: RateLimiterOptions,
  ) {}

  /** Seconds to wait when the key is at its limit (the next hit would be refused), otherwise 0. Counts nothing. */
  async retryAfter(key: string): Promise<number> {
    if (!this.options.enabled) return 0;
    const window = await this.options.store.peek(this.storeKey(key));
    if (!window || window.count < this.limit.max) return 0;
    return waitOf(window.resetAt, window.now);
  }

  /**
   * Counts one attempt; answers the seconds to wait when this attempt went over the limit
   * (it is then refused), otherwise 0. One atomic step in the store.
   */
  async hit(key: string): Promise<number> {
    if (!this.options.enabled) return 0;
    const window = await this.options.store.hit(this.storeKey(key), this.limit.windowSeconds);
    return window.count > this.limit.max ? waitOf(window.resetAt, window.now) : 0;
  }

  /** Counts one attempt and throws 429 when it went over the limit. */
  async consume(key: string): Promise<void> {
    assertAllowed(await this.hit(key));
  }

  async reset(key: string): Promise<void> {
    if (this.options.enabled) await this.options.store.reset(this.storeKey(key));
  }

  private storeKey(key: string): string {
    return hashedRateKey(this.name, key);
  }
}

const waitOf = (resetAt: number, now: number): number => Math.max(1, Math.ceil((resetAt - now) / 1000));

export class TooManyRequests extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please wait a moment and try again.', 'tooManyRequests');
  }
}

export function assertAllowed(retryAfterSeconds: number): void {
  if (retryAfterSeconds > 0) throw new TooManyRequests(retryAfterSeconds);
}

/**
 * Counts an attempt against each (limiter, key) pair; 429 with Retry-After when one of them went
 * over its limit. Each pair is one upsert in the store, so concurrent requests on several
 * replicas cannot slip past a limit between a check and a count.
 */
export async function enforceLimits(reply: FastifyReply, ...checks: Array<[RateLimiter, string]>): Promise<void> {
  const waits = await Promise.all(checks.map(([limiter, key]) => limiter.hit(key)));
  refuseWhenWaiting(reply, Math.max(0, ...waits));
}

/** 429 with Retry-After when the key is at its limit; counts nothing. */
export async function rejectWhenLimited(reply: FastifyReply, limiter: RateLimiter, key: string): Promise<void> {
  refuseWhenWaiting(reply, await limiter.retryAfter(key));
}

function refuseWhenWaiting(reply: FastifyReply, wait: number): void {
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new TooManyRequests(wait);
  }
}

/**
 * The client as every per-address limit counts it: request.ip (resolved through TRUST_PROXY's
 * trusted hops only) turned into its key by clientAddressKey, so IPv4 is the address and IPv6
 * its /64. A limit keyed by anything else would let an IPv6 client start afresh with each of its
 * addresses. Not for what needs the exact address (the captcha's remoteip uses request.ip).
 */
export function clientIp(request: FastifyRequest): string {
  return clientAddressKey(request.ip || 'unknown');
}
