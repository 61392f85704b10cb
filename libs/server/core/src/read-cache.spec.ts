import { sql } from 'drizzle-orm';
import { cacheVersionsMayHaveMoved, syncCacheVersions } from './cache-versions';
import { VersionedReadCache } from './read-cache';
import { createTestContext, type TestContext } from './testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await syncCacheVersions(ctx.db); // the first read only records the versions
});
afterAll(async () => ctx.close());

/** A statement that moves the kind's version without changing a row. */
const touch = {
  stock: sql`update stock set qty = qty where false`,
  catalogue: sql`delete from prices where false`,
  content: sql`delete from content_entries where false`,
};
async function change(kind: keyof typeof touch) {
  await ctx.db.execute(touch[kind]);
  cacheVersionsMayHaveMoved(ctx.db);
}

function counter<V>(value: (n: number) => V) {
  let calls = 0;
  return { load: async () => value(++calls), calls: () => calls };
}

describe('VersionedReadCache', () => {
  it('loads on a miss, answers a hit from memory, and loads once for concurrent misses', async () => {
    const cache = new VersionedReadCache<string>({ kinds: ['stock'], maxEntries: 10, ttlMs: 60_000 });
    const c = counter((n) => `value ${n}`);
    const [a, b] = await Promise.all([cache.read(ctx.db, 'k', c.load), cache.read(ctx.db, 'k', c.load)]);
    expect([a, b]).toEqual(['value 1', 'value 1']);
    expect(await cache.read(ctx.db, 'k', c.load)).toBe('value 1');
    expect(c.calls()).toBe(1);
    expect(await cache.read(ctx.db, 'other', c.load)).toBe('value 2');
  });

  it('drops its values when a kind it depends on changes, and only then', async () => {
    const cache = new VersionedReadCache<string>({ kinds: ['catalogue', 'content'], maxEntries: 10, ttlMs: 60_000 });
    const c = counter((n) => `value ${n}`);
    await cache.read(ctx.db, 'k', c.load);
    await change('stock');
    expect(await cache.read(ctx.db, 'k', c.load)).toBe('value 1');
    await change('catalogue');
    expect(await cache.read(ctx.db, 'k', c.load)).toBe('value 2');
    await change('content');
    expect(await cache.read(ctx.db, 'k', c.load)).toBe('value 3');
  });

  it('never keeps a value whose load started before a change', async () => {
    const cache = new VersionedReadCache<string>({ kinds: ['stock'], maxEntries: 10, ttlMs: 60_000 });
    let release!: () => void;
    const slow = cache.read(ctx.db, 'k', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    await new Promise((r) => setImmediate(r));
    cache.clear(ctx.db); // what a version change does
    release();
    expect(await slow).toBe('old');
    expect(await cache.read(ctx.db, 'k', async () => 'new')).toBe('new');
  });

  it('keeps neither failed loads nor values refused by keep', async () => {
    const cache = new VersionedReadCache<number>({ kinds: ['stock'], maxEntries: 10, ttlMs: 60_000, keep: (v) => v > 0 });
    await expect(cache.read(ctx.db, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(ctx.db, 'k', async () => -1)).toBe(-1);
    expect(await cache.read(ctx.db, 'k', async () => 7)).toBe(7);
    expect(await cache.read(ctx.db, 'k', async () => 8)).toBe(7);
  });

  it('tells whether a read would load: not for a kept value or one being loaded, again after a change', async () => {
    const cache = new VersionedReadCache<string>({ kinds: ['stock'], maxEntries: 10, ttlMs: 60_000 });
    expect(await cache.holds(ctx.db, 'k')).toBe(false);
    let release!: () => void;
    const loading = cache.read(ctx.db, 'k', () => new Promise<string>((resolve) => (release = () => resolve('value'))));
    await new Promise((r) => setImmediate(r));
    expect(await cache.holds(ctx.db, 'k')).toBe(true);
    release();
    await loading;
    expect(await cache.holds(ctx.db, 'k')).toBe(true);
    expect(await cache.holds(ctx.db, 'other')).toBe(false);
    await change('stock');
    expect(await cache.holds(ctx.db, 'k')).toBe(false);
    expect(await new VersionedReadCache<string>({ kinds: ['stock'], maxEntries: 10, ttlMs: 0 }).holds(ctx.db, 'k')).toBe(false);
  });

  it('is bounded by entries and size, and off with a ttl of 0', async () => {
    const cache = new VersionedReadCache<string>({ kinds: ['stock'], maxEntries: 100, ttlMs: 60_000, maxSize: 10, sizeOf: (v) => v.length });
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(ctx.db, key, async () => 'four');
    expect(cache.stats(ctx.db)).toEqual({ entries: 2, size: 8 });
    const off = new VersionedReadCache<string>({ kinds: ['stock'], maxEntries: 10, ttlMs: 0 });
    const c = counter((n) => `value ${n}`);
    await off.read(ctx.db, 'k', c.load);
    await off.read(ctx.db, 'k', c.load);
    expect(c.calls()).toBe(2);
  });
});
