import Fastify, { type FastifyInstance } from 'fastify';
import { API_BODY_LIMIT, createApiInstance, registerApiScope } from './api-instance';
import { ApiError } from './errors';
import { testConfig } from './testing';

const config = testConfig();
const body = (res: { body: string }) => JSON.parse(res.body) as { error: { status: number; code: string; name: string; message: string } };

/** A few routes of the kind every area has: a read with a path parameter, a write, a failure. */
async function shopRoutes(api: FastifyInstance): Promise<void> {
  api.get('/v1/bikes/:id', async (request) => ({ result: (request.params as { id: string }).id }));
  api.post('/v1/notes', async (request) => ({ result: request.body }));
  api.get('/v1/broken', async () => {
    throw new Error('select * from users where email = $1');
  });
  api.get('/v1/refused', async () => {
    throw new ApiError(409, 'ALREADY_DONE', 'Already done');
  });
}

describe('createApiInstance (the API instance of production and of every test app)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApiInstance(config, { routes: shopRoutes });
  });
  afterAll(() => app.close());

  it('answers an unknown path with the API 404 JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ error: { status: 404, code: 'ROUTE_NOT_FOUND', name: 'notFound', message: 'No route GET /v1/nothing-here' } });
  });

  it('answers a malformed URL and an over-long segment with the 400 shape, never a 500', async () => {
    const bad = await app.inject({ method: 'GET', url: '/v1/bikes/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error).toMatchObject({ status: 400, code: 'BAD_URL', name: 'badRequest' });
    const long = await app.inject({ method: 'GET', url: `/v1/bikes/${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(body(long).error).toMatchObject({ code: 'BAD_URL' });
    expect((await app.inject({ method: 'GET', url: `/v1/bikes/${'a'.repeat(200)}` })).statusCode).toBe(200);
  });

  it('checks the request headers (checkRequestHeaders): an unknown brand or a bad tracking token is a 400', async () => {
    const brand = await app.inject({ method: 'GET', url: '/v1/bikes/1', headers: { 'x-brand': 'nope' } });
    expect(brand.statusCode).toBe(400);
    expect(body(brand).error.code).toBe('INVALID_BRAND');
    const token = await app.inject({ method: 'GET', url: '/v1/bikes/1', headers: { 'x-tracking-token': 'x'.repeat(257) } });
    expect(body(token).error.code).toBe('INVALID_TRACKING_TOKEN');
    expect((await app.inject({ method: 'GET', url: '/v1/bikes/1', headers: { 'x-brand': 'merel' } })).statusCode).toBe(200);
  });

  it('refuses hostile input at the edge: a NUL in the URL or the body', async () => {
    const url = await app.inject({ method: 'GET', url: '/v1/bikes/1?q=%00' });
    expect(url.statusCode).toBe(400);
    expect(body(url).error.code).toBe('INVALID_INPUT');
    const posted = await app.inject({ method: 'POST', url: '/v1/notes', payload: { text: 'a\u0000b' } });
    expect(body(posted).error.code).toBe('INVALID_INPUT');
  });

  it('refuses a write from another site and lets a same-site one through', async () => {
    const cross = await app.inject({ method: 'POST', url: '/v1/notes', payload: { text: 'hi' }, headers: { origin: 'https://elsewhere.example' } });
    expect(cross.statusCode).toBe(403);
    expect(body(cross).error.code).toBe('CROSS_SITE_REQUEST');
    const own = await app.inject({ method: 'POST', url: '/v1/notes', payload: { text: 'hi' }, headers: { origin: config.publicOrigin } });
    expect(own.statusCode).toBe(200);
  });

  it('keeps the body limit of the API (1 MB) with the 413 shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/notes', payload: { text: 'x'.repeat(API_BODY_LIMIT) } });
    expect(res.statusCode).toBe(413);
    expect(body(res).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers errors in the single shape: an ApiError as it is, anything else a bare 500', async () => {
    const refused = await app.inject({ method: 'GET', url: '/v1/refused' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error).toMatchObject({ code: 'ALREADY_DONE', message: 'Already done' });
    const broken = await app.inject({ method: 'GET', url: '/v1/broken' });
    expect(broken.statusCode).toBe(500);
    expect(body(broken)).toEqual({ error: { status: 500, code: 'INTERNAL_SERVER_ERROR', name: 'internalServerError', message: 'Internal server error' } });
  });

  it('sends the security headers on every answer, a 404 included', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('registerApiScope on a shared instance (the site server)', () => {
  it('puts the edge on the API routes only: the instance’s own routes are left alone', async () => {
    const site = Fastify();
    site.get('/page', async () => 'a page');
    await registerApiScope(site, config, shopRoutes);
    await site.ready();
    expect((await site.inject({ method: 'GET', url: '/page', headers: { 'x-brand': 'nope' } })).statusCode).toBe(200);
    expect((await site.inject({ method: 'GET', url: '/v1/bikes/1', headers: { 'x-brand': 'nope' } })).statusCode).toBe(400);
    await site.close();
  });
});
