import { sql } from 'drizzle-orm';
import { forgetCacheVersions, onCacheVersionChange, syncCacheVersions } from './cache-versions';
import { rowsOf } from './db';
import { claimJobRun, startClaimedJob } from './job-lock';
import { DatabaseRateLimitStore, hashedRateKey, MemoryRateLimitStore } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';
import { createTestContext, type TestContext } from './testing';

/**
 * State that must hold across API replicas lives in the database: rate-limit windows, job
 * claims and cache versions. These run on PGlite here and on PostgreSQL in CI
 * (TEST_DATABASE_URL); libs/server/app/src/replicas.spec.ts proves them with two processes.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('rate limits in the database', () => {
  it('lets exactly max of many concurrent hits through, counting one upsert per hit', async () => {
    const limiter = new RateLimiter('concurrent', { max: 10, windowSeconds: 60 }, { enabled: true, store: new DatabaseRateLimitStore(ctx.db) });
    const waits = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('198.51.100.7')));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w > 0).every((w) => w >= 59 && w <= 60)).toBe(true);
    expect(await limiter.retryAfter('198.51.100.7')).toBeGreaterThan(0);
    // Another limiter counting the same address has its own window.
    const other = new RateLimiter('other', { max: 10, windowSeconds: 60 }, { enabled: true, store: new DatabaseRateLimitStore(ctx.db) });
    expect(await other.retryAfter('198.51.100.7')).toBe(0);
  });

  it('never stores the counted e-mail address or IP address in clear', async () => {
    const limiter = new RateLimiter('mail-email', { max: 5, windowSeconds: 60 }, { enabled: true, store: new DatabaseRateLimitStore(ctx.db) });
    await limiter.hit('someone@example.com');
    const rows = rowsOf<{ key: string }>(await ctx.db.execute(sql`select key from rate_limit_counters`));
    expect(rows.map((r) => r.key)).toContain(hashedRateKey('mail-email', 'someone@example.com'));
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|198\.51/);
  });

  it('opens a new window after the old one ended, and the sweep removes ended windows', async () => {
    const store = new DatabaseRateLimitStore(ctx.db);
    const limiter = new RateLimiter('short', { max: 1, windowSeconds: 1 }, { enabled: true, store });
    expect(await limiter.hit('k')).toBe(0);
    expect(await limiter.hit('k')).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await limiter.retryAfter('k')).toBe(0);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(await limiter.hit('k')).toBe(0);
  });

  it('resets a key, and counts nothing when limits are off', async () => {
    const store = new MemoryRateLimitStore(() => 0);
    const limiter = new RateLimiter('reset', { max: 1, windowSeconds: 60 }, { enabled: true, store });
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toMatchObject({ status: 429 });
    await limiter.reset('k');
    await expect(limiter.consume('k')).resolves.toBeUndefined();
    const off = new RateLimiter('off', { max: 1, windowSeconds: 60 }, { enabled: false, store });
    for (let i = 0; i < 3; i++) await off.consume('k');
    expect(await store.peek(hashedRateKey('off', 'k'))).toBeNull();
  });
});

describe('jobs claimed once per interval', () => {
  it('gives a run to one of many concurrent claimers, and the next only after the interval', async () => {
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimJobRun(ctx.db, 'claim-test', 1)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(ctx.db, 'claim-test', 1)).toBe(false);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await claimJobRun(ctx.db, 'claim-test', 1)).toBe(true);
  });

  it('runs a job once per interval however many timers tick for it', async () => {
    let runs = 0;
    const stops = Array.from({ length: 3 }, () =>
      startClaimedJob(ctx.db, { name: 'tick-test', intervalSeconds: 0.5, run: async () => runs++, onError: (e) => { throw e; } }),
    );
    await new Promise((r) => setTimeout(r, 2600));
    stops.forEach((stop) => stop());
    // Three timers ticking every 0.5 s for 2.6 s: 15 ticks, about 5 runs (one per interval).
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(6);
    const [row] = rowsOf<{ runs: string | number }>(await ctx.db.execute(sql`select runs from job_runs where name = 'tick-test'`));
    expect(Number(row!.runs)).toBe(runs);
  });
});

describe('cache versions', () => {
  it('tells the listeners of a kind when a statement changed its tables, and once more after', async () => {
    const seen: string[] = [];
    onCacheVersionChange('stock', (db) => db === ctx.db && seen.push('stock'));
    onCacheVersionChange('catalogue', (db) => db === ctx.db && seen.push('catalogue'));
    forgetCacheVersions(ctx.db);
    let clock = 1_000_000;
    const sync = async () => {
      clock += 1000;
      await syncCacheVersions(ctx.db, clock);
    };
    await sync();
    await sync();
    expect(seen).toEqual([]);

    await ctx.db.execute(sql`update stock set qty = qty where false`);
    await sync();
    expect(seen).toEqual(['stock']);
    // The writer may not have committed at the first read: the caches are dropped once more.
    await sync();
    expect(seen).toEqual(['stock', 'stock']);
    await sync();
    expect(seen).toEqual(['stock', 'stock']);

    await ctx.db.execute(sql`delete from discounts where code = 'NONE'`);
    await sync();
    expect(seen.slice(2)).toEqual(['catalogue']);

    // Within the poll interval nothing is read.
    await ctx.db.execute(sql`delete from prices where false`);
    await syncCacheVersions(ctx.db, clock + 10);
    expect(seen.slice(2)).toEqual(['catalogue']);
  });
});
