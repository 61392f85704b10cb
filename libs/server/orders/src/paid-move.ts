import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@bike/shared/domain';
import { ApiError } from '@bike/server/core';
import { payments } from './schema';
import type { Tx } from './stock-reservations';

/**
 * An order is paid when its money is (issue 29 item 11): a payment of the order that is paid, by
 * the provider's word or by the admin's 'bank transfer received' action, which marks the waiting
 * transfer and the order paid in one audited transaction. A status move alone never makes an
 * order paid, so the books cannot say paid while the transfer still waits.
 */
export const paymentNotReceived = () =>
  new ApiError(
    409,
    'PAYMENT_NOT_RECEIVED',
    "This order has no paid payment. Mark a waiting bank transfer with 'Bank transfer received'.",
    'paymentNotReceived',
  );

/** Whether a move to `to` is allowed with these payments (any move but to paid is, as far as money goes). */
export const moneyAllowsMove = (to: OrderStatus, paymentStatuses: readonly string[]): boolean => to !== 'paid' || paymentStatuses.includes('paid');

/** The statuses of an order's payments, read in the move's transaction. */
export async function paymentStatusesOf(tx: Tx, orderUuid: string): Promise<string[]> {
  const rows: Array<{ status: string }> = await tx.select({ status: payments.status }).from(payments).where(eq(payments.orderUuid, orderUuid));
  return rows.map((r) => r.status);
}
