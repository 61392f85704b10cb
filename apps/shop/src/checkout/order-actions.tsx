import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { canRetryPayment, canShopperCancel, type OrderView } from '@bike/shared/domain';
import { Button } from '@bike/shared/ui';

/**
 * Pay again and cancel, where the order's rules allow them (order-status.ts: both only while the
 * order is pending and unpaid; the server checks the same and the buyer's proof). Cancelling
 * cannot be undone, so it asks first, in the page rather than in a browser dialog: the question
 * names the order, keyboard focus moves to it and back, and a screen reader announces it
 * (alertdialog).
 */
export function OrderActions({ order, busy, onPay, onCancel }: { order: OrderView; busy: boolean; onPay: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) cancelButton.current?.focus();
  }, [confirming]);

  const payable = canRetryPayment(order.status, order.paymentStatus);
  const cancellable = canShopperCancel(order.status, order.paymentStatus);
  if (!payable && !cancellable) return null;
  const transfer = order.paymentStatus === 'waiting_transfer';
  const failed = order.paymentStatus === 'failed' || order.paymentStatus === 'cancelled' || order.paymentStatus === 'expired';

  if (confirming) {
    return (
      <div className="order-confirm" role="alertdialog" aria-labelledby="order-cancel-question" aria-modal="false">
        <p id="order-cancel-question">{t('order.cancelConfirm', { id: order.id })}</p>
        <div className="checkout-actions">
          {/* Plain buttons where focus is moved to them (the shared Button takes no ref). */}
          <button type="button" className="btn btn--secondary" ref={keep} onClick={() => setConfirming(false)}>{t('order.cancelNo')}</button>
          <Button
            data-testid="confirm-cancel"
            disabled={busy}
            onClick={() => {
              asked.current = false;
              setConfirming(false);
              onCancel();
            }}
          >
            {t('order.cancelYes')}
          </Button>
        </div>
      </div>
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
          onClick={() => {
            asked.current = true;
            setConfirming(true);
          }}
        >
          {t('checkout.cancelOrder')}
        </button>
      )}
    </div>
  );
}
