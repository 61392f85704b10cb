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
