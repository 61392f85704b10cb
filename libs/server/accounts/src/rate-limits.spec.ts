import { createAccountsTestApp, json, newRegistration, post, signUp, type AccountsTestApp } from './test-app';
import { MemoryRateLimitStore, RateLimiter } from '@bike/server/core';

jest.setTimeout(60_000);

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ rateLimits: true });
});
afterAll(() => t.close());

describe('rate limits (config.rateLimits on)', () => {
  it('answers 429 after 10 failed logins for one account from one address, even with the right password', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await post(t.app, '/b2c/v1/auth/login', { email: u.email, password: `wrong-${i}-password` })).statusCode).toBe(401);
    }
    const limited = await post(t.app, '/b2c/v1/auth/login', { email: u.email, password: u.password });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', name: 'tooManyRequests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another account from the same address is not locked out by it.
    const other = await signUp(t.app);
    expect((await post(t.app, '/b2c/v1/auth/login', { email: other.email, password: other.password })).statusCode).toBe(200);
    // Nor is the same account from another address.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/b2c/v1/auth/login',
      payload: { email: u.email, password: u.password },
      remoteAddress: '203.0.113.7',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits password-reset mails per address', async () => {
    const email = 'reset-limit@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await post(t.app, '/b2c/v1/users/reset-password/request', { email, locale: 'en_INT' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/b2c/v1/users', payload: newRegistration(), remoteAddress: '198.51.100.9' });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('a deployment may set how many accounts an address opens in an hour (REGISTRATIONS_PER_IP_HOUR)', async () => {
    const few = await createAccountsTestApp({ rateLimits: true, registrationsPerIpHour: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await few.app.inject({ method: 'POST', url: '/b2c/v1/users', payload: newRegistration(), remoteAddress: '198.51.100.10' })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await few.close();
    }
  });
});

describe('RateLimiter', () => {
  it('opens again after its window and does nothing when disabled', async () => {
    let now = 0;
    const limiter = new RateLimiter('test', { max: 2, windowSeconds: 60 }, { enabled: true, store: new MemoryRateLimitStore(() => now) });
    await limiter.consume('k');
    await limiter.consume('k');
    expect(await limiter.retryAfter('k')).toBe(60);
    await expect(limiter.consume('k')).rejects.toThrow('Too many attempts');
    now = 61_000;
    await expect(limiter.consume('k')).resolves.toBeUndefined();

    const off = new RateLimiter('test', { max: 1, windowSeconds: 60 }, { enabled: false, store: new MemoryRateLimitStore(() => now) });
    for (let i = 0; i < 5; i++) await off.consume('k');
    expect(await off.retryAfter('k')).toBe(0);
  });
});
