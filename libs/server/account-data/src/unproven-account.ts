import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@bike/server/core';
import type { UnprovenAccountCleaner } from '@bike/server/accounts';
import { concepts } from '@bike/server/configurator';
import { fanzoneSubmissions } from '@bike/server/fanzone';
import { jobApplications } from '@bike/server/jobs';
import { endSubscriptionsAskedBy } from '@bike/server/newsletter';
import { orders } from '@bike/server/orders';
import { uploads, type UploadStore } from '@bike/server/uploads';
import { bikeRegistrations } from '@bike/server/warranty';
import { removeStoredFiles } from './stored-files';

/**
 * Every column of the shop that refers to a user, and what happens to its rows when the owner
 * of an address takes over the account someone else made with it before it was proven (issue 29
 * item 10; the accounts module's unproven-takeover.ts clears its own tables and calls the cleaner
 * below for the rest, in one transaction). A spec compares this list with the database's
 * catalogue, so a new column that refers to a user cannot be added without deciding here.
 */
export const USER_COLUMNS: Readonly<Record<string, string>> = {
  'refresh_tokens.user_id': 'deleted (accounts): the sessions',
  'account_tokens.user_id': 'deleted (accounts): pending activation, reset and email-change links',
  'authorization_codes.user_id': 'deleted (accounts): PKCE codes',
  'user_identities.user_id': 'deleted (accounts), except the identity the owner proved with',
  'account_events.user_id': 'deleted (accounts): the activity of the unproven account',
  'concepts.user_id': 'deleted: saved concepts',
  'fanzone_submissions.user_id': 'deleted: fan-zone photos',
  'job_applications.user_id': 'deleted: job applications (the mail to the jobs mailbox went already)',
  'bike_registrations.user_id': 'deleted: bike registrations (their serials are free again)',
  'uploads.owner_id': 'deleted, with the stored files after the commit',
  'orders.user_id': 'detached: orders stay as accounting records, as when an account is deleted',
  'newsletter_subscriptions.user_id': 'ended and detached: subscriptions the account asked for',
  'admin_audit_log.admin_id': 'kept: written by admins only, and an unproven account is never one',
  'fanzone_submissions.decided_by': 'kept: written by admins only, and an unproven account is never one',
};

/**
 * The columns of the database that refer to a user, as `table.column`: foreign keys to users.id,
 * and uuid columns named for a user or an owner that have none (orders and newsletter
 * subscriptions outlive their account). USER_COLUMNS is held to this list by its spec.
 */
export async function columnsReferringToUsers(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select cl.relname || '.' || a.attname as name
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f' and c.confrelid = to_regclass('users')
      union
      select table_name || '.' || column_name from information_schema.columns
       where table_schema = current_schema() and data_type = 'uuid' and (column_name like '%user_id' or column_name = 'owner_id')
`),
  );
  return rows.map((r) => r.name).sort();
}

/**
 * Clears what an unproven account wrote outside the accounts module, in the takeover's
 * transaction: its photos, concepts, registrations, applications and files go, its orders are
 * detached, its newsletter subscriptions end. Answers the upload rows whose files to remove.
 */
export async function clearUnprovenAccountData(tx: Db, userId: string): Promise<Array<{ storageKey: string; kind: 'image' | 'pdf' }>> {
  await tx.delete(fanzoneSubmissions).where(eq(fanzoneSubmissions.userId, userId));
  await tx.delete(jobApplications).where(eq(jobApplications.userId, userId));
  await tx.delete(bikeRegistrations).where(eq(bikeRegistrations.userId, userId));
  await tx.delete(concepts).where(eq(concepts.userId, userId));
  const files = await tx.delete(uploads).where(eq(uploads.ownerId, userId)).returning({ storageKey: uploads.storageKey, kind: uploads.kind });
  await tx.update(orders).set({ userId: null }).where(eq(orders.userId, userId));
  await endSubscriptionsAskedBy(tx, userId);
  return files;
}

/** The cleaner the API gives the accounts module: the rows in the transaction, the files after it. */
export function unprovenAccountCleaner(store: UploadStore): UnprovenAccountCleaner {
  return async (tx, userId) => {
    const files = await clearUnprovenAccountData(tx, userId);
    return (log) => removeStoredFiles(store, files, log, 'an account taken over by its address\'s owner');
  };
}
