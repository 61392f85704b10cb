/**
 * English texts of the sandbox payment page (sandbox-page.ts), which stands in for a payment
 * provider's hosted page and so speaks the order's language. `{id}` is the order's number,
 * `{amount}` the amount as the order's locale writes it.
 */
export const en = {
  'title': 'Test payment {id}',
  'heading': 'Test payment',
  'order': 'Order',
  'amount': 'Amount',
  'status': 'Payment status',
  'intro': 'This is a test payment page. No money moves. Choose the outcome of the payment.',
  'pay': 'Pay {amount}',
  'fail': 'Fail',
  'cancel': 'Cancel',
  'closed': 'This payment is closed and can no longer be changed.',
  'back': 'Back to the order',
  'status.open': 'Open',
  'status.paid': 'Paid',
  'status.failed': 'Failed',
  'status.cancelled': 'Cancelled',
  'status.expired': 'Expired',
  'status.waiting_transfer': 'Waiting for the transfer',
};

export type SandboxPageMessages = Record<keyof typeof en, string>;
