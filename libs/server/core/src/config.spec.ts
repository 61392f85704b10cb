import { isProductionDeployment, readServerConfig } from './config';
import { TrustProxyError } from './trust-proxy';

describe('production switches', () => {
  it('a development run (npm start, e2e) serves /docs and source maps', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({ apiDocs: true, sourceMaps: true, trustProxy: false });
  });

  it('NODE_ENV=production or an https public origin hides them unless switched on', () => {
    expect(isProductionDeployment({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionDeployment({ PUBLIC_ORIGIN: 'https://shop.example' })).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production' })).toMatchObject({ apiDocs: false, sourceMaps: false });
    expect(readServerConfig({ PUBLIC_ORIGIN: 'https://shop.example' })).toMatchObject({ apiDocs: false, sourceMaps: false });
    expect(readServerConfig({ NODE_ENV: 'production', API_DOCS: '1', SOURCE_MAPS: '1' })).toMatchObject({ apiDocs: true, sourceMaps: true });
    expect(readServerConfig({ API_DOCS: '0' })).toMatchObject({ apiDocs: false, sourceMaps: true });
  });

  it('TRUST_PROXY is read once, and a value it cannot understand stops the start', () => {
    expect(typeof readServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe('function');
    expect(readServerConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(() => readServerConfig({ TRUST_PROXY: 'true' })).toThrow(TrustProxyError);
  });

  it('REGISTRATIONS_PER_IP_HOUR is a whole number (default 20); anything else stops the start', () => {
    expect(readServerConfig({}).registrationsPerIpHour).toBe(20);
    expect(readServerConfig({ REGISTRATIONS_PER_IP_HOUR: '200' }).registrationsPerIpHour).toBe(200);
    for (const bad of ['0', '-3', '2.5', 'many', '1e9']) {
      expect(() => readServerConfig({ REGISTRATIONS_PER_IP_HOUR: bad })).toThrow(/REGISTRATIONS_PER_IP_HOUR/);
    }
  });
});
