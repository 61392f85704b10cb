import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  fromCents, type OrderDelivery, type OrderPaymentMethod, type OrderStatus, type OrderStatusView, type OrderView, type PaymentStatus, type PickupDealerView,
  type PostalAddressView, type VatReviewStatus,
} from '@bike/shared/domain';
import type { Db } from '@bike/server/core';
import { addressLines } from '@bike/server/catalogue';
import { orderLines, orders, payments, type StoredAddress } from './schema';
import { orderDetailsOf, type OrderDetails } from './order-details';
import type { Tx } from './stock-reservations';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the buyer sees (with the order token, as the signed-in owner, or after a guest's lookup by
 * order number and email; order-access.ts, order-lookup.ts): the lines with their sizes, the
 * amounts, where the order goes (the delivery address, or the dealer it is collected at) and the
 * invoice address. Never the email address or phone number: the view is shown on screens and
 * the buyer knows those. `details` (order-details.ts) adds what the order row does not hold;
 * without it sizes come from custom builds only and a pickup dealer has its name only.
 */
export function toOrderView(order: OrderRow, lines: OrderLineRow[], details: OrderDetails = {}): OrderView {
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
        // A custom bike's build names its size; a catalogue line names one of the item's sizes.
        size: (l.sizeId !== null ? details.sizes?.get(l.sizeId) : undefined) ?? (l.configuration?.choices?.['size'] || null),
        unitPrice: fromCents(l.unitPriceCents),
        discount: fromCents(l.discountCents),
        total: fromCents(l.totalCents),
      })),
    customer: { firstName: order.customer.firstName, lastName: order.customer.lastName, city: order.shippingAddress.city, company: order.customer.company ?? null },
    delivery: deliveryOf(order, details.dealer ?? null),
    invoiceAddress: postalAddressView(order.invoiceAddress),
  };
}

export const postalAddressView = (a: StoredAddress): PostalAddressView => ({
  street: a.street,
  number: a.number,
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
  lines: addressLines(a),
});

/**
 * A dealer-pickup order goes to the dealer: its shipping address column holds the shopper's
 * invoice address (the checkout copies it), which is not where the bike goes, so it is not shown.
 */
function deliveryOf(order: OrderRow, dealer: PickupDealerView | null): OrderDelivery {
  if (order.shippingMethod !== 'DEALER') return { method: 'CONSUMER', address: postalAddressView(order.shippingAddress) };
  return { method: 'DEALER', dealer: dealer ?? { name: order.dealer?.name ?? order.dealer?.customerid ?? '', address: null, phone: null, slug: null } };
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
  const lines = await linesOf(db, order.uuid);
  const details = await orderDetailsOf(db, [order], lines);
  return toOrderView(order, lines, details.get(order.uuid));
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
  const details = await orderDetailsOf(db, rows, lines);
  return rows.map((r) => toOrderView(r, lines.filter((l) => l.orderUuid === r.uuid), details.get(r.uuid)));
}

export const orderByIdempotencyKey = async (db: Db, brand: string, key: string): Promise<OrderRow | undefined> => {
  const [row] = await db.select().from(orders).where(and(eq(orders.brand, brand), eq(orders.idempotencyKey, key)));
  return row;
};
