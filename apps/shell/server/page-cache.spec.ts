/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { cacheVersionsMayHaveMoved, createTestContext, syncCacheVersions, type TestContext } from '@bike/server/core';
import { isSharedPageRequest, PageCache, pageCacheKey, pageCacheOptions, remotesVersion, type PageRequest, type PageResult } from './page-cache';
import type { RenderResult } from './render-page';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await syncCacheVersions(ctx.db); // the first read only records the versions
});
afterAll(async () => ctx.close());

const MANIFEST = {};
const REMOTES = remotesVersion(MANIFEST, { shop: { version: 'aaa' }, content: { version: 'bbb' } });
let nonces = 0;
const request = (path: string, extra: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  url: new URL(path, 'http://shop.test'),
  brand: 'ardenne',
  nonce: `nonce+${++nonces}/=`,
  ...extra,
});

/** A stand-in for renderPage: the nonce in two scripts, and a count of renders in the body. */
function fakeRenderer(status = 200) {
  let renders = 0;
  const render = async (nonce: string): Promise<RenderResult> => {
    renders++;
    await new Promise((r) => setTimeout(r, 5));
    return { kind: 'html', status, html: `<!doctype html><p>render ${renders}</p><script nonce="${nonce}">boot()</script><script defer nonce="${nonce}" src="/a.js"></script>` };
  };
  return { render, renders: () => renders };
}

const htmlOf = (result: PageResult) => (result.kind === 'html' ? result.html.toString() : '');
const newCache = (options = { maxBytes: 1024 * 1024, ttlMs: 60_000 }) => new PageCache(ctx.db, options);

describe('PageCache', () => {
  it('renders a page once and serves it again, each response with its own nonce', async () => {
    const cache = newCache();
    const fake = fakeRenderer();
    const first = request('/en_INT/bikes/X1');
    const second = request('/en_INT/bikes/X1');
    const a = htmlOf(await cache.render(first, REMOTES, fake.render));
    const b = htmlOf(await cache.render(second, REMOTES, fake.render));
    expect(fake.renders()).toBe(1);
    expect(a).toContain(`nonce="${first.nonce}"`);
    expect(b).toContain(`nonce="${second.nonce}"`);
    expect(b).not.toContain(first.nonce);
    expect(b).not.toContain(cache.placeholder);
    expect(b.split(second.nonce)).toHaveLength(3);
    expect(b.replaceAll(second.nonce, 'N')).toBe(a.replaceAll(first.nonce, 'N'));
  });

  it('renders once for concurrent misses of one page', async () => {
    const cache = newCache();
    const fake = fakeRenderer();
    const pages = await Promise.all(Array.from({ length: 5 }, () => request('/en_INT/shop?category=bikes')).map((r) => cache.render(r, REMOTES, fake.render).then((res) => [r.nonce, htmlOf(res)] as const)));
    expect(fake.renders()).toBe(1);
    for (const [nonce, html] of pages) expect(html).toContain(`nonce="${nonce}"`);
    expect(new Set(pages.map(([, html]) => html)).size).toBe(5);
  });

  it('renders again after the stock, the catalogue or the content changed', async () => {
    const cache = newCache();
    const fake = fakeRenderer();
    const path = '/de_DE/bikes/X1';
    await cache.render(request(path), REMOTES, fake.render);
    await cache.render(request(path), REMOTES, fake.render);
    expect(fake.renders()).toBe(1);
    const changes = [sql`update stock set qty = qty where false`, sql`delete from prices where false`, sql`delete from content_entries where false`];
    for (const [i, change] of changes.entries()) {
      await ctx.db.execute(change);
      cacheVersionsMayHaveMoved(ctx.db); // what a write through the API does; other replicas' writes are seen at the next poll
      expect(htmlOf(await cache.render(request(path), REMOTES, fake.render))).toContain(`render ${i + 2}`);
    }
  });

  it('keys by brand, URL, consent and the deployed remotes', async () => {
    const cache = newCache();
    const fake = fakeRenderer();
    const path = '/en_INT/bikes/X1';
    await cache.render(request(path), REMOTES, fake.render);
    await cache.render(request(path, { brand: 'brabo' }), REMOTES, fake.render);
    await cache.render(request(`${path}?size=M`), REMOTES, fake.render);
    await cache.render(request(path, { cookie: 'consent_decided=1' }), REMOTES, fake.render);
    await cache.render(request(path), remotesVersion({}, { shop: { version: 'ccc' }, content: { version: 'bbb' } }), fake.render);
    // A rewritten manifest (a remote's server build pointed elsewhere, same hashes) starts new keys too.
    const rewritten = remotesVersion({}, { shop: { version: 'aaa' }, content: { version: 'bbb' } });
    expect(rewritten).not.toBe(REMOTES);
    expect(remotesVersion(MANIFEST, {})).toBe(REMOTES);
    await cache.render(request(path), rewritten, fake.render);
    expect(fake.renders()).toBe(6);
    // A cookie that does not change the page shares the anonymous page.
    await cache.render(request(path, { cookie: 'consent_decided=1; _ga=123' }), REMOTES, fake.render);
    expect(fake.renders()).toBe(6);
  });

  it('never keeps pages of a session, preview mode or the private pages', async () => {
    expect(pageCacheKey(request('/en_INT/bikes/X1'), REMOTES)).not.toBeNull();
    expect(isSharedPageRequest(request('/en_INT/bikes/X1', { cookie: 'consent_decided=1' }))).toBe(true);
    const bypass = [
      request('/en_INT/bikes/X1', { cookie: 'auth_token=abc' }),
      request('/en_INT/bikes/X1', { cookie: 'consent_decided=1; signed_in=1700000000' }),
      request('/en_INT/bikes/X1', { cookie: 'csrf_token=abc' }),
      request('/en_INT/bikes/X1', { authorization: 'Bearer abc' }),
      request('/en_INT/bikes/X1?preview=1'),
      request('/en_INT/cart'),
      request('/en_INT/checkout/details'),
      request('/en_INT/account'),
      request('/en_INT/account/login'),
      request('/en_INT/admin/orders'),
      request('/en_INT/bikes/X1', { method: 'POST' }),
    ];
    for (const r of bypass) expect(pageCacheKey(r, REMOTES)).toBeNull();
    // Nor are their API answers shared (public-reads.ts).
    for (const r of bypass) expect(isSharedPageRequest(r)).toBe(false);
    const cache = newCache();
    const fake = fakeRenderer();
    for (const r of [...bypass, ...bypass]) {
      const html = htmlOf(await cache.render(r, REMOTES, fake.render));
      expect(html).toContain(`nonce="${r.nonce}"`);
    }
    expect(fake.renders()).toBe(bypass.length * 2);
    expect(cache.stats().entries).toBe(0);
  });

  it("tells the renderer whether the page is shared, with the cache on or off", async () => {
    for (const cache of [newCache(), newCache({ maxBytes: 0, ttlMs: 60_000 })]) {
      const seen: boolean[] = [];
      const render = async (nonce: string, shared: boolean): Promise<RenderResult> => (seen.push(shared), { kind: 'html', status: 200, html: `<p nonce="${nonce}">x</p>` });
      await cache.render(request('/en_INT/bikes/X9'), REMOTES, render);
      await cache.render(request('/en_INT/bikes/X9', { cookie: 'auth_token=abc' }), REMOTES, render);
      await cache.render(request('/en_INT/account'), REMOTES, render);
      expect(seen).toEqual([true, false, false]);
    }
  });

  it('keeps only 200 pages', async () => {
    const cache = newCache();
    const missing = fakeRenderer(404);
    await cache.render(request('/en_INT/bikes/NOPE'), REMOTES, missing.render);
    const again = request('/en_INT/bikes/NOPE');
    expect(htmlOf(await cache.render(again, REMOTES, missing.render))).toContain(`nonce="${again.nonce}"`);
    expect(missing.renders()).toBe(2);
    let redirects = 0;
    const redirect = async (): Promise<RenderResult> => ({ kind: 'redirect', status: 302, location: `/en_INT?${++redirects}` });
    await cache.render(request('/'), REMOTES, redirect);
    await cache.render(request('/'), REMOTES, redirect);
    expect(redirects).toBe(2);
  });

  it('stays within its size, dropping the least recently used pages', async () => {
    const fake = fakeRenderer();
    const pageBytes = Buffer.byteLength(htmlOf(await fake.render(''))); // what is kept: the page without its nonce
    const cache = newCache({ maxBytes: pageBytes * 3 + 5, ttlMs: 60_000 }); // room for three (render counts grow a digit)
    for (let i = 0; i < 10; i++) await cache.render(request(`/en_INT/bikes/B${i}`), REMOTES, fake.render);
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(pageBytes * 3 + 5);
    const before = fake.renders();
    await cache.render(request('/en_INT/bikes/B9'), REMOTES, fake.render);
    await cache.render(request('/en_INT/bikes/B0'), REMOTES, fake.render);
    expect(fake.renders()).toBe(before + 1);
  });

  it('is configured by PAGE_CACHE_MB and PAGE_CACHE_MS, and off with 0', async () => {
    expect(pageCacheOptions({})).toEqual({ maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 });
    expect(pageCacheOptions({ PAGE_CACHE_MB: '8', PAGE_CACHE_MS: '1000' })).toEqual({ maxBytes: 8 * 1024 * 1024, ttlMs: 1000 });
    const off = newCache(pageCacheOptions({ PAGE_CACHE_MB: '0' }));
    expect(off.enabled).toBe(false);
    const fake = fakeRenderer();
    await off.render(request('/en_INT/bikes/X1'), REMOTES, fake.render);
    const second = request('/en_INT/bikes/X1');
    expect(htmlOf(await off.render(second, REMOTES, fake.render))).toContain(`nonce="${second.nonce}"`);
    expect(fake.renders()).toBe(2);
  });
});
