import { createTestContext, parseTrustProxy, type ServerConfig, type TestContext } from '@bike/server/core';
import type { FastifyInstance } from 'fastify';
import { buildApi } from './build-api';

/**
 * The request edge of the API: whose address counts (TRUST_PROXY), where the mailbox is
 * reachable, which browser writes are refused, and the headers every answer carries.
 */
jest.setTimeout(60_000);

let ctx: TestContext;
let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: true });
  app = await buildApi(ctx);
  proxied = await buildApi(withConfig({ trustProxy: parseTrustProxy('1') }));
});
afterAll(async () => {
  await app?.close();
  await proxied?.close();
  await ctx?.close();
});

/** The same database under other settings. */
const withConfig = (overrides: Partial<ServerConfig>) => ({ ...ctx, config: { ...ctx.config, ...overrides } });
const body = (res: { body: string }) => JSON.parse(res.body);
const PROXY = '10.0.0.2';
const SPOOFED = '127.0.0.1, 203.0.113.9';

describe('proxy trust (TRUST_PROXY=1)', () => {
  it('a spoofed 127.0.0.1 in X-Forwarded-For does not open the mailbox', async () => {
    const res = await proxied.inject({ url: '/mailbox/api', remoteAddress: PROXY, headers: { 'x-forwarded-for': SPOOFED } });
    expect(res.statusCode).toBe(404);
    const page = await proxied.inject({ url: '/mailbox', remoteAddress: PROXY, headers: { 'x-forwarded-for': SPOOFED } });
    expect(page.statusCode).toBe(404);
    // The machine itself, through the proxy, still reads it.
    const local = await proxied.inject({ url: '/mailbox/api', remoteAddress: PROXY, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.statusCode).toBe(200);
  });

  it('a spoofed left-most entry does not give a fresh per-IP rate limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const res = await proxied.inject({
        method: 'POST',
        url: '/b2c/v1/auth/login',
        remoteAddress: PROXY,
        // A different invented address each time, then the one the proxy appended.
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9` },
        payload: { email: 'nobody@example.com', password: 'Wrong-Password-123' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('without TRUST_PROXY a request relayed by a proxy on this machine does not open the mailbox', async () => {
    const relayed = await app.inject({ url: '/mailbox/api', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(404);
    expect((await app.inject({ url: '/mailbox/api', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('the mailbox on a deployment with real mail', () => {
  it('is 404 when SMTP is configured, even with MAILBOX_PUBLIC=1 and from this machine', async () => {
    const smtpApp = await buildApi(withConfig({ smtpUrl: 'smtp://mail.example:587' }));
    const previous = process.env['MAILBOX_PUBLIC'];
    process.env['MAILBOX_PUBLIC'] = '1';
    try {
      for (const url of ['/mailbox', '/mailbox/api']) {
        expect((await smtpApp.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      }
    } finally {
      if (previous === undefined) delete process.env['MAILBOX_PUBLIC'];
      else process.env['MAILBOX_PUBLIC'] = previous;
      await smtpApp.close();
    }
  });
});

describe('cross-site writes', () => {
  const login = (headers: Record<string, string>, method: 'POST' | 'GET' = 'POST') =>
    app.inject({ method, url: method === 'POST' ? '/b2c/v1/auth/login' : '/b2c/v1/countries', headers, payload: method === 'POST' ? { email: 'x@example.com', password: 'x' } : undefined });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin on a same-origin fetch claim', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    ['Origin: null', { origin: 'null' }],
    ['a look-alike host', { origin: 'http://shop.test.evil.example' }],
  ])('refuses a write with %s (403 CROSS_SITE_REQUEST)', async (_name, headers) => {
    const res = await login(headers);
    expect(res.statusCode).toBe(403);
    expect(body(res).error).toMatchObject({ status: 403, code: 'CROSS_SITE_REQUEST' });
  });

  it('refuses other unsafe methods too (PATCH of an account)', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/b2c/v1/users/00000000-0000-4000-8000-000000000000', headers: { origin: 'https://evil.example' }, payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(403);
  });

  it('lets through the own origin (PUBLIC_ORIGIN or the host asked for) and requests from no browser', async () => {
    const ownOrBrowserless: Array<Record<string, string>> = [
      { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://brabo.localhost:4310', host: 'brabo.localhost:4310' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of ownOrBrowserless) {
      const res = await login(headers);
      expect(res.statusCode).not.toBe(403);
      expect(body(res).error.code).not.toBe('CROSS_SITE_REQUEST');
    }
  });

  it('does not touch reads', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'GET')).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('HTML answers carry a CSP with a fresh nonce and strict-dynamic', async () => {
    const first = await app.inject({ url: '/docs/ui' });
    const second = await app.inject({ url: '/docs/ui' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'"]) expect(csp).toContain(directive);
    expect(second.headers['content-security-policy']).not.toBe(csp);
  });

  it('the mailbox keeps its own stricter policy (no scripts at all)', async () => {
    const res = await app.inject({ url: '/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('every answer denies powerful features but keeps geolocation for the shop itself', async () => {
    const res = await app.inject({ url: '/b2c/v1/countries' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'geolocation=(self)']) expect(policy).toContain(feature);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HSTS only over https: told by a trusted proxy, or an https public origin', async () => {
    expect((await app.inject({ url: '/b2c/v1/countries' })).headers['strict-transport-security']).toBeUndefined();
    // An untrusted client claiming https gets none.
    expect((await app.inject({ url: '/b2c/v1/countries', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxied.inject({ url: '/b2c/v1/countries', remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const httpsApp = await buildApi(withConfig({ publicOrigin: 'https://shop.example' }));
    expect((await httpsApp.inject({ url: '/b2c/v1/countries' })).headers['strict-transport-security']).toMatch(/max-age=/);
    await httpsApp.close();
  });
});

describe('API docs on a production deployment', () => {
  it('/docs and /docs/ui are not served when API_DOCS is off', async () => {
    const prodApp = await buildApi(withConfig({ apiDocs: false }));
    expect((await prodApp.inject({ url: '/docs' })).statusCode).toBe(404);
    expect((await prodApp.inject({ url: '/docs/ui' })).statusCode).toBe(404);
    await prodApp.close();
    expect((await app.inject({ url: '/docs' })).statusCode).toBe(200);
  });
});
