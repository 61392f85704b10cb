import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_AUDIT_PAGE_SIZE,
  type AdminAuditAction,
  type AdminAuditEntry,
  type AdminAuditPage,
  type AdminAuditQuery,
  type AdminAuditSubject,
} from '@bike/shared/domain/admin-audit';
import { rowsOf, type Db } from '@bike/server/core';

/** A typed text as a LIKE pattern that contains it: its wildcards are literal. */
const likeContaining = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The subjects' names as an admin knows them. The log keeps only a subject's type and id (it is
 * written by the libraries that own the subjects, which depend on this one), so the page's read
 * joins their tables by name: an order's number, a registration's frame number, a photo's
 * caption, an account's email. A subject removed since (a deleted account) has no name.
 */
const SUBJECTS = sql`
  from admin_audit_log a
  left join orders o on a.subject_type = 'order' and o.uuid::text = a.subject_id
  left join bike_registrations r on a.subject_type = 'bike-registration' and r.id::text = a.subject_id
  left join fanzone_submissions f on a.subject_type = 'fanzone-submission' and f.id::text = a.subject_id
  left join users u on a.subject_type = 'user' and u.id::text = a.subject_id`;

const LABEL = sql`coalesce(o.public_id, r.serial, f.caption, u.email)`;

/** The WHERE of a filtered log; dates are whole days in UTC (`to` included). */
function auditWhere(f: Omit<AdminAuditQuery, 'page'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.who) conditions.push(sql`a.admin_email ilike ${likeContaining(f.who)}`);
  if (f.action) conditions.push(sql`a.action = ${f.action}`);
  if (f.subject) conditions.push(sql`a.subject_type = ${f.subject}`);
  if (f.target) {
    // An order number in any case, a frame number typed with spaces, an email in any case, or the id itself.
    const target = f.target;
    conditions.push(sql`(a.subject_id = ${target} or o.public_id = ${target.toUpperCase()} or r.serial = ${target.replace(/[\s-]/g, '')} or lower(u.email) = ${target.toLowerCase()})`);
  }
  if (f.from) conditions.push(sql`a.created_at >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to) conditions.push(sql`a.created_at < (${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  return sql.join(conditions, sql` and `);
}

interface AuditRow {
  id: string;
  created_at: Date | string;
  admin_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One page of the log, newest first (ties by id, so pages never overlap), with the count of all that match. */
export async function adminAuditPage(db: Db, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const where = auditWhere(query);
  const [counted] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n ${SUBJECTS} where ${where}`));
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / ADMIN_AUDIT_PAGE_SIZE));
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`
      select a.id, a.created_at, a.admin_email, a.action, a.subject_type, a.subject_id, ${LABEL} as label, a.before, a.after
      ${SUBJECTS}
      where ${where}
      order by a.created_at desc, a.id desc
      limit ${ADMIN_AUDIT_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_AUDIT_PAGE_SIZE}`),
  );
  return {
    entries: rows.map(
      (r): AdminAuditEntry => ({
        id: r.id,
        at: new Date(r.created_at).toISOString(),
        admin: r.admin_email,
        action: r.action as AdminAuditAction,
        subject: { type: r.subject_type as AdminAuditSubject, id: r.subject_id, label: r.label },
        before: r.before,
        after: r.after,
      }),
    ),
    page: query.page,
    pages,
    total,
  };
}
