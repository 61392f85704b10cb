/**
 * The captcha of the shop's public write forms (spec: "Dealer contact requests need a captcha
 * (version 2, size normal)").
 *
 * Embedded default: a self-hosted proof of work (altcha-lib, SHA-256). The server hands out a
 * signed challenge that expires in ten minutes; the browser finds the counter whose derived key
 * the challenge names (a few thousand SHA-256 rounds, well under a second) and sends back
 * base64(JSON { challenge, solution }). Nothing is stored when a challenge is handed out; a
 * verified solution is spent once (see verifyAltcha).
 *
 * With RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY: Google reCAPTCHA v2, the checkbox of size
 * normal, whose token is checked at RECAPTCHA_VERIFY_URL (Google's siteverify by default).
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { CAPTCHA_RESPONSE_MAX_LENGTH } from '@bike/shared/domain';
import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createChallenge, solveChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ServerConfig } from './config';
import type { Db } from './context';
import { ApiError, badRequest } from './errors';
import { hashedRateKey, rateLimitStoreFor, type RateLimitStore } from './rate-limit-store';
import { serverSecrets } from './schema';

/** How long a challenge can be solved and its solution sent. */
export const CAPTCHA_CHALLENGE_TTL_SECONDS = 600;
export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** How long the reCAPTCHA verify call may take before the answer counts as 'unavailable'. */
export const RECAPTCHA_VERIFY_TIMEOUT_MS = 5000;

/**
 * The work asked of a browser: SHA-256 applied ALTCHA_COST times per counter, for every counter
 * from 0 up to the challenge's, which is drawn from ALTCHA_COUNTER_RANGE. So 6,000 to 14,000
 * digests: 0.16-0.51 s measured with WebCrypto in Node 20 (about 35 µs a digest), about that or
 * less in a desktop browser, up to about a second on a slow phone. node:crypto solves it in ~10 ms:
 * the work slows a script down, the spent-once rule and the rate limits do the rest.
 */
export const ALTCHA_ALGORITHM = 'SHA-256';
export const ALTCHA_COST = 20;
export const ALTCHA_COUNTER_RANGE: readonly [min: number, max: number] = [300, 700];

/** A spent solution is remembered this much longer than its challenge lives (replica clocks may differ). */
const SPENT_MARGIN_SECONDS = 120;

export type CaptchaConfig = Pick<ServerConfig, 'jwtSecret' | 'recaptchaSiteKey' | 'recaptchaSecretKey' | 'recaptchaVerifyUrl'>;

/** What the browser needs to show the captcha (GET /b2c/v1/captcha adds an altcha challenge). */
export type CaptchaSettings = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string; version: 2; size: 'normal' };

/** A signed altcha challenge as the browser gets it: { parameters, signature }. */
export type AltchaChallenge = Challenge;

/** What the browser sends back for the built-in captcha, base64-encoded JSON. */
export interface AltchaPayload {
  challenge: AltchaChallenge;
  solution: Solution;
}

export type CaptchaFailure = 'missing' | 'invalid' | 'expired' | 'replayed' | 'unavailable';
export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaFailure };

/** What verifying needs; a ServerContext is one. */
export interface CaptchaDeps {
  config: CaptchaConfig;
  /**
   * The shop's database: spent solutions are remembered in its shared rate-limit table, and
   * without JWT_SECRET the signing secret is kept in server_secrets.
   */
  db?: Db;
  /** Where spent solutions are remembered instead of the database's store (unit tests). */
  spentSolutions?: RateLimitStore;
  /** The fetch used for reCAPTCHA (tests); the global one by default. */
  fetch?: typeof fetch;
}

/** Fastify's request.log fits. Gets the outcome only: never the secret, never the token. */
export interface CaptchaLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface VerifyCaptchaOptions {
  /** The client's address, passed on to reCAPTCHA (remoteip) when it is an IP address. */
  remoteIp?: string;
  /** reCAPTCHA only: how long the verify call may take (default RECAPTCHA_VERIFY_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Where an unreachable or misconfigured reCAPTCHA is reported. */
  log?: CaptchaLog;
}

const usesRecaptcha = (config: CaptchaConfig): boolean => Boolean(config.recaptchaSiteKey && config.recaptchaSecretKey);

/** Which captcha the browser shows: reCAPTCHA v2 (size normal) when both of its keys are configured, else altcha. */
export function captchaSettings(config: CaptchaConfig): CaptchaSettings {
  return usesRecaptcha(config) ? { provider: 'recaptcha', siteKey: config.recaptchaSiteKey!, version: 2, size: 'normal' } : { provider: 'altcha' };
}

/** A fresh altcha challenge, signed, expiring CAPTCHA_CHALLENGE_TTL_SECONDS after `now` (ms, default the clock). */
export async function createCaptchaChallenge(deps: Pick<CaptchaDeps, 'config' | 'db'>, options: { now?: number } = {}): Promise<AltchaChallenge> {
  const secrets = await captchaSecrets(deps);
  const now = options.now ?? Date.now();
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    // Deterministic mode: the server derives the key of a random counter and signs it, so
    // checking a solution is one HMAC and the browser's work stays within the range.
    counter: randomInt(ALTCHA_COUNTER_RANGE[0], ALTCHA_COUNTER_RANGE[1] + 1),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CAPTCHA_CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

/**
 * Checks a captcha answer once. Altcha: the payload must be well formed, signed by this shop,
 * unexpired, solved, and not spent before (by any replica). reCAPTCHA: Google's verify call
 * must say success; when it cannot be reached in time the answer is 'unavailable'.
 */
export async function verifyCaptcha(deps: CaptchaDeps, response: unknown, options: VerifyCaptchaOptions = {}): Promise<CaptchaVerdict> {
  if (typeof response !== 'string' || response.trim() === '') return refuse('missing');
  if (response.length > CAPTCHA_RESPONSE_MAX_LENGTH) return refuse('invalid');
  return usesRecaptcha(deps.config) ? verifyRecaptcha(deps, response, options) : verifyAltcha(deps, response);
}

const refuse = (reason: CaptchaFailure): CaptchaVerdict => ({ ok: false, reason });

/**
 * verifyCaptcha for a form's route, answered the way every public form answers: 503
 * CAPTCHA_UNAVAILABLE when the check could not be made (the shopper may try again later), 400
 * CAPTCHA_INVALID with an issue on the `captcha` field otherwise. A passed answer is spent.
 */
export async function requireSolvedCaptcha(deps: CaptchaDeps, response: unknown, options: VerifyCaptchaOptions = {}): Promise<void> {
  const verdict = await verifyCaptcha(deps, response, options);
  if (verdict.ok) return;
  if (verdict.reason === 'unavailable') throw new ApiError(503, 'CAPTCHA_UNAVAILABLE', 'The captcha could not be checked. Please try again later');
  throw badRequest('CAPTCHA_INVALID', 'Please confirm that you are not a robot', [{ path: 'captcha', message: `captcha ${verdict.reason}` }]);
}

// ---------------------------------------------------------------------------------------------
// altcha

const hex = (min: number, max: number) => v.pipe(v.string(), v.regex(/^[0-9a-f]*$/), v.minLength(min), v.maxLength(max));
const integer = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** Exactly what createCaptchaChallenge signs and solveChallenge answers; anything else is refused before any crypto. */
const altchaPayloadSchema = v.object({
  challenge: v.object({
    parameters: v.strictObject({
      algorithm: v.literal(ALTCHA_ALGORITHM),
      cost: integer(1, 100_000),
      expiresAt: integer(1, Number.MAX_SAFE_INTEGER),
      keyLength: integer(1, 64),
      keyPrefix: hex(2, 128),
      keySignature: hex(64, 64),
      nonce: hex(16, 64),
      salt: hex(16, 64),
    }),
    signature: hex(64, 64),
  }),
  solution: v.object({
    counter: integer(0, 0xffffffff),
    derivedKey: hex(2, 128),
    time: v.optional(v.number()),
  }),
});

/** base64(JSON { challenge, solution }), the form the browser sends (btoa of the JSON text). */
export function encodeAltchaPayload(payload: AltchaPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

/** The payload inside a response, or null when it is not one (bad base64, bad JSON, wrong shape). */
export function decodeAltchaPayload(response: string): AltchaPayload | null {
  if (response.length > CAPTCHA_RESPONSE_MAX_LENGTH || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(response)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(altchaPayloadSchema, json);
  return parsed.success ? (parsed.output as AltchaPayload) : null;
}

/**
 * Solves a challenge the way the browser does (the browser uses WebCrypto's SHA-256, this
 * node:crypto's: same keys) and answers the payload to send. For tests and tools.
 */
export async function solveAltchaChallenge(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('captcha challenge not solved in time');
  return encodeAltchaPayload({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution });
}

/**
 * A solution verifies once. After the signature, expiry and solution checks pass, the
 * challenge's signature (unique per challenge: random nonce and salt) is counted in the shared
 * rate-limit store under a hashed key, in a window that outlives the challenge. The count is one
 * atomic upsert in the database, so of two replicas verifying the same payload at once exactly
 * one sees 1; every later attempt sees more and is 'replayed'. Ended windows go with the
 * rate-limit sweep, by which time the challenge has expired anyway.
 */
async function verifyAltcha(deps: CaptchaDeps, response: string): Promise<CaptchaVerdict> {
  const payload = decodeAltchaPayload(response);
  if (!payload) return refuse('invalid');
  const secrets = await captchaSecrets(deps);
  let checked: Awaited<ReturnType<typeof verifySolution>>;
  try {
    checked = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
  } catch {
    return refuse('invalid');
  }
  if (checked.expired) return refuse('expired');
  if (!checked.verified) return refuse('invalid');

  const expiresAt = payload.challenge.parameters.expiresAt!;
  const lives = Math.min(CAPTCHA_CHALLENGE_TTL_SECONDS, Math.max(0, expiresAt - Math.floor(Date.now() / 1000)));
  const store = deps.spentSolutions ?? rateLimitStoreFor(requireDb(deps));
  const uses = await store.hit(hashedRateKey('captcha-spent', payload.challenge.signature!), lives + SPENT_MARGIN_SECONDS);
  return uses.count === 1 ? { ok: true } : refuse('replayed');
}

interface CaptchaSecrets {
  signature: string;
  keySignature: string;
}

/**
 * The altcha HMAC keys, derived from JWT_SECRET (HMAC-SHA-256 of fixed labels) so no new secret
 * needs configuring. Without JWT_SECRET (the embedded default) the base is a random value made
 * once and kept in server_secrets, shared by every replica; never an empty or well-known key.
 */
async function captchaSecrets(deps: Pick<CaptchaDeps, 'config' | 'db'>): Promise<CaptchaSecrets> {
  const base = deps.config.jwtSecret || (await storedCaptchaSecret(requireDb(deps)));
  const derive = (label: string) => createHmac('sha256', base).update(label).digest('base64url');
  return { signature: derive('bike-shop/captcha/challenge-signature/v1'), keySignature: derive('bike-shop/captcha/key-signature/v1') };
}

const storedSecrets = new WeakMap<Db, Promise<string>>();

function storedCaptchaSecret(db: Db): Promise<string> {
  let secret = storedSecrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db, 'captcha');
    storedSecrets.set(db, secret);
    // A failed load (database not ready) must not poison later calls.
    secret.catch(() => storedSecrets.delete(db));
  }
  return secret;
}

async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(48).toString('base64url') }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}

function requireDb(deps: Pick<CaptchaDeps, 'db'>): Db {
  if (!deps.db) throw new Error('captcha: a database is needed (spent solutions, and the signing secret without JWT_SECRET)');
  return deps.db;
}

// ---------------------------------------------------------------------------------------------
// reCAPTCHA v2

/** Google's error codes that mean the shop's own request or keys are wrong, not the shopper's answer. */
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

/**
 * POSTs secret, response and remoteip (form-encoded) to the verify URL. Neither the secret nor
 * the token is ever logged; a warning names only the status or the error kind.
 */
async function verifyRecaptcha(deps: CaptchaDeps, token: string, options: VerifyCaptchaOptions): Promise<CaptchaVerdict> {
  if (!/^[\x21-\x7e]+$/.test(token)) return refuse('invalid');
  const form = new URLSearchParams({ secret: deps.config.recaptchaSecretKey!, response: token });
  if (options.remoteIp && isIP(options.remoteIp)) form.set('remoteip', options.remoteIp);
  const fetchImpl = deps.fetch ?? fetch;
  let answer: unknown;
  try {
    const reply = await fetchImpl(deps.config.recaptchaVerifyUrl || DEFAULT_RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      redirect: 'error',
      // Covers the body too: a server that answers headers and then stalls is cut off as well.
      signal: AbortSignal.timeout(options.timeoutMs ?? RECAPTCHA_VERIFY_TIMEOUT_MS),
    });
    if (!reply.ok) {
      await reply.body?.cancel().catch(() => undefined);
      options.log?.warn({ status: reply.status }, 'reCAPTCHA verify call failed');
      return refuse('unavailable');
    }
    answer = await reply.json();
  } catch (error) {
    const kind = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : error instanceof SyntaxError ? 'bad-json' : 'network';
    options.log?.warn({ kind }, 'reCAPTCHA verify call failed');
    return refuse('unavailable');
  }
  if (!answer || typeof answer !== 'object' || typeof (answer as { success?: unknown }).success !== 'boolean') {
    options.log?.warn({ kind: 'bad-answer' }, 'reCAPTCHA verify call failed');
    return refuse('unavailable');
  }
  const { success, 'error-codes': errorCodes } = answer as { success: boolean; 'error-codes'?: unknown };
  if (success) return { ok: true };
  const codes = Array.isArray(errorCodes) ? errorCodes.filter((c): c is string => typeof c === 'string').slice(0, 5) : [];
  if (codes.some((c) => CONFIGURATION_ERRORS.has(c))) {
    options.log?.warn({ errorCodes: codes }, 'reCAPTCHA refused the shop\'s verify call (check RECAPTCHA_SECRET_KEY)');
    return refuse('unavailable');
  }
  // Too old, or already verified once (Google does not say which).
  if (codes.includes('timeout-or-duplicate')) return refuse('expired');
  return refuse('invalid');
}
