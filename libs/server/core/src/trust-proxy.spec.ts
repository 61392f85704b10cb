import Fastify from 'fastify';
import { parseTrustProxy, TrustProxyError } from './trust-proxy';

/** The client IP Fastify derives for a request from `remoteAddress` with this X-Forwarded-For. */
async function clientIpFor(trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: parseTrustProxy(trustProxy) });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  const res = await app.inject({ url: '/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return JSON.parse(res.body).ip;
}

describe('TRUST_PROXY', () => {
  it('trusts nothing when unset, empty or 0', () => {
    for (const value of [undefined, '', '0', 'false']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('1 = one proxy: the client is the entry that proxy appended, never the left-most the client wrote', async () => {
    expect(await clientIpFor('1', '10.0.0.2', '127.0.0.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIpFor('1', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIpFor('2', '10.0.0.2', '127.0.0.1, 198.51.100.4, 10.0.0.7')).toBe('198.51.100.4');
  });

  it('without trust the socket address counts and X-Forwarded-For is ignored', async () => {
    expect(await clientIpFor(undefined, '203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
  });

  it('an address list trusts only those proxies, walking from the right', async () => {
    expect(await clientIpFor('10.0.0.0/8', '10.0.0.2', '127.0.0.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIpFor('10.0.0.0/8, 192.168.1.7', '10.0.0.2', '127.0.0.1, 203.0.113.9, 192.168.1.7')).toBe('203.0.113.9');
    // A direct client outside the list is itself the client, whatever it forwards.
    expect(await clientIpFor('10.0.0.0/8', '203.0.113.50', '127.0.0.1')).toBe('203.0.113.50');
    expect(parseTrustProxy('loopback,uniquelocal,::1,fd00::/8')).toEqual(['loopback', 'uniquelocal', '::1', 'fd00::/8']);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '999.1.1.1', '11', 'proxy.example', '10.0.0.1/8/9', ','])('refuses %s at start', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(TrustProxyError);
  });
});
