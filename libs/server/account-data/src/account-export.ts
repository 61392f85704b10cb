import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@bike/server/core';
import { accountEvents, toAccountUser, users, type AuthenticatedUser } from '@bike/server/accounts';
import { ordersOfUser } from '@bike/server/orders';
import { uploads } from '@bike/server/uploads';
import { bikeRegistrations } from '@bike/server/warranty';
import { newsletterSubscriptionsOf } from '@bike/server/newsletter';

/**
 * Everything the shop holds about the account, as one JSON document the user downloads before
 * deleting it (issue 14 item 3, GDPR's right of access). Secrets never leave: no password hash,
 * no token hashes, no storage keys.
 */
export async function accountExport(db: Db, user: AuthenticatedUser) {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  if (!row) return null;
  const sessions = rowsOf<{ started: Date; ended: Date | null }>(
    await db.execute(sql`select min(created_at) as started, max(revoked_at) as ended from refresh_tokens where user_id = ${user.id} group by family_id order by 1 desc`),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...toAccountUser(row), emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() },
    orders: await ordersOfUser(db, user),
    bikeRegistrations: (await db.select().from(bikeRegistrations).where(eq(bikeRegistrations.userId, user.id)).orderBy(desc(bikeRegistrations.createdAt))).map((r) => ({
      id: r.id, serialNumber: r.serial, brand: r.brand, status: r.status, rejectionReason: r.rejectionReason, rejectionNote: r.rejectionNote, purchaseDate: r.purchaseDate,
      proofOfPurchase: r.proofUploadId, previouslyBoughtCount: r.previouslyBoughtCount, newsletter: r.newsletter, instagramName: r.instagramName,
      photos: r.photoIds, contestEntry: r.contestEntry, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
    })),
    uploads: (await db.select().from(uploads).where(eq(uploads.ownerId, user.id))).map((u) => ({
      id: u.id, purpose: u.purpose, kind: u.kind, contentType: u.contentType, width: u.width, height: u.height, bytes: u.bytes, name: u.originalName, visibility: u.visibility, createdAt: u.createdAt.toISOString(),
    })),
    sessions: sessions.map((s) => ({ started: new Date(s.started).toISOString(), ended: s.ended ? new Date(s.ended).toISOString() : null })),
    newsletter: await newsletterSubscriptionsOf(db, row.email),
    events: (await db.select().from(accountEvents).where(eq(accountEvents.userId, user.id)).orderBy(desc(accountEvents.createdAt))).map((e) => ({ type: e.type, detail: e.detail, at: e.createdAt.toISOString() })),
  };
}
