import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bike/server/core';
import { users } from '@bike/server/accounts';
import { uploads, type UploadStore } from '@bike/server/uploads';
import { unsubscribeAddress } from '@bike/server/newsletter';
import { removeStoredFiles } from './stored-files';

/**
 * Deletes an account (issue 14 item 3). Newsletter subscriptions of the address end. Orders
 * stay, detached from the account: they are the
 * shop's accounting records and keep the buyer's name and address as invoices must; everything
 * else goes with the user row (sessions, tokens, registrations, upload rows, events cascade).
 * Stored files are removed after the rows, best effort: a file left behind is unreachable, since
 * no row names it any more.
 */
export async function deleteAccount(db: Db, store: UploadStore, userId: string, log: FastifyBaseLogger): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    // The user row is locked first: an upload finishing meanwhile waits, then fails on the
    // missing owner, so no file is stored that the list below would miss.
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) return null;
    const files = await tx.delete(uploads).where(eq(uploads.ownerId, userId)).returning({ storageKey: uploads.storageKey, kind: uploads.kind });
    await tx.execute(sql`update orders set user_id = null where user_id = ${userId}`);
    // No more mail to the address: its subscriptions stay only as the record that consent ended.
    await unsubscribeAddress(tx as unknown as Db, account.email);
    await tx.delete(users).where(eq(users.id, userId));
    return { files };
  });
  if (!outcome) return false;
  await removeStoredFiles(store, outcome.files, log, 'a deleted account');
  return true;
}
