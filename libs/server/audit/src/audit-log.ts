import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import type { AdminAccountChange } from '@bike/server/accounts';
import { adminAuditLog } from './schema';

/**
 * One admin action as the log keeps it. The shape is the accounts library's (it cannot import
 * this one: the log's table refers to its users), so the two never drift apart.
 */
export type AdminAction = AdminAccountChange;

/** Records an admin action; call it in the transaction that makes the change, so both or neither stay. */
export async function recordAdminAction(db: Db, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.admin.id,
    adminEmail: entry.admin.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before,
    after: entry.after,
  });
}

/** What admins did to one subject, oldest first (for its history on the admin pages). */
export async function auditTrailOf(db: Db, subjectType: string, subjectId: string) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.subjectType, subjectType), eq(adminAuditLog.subjectId, subjectId)))
    .orderBy(asc(adminAuditLog.createdAt))
    .limit(200);
  return rows.map((r) => ({ id: r.id, admin: r.adminEmail, action: r.action, before: r.before, after: r.after, at: r.createdAt.toISOString() }));
}
