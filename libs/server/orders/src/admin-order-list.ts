/**
 * The admin's order list (issue 15 item 3): filters to SQL, one page with its count, and the
 * rows of the CSV export in batches. Every filter has an index behind it (migration
 * 0024_admin_order_indexes), so a page stays fast at 100,000 orders.
 */
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDERS_PAGE_SIZE, fromCents, type AdminOrderRow, type AdminOrdersQuery, type OrderPaymentMethod, type OrderStatus, type PaymentStatus } from '@bike/shared/domain';
import type { Db } from '@bike/server/core';
import { orders } from './schema';
import type { OrderRow } from './order-view';

/** The country an order went to: the shipping address's (an admin thinks in deliveries). */
export const orderCountry = sql<string>`(${orders.shippingAddress}->>'country')`;
const lastNameLower = sql<string>`lower(${orders.customer}->>'lastName')`;

/** A typed text as a LIKE prefix: its wildcards are literal. */
const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An order number typed by an admin (ARD-7K3M9QX2), in any case. */
const ORDER_NUMBER = /^[a-z]{2,4}-[a-z0-9]{4,12}$/i;

/**
 * The search box: an order number finds that order; text with an @ is an email prefix; other
 * text is a prefix of the last name, the email or the order number.
 */
function searchCondition(q: string): SQL | undefined {
  if (ORDER_NUMBER.test(q)) return eq(orders.publicId, q.toUpperCase());
  const lower = q.toLowerCase();
  if (q.includes('@')) return sql`${orders.customerEmail} like ${likePrefix(lower)}`;
  return or(
    sql`${lastNameLower} like ${likePrefix(lower)}`,
    sql`${orders.customerEmail} like ${likePrefix(lower)}`,
    sql`${orders.publicId} like ${likePrefix(q.toUpperCase())}`,
  );
}

/** The WHERE of a filtered list; dates are whole days in UTC (`to` included). */
export function adminOrderWhere(f: Omit<AdminOrdersQuery, 'page' | 'sort' | 'dir'>): SQL | undefined {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return and(
    f.q ? searchCondition(f.q) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.brand ? eq(orders.brand, f.brand) : undefined,
    f.country ? sql`${orderCountry} = ${f.country}` : undefined,
    f.from ? gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(orders.createdAt, nextDay(f.to)) : undefined,
  );
}

function orderBy(f: Pick<AdminOrdersQuery, 'sort' | 'dir'>): SQL[] {
  const column = { createdAt: orders.createdAt, total: orders.toPayCents, status: orders.status, id: orders.publicId }[f.sort ?? 'createdAt'];
  const direction = (f.dir ?? (f.sort && f.sort !== 'createdAt' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  // The uuid breaks ties, so a page boundary never shows one order twice or skips one.
  return [direction(column), direction(orders.uuid)];
}

const listColumns = {
  uuid: orders.uuid,
  publicId: orders.publicId,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  brand: orders.brand,
  locale: orders.locale,
  country: orderCountry,
  customer: orders.customer,
  toPayCents: orders.toPayCents,
  currency: orders.currency,
  // Units of the order, read with its row (order_lines_order_idx): one statement per page.
  units: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_uuid = ${orders.uuid})`,
};
type ListRow = Pick<OrderRow, 'uuid' | 'publicId' | 'createdAt' | 'status' | 'paymentStatus' | 'paymentMethod' | 'brand' | 'locale' | 'customer' | 'toPayCents' | 'currency'> & { country: string; units: number };

function toAdminRow(row: ListRow): AdminOrderRow {
  return {
    uuid: row.uuid,
    id: row.publicId,
    createdAt: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentMethod: row.paymentMethod as OrderPaymentMethod,
    brand: row.brand,
    locale: row.locale,
    country: row.country,
    customer: { firstName: row.customer.firstName, lastName: row.customer.lastName, email: row.customer.email, company: row.customer.company },
    total: fromCents(row.toPayCents),
    currency: row.currency,
    lines: Number(row.units),
  };
}

/** One page of the filtered, sorted list, with the count of all that match. */
export async function adminOrdersPage(db: Db, f: AdminOrdersQuery) {
  const where = adminOrderWhere(f);
  const page = f.page;
  const [rows, [counted]] = await Promise.all([
    db.select(listColumns).from(orders).where(where).orderBy(...orderBy(f)).limit(ADMIN_ORDERS_PAGE_SIZE).offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    orders: (rows as ListRow[]).map(toAdminRow),
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)),
    total,
  };
}

/** How many orders a filter matches (the CSV export refuses more than it can write). */
export async function countAdminOrders(db: Db, f: Omit<AdminOrdersQuery, 'page' | 'sort' | 'dir'>): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(orders).where(adminOrderWhere(f));
  return Number(counted?.n ?? 0);
}

/**
 * The filtered list in batches for the CSV export, in the list's order, paged by keyset on
 * (created_at, uuid) so the thousandth batch costs what the first does.
 */
export async function* adminOrderBatches(db: Db, f: Omit<AdminOrdersQuery, 'page' | 'sort' | 'dir'>, batch = 1000): AsyncGenerator<AdminOrderRow[]> {
  let after: string | null = null;
  for (;;) {
    // The last row's own timestamp from the table: a JS Date would drop its microseconds.
    const keyset: SQL | undefined = after
      ? sql`(${orders.createdAt}, ${orders.uuid}) < (select o.created_at, o.uuid from orders o where o.uuid = ${after}::uuid)`
      : undefined;
    const rows = (await db.select(listColumns).from(orders).where(and(adminOrderWhere(f), keyset)).orderBy(desc(orders.createdAt), desc(orders.uuid)).limit(batch)) as ListRow[];
    if (rows.length === 0) return;
    yield rows.map(toAdminRow);
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.uuid;
  }
}
