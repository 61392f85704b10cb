import { createTestContext, type TestContext } from '@bike/server/core';
import { seedCatalogue } from '@bike/seed';
import type { FastifyInstance } from 'fastify';
import { buildApi } from './build-api';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.db, 'test');
  app = await buildApi(ctx);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const body = (res: { body: string }) => JSON.parse(res.body);

describe('the API app', () => {
  it('serves the catalogue calls of spec point 7 with the exact paths', async () => {
    for (const url of ['/b2c/v1/countries', '/b2c/v1/countries/en_INT', '/V1/families?locale=en_INT', '/consumer/v1/items/attributetranslations']) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
  });

  it('answers unknown routes with the JSON 404 shape', async () => {
    const res = await app.inject({ url: '/nope/nothing' });
    expect(res.statusCode).toBe(404);
    expect(body(res).error).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND', name: 'notFound' });
    const post = await app.inject({ method: 'DELETE', url: '/b2c/v1/countries' });
    expect(post.statusCode).toBe(404);
  });

  it('turns malformed JSON into 400 INVALID_JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/b2c/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toMatchObject({ status: 400, code: 'INVALID_JSON' });
  });

  it('refuses bodies over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) });
    const res = await app.inject({ method: 'POST', url: '/b2c/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: huge });
    expect(res.statusCode).toBe(413);
    expect(body(res).error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers routing errors (bad encoding, long segments) in the error shape', async () => {
    const bad = await app.inject({ url: '/b2c/v1/items/%E0%A4%A?locale=en_INT' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.status).toBe(400);
    const long = await app.inject({ url: `/b2c/v1/items/${'a'.repeat(500)}?locale=en_INT` });
    expect(long.statusCode).toBe(400);
    expect(body(long).error.code).toBe('BAD_URL');
  });

  it('validates x-brand on every route', async () => {
    const res = await app.inject({ url: '/b2c/v1/countries', headers: { 'x-brand': 'acme' } });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.code).toBe('INVALID_BRAND');
  });

  it('serves an OpenAPI 3 document of every registered route at /docs', async () => {
    const res = await app.inject({ url: '/docs' });
    expect(res.statusCode).toBe(200);
    const doc = body(res);
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/b2c/v1/countries', '/b2c/v1/countries/{locale}', '/V1/families', '/consumer/v1/items/{id}', '/b2c/v1/items/{externalId}',
      '/consumer/v1/pricelists/{id}', '/b2c/v1/pricelists/{externalId}', '/consumer/v1/items/{id}/relations',
      '/b2c/v1/items/{externalId}/relations', '/consumer/v1/items/attributetranslations', '/v1/discount/{code}', '/b2c/v1/auth/login',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
    expect(doc.paths['/consumer/v1/items/{id}'].get.summary).toMatch(/locale currency/);
    const ui = await app.inject({ url: '/docs/ui' });
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('never leaks a stack trace: a failing database gives a bare 500', async () => {
    const broken = await createTestContext();
    const brokenApp = await buildApi(broken);
    await broken.handle.close();
    const res = await brokenApp.inject({ url: '/b2c/v1/countries' });
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({ error: { status: 500, code: 'INTERNAL_SERVER_ERROR', name: 'internalServerError', message: 'Internal server error' } });
    await brokenApp.close();
    await broken.close();
  });
});
