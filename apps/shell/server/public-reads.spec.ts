/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { cacheVersionsMayHaveMoved, createTestContext, syncCacheVersions, type TestContext } from '@bike/server/core';
import { apiCallKey, injectTransport, isVersionedRead, PublicReadCache, publicReadCacheOptions, type ApiAnswer, type ApiCall } from './public-reads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await syncCacheVersions(ctx.db); // the first read only records the versions
});
afterAll(async () => ctx.close());

/** A stand-in for the API: counts its calls and answers with the count. */
function fakeApi(answer: Partial<ApiAnswer> = {}) {
  let calls = 0;
  const transport = async (call: ApiCall): Promise<ApiAnswer> => {
    calls++;
    await new Promise((r) => setTimeout(r, 2));
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ call: calls, url: call.url })), ...answer };
  };
  return { transport, calls: () => calls };
}

const get = (url: string, headers: Record<string, string> = {}): ApiCall => ({ method: 'GET', url, headers });
const bodyOf = (answer: ApiAnswer) => JSON.parse(answer.body.toString()) as { call: number };
const newCache = (options = { maxBytes: 1024 * 1024, ttlMs: 60_000 }) => new PublicReadCache(ctx.db, options);

describe('PublicReadCache', () => {
  it('asks the API once for the same call, also for concurrent calls', async () => {
    const api = fakeApi();
    const reads = newCache().through(api.transport);
    const answers = await Promise.all([1, 2, 3].map(() => reads(get('/b2c/v1/items/X1?locale=en_INT'))));
    expect(await reads(get('/b2c/v1/items/X1?locale=en_INT'))).toBe(answers[0]);
    expect(api.calls()).toBe(1);
    expect(answers.map(bodyOf).map((b) => b.call)).toEqual([1, 1, 1]);
  });

  it('keys by method, URL, headers and body', async () => {
    const api = fakeApi();
    const reads = newCache().through(api.transport);
    await reads(get('/b2c/v1/items/X1?locale=en_INT'));
    await reads(get('/b2c/v1/items/X1?locale=de_DE'));
    await reads(get('/b2c/v1/items/X1?locale=en_INT', { 'x-brand': 'brabo' }));
    await reads({ method: 'POST', url: '/content/graphql', headers: {}, body: '{"query":"query A { a }"}' });
    await reads({ method: 'POST', url: '/content/graphql', headers: {}, body: '{"query":"query B { b }"}' });
    await reads({ method: 'POST', url: '/content/graphql', headers: {}, body: '{"query":"query B { b }"}' });
    expect(api.calls()).toBe(5);
    // Header order does not make another key.
    expect(apiCallKey(get('/x', { a: '1', b: '2' }))).toBe(apiCallKey(get('/x', { b: '2', a: '1' })));
  });

  it('asks again after the stock, the catalogue or the content changed', async () => {
    const api = fakeApi();
    const reads = newCache().through(api.transport);
    await reads(get('/consumer/v1/items/X1/stock'));
    await reads(get('/consumer/v1/items/X1/stock'));
    expect(api.calls()).toBe(1);
    const changes = [sql`update stock set qty = qty where false`, sql`delete from prices where false`, sql`delete from content_entries where false`];
    for (const [i, change] of changes.entries()) {
      await ctx.db.execute(change);
      cacheVersionsMayHaveMoved(ctx.db);
      expect(bodyOf(await reads(get('/consumer/v1/items/X1/stock'))).call).toBe(i + 2);
    }
  });

  it('keeps only 200 answers that set no cookie', async () => {
    for (const answer of [{ status: 401 }, { status: 404 }, { status: 500 }, { headers: { 'set-cookie': 'a=1' } }]) {
      const api = fakeApi(answer);
      const reads = newCache().through(api.transport);
      await reads(get('/b2c/v1/items/X1?locale=en_INT'));
      await reads(get('/b2c/v1/items/X1?locale=en_INT'));
      expect(api.calls()).toBe(2);
    }
  });

  it('keeps only the reads the API answers from versioned caches: views, reviews and the rest go to the API each time', async () => {
    const api = fakeApi();
    const reads = newCache().through(api.transport);
    const unversioned = [get('/b2c/v1/concepts/popular?locale=en_INT'), get('/b2c/v1/users/me'), { method: 'POST', url: '/b2c/v1/concepts/AB12/views', headers: {} }];
    for (const call of unversioned) {
      expect(isVersionedRead(call)).toBe(false);
      await reads(call);
      await reads(call);
    }
    expect(api.calls()).toBe(6);
    for (const call of [
      get('/b2c/v1/items/X1?locale=en_INT'),
      get('/b2c/v1/items/X1/relations?locale=en_INT'),
      get('/consumer/v1/items/X1/stock?locale=en_INT&lat=51&lng=5'),
      get('/consumer/v1/inventory/stockFilter/X1?dealerType=dealer'),
      get('/consumer/v1/items/attributetranslations?language=de'),
      { method: 'POST', url: '/consumer/v1/items/attributes?locale=en_INT', headers: {}, body: '{}' },
      get('/V1/families?locale=en_INT&brand=ardenne&platform=P'),
      { method: 'POST', url: '/content/graphql', headers: {}, body: '{"query":"query A { a }"}' },
    ])
      expect({ call: call.url, versioned: isVersionedRead(call) }).toEqual({ call: call.url, versioned: true });
    // The same path with another method, or a longer path, is not one of them.
    expect(isVersionedRead({ method: 'DELETE', url: '/b2c/v1/items/X1' })).toBe(false);
    expect(isVersionedRead({ method: 'GET', url: '/b2c/v1/items/X1/reviews' })).toBe(false);
  });

  it('stays within its size, dropping the least recently used answers', async () => {
    const cache = newCache({ maxBytes: 3 * 1024, ttlMs: 60_000 });
    const api = fakeApi({ body: Buffer.alloc(600) });
    const reads = cache.through(api.transport);
    for (const id of [1, 2, 3, 4, 5]) await reads(get(`/b2c/v1/items/X${id}`));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3 * 1024);
    expect(cache.stats().entries).toBe(2);
    await reads(get('/b2c/v1/items/X5'));
    expect(api.calls()).toBe(5);
    await reads(get('/b2c/v1/items/X1'));
    expect(api.calls()).toBe(6);
  });

  it('is configured by SSR_READ_CACHE_MB and READ_CACHE_MS, and passes every call through when off', async () => {
    expect(publicReadCacheOptions({})).toEqual({ maxBytes: 16 * 1024 * 1024, ttlMs: 60_000 });
    expect(publicReadCacheOptions({ SSR_READ_CACHE_MB: '2', READ_CACHE_MS: '500' })).toEqual({ maxBytes: 2 * 1024 * 1024, ttlMs: 500 });
    for (const env of [{ SSR_READ_CACHE_MB: '0' }, { READ_CACHE_MS: '0' }, { SSR_READ_CACHE_MB: 'lots' }]) {
      const cache = newCache(publicReadCacheOptions(env));
      expect(cache.enabled).toBe(false);
      const api = fakeApi();
      expect(cache.through(api.transport)).toBe(api.transport);
    }
  });
});

describe('injectTransport', () => {
  it('answers from the routes of the app, with status, headers and bytes', async () => {
    const app = Fastify();
    app.post('/echo', async (request, reply) => reply.header('x-seen', String(request.headers['x-brand'])).send({ got: request.body }));
    const answer = await injectTransport(app)({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json', 'x-brand': 'ardenne' }, body: '{"a":1}' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-seen']).toBe('ardenne');
    expect(JSON.parse(answer.body.toString())).toEqual({ got: { a: 1 } });
    await app.close();
  });
});
