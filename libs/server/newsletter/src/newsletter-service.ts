import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandKey } from '@bike/shared/domain';
import { ApiError, badRequest, parseInput, RateLimiter, sharedLimiterOptions, type Db, type RateLimiterOptions, type ServerContext } from '@bike/server/core';
import {
  NEWSLETTER_SOURCES,
  newsletterSubscribeSchema,
  type NewsletterLang,
  type NewsletterSource,
  type NewsletterStatus,
  type NewsletterSubscribeInput,
  type NewsletterType,
} from './newsletter-input';
import { CONFIRM_LINK_DAYS, optInMail, welcomeMail } from './newsletter-mails';
import { hashToken, linkTokens } from './newsletter-tokens';
import { newsletterSubscriptions as subs, type NewsletterSubscriptionRow } from './schema';

/** Subscribe calls per address an hour, whatever its state: at most this many opt-in mails reach anyone. */
export const SUBSCRIBES_PER_EMAIL_PER_HOUR = 5;
/** Subscribe calls per client address an hour. */
export const SUBSCRIBES_PER_IP_PER_HOUR = 30;
/** Unknown or broken link tokens per client address per 15 minutes; then 429 for any token. */
export const TOKEN_MISSES_PER_IP = 30;
/** A second subscribe within this time mails the same opt-in link again, so both mails work. */
const SAME_LINK_HOURS = 24;

export function createNewsletterLimiters(options: RateLimiterOptions) {
  return {
    subscribePerEmail: new RateLimiter('newsletter-email', { max: SUBSCRIBES_PER_EMAIL_PER_HOUR, windowSeconds: 3600 }, options),
    subscribePerIp: new RateLimiter('newsletter-ip', { max: SUBSCRIBES_PER_IP_PER_HOUR, windowSeconds: 3600 }, options),
    tokenMisses: new RateLimiter('newsletter-token-misses', { max: TOKEN_MISSES_PER_IP, windowSeconds: 15 * 60 }, options),
  };
}
export type NewsletterLimiters = ReturnType<typeof createNewsletterLimiters>;

/** Spec point 8's "newsletter subscribe failure": the form shows its text with a manual signup link. */
export const newsletterSubscribeError = () =>
  new ApiError(503, 'NEWSLETTER_SUBSCRIBE_ERROR', 'You could not be subscribed to the newsletter. Please try again later or sign up manually.', 'newsletterSubscribeError');

export const newsletterLinkInvalid = () =>
  new ApiError(400, 'NEWSLETTER_LINK_INVALID', 'This link is invalid or has expired.', 'invalidLink');

/**
 * What a mail failure may leave in the log: the error's class and codes, never its message
 * (an SMTP server's answer often quotes the recipient's address).
 */
function logMailFailure(log: FastifyBaseLogger | undefined, error: unknown, what: string): void {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; constructor?: { name?: string } };
  log?.error({ mailError: { type: e.constructor?.name ?? typeof error, code: typeof e.code === 'string' ? e.code : undefined, responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined } }, what);
}

type ValidSubscription = NewsletterSubscribeInput & { brand: BrandKey };

export interface SubscriptionOutcome {
  /** Always pending to the outside: the answer is the same for known and unknown addresses. */
  status: 'pending';
  /** Whether an opt-in mail went out (false: the address is already subscribed to this list). */
  mailed: boolean;
}

/**
 * The subscribe step after validation and rate limits: a new or unsubscribed address becomes
 * pending and gets an opt-in mail, a pending one gets the mail again (the same link within a
 * day), a subscribed one gets nothing. A failing mail is 503 NEWSLETTER_SUBSCRIBE_ERROR.
 */
export async function startSubscription(
  ctx: ServerContext,
  input: ValidSubscription,
  source: NewsletterSource,
  userId: string | null,
  log?: FastifyBaseLogger,
): Promise<SubscriptionOutcome> {
  const tokens = await linkTokens(ctx);
  const now = new Date();
  const id = randomUUID();
  const [inserted] = await ctx.db
    .insert(subs)
    .values({
      id,
      email: input.email,
      brand: input.brand,
      type: input.type,
      lang: input.lang,
      firstName: input.firstName,
      lastName: input.lastName,
      status: 'pending',
      confirmTokenHash: hashToken(tokens.confirm(id, now)),
      confirmSentAt: now,
      unsubscribeTokenHash: hashToken(tokens.unsubscribe(id)),
      source,
      userId,
    })
    .onConflictDoNothing({ target: [subs.email, subs.brand, subs.type] })
    .returning();

  let row: NewsletterSubscriptionRow | undefined = inserted;
  if (!row) {
    const [existing] = await ctx.db.select().from(subs).where(and(eq(subs.email, input.email), eq(subs.brand, input.brand), eq(subs.type, input.type)));
    if (!existing) throw new Error('newsletter subscription vanished between insert and select');
    if (existing.status === 'subscribed') {
      // Nothing to mail and nothing to change: an anonymous caller must not rewrite a confirmed subscription.
      if (userId && !existing.userId) await ctx.db.update(subs).set({ userId }).where(eq(subs.id, existing.id));
      return { status: 'pending', mailed: false };
    }
    const recent = existing.status === 'pending' && existing.confirmTokenHash !== null && existing.confirmSentAt !== null && existing.confirmSentAt.getTime() > now.getTime() - SAME_LINK_HOURS * 3600_000;
    const sentAt = recent ? existing.confirmSentAt! : now;
    [row] = await ctx.db
      .update(subs)
      .set({
        status: 'pending',
        confirmTokenHash: hashToken(tokens.confirm(existing.id, sentAt)),
        confirmSentAt: sentAt,
        // The same value unless the key changed (JWT_SECRET rotated): then the new one from now on.
        unsubscribeTokenHash: hashToken(tokens.unsubscribe(existing.id)),
        lang: input.lang,
        firstName: input.firstName,
        lastName: input.lastName,
        source,
        userId: userId ?? existing.userId,
        updatedAt: now,
      })
      // A confirmation that landed in between wins: no opt-in mail for a subscribed address.
      .where(and(eq(subs.id, existing.id), ne(subs.status, 'subscribed')))
      .returning();
    if (!row) return { status: 'pending', mailed: false };
  }

  try {
    await ctx.mailer.send(optInMail(ctx.config, row, { confirm: tokens.confirm(row.id, row.confirmSentAt!), unsubscribe: tokens.unsubscribe(row.id) }));
  } catch (error) {
    logMailFailure(log, error, 'newsletter opt-in mail could not be sent');
    throw newsletterSubscribeError();
  }
  return { status: 'pending', mailed: true };
}

export interface SubscriptionRequest {
  email: string;
  brand: BrandKey;
  type?: NewsletterType;
  lang?: NewsletterLang;
  firstName?: string | null;
  lastName?: string | null;
  source: NewsletterSource;
  /** The signed-in account asking for its own address. */
  userId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * For other modules (the bike registration's newsletter tick, the account settings): the same
 * as POST /b2c/v1/newsletter/subscribe, double opt-in included, and counted against the same
 * per-address limit (429 TOO_MANY_REQUESTS beyond it). Throws 400 for invalid input and 503
 * NEWSLETTER_SUBSCRIBE_ERROR when the opt-in mail fails; callers that must not fail on the
 * newsletter catch those.
 */
export async function requestSubscription(ctx: ServerContext, request: SubscriptionRequest, log?: FastifyBaseLogger): Promise<SubscriptionOutcome> {
  const { source, userId, ...fields } = request;
  const input = parseInput(newsletterSubscribeSchema, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
  if (!input.brand) throw badRequest('VALIDATION_ERROR', 'brand: Brand is required', [{ path: 'brand', message: 'Brand is required' }]);
  if (!v.is(v.picklist(NEWSLETTER_SOURCES), source)) throw badRequest('VALIDATION_ERROR', `source: Source is invalid (expected ${NEWSLETTER_SOURCES.join(', ')})`);
  if (userId != null && !UUID.test(userId)) throw badRequest('VALIDATION_ERROR', 'userId: User id is invalid');
  await createNewsletterLimiters(sharedLimiterOptions(ctx)).subscribePerEmail.consume(input.email);
  return startSubscription(ctx, { ...input, brand: input.brand }, source, userId ?? null, log);
}

const confirmable = (now: Date): SQL => and(eq(subs.status, 'pending'), gt(subs.confirmSentAt, new Date(now.getTime() - CONFIRM_LINK_DAYS * 86_400_000)))!;

/** The row an opt-in token opens, while it is confirmable or already confirmed; undefined otherwise. Changes nothing. */
export async function findByConfirmToken(db: Db, token: string): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db.select().from(subs).where(eq(subs.confirmTokenHash, hashToken(token)));
  if (!row) return undefined;
  if (row.status === 'subscribed') return row;
  const open = row.status === 'pending' && row.confirmSentAt !== null && row.confirmSentAt.getTime() > Date.now() - CONFIRM_LINK_DAYS * 86_400_000;
  return open ? row : undefined;
}

export type ConfirmOutcome = { kind: 'confirmed' | 'already'; row: NewsletterSubscriptionRow } | { kind: 'invalid' };

/**
 * Confirms the subscription of an opt-in token (one statement, so two clicks at once confirm
 * once) and sends the welcome mail; a second confirmation answers `already`.
 */
export async function confirmSubscription(ctx: ServerContext, token: string, log?: FastifyBaseLogger): Promise<ConfirmOutcome> {
  const now = new Date();
  const hash = hashToken(token);
  const [row] = await ctx.db
    .update(subs)
    .set({ status: 'subscribed', confirmedAt: now, updatedAt: now })
    .where(and(eq(subs.confirmTokenHash, hash), confirmable(now)))
    .returning();
  if (!row) {
    const [existing] = await ctx.db.select().from(subs).where(eq(subs.confirmTokenHash, hash));
    return existing?.status === 'subscribed' ? { kind: 'already', row: existing } : { kind: 'invalid' };
  }
  try {
    const tokens = await linkTokens(ctx);
    await ctx.mailer.send(welcomeMail(ctx.config, row, tokens.unsubscribe(row.id)));
  } catch (error) {
    // The subscription stands; the welcome is a courtesy.
    logMailFailure(log, error, 'newsletter welcome mail could not be sent');
  }
  return { kind: 'confirmed', row };
}

/** The row an unsubscribe token names, in any state; undefined for unknown tokens. Changes nothing. */
export async function findByUnsubscribeToken(db: Db, token: string): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db.select().from(subs).where(eq(subs.unsubscribeTokenHash, hashToken(token)));
  return row;
}

const unsubscribedNow = (now: Date) => ({ status: 'unsubscribed' as const, unsubscribedAt: now, confirmTokenHash: null, updatedAt: now });

/** Unsubscribes the subscription of a mailed token at once; idempotent. Undefined for unknown tokens. */
export async function unsubscribeByToken(db: Db, token: string): Promise<NewsletterSubscriptionRow | undefined> {
  const hash = hashToken(token);
  const [row] = await db
    .update(subs)
    .set(unsubscribedNow(new Date()))
    .where(and(eq(subs.unsubscribeTokenHash, hash), ne(subs.status, 'unsubscribed')))
    .returning();
  return row ?? (await findByUnsubscribeToken(db, token));
}

/** The address's state on a brand's list: `none` when it never asked. */
export async function newsletterStatusOf(db: Db, email: string, brand: string, type: NewsletterType = 'consumer'): Promise<NewsletterStatus | 'none'> {
  const [row] = await db
    .select({ status: subs.status })
    .from(subs)
    .where(and(eq(subs.email, email.trim().toLowerCase()), eq(subs.brand, brand), eq(subs.type, type)));
  return row?.status ?? 'none';
}

/**
 * Unsubscribes an address from every list of a brand (or of every brand without one), e.g.
 * when its account is deleted or its owner asks in the account settings. Pending opt-in links
 * stop working. Answers how many subscriptions changed; 0 when there was nothing to leave.
 */
export async function unsubscribeAddress(db: Db, email: string, brand?: string, type?: NewsletterType): Promise<number> {
  const rows = await db
    .update(subs)
    .set(unsubscribedNow(new Date()))
    .where(
      and(
        eq(subs.email, email.trim().toLowerCase()),
        brand ? eq(subs.brand, brand) : undefined,
        type ? eq(subs.type, type) : undefined,
        ne(subs.status, 'unsubscribed'),
      ),
    )
    .returning({ id: subs.id });
  return rows.length;
}

/**
 * Ends the subscriptions an account asked for, when that account turns out not to have been its
 * address's owner's (an unproven account taken over, issue 29 item 10): they stop (pending links
 * too), forget the account and the names it gave, and stay only as the record that consent ended.
 */
export async function endSubscriptionsAskedBy(db: Db, userId: string): Promise<void> {
  const now = new Date();
  const forgotten = { userId: null, firstName: null, lastName: null, updatedAt: now };
  await db.update(subs).set({ ...unsubscribedNow(now), ...forgotten }).where(and(eq(subs.userId, userId), ne(subs.status, 'unsubscribed')));
  await db.update(subs).set(forgotten).where(eq(subs.userId, userId));
}

/** An address's subscriptions without their token hashes: for the account's data export. */
export async function newsletterSubscriptionsOf(db: Db, email: string) {
  return db
    .select({
      brand: subs.brand,
      type: subs.type,
      lang: subs.lang,
      firstName: subs.firstName,
      lastName: subs.lastName,
      status: subs.status,
      source: subs.source,
      createdAt: subs.createdAt,
      confirmedAt: subs.confirmedAt,
      unsubscribedAt: subs.unsubscribedAt,
    })
    .from(subs)
    .where(eq(subs.email, email.trim().toLowerCase()))
    .orderBy(subs.brand, subs.type);
}
