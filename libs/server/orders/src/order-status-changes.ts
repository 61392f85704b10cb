/** An order's status moves after placement: the rider's cancel, and the shop's moves along the status table. */
import { and, eq, inArray } from 'drizzle-orm';
import { assertOrderTransition, canShopperCancel, type OrderStatus, type OrderView } from '@bike/shared/domain';
import { ApiError } from '@bike/server/core';
import { assignSerials } from './bike-serials';
import { mayMailOrderConfirmation } from './order-confirmation-limit';
import { lockOrder, orderNotFound, toConflict } from './order-lock';
import { mailStatusChange, sendQuietly } from './order-mail-sending';
import { findOrder, linesOf, toOrderView, type OrderRow } from './order-view';
import type { OrderChangeOptions, OrdersDeps } from './orders-deps';
import { moneyAllowsMove, paymentNotReceived, paymentStatusesOf } from './paid-move';
import { orders, payments } from './schema';
import { releaseStock, type Tx } from './stock-reservations';

/** POST /consumer/v1/orders/{uuid}/cancel: only unpaid pending orders; the stock goes back. */
export async function cancelOrder(deps: OrdersDeps, uuid: string): Promise<OrderView> {
  if (!(await findOrder(deps.ctx.db, uuid))) throw orderNotFound();
  const view = await deps.ctx.db.transaction(async (tx: Tx) => {
    const order = await lockOrder(tx, uuid);
    if (!canShopperCancel(order.status as OrderStatus, order.paymentStatus as never)) {
      throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled', 'orderNotCancellable');
    }
    try {
      assertOrderTransition(order.status as OrderStatus, 'cancelled');
    } catch (error) {
      toConflict(error);
    }
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.orderUuid, uuid), inArray(payments.status, ['open', 'waiting_transfer'])));
    await releaseStock(tx, uuid);
    const paymentStatus = ['open', 'waiting_transfer'].includes(order.paymentStatus) ? 'cancelled' : order.paymentStatus;
    const [updated] = await tx.update(orders).set({ status: 'cancelled', paymentStatus, updatedAt: new Date() }).where(eq(orders.uuid, uuid)).returning();
    return toOrderView(updated as OrderRow, await linesOf(tx, uuid));
  });
  // Counted with the confirmations to the address: a guest may type anyone's address, and a
  // cancel mail per order would otherwise pass the limit on mails to strangers (issue 29).
  await sendQuietly(deps, async () => {
    const cancelled = await findOrder(deps.ctx.db, uuid);
    if (cancelled && (await mayMailOrderConfirmation(deps, { recipient: cancelled.customer.email, userId: cancelled.userId, orderNumber: cancelled.publicId }))) {
      await mailStatusChange(deps, cancelled, { to: 'cancelled', by: 'rider' });
    }
  });
  return view;
}

/** Moves an order along the status table (admin and fulfilment); 409 on a forbidden move, and on a move to paid without a paid payment (paid-move.ts). */
export async function moveOrderStatus(deps: OrdersDeps, uuid: string, to: OrderStatus, options: OrderChangeOptions = {}): Promise<OrderView> {
  if (!(await findOrder(deps.ctx.db, uuid))) throw orderNotFound();
  const view = await deps.ctx.db.transaction(async (tx: Tx) => {
    const order = await lockOrder(tx, uuid);
    try {
      assertOrderTransition(order.status as OrderStatus, to);
    } catch (error) {
      toConflict(error);
    }
    if (!moneyAllowsMove(to, await paymentStatusesOf(tx, uuid))) throw paymentNotReceived();
    if (to === 'cancelled') {
      await tx.update(payments).set({ status: 'cancelled', updatedAt: new Date() }).where(and(eq(payments.orderUuid, uuid), inArray(payments.status, ['open', 'waiting_transfer'])));
      await releaseStock(tx, uuid);
    }
    const [updated] = await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.uuid, uuid)).returning();
    // The frames get their serials as they leave: the rider registers the bike with one.
    if (to === 'shipped') await assignSerials(tx, order);
    await options.onChanged?.(tx, order, updated as OrderRow);
    return toOrderView(updated as OrderRow, await linesOf(tx, uuid));
  });
  if (to === 'shipped' || to === 'cancelled') await mailStatusChange(deps, uuid, to === 'shipped' ? { to } : { to, by: 'shop' });
  return view;
}
