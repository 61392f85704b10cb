import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bike/server/core';
import { accountEvents, accountTokens, authorizationCodes, refreshTokens, userIdentities, users, type UserRow } from './schema';

/**
 * Taking over an unproven account (pre-hijacking, issue 29 item 10). Anyone can make the account
 * of an address they cannot read mail for: a registration (profile, phone, addresses), or a
 * social sign-in through a provider that did not vouch for the address, whose session can write
 * everything a rider can. When the address's owner later proves it, the account becomes theirs,
 * and nothing the unproven account wrote may stay: not the password or sessions, not the profile,
 * not the photos, concepts, registrations or orders attached to it. Two proofs take an account
 * over: a password reset from the mailed link, and a social sign-in whose provider vouches for
 * the address. (Activation is not one: its link is the registration's own completion, and an
 * inactive account holds nothing but its registration; the mail tells whoever did not register
 * to ignore it.) The proof's transaction runs this, so the account is clean when it is theirs.
 */

/** Work left for after the commit: files in the upload store cannot be rolled back. */
export type AfterTakeover = (log: FastifyBaseLogger) => Promise<void>;

/**
 * Clears what the unproven account wrote in the shop's other domains, in the takeover's
 * transaction (account-data's, wired by the API: the accounts module sits below those domains).
 */
export type UnprovenAccountCleaner = (tx: Db, userId: string) => Promise<AfterTakeover | void>;

/** Whether nobody ever proved the account's address by a mailed link or a vouching provider. */
export const isUnproven = (user: Pick<UserRow, 'emailVerifiedAt'>): boolean => user.emailVerifiedAt === null;

/** What the owner's account starts with: names only when the proof brought some (a provider's). */
export interface FreshProfile {
  firstName: string;
  lastName: string;
  locale: string;
}

/** The profile of a takeover by a reset link, which knows nothing of the owner but the address. */
export const BLANK_PROFILE: FreshProfile = { firstName: '', lastName: '', locale: 'en_INT' };

/**
 * Empties the account for its owner: profile fields back to the fresh profile, sessions,
 * pending links, PKCE codes, the activity of the unproven account and its social identities gone
 * (except `keepIdentity`, the one the owner just proved with), then the other domains through
 * `elsewhere`. Sessions and events are deleted rather than revoked, so the owner's activity page
 * shows none of the squatter's sign-ins. The caller sets the password and the verified address.
 */
export async function clearUnprovenAccount(
  tx: Db,
  userId: string,
  fresh: FreshProfile,
  elsewhere: UnprovenAccountCleaner | undefined,
  keepIdentity?: string,
): Promise<AfterTakeover | undefined> {
  await tx
    .update(users)
    .set({ ...fresh, phone: null, birthday: null, gender: null, addresses: {}, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await tx.delete(authorizationCodes).where(eq(authorizationCodes.userId, userId));
  await tx.delete(accountEvents).where(eq(accountEvents.userId, userId));
  await tx.delete(userIdentities).where(and(eq(userIdentities.userId, userId), keepIdentity ? ne(userIdentities.id, keepIdentity) : undefined));
  return (await elsewhere?.(tx, userId)) ?? undefined;
}
