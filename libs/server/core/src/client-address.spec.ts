import Fastify from 'fastify';
import { CAPTCHA_CHALLENGE_LIMIT, registerCaptchaRoutes } from './captcha-routes';
import { clientAddressKey } from './client-address';
import { apiErrorHandler } from './error-handler';
import { createTestContext, type TestContext } from './testing';

describe('clientAddressKey: the key a per-address limit counts a client under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address (a dual-stack socket) as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups an IPv6 address by its /64 prefix, whatever its spelling', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:c:d',
      '2001:db8:1:2:0:0:10.0.0.1',
      '2001:db8:1:2::9%eth0',
    ];
    expect(new Set(spellings.map(clientAddressKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keeps what is not an IP address (a missing request.ip) as it is', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
    expect(clientAddressKey('')).toBe('');
  });
});

describe('per-address limits through a real route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimits: true });
  });
  afterAll(() => ctx.close());

  it('two addresses of one IPv6 /64 share one limit; the next /64 has its own', async () => {
    const app = Fastify();
    app.setErrorHandler(apiErrorHandler);
    await registerCaptchaRoutes(app, ctx);
    await app.ready();
    const get = (remoteAddress: string) => app.inject({ method: 'GET', url: '/b2c/v1/captcha', remoteAddress });
    for (let i = 0; i < CAPTCHA_CHALLENGE_LIMIT.max; i++) {
      expect((await get(i % 2 === 0 ? '2001:db8:7:1::a' : `2001:db8:7:1:${(i + 1).toString(16)}::1`)).statusCode).toBe(200);
    }
    // A fresh interface identifier in the same /64 is the same client.
    expect((await get('2001:db8:7:1:dead:beef:0:1')).statusCode).toBe(429);
    expect((await get('2001:db8:7:2::a')).statusCode).toBe(200);
    await app.close();
  });
});
