/**
 * Every write call answers bad input with a 4xx in the single error shape, never a 500:
 * wrong types, unknown fields, long strings, malformed JSON, and ~1000 random bodies.
 */
import { createAccountsTestApp, json, signUp, type AccountsTestApp } from './test-app';

jest.setTimeout(120_000);

let t: AccountsTestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

interface Call {
  name: string;
  method: 'POST' | 'PATCH';
  url: () => string;
  fields: string[];
  valid: () => Record<string, unknown>;
  auth?: boolean;
}

const address = { street: 'Markt', number: '1', postalCode: '3582', city: 'Beringen', country: 'BE' };
const calls: Call[] = [
  { name: 'POST /b2c/v1/auth/login', method: 'POST', url: () => '/b2c/v1/auth/login', fields: ['email', 'password'], valid: () => ({ email: 'a@example.com', password: 'secret-123' }) },
  { name: 'POST /b2c/v1/auth/refresh', method: 'POST', url: () => '/b2c/v1/auth/refresh', fields: ['token'], valid: () => ({ token: 'abc' }) },
  { name: 'POST /b2c/v1/auth/logout', method: 'POST', url: () => '/b2c/v1/auth/logout', fields: ['token'], valid: () => ({ token: 'abc' }) },
  {
    name: 'POST /b2c/v1/auth/authorize',
    method: 'POST',
    url: () => '/b2c/v1/auth/authorize',
    fields: ['responseType', 'codeChallenge', 'codeChallengeMethod', 'scope'],
    valid: () => ({ responseType: 'code', codeChallenge: 'a'.repeat(43), codeChallengeMethod: 'S256', scope: 'openid' }),
    auth: true,
  },
  { name: 'POST /b2c/v1/auth/token', method: 'POST', url: () => '/b2c/v1/auth/token', fields: ['code', 'codeVerifier'], valid: () => ({ code: 'abc', codeVerifier: 'v'.repeat(43) }) },
  {
    name: 'POST /b2c/v1/users',
    method: 'POST',
    url: () => '/b2c/v1/users',
    fields: ['email', 'password', 'firstName', 'lastName', 'phone', 'locale', 'birthday', 'gender', 'addresses'],
    valid: () => ({ email: `n${Math.random()}@example.com`, password: 'Correct-Horse-1', firstName: 'A', lastName: 'B', locale: 'en_INT', addresses: { invoice: address } }),
  },
  {
    name: 'PATCH /b2c/v1/users/{id}',
    method: 'PATCH',
    url: () => `/b2c/v1/users/${user.id}`,
    fields: ['email', 'password', 'currentPassword', 'firstName', 'lastName', 'phone', 'locale', 'birthday', 'gender', 'addresses'],
    valid: () => ({ firstName: 'Lien' }),
    auth: true,
  },
  { name: 'POST /b2c/v1/users/reset-password/request', method: 'POST', url: () => '/b2c/v1/users/reset-password/request', fields: ['email', 'locale'], valid: () => ({ email: 'x@example.com', locale: 'en_INT' }) },
  {
    name: 'POST /b2c/v1/users/reset-password/confirm',
    method: 'POST',
    url: () => '/b2c/v1/users/reset-password/confirm',
    fields: ['token', 'password', 'passwordConfirm'],
    valid: () => ({ token: 'abc', password: 'Correct-Horse-1', passwordConfirm: 'Correct-Horse-1' }),
  },
  { name: 'POST /b2c/v1/users/resend-activation', method: 'POST', url: () => '/b2c/v1/users/resend-activation', fields: ['email'], valid: () => ({ email: 'x@example.com' }) },
  { name: 'POST /b2c/v1/users/activate', method: 'POST', url: () => '/b2c/v1/users/activate', fields: ['token'], valid: () => ({ token: 'abc' }) },
];

function send(call: Call, payload: string | undefined, contentType = 'application/json') {
  return t.app.inject({
    method: call.method,
    url: call.url(),
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(payload === undefined ? {} : { 'content-type': contentType }), ...(call.auth ? { authorization: `Bearer ${user.access}` } : {}) },
  });
}

function expectClientError(res: { statusCode: number; body: string }, context: unknown) {
  expect({ context, status: res.statusCode >= 400 && res.statusCode < 500 ? '4xx' : res.statusCode }).toEqual({ context, status: '4xx' });
  const body = json(res);
  expect(body.error.status).toBe(res.statusCode);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
}

const wrongValues: unknown[] = [123, -1.5, true, null, [], ['a'], {}, { nested: 'x' }, '', ' ', 'x'.repeat(10_000)];

describe.each(calls.map((call) => [call.name, call] as const))('%s', (_name, call) => {
  it('rejects a wrong type, empty or overlong value in each field', async () => {
    for (const field of call.fields) {
      for (const value of wrongValues) {
        // Optional fields accept null/''; those are fine as long as nothing answers 5xx.
        const res = await send(call, JSON.stringify({ ...call.valid(), [field]: value }));
        // null, {}, '' and ' ' are fine for some optional fields (clearing a value, no addresses);
        // every other wrong value is a 400 on every field.
        const lenient = value === null || value === '' || value === ' ' || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
        const label = JSON.stringify(value).slice(0, 20);
        expect({ field, label, ok: lenient ? res.statusCode < 500 : res.statusCode === 400 }).toEqual({ field, label, ok: true });
      }
    }
  });

  it('rejects unknown fields', async () => {
    for (const extra of ['role', 'admin', 'active', '__proto__', 'constructor', 'passwordHash']) {
      const payload = JSON.stringify({ ...call.valid() }).replace(/^\{/, `{"${extra}":"admin",`);
      const res = await send(call, payload);
      expectClientError(res, extra);
      expect(res.statusCode).toBe(400);
    }
  });

  it('rejects malformed JSON, non-object bodies, wrong content types and oversized bodies', async () => {
    const bodies = ['{"email":', '{', 'nul', '[1,2', '"just a string"', '42', '[]', 'null', 'true', '{"a":1}{"b":2}'];
    for (const payload of bodies) expectClientError(await send(call, payload), payload);
    expectClientError(await send(call, 'email=a@example.com', 'application/x-www-form-urlencoded'), 'form');
    expectClientError(await send(call, 'hello', 'text/plain'), 'text');
    expectClientError(await send(call, JSON.stringify({ filler: 'x'.repeat(1_100_000) })), 'huge');
    if (call.url() !== '/b2c/v1/auth/logout') expectClientError(await send(call, undefined), 'no body');
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzz: seeded, so a failure reproduces.

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fuzz', () => {
  it('finds no 500 in 1000 random bodies over the write calls', async () => {
    const random = mulberry32(20260501);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const strings = [
      '', ' ', 'a', 'x@example.com', 'X@EXAMPLE.COM', 'not-an-email', '@', 'a@b', 'en_INT', 'nl_BE', 'xx_YY', 'male', 'female', 'other',
      'code', 'S256', 'plain', 'openid', '1990-01-01', '2999-01-01', '1990-02-30', 'Correct-Horse-1', 'short',
      '\u0000', '\ud800', '💥🚲', '<script>alert(1)</script>', "' OR 1=1 --", '${jndi:x}', '../../etc/passwd',
      'é'.repeat(300), 'a'.repeat(129), 'v'.repeat(43), '-'.repeat(43), user.refresh, user.id, 'true', 'null',
    ];
    const keys = [...new Set(calls.flatMap((c) => c.fields)), 'role', 'id', 'invoice', 'shipping', 'street', 'x', '__proto__'];
    const value = (depth: number): unknown => {
      const kind = random();
      if (kind < 0.45) return pick(strings);
      if (kind < 0.55) return pick([0, 1, -1, 1e308, -0, 3.14, 2 ** 53 + 1]);
      if (kind < 0.62) return pick([true, false, null]);
      if (kind < 0.75 && depth < 3) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      if (depth < 3) return object(depth + 1);
      return pick(strings);
    };
    const object = (depth: number): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      const n = Math.floor(random() * 6);
      for (let i = 0; i < n; i++) out[pick(keys)] = value(depth);
      return out;
    };
    const failures: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const call = pick(calls);
      // Half start from a valid body and break one or two fields, half are free-form.
      let body: unknown;
      if (random() < 0.5) {
        const base: Record<string, unknown> = call.valid();
        for (let k = 0; k < 1 + Math.floor(random() * 2); k++) base[pick(call.fields)] = value(1);
        if (random() < 0.2) base[pick(keys)] = value(1);
        body = base;
      } else {
        body = random() < 0.85 ? object(0) : value(0);
      }
      const res = await send(call, JSON.stringify(body));
      if (res.statusCode >= 500) failures.push(`${call.method} ${call.url()} ${JSON.stringify(body).slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
