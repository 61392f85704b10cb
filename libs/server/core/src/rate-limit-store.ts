import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './context';
import { rowsOf } from './db';
import { startClaimedJob } from './job-lock';

/** A key's window as the store holds it: attempts counted so far and when the window ends (ms). */
export interface RateWindow {
  count: number;
  resetAt: number;
  /** The store's clock when it answered, so Retry-After does not depend on a replica's own clock. */
  now: number;
}

/**
 * Where rate-limit counters live. Fixed windows per key: the first hit opens a window of
 * `windowSeconds`, later hits in it add one, the first hit after it opens a new one.
 */
export interface RateLimitStore {
  /** Counts one hit and answers the window after it (one atomic step). */
  hit(key: string, windowSeconds: number): Promise<RateWindow>;
  /** The key's current window, or null when it has none (or it ended). Counts nothing. */
  peek(key: string): Promise<RateWindow | null>;
  reset(key: string): Promise<void>;
  /** Forgets ended windows; answers how many went. */
  sweep(): Promise<number>;
}

/**
 * Keys are stored hashed: an e-mail address or an IP address never reaches the table in clear,
 * and every key has the same short length whatever the client sent.
 */
export const hashedRateKey = (limiter: string, key: string): string =>
  createHash('sha256').update(limiter).update('\0').update(key).digest('base64url');

/**
 * Counters in the shop's database (PostgreSQL, or PGlite embedded: the same SQL), so every API
 * replica behind a load balancer counts against the same windows. A hit is one upsert; the
 * database's clock decides windows, so replicas with skewed clocks still agree.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number): Promise<RateWindow> {
    const row = rowsOf<WindowRow>(
      await this.db.execute(sql`
        insert into rate_limit_counters as c (key, count, window_ends_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
        returning c.count, ${epochMs(sql`c.window_ends_at`)} as reset_at, ${epochMs(sql`now()`)} as now`),
    )[0];
    return toWindow(row!);
  }

  async peek(key: string): Promise<RateWindow | null> {
    const row = rowsOf<WindowRow>(
      await this.db.execute(sql`
        select count, ${epochMs(sql`window_ends_at`)} as reset_at, ${epochMs(sql`now()`)} as now
          from rate_limit_counters where key = ${key} and window_ends_at > now()`),
    )[0];
    return row ? toWindow(row) : null;
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_counters where key = ${key}`);
  }

  async sweep(): Promise<number> {
    const gone = rowsOf(await this.db.execute(sql`delete from rate_limit_counters where window_ends_at <= now() returning 1 as gone`));
    return gone.length;
  }
}

interface WindowRow {
  count: number | string;
  reset_at: number | string;
  now: number | string;
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const toWindow = (row: WindowRow): RateWindow => ({ count: Number(row.count), resetAt: Number(row.reset_at), now: Number(row.now) });

/** Counters in process memory with an injectable clock: unit tests, and nothing else. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowSeconds: number): Promise<RateWindow> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, (window = { count: 0, resetAt: now + windowSeconds * 1000 }));
    window.count++;
    return { ...window, now };
  }

  async peek(key: string): Promise<RateWindow | null> {
    const now = this.now();
    const window = this.windows.get(key);
    return window && window.resetAt > now ? { ...window, now } : null;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async sweep(): Promise<number> {
    const now = this.now();
    let gone = 0;
    for (const [key, window] of this.windows) {
      if (window.resetAt > now) continue;
      this.windows.delete(key);
      gone++;
    }
    return gone;
  }
}

const databaseStores = new WeakMap<Db, DatabaseRateLimitStore>();

/** The shared store of a database (one per Db, so every limiter of a process uses the same one). */
export function rateLimitStoreFor(db: Db): RateLimitStore {
  let store = databaseStores.get(db);
  if (!store) databaseStores.set(db, (store = new DatabaseRateLimitStore(db)));
  return store;
}

/** The limiter options of a running server: RATE_LIMITS from the config, counters in its database. */
export const sharedLimiterOptions = (ctx: { db: Db; config: { rateLimits: boolean } }) => ({
  enabled: ctx.config.rateLimits,
  store: rateLimitStoreFor(ctx.db),
});

/**
 * Drops ended windows from the shared table every RATE_LIMIT_SWEEP_SECONDS (default 600), once
 * per interval across the replicas; answers a function that stops it.
 */
export function startRateLimitSweep(db: Db, onError: (error: unknown) => void, env: NodeJS.ProcessEnv = process.env): () => void {
  const seconds = Number(env['RATE_LIMIT_SWEEP_SECONDS'] ?? 600);
  return startClaimedJob(db, {
    name: 'rate-limit-sweep',
    intervalSeconds: Number.isFinite(seconds) ? seconds : 600,
    run: () => new DatabaseRateLimitStore(db).sweep(),
    onError,
  });
}
