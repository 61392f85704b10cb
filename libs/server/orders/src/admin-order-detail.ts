import { desc, eq } from 'drizzle-orm';
import { fromCents, ORDER_TRANSITIONS, type AdminOrderDetail, type OrderStatus } from '@bike/shared/domain';
import type { Db } from '@bike/server/core';
import { auditTrailOf } from '@bike/server/audit';
import { payments } from './schema';
import { linesOf, type OrderRow } from './order-view';
import { moneyAllowsMove } from './paid-move';

/** The audit log's subject type for orders (the admin pages read the history by it). */
export const ORDER_SUBJECT = 'order';

/** An order as the admin sees it: all the shop knows, its payments, its moves and its history. */
export async function adminOrderDetail(db: Db, order: OrderRow): Promise<AdminOrderDetail> {
  const [lines, paymentRows, history] = await Promise.all([
    linesOf(db, order.uuid),
    db.select().from(payments).where(eq(payments.orderUuid, order.uuid)).orderBy(desc(payments.createdAt)),
    auditTrailOf(db, ORDER_SUBJECT, order.uuid),
  ]);
  const c = order.customer;
  return {
    uuid: order.uuid,
    id: order.publicId,
    createdAt: order.createdAt.toISOString(),
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as AdminOrderDetail['paymentStatus'],
    paymentMethod: order.paymentMethod as AdminOrderDetail['paymentMethod'],
    brand: order.brand,
    locale: order.locale,
    country: order.shippingAddress.country,
    customer: { firstName: c.firstName, lastName: c.lastName, email: c.email, company: c.company, phone: c.phone, customerType: c.customerType, vatNumber: c.vatNumber },
    total: fromCents(order.toPayCents),
    currency: order.currency,
    lines: lines.reduce((n, l) => n + l.quantity, 0),
    transferReference: order.transferReference,
    subtotal: fromCents(order.subtotalCents),
    discount: fromCents(order.discountCents),
    discountCode: order.discountCode,
    shippingcost: fromCents(order.shippingCents),
    vat: fromCents(order.vatCents),
    vatRate: order.vatRate,
    vatDeducted: order.vatDeducted,
    invoiceAddress: order.invoiceAddress,
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod,
    dealer: order.dealer ?? null,
    remarks: order.remarks,
    orderlines: lines.map((l) => ({
      externalid: l.externalid,
      title: l.title,
      image: l.image,
      itemtype: l.itemtype,
      quantity: l.quantity,
      unitPrice: fromCents(l.unitPriceCents),
      discount: fromCents(l.discountCents),
      total: fromCents(l.totalCents),
      configurationCode: l.configuration?.code ?? null,
    })),
    payments: paymentRows.map((p) => ({
      uuid: p.uuid,
      provider: p.provider,
      status: p.status,
      amount: fromCents(p.amountCents),
      currency: p.currency,
      createdAt: p.createdAt.toISOString(),
      expiresAt: p.expiresAt.toISOString(),
    })),
    // Paid is not offered as a move without the money: a waiting transfer has its own action (transferPayable).
    nextStatuses: ORDER_TRANSITIONS[order.status as OrderStatus].filter((to) => moneyAllowsMove(to, paymentRows.map((p) => p.status))),
    transferPayable: order.status === 'pending' && paymentRows.some((p) => p.status === 'waiting_transfer'),
    history,
  };
}
