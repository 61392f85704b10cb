import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { emailField, NAME_MAX_LENGTH } from '@bike/shared/domain';
import { isUniqueViolation, textProblem, type ServerContext } from '@bike/server/core';
import type { IdTokenClaims } from './oidc-client';
import { hashPassword } from './passwords';
import type { AccountHooks } from './account-hooks';
import { userIdentities, users, type UserRow } from './schema';
import { newOpaqueToken } from './secure-tokens';
import type { SocialProviderName } from './social-config';
import { clearUnprovenAccount, isUnproven } from './unproven-takeover';

/**
 * Which account a verified social identity signs in (issue 14 item 1):
 * 1. a known (provider, subject) signs in the account it is linked to;
 * 2. otherwise an account with the same email is linked, but only when the provider says it
 *    verified the address (email_verified=true): whoever controls the address may control the
 *    account, and the provider has checked that they do. Such a link also activates an account
 *    that was waiting for its activation mail and marks its address verified. Admin accounts are
 *    never linked this way: they keep signing in with their password;
 * 3. otherwise a new, active account is made with the provider's names and an unusable
 *    password (argon2 of 256 random bits nobody keeps; "forgot password" sets a real one). Its
 *    address counts as verified only when the provider said so.
 *
 * Pre-hijacking: someone could make an account for another person's address through a provider
 * that did not verify it, and wait. When the address's owner later proves it by a mailed link
 * (reset, activation, email change: users.email_verified_at moves past the link's creation), an
 * identity linked without the provider's voucher no longer signs in and is removed; the owner's
 * account is theirs alone again. A reset, or a provider vouching for the address (step 2), on an
 * account nobody had proven takes it over: everything it held goes (unproven-takeover.ts).
 */
export type SocialSignIn =
  | { kind: 'signedIn'; user: UserRow; how: 'known' | 'linked' | 'created' }
  | { kind: 'refused'; outcome: 'linkRefused' | 'failed'; reason: string };

// eslint-disable-next-line no-control-regex
const CONTROL_OR_FORMAT = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A name from a token as the shop stores names: one line, no control or direction characters, capped. */
export function cleanName(value: string | undefined): string {
  if (!value) return '';
  const text = value.replace(LONE_SURROGATES, '').normalize('NFC').replace(CONTROL_OR_FORMAT, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, NAME_MAX_LENGTH).join('').trim();
}

/** First and last name from given_name/family_name, else from name, else the address's local part. */
export function namesFrom(claims: Pick<IdTokenClaims, 'name' | 'givenName' | 'familyName'>, email: string): { firstName: string; lastName: string } {
  const full = cleanName(claims.name);
  const [firstWord = '', ...rest] = full.split(' ');
  const firstName = cleanName(claims.givenName) || firstWord || cleanName(email.split('@')[0]) || 'Rider';
  const lastName = cleanName(claims.familyName) || (cleanName(claims.givenName) ? '' : rest.join(' '));
  return { firstName, lastName };
}

/** The token's address normalised (trimmed, lower-cased) and then validated like a registration's. */
export function emailOf(claims: Pick<IdTokenClaims, 'email'>): string | null {
  if (typeof claims.email !== 'string' || textProblem(claims.email)) return null;
  const parsed = v.safeParse(emailField, claims.email);
  return parsed.success ? parsed.output : null;
}

async function linkedAccount(ctx: ServerContext, provider: SocialProviderName, subject: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select({ user: users, identity: userIdentities })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  if (!row) return undefined;
  const { user, identity } = row;
  if (!identity.emailVerified && user.emailVerifiedAt && user.emailVerifiedAt > identity.createdAt) {
    await ctx.db.delete(userIdentities).where(eq(userIdentities.id, identity.id));
    return undefined;
  }
  return user;
}

async function resolve(
  ctx: ServerContext,
  provider: SocialProviderName,
  claims: IdTokenClaims,
  email: string,
  locale: string,
  { hooks, log }: TakeoverContext,
): Promise<SocialSignIn> {
  const known = await linkedAccount(ctx, provider, claims.sub);
  if (known) {
    return known.active ? { kind: 'signedIn', user: known, how: 'known' } : { kind: 'refused', outcome: 'failed', reason: 'linked account is not active' };
  }

  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (existing) {
    if (!claims.emailVerified) return { kind: 'refused', outcome: 'linkRefused', reason: 'address not verified by the provider' };
    if (existing.role === 'admin') return { kind: 'refused', outcome: 'linkRefused', reason: 'admin accounts are not linked' };
    // An account whose address was never proven may have been made by someone else with the
    // owner's address (pre-hijacking): the provider now proves the owner, so whatever that
    // someone set or wrote (the password, sessions, pending links, profile and everything the
    // account holds) goes, in the transaction that links the owner's identity.
    const unusablePassword = isUnproven(existing) ? await hashPassword(newOpaqueToken()) : undefined;
    const linked = await ctx.db.transaction(async (tx) => {
      const [identity] = await tx
        .insert(userIdentities)
        .values({ provider, subject: claims.sub, userId: existing.id, email, emailVerified: true })
        .onConflictDoNothing()
        .returning({ id: userIdentities.id });
      const [row] = identity ? await tx.select().from(users).where(eq(users.id, existing.id)).for('update') : [];
      if (!identity || !row) return undefined;
      const now = new Date();
      const takenOver = isUnproven(row) && unusablePassword !== undefined;
      const afterTakeover = takenOver
        ? await clearUnprovenAccount(tx, row.id, { ...namesFrom(claims, email), locale }, hooks.clearUnprovenElsewhere, identity.id)
        : undefined;
      const [user] = await tx
        .update(users)
        .set({ active: true, emailVerifiedAt: row.emailVerifiedAt ?? now, updatedAt: now, ...(takenOver ? { passwordHash: unusablePassword } : {}) })
        .where(eq(users.id, row.id))
        .returning();
      return { user: user ?? row, afterTakeover };
    });
    // Another request linked this identity a moment ago: sign in what it linked.
    if (!linked) return retryAsKnown(ctx, provider, claims.sub);
    await linked.afterTakeover?.(log);
    return { kind: 'signedIn', user: linked.user, how: 'linked' };
  }

  const passwordHash = await hashPassword(newOpaqueToken());
  const created = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        ...namesFrom(claims, email),
        locale,
        active: true,
        emailVerifiedAt: claims.emailVerified ? new Date() : null,
      })
      .returning();
    await tx.insert(userIdentities).values({ provider, subject: claims.sub, userId: user!.id, email, emailVerified: claims.emailVerified });
    return user!;
  });
  return { kind: 'signedIn', user: created, how: 'created' };
}

async function retryAsKnown(ctx: ServerContext, provider: SocialProviderName, subject: string): Promise<SocialSignIn> {
  const known = await linkedAccount(ctx, provider, subject);
  return known?.active ? { kind: 'signedIn', user: known, how: 'known' } : { kind: 'refused', outcome: 'failed', reason: 'identity linked concurrently' };
}

/** What a sign-in needs when it takes an unproven account over: the other domains' cleaner, a log for file removal. */
export interface TakeoverContext {
  hooks: AccountHooks;
  log: FastifyBaseLogger;
}

export async function accountForSocialIdentity(
  ctx: ServerContext,
  provider: SocialProviderName,
  claims: IdTokenClaims,
  locale: string,
  takeover: TakeoverContext,
): Promise<SocialSignIn> {
  const email = emailOf(claims);
  if (!email) return { kind: 'refused', outcome: 'failed', reason: 'the provider gave no usable email address' };
  try {
    return await resolve(ctx, provider, claims, email, locale, takeover);
  } catch (error) {
    // Two first sign-ins of one person at once (or a registration in between): the second
    // finds what the first made.
    if (!isUniqueViolation(error)) throw error;
    return resolve(ctx, provider, claims, email, locale, takeover);
  }
}
