import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import { accountTokens } from './schema';
import { hashToken, newOpaqueToken } from './secure-tokens';

export type OneTimePurpose = 'activation' | 'password_reset' | 'email_change';

/**
 * How long a mailed link works: activation a week (mail can sit unread), reset one hour, a new
 * email address a day (long enough to open another mailbox, short for a change nobody wanted).
 */
export const LIFETIME_SECONDS: Record<OneTimePurpose, number> = {
  activation: 7 * 24 * 3600,
  password_reset: 3600,
  email_change: 24 * 3600,
};

/** `newEmail` only for email_change: the address the link will confirm. */
export async function createOneTimeToken(db: Db, userId: string, purpose: OneTimePurpose, newEmail?: string): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIFETIME_SECONDS[purpose] * 1000),
    newEmail: newEmail ?? null,
  });
  return token;
}

const usable = (token: string, purpose: OneTimePurpose) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/**
 * The user of a token that would still work, without using it up: lets a reset refuse a weak
 * new password without burning the link, so the user can pick another one.
 */
export async function peekOneTimeToken(db: Db, token: string, purpose: OneTimePurpose): Promise<string | undefined> {
  const [row] = await db.select({ userId: accountTokens.userId }).from(accountTokens).where(usable(token, purpose));
  return row?.userId;
}

/**
 * Marks a token used and returns its user (and, for email_change, the address it confirms), in
 * one statement so a link works exactly once even when clicked twice at the same moment.
 * Undefined for unknown, used or expired tokens.
 */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
): Promise<{ userId: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row;
}

/** Once one link of a kind worked (or a newer one was mailed), the other outstanding links of that kind stop working. */
export async function retireOneTimeTokens(db: Db, userId: string, purpose: OneTimePurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** The address an email change waits to confirm, if a link for one is still outstanding. */
export async function pendingEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email_change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${accountTokens.createdAt} desc`)
    .limit(1);
  return row?.newEmail ?? null;
}
