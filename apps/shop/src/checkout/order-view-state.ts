import type { OrderView } from '@bike/shared/domain';

/**
 * What the order page shows for an order (spec point 4, bank transfer; spec point 8, payment
 * failure): paid (thank you), waiting for a bank transfer, payment failed (retry or cancel),
 * cancelled, or still pending (the payment provider has not called back yet: poll a few times).
 */
export type OrderScreen = 'paid' | 'waitingTransfer' | 'paymentFailed' | 'cancelled' | 'pending';

export function orderScreen(order: Pick<OrderView, 'status' | 'paymentStatus'>): OrderScreen {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.paymentStatus === 'paid' || order.status !== 'pending') return 'paid';
  if (order.paymentStatus === 'waiting_transfer') return 'waitingTransfer';
  if (order.paymentStatus === 'failed' || order.paymentStatus === 'cancelled' || order.paymentStatus === 'expired') return 'paymentFailed';
  return 'pending';
}

/** Polling of a pending payment: a few tries, then the page offers "check again". */
export const ORDER_POLL_INTERVAL_MS = 2000;
export const ORDER_POLL_TRIES = 5;

/**
 * The shop's bank details for a transfer. Fictional: the shop has no real account; the
 * reference (from the order) is what matches the payment to the order.
 */
export const TRANSFER_ACCOUNT = {
  iban: 'BE68 5390 0754 7034',
  bic: 'ARDNBE2B',
} as const;
