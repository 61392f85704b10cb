/**
 * An order's payments: where the shopper returns, how long a transfer holds, the payment row and
 * the provider's page, a retry, and the outcome of a payment (webhook, sandbox page, expiry).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { assertOrderTransition, canRetryPayment, safeRedirectPath, type OrderStatus, type PaymentLink } from '@bike/shared/domain';
import { ApiError } from '@bike/server/core';
import { lockOrder, orderNotFound } from './order-lock';
import { mailStatusChange, sendQuietly } from './order-mail-sending';
import { orderPaidMail } from './order-mails';
import { reservationLines, reserveOrderStock } from './order-stock';
import { findOrder, orderViewOf, type OrderRow, type PaymentRow } from './order-view';
import type { OrderChangeOptions, OrdersDeps, PaymentOutcome } from './orders-deps';
import { orders, payments } from './schema';
import { dealerIdFor, hasActiveReservation, releaseStock, type Tx } from './stock-reservations';

/** Where the shopper lands after paying: the asked same-origin path, else the order page. */
export function returnPath(order: Pick<OrderRow, 'uuid' | 'locale' | 'redirectPath'>): string {
  // Checked again on the way out: a row stored before the normalised check must not leave the site.
  const base = safeRedirectPath(order.redirectPath) ?? `/${order.locale}/checkout/order/${order.uuid}`;
  const url = new URL(base, 'http://shop.invalid');
  url.searchParams.set('order', order.uuid);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * How long a bank-transfer order holds its stock: BANK_TRANSFER_DAYS for an order placed by a
 * signed-in (so activated) account, BANK_TRANSFER_GUEST_DAYS for a guest, whom nothing ties to
 * the order: an anonymous order must not keep bikes off the shelf for a week.
 */
export const bankTransferDaysFor = (deps: Pick<OrdersDeps, 'config'>, order: Pick<OrderRow, 'userId'>): number =>
  order.userId ? deps.config.bankTransferDays : deps.config.bankTransferGuestDays;

/** Inserts an open payment row for an order; the provider page is created after the commit. */
export async function insertPayment(tx: Tx, deps: OrdersDeps, order: OrderRow, method: 'online' | 'banktransfer', now: Date): Promise<PaymentRow> {
  const expiresAt =
    method === 'online'
      ? new Date(now.getTime() + deps.config.paymentExpiryMinutes * 60_000)
      : new Date(now.getTime() + bankTransferDaysFor(deps, order) * 86_400_000);
  const [row] = await tx
    .insert(payments)
    .values({
      orderUuid: order.uuid,
      provider: method === 'online' ? deps.provider.name : 'banktransfer',
      status: method === 'online' ? 'open' : 'waiting_transfer',
      amountCents: order.toPayCents,
      currency: order.currency,
      expiresAt,
    })
    .returning();
  return row as PaymentRow;
}

/** Asks the provider for the payment page; a provider failure fails the payment (stock released). */
export async function startProviderPayment(deps: OrdersDeps, order: OrderRow, payment: PaymentRow): Promise<PaymentLink> {
  if (payment.provider === 'banktransfer') return { url: returnPath(order), uuid: payment.uuid };
  if (payment.checkoutUrl) return { url: payment.checkoutUrl, uuid: payment.uuid };
  const origin = deps.ctx.config.publicOrigin.replace(/\/+$/, '');
  try {
    const created = await deps.provider.createPayment({
      paymentUuid: payment.uuid,
      orderPublicId: order.publicId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      locale: order.locale,
      description: `Order ${order.publicId}`,
      webhookUrl: `${origin}/payments/webhook`,
      returnUrl: `${origin}${returnPath(order)}`,
    });
    await deps.ctx.db.update(payments).set({ checkoutUrl: created.url, providerRef: created.providerRef, updatedAt: new Date() }).where(eq(payments.uuid, payment.uuid));
    return { url: created.url, uuid: payment.uuid };
  } catch (error) {
    deps.log.error({ err: error }, 'payment provider refused to create a payment');
    await applyPaymentOutcome(deps, payment.uuid, 'failed');
    throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment service is not available. Please try again.', 'paymentProviderError');
  }
}

/**
 * GET /consumer/v1/orders/{uuid}/retry: a new online payment for an unpaid order (after a
 * failure, or to pay online instead of by bank transfer). Earlier open payments are closed;
 * released stock is reserved again (409 when it is gone meanwhile).
 */
export async function retryPayment(deps: OrdersDeps, uuid: string, redirect: string | null): Promise<PaymentLink> {
  if (!(await findOrder(deps.ctx.db, uuid))) throw orderNotFound();
  const { order, payment } = await deps.ctx.db.transaction(async (tx: Tx) => {
    const order = await lockOrder(tx, uuid);
    if (!canRetryPayment(order.status as OrderStatus, order.paymentStatus as never)) {
      throw new ApiError(409, 'ORDER_NOT_PAYABLE', order.paymentStatus === 'paid' ? 'This order is already paid' : 'This order can no longer be paid', 'orderNotPayable');
    }
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.orderUuid, uuid), inArray(payments.status, ['open', 'waiting_transfer'])));
    if (!(await hasActiveReservation(tx, uuid))) {
      const dealer = order.dealer ? await dealerIdFor(tx, order.dealer.customerid) : null;
      await reserveOrderStock(tx, uuid, await reservationLines(tx, uuid), dealer?.id ?? null);
    }
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: 'open', paymentMethod: 'online', updatedAt: new Date(), ...(redirect ? { redirectPath: redirect } : {}) })
      .where(eq(orders.uuid, uuid))
      .returning();
    const payment = await insertPayment(tx, deps, updated as OrderRow, 'online', new Date());
    return { order: updated as OrderRow, payment };
  });
  return startProviderPayment(deps, order, payment);
}

/**
 * The outcome of one payment (webhook, sandbox page, expiry). Only an open payment changes; a
 * second outcome for the same payment is ignored. Paid moves the order pending → paid; the
 * other outcomes release the stock and leave the order pending, so the shopper can retry or
 * cancel. Returns what changed, for the caller's mail.
 */
export async function applyPaymentOutcome(
  deps: OrdersDeps,
  paymentUuid: string,
  outcome: PaymentOutcome,
  options: OrderChangeOptions = {},
): Promise<{ changed: boolean; order: OrderRow | null }> {
  const result = await deps.ctx.db.transaction(async (tx: Tx) => {
    const [found] = await tx.select({ orderUuid: payments.orderUuid }).from(payments).where(eq(payments.uuid, paymentUuid));
    if (!found) return { changed: false, order: null };
    // Order row first, then the payment: the same lock order as retry and cancel.
    const order = await lockOrder(tx, found.orderUuid);
    const [payment] = await tx.select().from(payments).where(eq(payments.uuid, paymentUuid)).for('update');
    // Open payments take any outcome. Money is never dropped: a payment that expired (the
    // provider was late) or was cancelled while its provider page stayed open (superseded by a
    // retry, or the order was cancelled) may still turn out paid.
    const lateMoney = outcome === 'paid' && !!payment && ['expired', 'cancelled'].includes(payment.status);
    const settleable = !!payment && (['open', 'waiting_transfer'].includes(payment.status) || lateMoney);
    if (!settleable) {
      if (outcome === 'paid' && payment && payment.status !== 'paid') {
        deps.log.warn({ order: order.publicId, payment: paymentUuid, status: payment.status }, 'payment received for a payment that had failed: refund needed');
      }
      return { changed: false, order };
    }
    await tx.update(payments).set({ status: outcome, updatedAt: new Date() }).where(eq(payments.uuid, paymentUuid));
    if (order.status !== 'pending') {
      if (outcome === 'paid') deps.log.warn({ order: order.publicId, payment: paymentUuid }, 'payment received for an order that is not pending: refund needed');
      return { changed: false, order };
    }
    if (outcome === 'paid') {
      // Money for an order whose units went back to stock (late payment after expiry): take them again.
      if (!(await hasActiveReservation(tx, order.uuid))) {
        const dealer = order.dealer ? await dealerIdFor(tx, order.dealer.customerid) : null;
        try {
          await tx.execute(sql`savepoint rereserve`);
          await reserveOrderStock(tx, order.uuid, await reservationLines(tx, order.uuid), dealer?.id ?? null);
          await tx.execute(sql`release savepoint rereserve`);
        } catch (error) {
          await tx.execute(sql`rollback to savepoint rereserve`);
          deps.log.warn({ err: error, order: order.publicId }, 'late payment for sold-out units: order cancelled, refund needed');
          assertOrderTransition('pending', 'cancelled');
          const [cancelled] = await tx.update(orders).set({ status: 'cancelled', paymentStatus: 'paid', updatedAt: new Date() }).where(eq(orders.uuid, order.uuid)).returning();
          return { changed: true, order: cancelled as OrderRow };
        }
      }
      assertOrderTransition('pending', 'paid');
      // Paid through one payment: the order's other open payments (an older page paid late, or a
      // newer retry) can no longer be used, so the expiry sweep and the sandbox page leave them.
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(payments.orderUuid, order.uuid), inArray(payments.status, ['open', 'waiting_transfer']), ne(payments.uuid, paymentUuid)));
      const [paid] = await tx.update(orders).set({ status: 'paid', paymentStatus: 'paid', updatedAt: new Date() }).where(eq(orders.uuid, order.uuid)).returning();
      await options.onChanged?.(tx, order, paid as OrderRow);
      return { changed: true, order: paid as OrderRow };
    }
    await releaseStock(tx, order.uuid);
    const [updated] = await tx.update(orders).set({ paymentStatus: outcome, updatedAt: new Date() }).where(eq(orders.uuid, order.uuid)).returning();
    return { changed: true, order: updated as OrderRow };
  });
  if (result.changed && outcome === 'paid' && result.order?.status === 'paid') {
    const order = result.order;
    const view = await orderViewOf(deps.ctx.db, order);
    await sendQuietly(deps, async () => deps.ctx.mailer.send(await orderPaidMail(deps.ctx, view, order.customer.email)));
  }
  // Money that came too late for units sold meanwhile: the order was cancelled, the buyer is told and refunded.
  if (result.changed && outcome === 'paid' && result.order?.status === 'cancelled') await mailStatusChange(deps, result.order, { to: 'cancelled', by: 'soldOut' });
  return result;
}
