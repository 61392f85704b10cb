import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/sha';
import {
  ALTCHA_COST, ALTCHA_COUNTER_RANGE, CAPTCHA_CHALLENGE_TTL_SECONDS, captchaSettings, createCaptchaChallenge, decodeAltchaPayload,
  encodeAltchaPayload, requireSolvedCaptcha, solveAltchaChallenge, verifyCaptcha, type AltchaChallenge, type CaptchaDeps, type CaptchaLog,
} from './captcha';
import { CAPTCHA_CHALLENGE_LIMIT, registerCaptchaRoutes, type CaptchaChallengeSettings } from './captcha-routes';
import { readServerConfig } from './config';
import type { Db } from './context';
import { rowsOf } from './db';
import { apiErrorHandler } from './error-handler';
import { MemoryRateLimitStore } from './rate-limit-store';
import { createTestContext, testConfig, type TestContext } from './testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Solves as the test's own solver: altcha-lib's solveChallenge, then the wire form the browser sends. */
async function solve(challenge: AltchaChallenge, deriveKey = nodeDeriveKey): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return encodeAltchaPayload({ challenge, solution: solution! });
}

/** A second Db over the same database stands for another API replica (its own caches, the same tables). */
const otherReplica = (): Db =>
  (ctx.kind === 'postgres' ? drizzlePg({ client: ctx.handle.raw as Pool }) : drizzlePglite({ client: ctx.handle.raw as PGlite })) as unknown as Db;

const decoded = (response: string) => JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('captcha settings', () => {
  it('is the built-in proof of work unless both reCAPTCHA keys are configured', () => {
    expect(captchaSettings(testConfig())).toEqual({ provider: 'altcha' });
    expect(captchaSettings(testConfig({ recaptchaSiteKey: 'site' }))).toEqual({ provider: 'altcha' });
    expect(captchaSettings(testConfig({ recaptchaSiteKey: 'site', recaptchaSecretKey: 'secret' }))).toEqual({
      provider: 'recaptcha', siteKey: 'site', version: 2, size: 'normal',
    });
  });

  it('reads the reCAPTCHA keys and verify URL from the environment', () => {
    expect(readServerConfig({})).toMatchObject({ recaptchaSiteKey: undefined, recaptchaSecretKey: undefined, recaptchaVerifyUrl: undefined });
    expect(readServerConfig({ RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/v' })).toMatchObject({
      recaptchaSiteKey: 's', recaptchaSecretKey: 'k', recaptchaVerifyUrl: 'http://127.0.0.1:9/v',
    });
  });
});

describe('altcha challenges', () => {
  it('are signed SHA-256 challenges that expire in ten minutes, with the work in the tuned range', async () => {
    const now = Date.now();
    const challenge = await createCaptchaChallenge(ctx);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: ALTCHA_COST, keyLength: 32 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt! - Math.floor(now / 1000)).toBeGreaterThanOrEqual(CAPTCHA_CHALLENGE_TTL_SECONDS - 1);
    expect(challenge.parameters.expiresAt! - Math.floor(now / 1000)).toBeLessThanOrEqual(CAPTCHA_CHALLENGE_TTL_SECONDS);
    const { counter } = (await solveChallenge({ challenge, deriveKey: nodeDeriveKey }))!;
    expect(counter).toBeGreaterThanOrEqual(ALTCHA_COUNTER_RANGE[0]);
    expect(counter).toBeLessThanOrEqual(ALTCHA_COUNTER_RANGE[1]);
    // Two challenges never share nonce, salt or signature.
    const other = await createCaptchaChallenge(ctx);
    expect(other.signature).not.toBe(challenge.signature);
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('verifies a solved challenge once; the second time it is replayed', async () => {
    const response = await solve(await createCaptchaChallenge(ctx));
    expect(response.length).toBeLessThan(1024);
    await expect(verifyCaptcha(ctx, response)).resolves.toEqual({ ok: true });
    await expect(verifyCaptcha(ctx, response)).resolves.toEqual({ ok: false, reason: 'replayed' });
  });

  it('accepts what the browser sends: solved with WebCrypto, as solveAltchaChallenge does', async () => {
    const browser = await solve(await createCaptchaChallenge(ctx), webDeriveKey);
    await expect(verifyCaptcha(ctx, browser)).resolves.toEqual({ ok: true });
    const helper = await solveAltchaChallenge(await createCaptchaChallenge(ctx));
    expect(decodeAltchaPayload(helper)).not.toBeNull();
    await expect(verifyCaptcha(ctx, helper)).resolves.toEqual({ ok: true });
  });

  it('lets exactly one of many concurrent verifications of one solution through, across replicas', async () => {
    const response = await solve(await createCaptchaChallenge(ctx));
    const replica: CaptchaDeps = { config: ctx.config, db: otherReplica() };
    const verdicts = await Promise.all(Array.from({ length: 8 }, (_, i) => verifyCaptcha(i % 2 ? replica : ctx, response)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
    expect(verdicts.filter((v) => !v.ok && v.reason === 'replayed')).toHaveLength(7);
  });

  it('remembers spent solutions hashed, in the shared rate-limit table, until after the challenge expired', async () => {
    const challenge = await createCaptchaChallenge(ctx);
    await expect(verifyCaptcha(ctx, await solve(challenge))).resolves.toEqual({ ok: true });
    const list = rowsOf<{ key: string; ends: number }>(await ctx.db.execute(sql`select key, extract(epoch from window_ends_at)::float8 as ends from rate_limit_counters`));
    expect(JSON.stringify(list)).not.toContain(challenge.signature!);
    expect(list.some((r) => Number(r.ends) > challenge.parameters.expiresAt!)).toBe(true);
  });

  it('refuses a challenge signed with another secret (forged) and a tampered signature', async () => {
    const forged = await createCaptchaChallenge({ config: testConfig({ jwtSecret: 'someone-elses-secret-someone-elses' }) });
    await expect(verifyCaptcha(ctx, await solve(forged))).resolves.toEqual({ ok: false, reason: 'invalid' });

    const challenge = await createCaptchaChallenge(ctx);
    const payload = decoded(await solve(challenge));
    const flipped = payload.challenge.signature.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    await expect(verifyCaptcha(ctx, encoded({ ...payload, challenge: { ...payload.challenge, signature: flipped } }))).resolves.toEqual({ ok: false, reason: 'invalid' });
    // Unsigned, or easier parameters under the old signature.
    await expect(verifyCaptcha(ctx, encoded({ ...payload, challenge: { parameters: payload.challenge.parameters } }))).resolves.toEqual({ ok: false, reason: 'invalid' });
    const easier = { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } };
    await expect(verifyCaptcha(ctx, encoded({ ...payload, challenge: easier }))).resolves.toEqual({ ok: false, reason: 'invalid' });
    // The untouched payload still verifies: the refusals spent nothing.
    await expect(verifyCaptcha(ctx, encoded(payload))).resolves.toEqual({ ok: true });
  });

  it('refuses a tampered solution', async () => {
    const payload = decoded(await solve(await createCaptchaChallenge(ctx)));
    const key: string = payload.solution.derivedKey;
    const wrongKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    for (const solution of [
      { ...payload.solution, derivedKey: wrongKey },
      { ...payload.solution, derivedKey: key.toUpperCase() },
      { ...payload.solution, derivedKey: '' },
      { ...payload.solution, counter: -1 },
      { ...payload.solution, counter: 1.5 },
      { counter: payload.solution.counter },
    ]) {
      await expect(verifyCaptcha(ctx, encoded({ ...payload, solution }))).resolves.toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses an expired challenge, however well solved', async () => {
    const stale = await createCaptchaChallenge(ctx, { now: Date.now() - (CAPTCHA_CHALLENGE_TTL_SECONDS + 5) * 1000 });
    await expect(verifyCaptcha(ctx, await solve(stale))).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses garbage and huge answers as invalid, and no answer as missing', async () => {
    const spent = new MemoryRateLimitStore();
    const deps: CaptchaDeps = { config: ctx.config, spentSolutions: spent };
    for (const missing of [undefined, null, '', '   ', 42, {}, ['x']]) {
      await expect(verifyCaptcha(deps, missing)).resolves.toEqual({ ok: false, reason: 'missing' });
    }
    const valid = await solve(await createCaptchaChallenge(ctx));
    for (const garbage of [
      'abc', '%%%', 'not base64!', Buffer.from('not json').toString('base64'), encoded(null), encoded([]), encoded('x'), encoded({}),
      encoded({ challenge: {}, solution: {} }),
      encoded({ ...decoded(valid), challenge: { ...decoded(valid).challenge, parameters: { ...decoded(valid).challenge.parameters, algorithm: 'PBKDF2/SHA-256' } } }),
      encoded({ ...decoded(valid), challenge: { ...decoded(valid).challenge, parameters: { ...decoded(valid).challenge.parameters, extra: 1 } } }),
      'A'.repeat(5000),
      valid + 'A'.repeat(4096),
      encoded({ ...decoded(valid), padding: 'x'.repeat(4000) }),
    ]) {
      await expect(verifyCaptcha(deps, garbage)).resolves.toEqual({ ok: false, reason: 'invalid' });
    }
    // Nothing was spent by the refusals; the valid one verifies once with the memory store too.
    await expect(verifyCaptcha(deps, valid)).resolves.toEqual({ ok: true });
    await expect(verifyCaptcha(deps, valid)).resolves.toEqual({ ok: false, reason: 'replayed' });
  });
});

describe('altcha without JWT_SECRET', () => {
  beforeAll(async () => {
    // server_secrets (schema.ts) until its drizzle migration is generated; a no-op after that.
    await ctx.db.execute(sql`create table if not exists server_secrets (name text primary key, value text not null, created_at timestamp with time zone default now() not null)`);
  });

  it('signs with a random secret kept in the database, the same for every replica', async () => {
    const config = testConfig({ jwtSecret: '' });
    const replicaA: CaptchaDeps = { config, db: ctx.db };
    const replicaB: CaptchaDeps = { config, db: otherReplica() };
    const [a, b] = await Promise.all([createCaptchaChallenge(replicaA), createCaptchaChallenge(replicaB)]);
    await expect(verifyCaptcha(replicaB, await solve(a))).resolves.toEqual({ ok: true });
    await expect(verifyCaptcha(replicaA, await solve(b))).resolves.toEqual({ ok: true });
    // Its own secret: a shop with another secret refuses its challenges, and it refuses theirs.
    await expect(verifyCaptcha(ctx, await solve(await createCaptchaChallenge(replicaA)))).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(verifyCaptcha(replicaA, await solve(await createCaptchaChallenge(ctx)))).resolves.toEqual({ ok: false, reason: 'invalid' });
    const [row] = rowsOf<{ value: string }>(await ctx.db.execute(sql`select value from server_secrets where name = 'captcha'`));
    expect(row!.value.length).toBeGreaterThanOrEqual(64);
  });
});

describe('reCAPTCHA v2', () => {
  interface Seen {
    contentType: string | undefined;
    body: URLSearchParams;
  }
  let server: Server;
  let verifyUrl: string;
  const seen: Seen[] = [];
  const answers: Record<string, (res: ServerResponse) => void> = {
    good: (res) => json(res, 200, { success: true, challenge_ts: new Date().toISOString(), hostname: 'shop.test' }),
    bad: (res) => json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] }),
    old: (res) => json(res, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] }),
    broken: (res) => json(res, 500, { error: 'down' }),
    html: (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'),
    // Never answers: the verify call must give up on its own.
    slow: () => undefined,
  };
  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        const body = new URLSearchParams(text);
        seen.push({ contentType: req.headers['content-type'], body });
        if (body.get('secret') !== 'the-secret') return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
        (answers[body.get('response') ?? ''] ?? answers['bad']!)(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const recaptcha = (secret = 'the-secret', url = verifyUrl): CaptchaDeps => ({
    config: testConfig({ recaptchaSiteKey: 'the-site-key', recaptchaSecretKey: secret, recaptchaVerifyUrl: url }),
  });
  const logged: unknown[] = [];
  const log: CaptchaLog = { warn: (details, message) => logged.push({ details, message }) };

  it('POSTs secret, response and remoteip form-encoded and accepts a success', async () => {
    await expect(verifyCaptcha(recaptcha(), 'good', { remoteIp: '203.0.113.9', log })).resolves.toEqual({ ok: true });
    const last = seen[seen.length - 1]!;
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(last.body)).toEqual({ secret: 'the-secret', response: 'good', remoteip: '203.0.113.9' });
    // An address that is not an IP (request.ip unknown) is left out.
    await verifyCaptcha(recaptcha(), 'good', { remoteIp: 'unknown' });
    expect(seen[seen.length - 1]!.body.has('remoteip')).toBe(false);
  });

  it('answers invalid for a refused token and expired for an old or reused one', async () => {
    await expect(verifyCaptcha(recaptcha(), 'bad', { log })).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(verifyCaptcha(recaptcha(), 'old', { log })).resolves.toEqual({ ok: false, reason: 'expired' });
    await expect(verifyCaptcha(recaptcha(), '', { log })).resolves.toEqual({ ok: false, reason: 'missing' });
    await expect(verifyCaptcha(recaptcha(), 'x'.repeat(5000), { log })).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(verifyCaptcha(recaptcha(), 'has space', { log })).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('is unavailable when the verify call times out, fails, answers nonsense or refuses the secret', async () => {
    const started = Date.now();
    await expect(verifyCaptcha(recaptcha(), 'slow', { timeoutMs: 300, log })).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(verifyCaptcha(recaptcha(), 'broken', { log })).resolves.toEqual({ ok: false, reason: 'unavailable' });
    await expect(verifyCaptcha(recaptcha(), 'html', { log })).resolves.toEqual({ ok: false, reason: 'unavailable' });
    await expect(verifyCaptcha(recaptcha('wrong-secret'), 'good', { log })).resolves.toEqual({ ok: false, reason: 'unavailable' });
    // Nothing listens on port 9 of 127.0.0.1.
    await expect(verifyCaptcha(recaptcha('the-secret', 'http://127.0.0.1:9/siteverify'), 'good', { log })).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect(logged.length).toBeGreaterThanOrEqual(5);
  });

  it("answers a form's route as every public form does: 503 when the check cannot be made, 400 on the captcha field otherwise", async () => {
    await expect(requireSolvedCaptcha(recaptcha(), 'good')).resolves.toBeUndefined();
    await expect(requireSolvedCaptcha(recaptcha(), 'broken', { log })).rejects.toMatchObject({ status: 503, code: 'CAPTCHA_UNAVAILABLE' });
    await expect(requireSolvedCaptcha(recaptcha(), 'bad')).rejects.toMatchObject({ status: 400, code: 'CAPTCHA_INVALID', issues: [{ path: 'captcha', message: 'captcha invalid' }] });
  });

  it('never logs the secret or the token', async () => {
    await verifyCaptcha(recaptcha('wrong-secret'), 'tok-SECRETISH-123', { log });
    await verifyCaptcha(recaptcha(), 'slow', { timeoutMs: 100, log });
    const text = JSON.stringify(logged);
    for (const secret of ['the-secret', 'wrong-secret', 'tok-SECRETISH-123', 'good', 'slow']) expect(text).not.toContain(secret);
  });
});

describe('GET /b2c/v1/captcha', () => {
  const appFor = async (context: TestContext) => {
    const app = Fastify();
    app.setErrorHandler(apiErrorHandler);
    await registerCaptchaRoutes(app, context);
    await app.ready();
    return app;
  };

  it('answers a fresh altcha challenge that nothing may cache, and its solution verifies', async () => {
    const app = await appFor(ctx);
    const reply = await app.inject({ method: 'GET', url: '/b2c/v1/captcha' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const { result } = reply.json() as { result: CaptchaChallengeSettings };
    expect(result.provider).toBe('altcha');
    if (result.provider !== 'altcha') throw new Error('altcha expected');
    await expect(verifyCaptcha(ctx, await solve(result.challenge, webDeriveKey))).resolves.toEqual({ ok: true });
    const again = (await app.inject({ method: 'GET', url: '/b2c/v1/captcha' })).json() as { result: { challenge: AltchaChallenge } };
    expect(again.result.challenge.signature).not.toBe(result.challenge.signature);
    await app.close();
  });

  it('answers the reCAPTCHA settings when configured', async () => {
    const app = await appFor({ ...ctx, config: { ...ctx.config, recaptchaSiteKey: 'the-site-key', recaptchaSecretKey: 'the-secret' } });
    const reply = await app.inject({ method: 'GET', url: '/b2c/v1/captcha' });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({ result: { provider: 'recaptcha', siteKey: 'the-site-key', version: 2, size: 'normal' } });
    expect(reply.body).not.toContain('the-secret');
    await app.close();
  });

  it('limits challenges per client', async () => {
    const app = await appFor({ ...ctx, config: { ...ctx.config, rateLimits: true } });
    const get = (ip: string) => app.inject({ method: 'GET', url: '/b2c/v1/captcha', remoteAddress: ip });
    for (let i = 0; i < CAPTCHA_CHALLENGE_LIMIT.max; i++) expect((await get('198.51.100.20')).statusCode).toBe(200);
    const refused = await get('198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await get('198.51.100.21')).statusCode).toBe(200);
    await app.close();
  });
});
