import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import { accountTokens } from './schema';
import { hashToken, newOpaqueToken } from './secure-tokens';

export type OneTimePurpose = 'activation' | 'password_reset';

/** How long a mailed link works: activation a week (mail can sit unread), reset one hour. */
const LIFETIME_SECONDS: Record<OneTimePurpose, number> = {
  activation: 7 * 24 * 3600,
  password_reset: 3600,
};

export async function createOneTimeToken(db: Db, userId: string, purpose: OneTimePurpose): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIFETIME_SECONDS[purpose] * 1000),
  });
  return token;
}

/**
 * Marks a token used and returns its user, in one statement so a link works exactly once
 * even when clicked twice at the same moment. Undefined for unknown, used or expired tokens.
 */
export async function consumeOneTimeToken(db: Db, token: string, purpose: OneTimePurpose): Promise<string | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Once one link of a kind worked, the other outstanding links of that kind stop working. */
export async function retireOneTimeTokens(db: Db, userId: string, purpose: OneTimePurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
