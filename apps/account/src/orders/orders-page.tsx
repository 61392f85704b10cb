import { useState } from 'react';
import { useIntl } from 'react-intl';
import { canRetryPayment, canShopperCancel, type OrderView, type PostalAddressView } from '@bike/shared/domain';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, ConfirmDialog, EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { useErrorText } from '../use-error-text';
import { useAccountCall } from '../warranty/use-account-call';
import { formatDay } from '../warranty/warranty-line';

/** One order: number, date, status and total at a glance; lines, totals and actions on opening. */
function OrderCard({ order: initial }: { order: OrderView }) {
  const intl = useIntl();
  const { api } = useShop();
  const errorText = useErrorText();
  const [order, setOrder] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Cancelling cannot be undone: asked in the page (the shared ConfirmDialog), not in a browser dialog.
  const [asking, setAsking] = useState(false);
  const t = useT();
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: order.currency });
  const waitingTransfer = order.paymentMethod === 'banktransfer' && order.paymentStatus !== 'paid' && order.status === 'pending';

  const cancel = async () => {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      setOrder(await api.post<OrderView>(`/consumer/v1/orders/${order.uuid}/cancel`));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="order-card" data-testid="account-order">
      <details>
        <summary className="order-card__summary">
          <span className="order-card__number">{t('account.orderNumber', { id: order.id })}</span>
          <span className="order-card__date">{formatDay(intl, order.createdAt.slice(0, 10))}</span>
          <span className={`status-badge status-badge--order-${order.status}`}>{t(`orders.status.${order.status}`)}</span>
          <span className="order-card__total">{money(order.price)}</span>
        </summary>
        <div className="order-card__body">
          <ul className="order-card__lines">
            {order.orderlines.map((line, i) => (
              <li key={`${line.externalitemid}-${i}`}>
                {line.item.image ? <img src={line.item.image} alt="" width={96} height={60} loading="lazy" /> : <span />}
                <span>
                  {line.quantity} × {line.item.title}
                  {line.size && <span className="order-card__size">{t('orders.size', { size: line.size })}</span>}
                </span>
                <span>{money(line.total)}</span>
              </li>
            ))}
          </ul>
          <OrderPlaces order={order} />
          <dl className="spec-list">
            <dt>{t('orders.subtotal')}</dt><dd>{money(order.subtotal)}</dd>
            {order.discount > 0 && <><dt>{t('orders.discount')}</dt><dd>− {money(order.discount)}</dd></>}
            <dt>{t('orders.shipping')}</dt><dd>{money(order.shippingcost)}</dd>
            <dt>{t('orders.vat')}</dt><dd>{money(order.vat)}</dd>
            <dt>{t('orders.total')}</dt><dd>{money(order.price)}</dd>
            <dt>{t('orders.payment')}</dt><dd>{t(`orders.payment.${order.paymentMethod}`)}</dd>
            {waitingTransfer && order.transferReference && <><dt>{t('orders.reference')}</dt><dd data-testid="transfer-reference">{order.transferReference}</dd></>}
          </dl>
          {error && <p className="error-box" role="alert">{error}</p>}
          <p className="order-card__actions">
            {canRetryPayment(order.status, order.paymentStatus) && (
              <ShopLink className="btn" to={`checkout/order/${order.uuid}`}>{t(waitingTransfer ? 'orders.payOnline' : 'orders.payAgain')}</ShopLink>
            )}
            {canShopperCancel(order.status, order.paymentStatus) && <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy}>{t('orders.cancel')}</Button>}
          </p>
          {asking && (
            <ConfirmDialog
              question={t('orders.cancelConfirm', { id: order.id })}
              confirmLabel={t('orders.cancelYes')}
              cancelLabel={t('orders.cancelNo')}
              busy={busy}
              onCancel={() => setAsking(false)}
              onConfirm={() => void cancel()}
            />
          )}
        </div>
      </details>
    </li>
  );
}

/**
 * Where the order goes and who is invoiced (issue 32 item 14): a dealer-pickup order is collected
 * at the dealer (name and address); the home address is the invoice address, never shown as a
 * delivery address.
 */
function OrderPlaces({ order }: { order: OrderView }) {
  const t = useT();
  const name = `${order.customer.firstName} ${order.customer.lastName}`;
  const pickup = order.delivery.method === 'DEALER' ? order.delivery.dealer : null;
  return (
    <div className="order-card__places">
      {pickup ? (
        <section data-testid="order-pickup">
          <h3>{t('orders.pickupAt')}</h3>
          <address>
            <strong>{pickup.name}</strong>
            {pickup.address?.lines.map((line) => <span key={line}>{line}</span>)}
          </address>
          {pickup.slug && <ShopLink to={`dealers/${pickup.slug}`}>{t('orders.dealerPage')}</ShopLink>}
        </section>
      ) : order.delivery.method === 'CONSUMER' ? (
        <section data-testid="order-delivery-address">
          <h3>{t('orders.deliveryAddress')}</h3>
          <PostalAddress name={name} address={order.delivery.address} />
        </section>
      ) : null}
      <section data-testid="order-invoice-address">
        <h3>{t('orders.invoiceAddress')}</h3>
        <PostalAddress name={name} company={order.customer.company} address={order.invoiceAddress} />
      </section>
    </div>
  );
}

function PostalAddress({ name, company, address }: { name: string; company?: string | null; address: PostalAddressView }) {
  return (
    <address>
      <span>{name}</span>
      {company && <span>{company}</span>}
      {address.lines.map((line) => <span key={line}>{line}</span>)}
    </address>
  );
}

/** /account/orders: the user's orders, newest first (GET /consumer/v1/orders). */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'account.orders' }),
  Component: () => {
    const errorText = useErrorText();
    const call = useAccountCall<OrderView[]>('/consumer/v1/orders');
    const t = useT();
    return (
      <div className="page account-page">
        <PageHeader title={t('account.orders')} />
        {call.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {call.state === 'failed' && <p className="error-box" role="alert">{errorText(call.error)}</p>}
        {call.state === 'done' && call.data.length === 0 && (
          <EmptyState title={t('account.noOrders')}><ShopLink className="btn" to="shop">{t('orders.startShopping')}</ShopLink></EmptyState>
        )}
        {call.state === 'done' && call.data.length > 0 && <ul className="order-list">{call.data.map((o) => <OrderCard key={o.uuid} order={o} />)}</ul>}
      </div>
    );
  },
});
