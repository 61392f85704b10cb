/**
 * Order and payment statuses (spec point 4). The spec lists the statuses shown to users but not
 * the moves between them; this is the table the API enforces:
 *
 *   pending ──► paid ──► processing ──► production ──► readytoship ──► shipped
 *      │          │           │    └──► stock ───────┘
 *      ▼          ▼           ▼
 *   cancelled  cancelled   cancelled
 *
 * - pending (labelled "Ordered"): placed, waiting for payment (online or bank transfer).
 *   Payment failure or expiry keeps the order pending (the shopper may retry); the shopper or
 *   the expiry may cancel it.
 * - paid: the payment provider confirmed the money. Still cancellable (refund by the shop).
 * - processing: the shop handles the order. From here it is either built (production) or
 *   taken from stock (stock); cancelling is the last chance here.
 * - production / stock: being built, or picked from stock. No cancel: the bike is committed.
 * - readytoship, then shipped (final). cancelled is final too.
 * Staying in the same status is not a move (and is refused like any other forbidden move).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'production', 'stock', 'readytoship', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders whose money is in: paid or further along, never pending or cancelled (revenue, warranty). */
export const SOLD_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'production', 'stock', 'readytoship', 'shipped'];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['production', 'stock', 'cancelled'],
  production: ['readytoship'],
  stock: ['readytoship'],
  readytoship: ['shipped'],
  shipped: [],
  cancelled: [],
};

/**
 * Payment status of an order: `open` (a payment page is waiting), `waiting_transfer` (bank
 * transfer, with a transfer reference), and the outcomes.
 */
export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'cancelled', 'expired', 'waiting_transfer'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_PAYMENT_METHODS = ['online', 'banktransfer'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

export class OrderTransitionError extends Error {
  constructor(readonly from: OrderStatus, readonly to: OrderStatus) {
    super(`An order cannot go from "${from}" to "${to}"`);
    this.name = 'OrderTransitionError';
  }
}

/** Throws OrderTransitionError on a forbidden move (the API turns it into a 409). */
export function assertOrderTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) throw new OrderTransitionError(from, to);
}

/** The shopper may cancel while nothing is paid: a failed, cancelled, expired, open or bank-transfer payment. */
export function canShopperCancel(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return status === 'pending' && paymentStatus !== 'paid';
}

/** A new payment attempt (retry, or pay online instead of by bank transfer) is possible while unpaid. */
export function canRetryPayment(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return status === 'pending' && paymentStatus !== 'paid';
}
