import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { fromCents, type OrderPaymentMethod, type OrderStatus, type OrderStatusView, type OrderView, type PaymentStatus, type VatReviewStatus } from '@bike/shared/domain';
import type { Db } from '@bike/server/core';
import { orderLines, orders, payments } from './schema';
import type { Tx } from './stock-reservations';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the buyer sees (with the order token or as the signed-in owner; order-access.ts): no
 * personal data beyond the name and the city.
 */
export function toOrderView(order: OrderRow, lines: OrderLineRow[]): OrderView {
  return {
    ...orderHeadline(order),
    transferReference: order.transferReference,
    price: fromCents(order.toPayCents),
    subtotal: fromCents(order.subtotalCents),
    shippingcost: fromCents(order.shippingCents),
    vat: fromCents(order.vatCents),
    vatDeducted: order.vatDeducted,
    vatReview: (order.vatReview as VatReviewStatus | null) ?? null,
    discount: fromCents(order.discountCents),
    currency: order.currency,
    discountcode: order.discountCode,
    shippingMethod: order.shippingMethod as OrderView['shippingMethod'],
    orderlines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        externalitemid: l.externalid,
        quantity: l.quantity,
        item: { title: l.title, image: l.image, itemtype: l.itemtype },
        unitPrice: fromCents(l.unitPriceCents),
        discount: fromCents(l.discountCents),
        total: fromCents(l.totalCents),
      })),
    customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, city: order.shippingAddress.city },
  };
}

/** What anyone holding only the uuid sees (a return from a banking app in another browser). */
export function toOrderStatusView(order: OrderRow): OrderStatusView {
  return { ...orderHeadline(order), limited: true };
}

/** What every view of an order starts with: its numbers, statuses, market and date, nothing personal. */
function orderHeadline(order: OrderRow) {
  return {
    uuid: order.uuid,
    id: order.publicId,
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentMethod: order.paymentMethod as OrderPaymentMethod,
    locale: order.locale,
    brand: order.brand,
    createdAt: order.createdAt.toISOString(),
  };
}

export async function findOrder(db: Db | Tx, uuid: string): Promise<OrderRow | undefined> {
  if (!UUID_PATTERN.test(uuid)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid));
  return row;
}

export async function linesOf(db: Db | Tx, orderUuid: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderUuid, orderUuid)).orderBy(asc(orderLines.position));
}

export async function latestPayment(db: Db | Tx, orderUuid: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderUuid, orderUuid)).orderBy(desc(payments.createdAt)).limit(1);
  return row;
}

export async function orderViewOf(db: Db | Tx, order: OrderRow): Promise<OrderView> {
  return toOrderView(order, await linesOf(db, order.uuid));
}

/**
 * Orders of an account: placed while signed in, or as a guest with the account's email, but
 * the latter only once the account has proven that address by a mailed link (emailVerified).
 */
export async function ordersOfUser(db: Db, user: { id: string; email: string; emailVerified: boolean }): Promise<OrderView[]> {
  const where: SQL | undefined = user.emailVerified
    ? or(eq(orders.userId, user.id), eq(orders.customerEmail, user.email.toLowerCase()))
    : eq(orders.userId, user.id);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(200);
  if (rows.length === 0) return [];
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderUuid, rows.map((r) => r.uuid)));
  return rows.map((r) => toOrderView(r, lines.filter((l) => l.orderUuid === r.uuid)));
}

export const orderByIdempotencyKey = async (db: Db, brand: string, key: string): Promise<OrderRow | undefined> => {
  const [row] = await db.select().from(orders).where(and(eq(orders.brand, brand), eq(orders.idempotencyKey, key)));
  return row;
};
