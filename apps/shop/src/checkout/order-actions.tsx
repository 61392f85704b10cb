import { useRef, useState } from 'react';
import { canRetryPayment, canShopperCancel, type OrderView } from '@bike/shared/domain';
import { Button, ConfirmDialog } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';

/**
 * Pay again and cancel, where the order's rules allow them (order-status.ts: both only while the
 * order is pending and unpaid; the server checks the same and the buyer's proof). Cancelling
 * cannot be undone, so it asks first, in the page rather than in a browser dialog (the shared
 * ConfirmDialog: it names the order, takes the focus and gives it back, Escape goes back).
 */
export function OrderActions({ order, busy, onPay, onCancel }: { order: OrderView; busy: boolean; onPay: () => void; onCancel: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const payable = canRetryPayment(order.status, order.paymentStatus);
  const cancellable = canShopperCancel(order.status, order.paymentStatus);
  if (!payable && !cancellable) return null;
  const transfer = order.paymentStatus === 'waiting_transfer';
  const failed = order.paymentStatus === 'failed' || order.paymentStatus === 'cancelled' || order.paymentStatus === 'expired';

  if (confirming) {
    return (
      <ConfirmDialog
        className="order-confirm"
        question={t('order.cancelConfirm', { id: order.id })}
        cancelLabel={t('order.cancelNo')}
        confirmLabel={t('order.cancelYes')}
        busy={busy}
        returnFocusTo={cancelButton}
        confirmTestId="confirm-cancel"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
      />
    );
  }

  return (
    <div className="checkout-actions order-actions">
      {payable && (
        <Button onClick={onPay} disabled={busy} data-testid={transfer ? 'pay-online' : 'retry-payment'}>
          {t(transfer ? 'checkout.payOnline' : failed ? 'checkout.retryPayment' : 'order.payNow')}
        </Button>
      )}
      {cancellable && (
        <button
          type="button"
          className="btn btn--secondary"
          ref={cancelButton}
          disabled={busy}
          data-testid="cancel-order"
          onClick={() => setConfirming(true)}
        >
          {t('checkout.cancelOrder')}
        </button>
      )}
    </div>
  );
}
