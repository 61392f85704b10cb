import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@bike/server/accounts';

/**
 * Every admin action (issue 15 item 6): who, when, what, on which order, registration or
 * submission, and the subject before and after. Rows are never changed; an admin account that
 * is deleted leaves its actions (admin_id set null, the email kept in `admin_email`).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** e.g. fanzone.approve, fanzone.reject, order.status, registration.approve */
    action: text('action').notNull(),
    /** fanzone-submission, order, bike-registration */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_subject_idx').on(t.subjectType, t.subjectId, t.createdAt), index('admin_audit_time_idx').on(t.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
