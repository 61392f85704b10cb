import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '@bike/server/core';
import type { FastifyInstance } from 'fastify';
import { buildApi } from './build-api';

/**
 * Finding 7: input no route can store is a 400 at the edge, never a 500, and a failing SQL
 * statement never writes its parameters (emails, password hashes) to the log.
 */
jest.setTimeout(60_000);

let ctx: TestContext;
let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApi(ctx, { logger: { level: 'info', stream } });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const body = (res: { body: string }) => JSON.parse(res.body);
const postJson = (url: string, payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
const registration = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ email: 'edge.rider@example.com', password: 'Quiet-Harbour-Lantern-2026', firstName: 'Lien', lastName: 'Peeters', locale: 'nl_BE', ...overrides });

describe('hostile input at the edge', () => {
  it.each([
    ['a NUL byte in a stored text', '/b2c/v1/users', registration({ firstName: 'Li\u0000en' })],
    ['a lone surrogate in a stored text', '/b2c/v1/users', registration({ lastName: 'Pee\ud800ters' })],
    ['an escaped lone surrogate', '/b2c/v1/users', registration().replace('"Lien"', '"\\udc00"')],
    ['a NUL byte in a key', '/b2c/v1/auth/login', '{"email\\u0000":"a@example.com","password":"x"}'],
    ['a number JSON turns into Infinity', '/consumer/v1/items/cart/availability', '{"cartItems":[{"id":"ARD-1","qty":1e999}]}'],
  ])('%s is a 400 INVALID_INPUT', async (_name, url, payload) => {
    const res = await postJson(url, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });

  it('JSON nested 10,000 deep is a 400 on every write, including the idempotent order call', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    for (const url of ['/consumer/v1/orders', '/b2c/v1/users', '/consumer/v1/items/cart/availability']) {
      const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'idempotency-key': 'edge-deep-1' }, payload: deep });
      expect(res.statusCode).toBe(400);
      expect(body(res).error.code).toBe('INVALID_INPUT');
    }
    const deepArray = await postJson('/consumer/v1/orders', `{"orderlines":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(deepArray.statusCode).toBe(400);
  });

  it('NUL bytes and lone surrogates in the query string or a path parameter are a 400', async () => {
    for (const url of [
      '/b2c/v1/countries/en_INT%00',
      '/V1/families?locale=en_INT%00',
      '/b2c/v1/items/ARD%ED%A0%80?locale=en_INT',
      '/V1/families?locale%00=en_INT',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
    }
    const nul = await app.inject({ url: '/V1/families?locale=en_INT%00' });
    expect(body(nul).error.code).toBe('INVALID_INPUT');
  });

  it('ordinary input with emoji and accents passes the edge', async () => {
    const res = await postJson('/b2c/v1/users', registration({ email: 'emoji.rider@example.com', firstName: 'Zoë 🚲', lastName: 'Çelik' }));
    expect(res.statusCode).toBe(201);
  });
});

/**
 * Issue 29 item 6: what the second hostile test found outside JSON bodies. Every GET route with
 * a path parameter (from /docs, so later routes are covered too) gets ids beyond int4, negative
 * and non-numeric ones, and text no database column takes; the content GraphQL service gets the
 * same in variables and in literals. None may be a 5xx.
 */
describe('hostile path parameters and GraphQL arguments', () => {
  const HOSTILE_PARAMS = ['2147483648', '2147483647', '99999999999999999999', '-1', '0', '1e3', 'NaN', '%00', '%ED%A0%80', '%0a', '%09', '..%2F..', 'a'.repeat(190), '%F0%9F%9A%B2'];

  it('the dealer id beyond int4 is a 404, not a database error', async () => {
    const res = await app.inject({ url: '/consumer/v1/dealers/2147483648' });
    expect(res.statusCode).toBe(404);
  });

  it('no GET route answers a hostile path parameter with a 5xx', async () => {
    const doc = JSON.parse((await app.inject({ url: '/docs' })).body) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).filter(([path, methods]) => path.includes('{') && methods['get']).map(([path]) => path);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of HOSTILE_PARAMS) {
        const path = route.replace(/\{[^}]+\}/g, value);
        // With and without a locale: a locale the database lacks would stop some routes before their id is read.
        for (const url of [path, `${path}?locale=nl_BE`]) {
          const res = await app.inject({ url });
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  const graphql = (payload: unknown) => app.inject({ method: 'POST', url: '/content/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const HOSTILE_VALUES: unknown[] = ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '2147483648', '-1', '99999999999999999999', 2147483648, -1, 1e308, 'a'.repeat(5000), ['\u0000'], { a: '\u0000' }];
  const QUERIES = [
    'query($v: String) { page(slug: $v) { id } }',
    'query($v: ID) { page(id: $v) { id } }',
    'query($v: ID!) { blogArticle(id: $v) { id } }',
    'query($v: [ID!]) { blogArticles(ids: $v) { id } }',
    'query($v: [ID!]) { blogArticles(categoryIds: $v) { id } }',
    'query($v: String) { blogArticles(title: $v) { id } }',
    'query($v: Int) { blogArticles(limit: $v, offset: $v) { id } }',
  ];

  it('no GraphQL variable is an internal error: NUL, lone surrogates and ids beyond int4 included', async () => {
    const failures: string[] = [];
    for (const query of QUERIES) {
      for (const v of HOSTILE_VALUES) {
        const res = await graphql({ query, variables: { v } });
        if (res.statusCode >= 500 || res.body.includes('INTERNAL_SERVER_ERROR')) failures.push(`${res.statusCode} ${query} ${JSON.stringify(v).slice(0, 40)}: ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a NUL spelled inside the query text is a client error, and an id beyond int4 finds nothing', async () => {
    const literal = await graphql({ query: '{ page(slug: "a\\u0000b") { id } }' });
    expect(literal.body).not.toContain('INTERNAL_SERVER_ERROR');
    expect(JSON.parse(literal.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const beyond = await graphql({ query: '{ blogArticle(id: "2147483648") { id } }' });
    expect(beyond.statusCode).toBe(200);
    expect(JSON.parse(beyond.body)).toEqual({ data: { blogArticle: null } });
  });
});

describe('logging a failed query', () => {
  it('never writes the parameters (email, password hash) of the failing statement', async () => {
    const marker = 'zz-log-marker-7f3a';
    // Provoke a real failing INSERT: a constraint that refuses exactly this address.
    await ctx.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT edge_log_probe CHECK (position('${marker}' in email) = 0)`));
    try {
      logLines.length = 0;
      const res = await postJson('/b2c/v1/users', registration({ email: `${marker}@example.com` }));
      expect(res.statusCode).toBe(500);
      expect(body(res).error).toEqual({ status: 500, code: 'INTERNAL_SERVER_ERROR', name: 'internalServerError', message: 'Internal server error' });
      const output = logLines.join('');
      expect(output).toContain('request failed');
      // The error is described (class, SQLSTATE, SQL text) ...
      expect(output).toMatch(/"code":"23514"/);
      expect(output).toContain('insert into \\"users\\"');
      // ... but none of its parameters.
      expect(output).not.toContain(marker);
      expect(output).not.toContain('$argon2');
      expect(output).not.toMatch(/params:/);
    } finally {
      await ctx.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT edge_log_probe'));
    }
  });
});
