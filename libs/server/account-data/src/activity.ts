import { sql } from 'drizzle-orm';
import type { ActivityEntry } from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';
import type { AuthenticatedUser } from '@bike/server/accounts';

/** The newest entries shown; older ones stay in the export. */
export const ACTIVITY_LIMIT = 100;

interface Row {
  at: Date | string;
  kind: ActivityEntry['kind'];
  order_id: string | null;
  status: string | null;
  serial: string | null;
  title: string | null;
  fields: string[] | null;
  family: string | null;
}

/**
 * What happened on the account, newest first. Nothing is logged twice for this: a login is the
 * start of a session (its refresh-token family), a logout its revocation, orders and bike
 * registrations come from their tables, and only changes that leave no other trace come from
 * account_events. The session the request came from is marked `current`.
 */
export async function activityOf(db: Db, user: AuthenticatedUser): Promise<ActivityEntry[]> {
  const ownOrders = user.emailVerified ? sql`(o.user_id = ${user.id} or o.customer_email = ${user.email.toLowerCase()})` : sql`o.user_id = ${user.id}`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with sessions as (
        select family_id, min(created_at) as started, max(revoked_at) as ended, bool_and(revoked_at is not null) as closed
          from refresh_tokens where user_id = ${user.id} group by family_id
      )
      select * from (
        select started as at, 'login' as kind, null as order_id, null as status, null as serial, null as title, null::jsonb as fields, family_id::text as family from sessions
        union all
        select ended, 'logout', null, null, null, null, null, family_id::text from sessions where closed
        union all
        select o.created_at, 'order_placed', o.public_id, o.status, null, null, null, null from orders o where ${ownOrders}
        union all
        select r.created_at, 'bike_registered', null, r.status, r.serial, s.title, null, null
          from bike_registrations r left join bike_serials s on s.serial = r.serial where r.user_id = ${user.id}
        union all
        select r.decided_at, 'registration_decided', null, r.status, r.serial, s.title, null, null
          from bike_registrations r left join bike_serials s on s.serial = r.serial where r.user_id = ${user.id} and r.decided_at is not null
        union all
        select e.created_at, e.type, null, null, null, null, e.detail -> 'fields', null from account_events e where e.user_id = ${user.id}
      ) entries
      order by at desc
      limit ${ACTIVITY_LIMIT}`),
  );
  return rows.map((r) => {
    const detail: ActivityEntry['detail'] = {};
    if (r.order_id) detail.orderId = r.order_id;
    if (r.status) detail.status = r.status;
    if (r.serial) detail.serial = r.serial;
    if (r.title) detail.title = r.title;
    if (Array.isArray(r.fields)) detail.fields = r.fields;
    if (r.kind === 'login' && r.family === user.sessionId) detail.current = true;
    return { at: new Date(r.at).toISOString(), kind: r.kind, detail };
  });
}
