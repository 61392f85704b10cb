import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiClientError, cancelOrder, fetchOrder, retryOrderPayment } from '@bike/shared/api-client';
import { isLimitedOrderView, type OrderStatusView, type OrderView } from '@bike/shared/domain';
import { formatPrice } from '@bike/shared/i18n';
import { definePage, ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { cartAtom, markCartFailedAtom, storageRestoredAtom, useAtomValue, useSetAtom } from '@bike/shared/store';
import { Button, EmptyState, PageHeader, PageSkeleton } from '@bike/shared/ui';
import { StepIndicator } from '../checkout/step-indicator';
import { clearIdempotencyKey } from '../checkout/idempotency';
import { useCompleteOrder } from '../checkout/order-completion';
import { orderReturnPath } from '../checkout/order-payload';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_TRIES, orderScreen, TRANSFER_ACCOUNT } from '../checkout/order-view-state';
import { paymentRedirect } from '../checkout/place-order';
import { orderTokenFor, takeTokenFromFragment } from '../checkout/order-token';

type Load =
  | { kind: 'loading' }
  | { kind: 'loaded'; order: OrderView }
  /** Without the order token (another browser, no mail link) and not the owner: status only. */
  | { kind: 'limited'; order: OrderStatusView }
  | { kind: 'notFound' }
  | { kind: 'error' };

/**
 * /checkout/order/{id} (also ?order={uuid}, where the payment page sends the shopper back):
 * the order's payment outcome. Paid goes on to /success; a bank transfer shows the transfer
 * details with "pay online instead"; a failed payment offers retry or cancel; a payment the
 * provider has not confirmed yet is polled a few times. Retry, cancel and the order's details
 * need the buyer's order token (kept by order-token.ts since placement, or from the mail link's
 * #token= fragment) or the account that placed the order; without either, the status only.
 */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.checkout.title', descriptionKey: 'page.checkout.description' }),
  Component: () => {
    const intl = useIntl();
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const { api, locale, brandName } = useShop();
    const params = useParams();
    const [search] = useSearchParams();
    const navigate = useNavigate();
    const href = useLocaleHref();
    const cart = useAtomValue(cartAtom);
    const restored = useAtomValue(storageRestoredAtom);
    const uuid = params['id'] || search.get('order') || (restored ? cart.orderUuid ?? null : null);
    const [load, setLoad] = useState<Load>({ kind: 'loading' });
    const [tries, setTries] = useState(0);
    const [action, setAction] = useState<'idle' | 'retrying' | 'cancelling' | 'failed'>('idle');
    const timer = useRef<number | undefined>(undefined);
    const markFailed = useSetAtom(markCartFailedAtom);

    const refresh = useCallback(async () => {
      if (!uuid) return;
      try {
        const order = await fetchOrder(api, uuid, orderTokenFor(uuid));
        setLoad(isLimitedOrderView(order) ? { kind: 'limited', order } : { kind: 'loaded', order });
      } catch (error) {
        setLoad(error instanceof ApiClientError && error.status === 404 ? { kind: 'notFound' } : { kind: 'error' });
      }
    }, [api, uuid]);

    useEffect(() => {
      if (uuid) takeTokenFromFragment(uuid, window.location, window.history);
      if (uuid) void refresh();
      else if (restored) setLoad({ kind: 'notFound' });
    }, [uuid, restored, refresh]);

    const screen = load.kind === 'loaded' || load.kind === 'limited' ? orderScreen(load.order) : null;

    // A payment the provider has not confirmed yet: ask again a few times.
    useEffect(() => {
      if (screen !== 'pending' || tries >= ORDER_POLL_TRIES) return;
      timer.current = window.setTimeout(() => {
        setTries((n) => n + 1);
        void refresh();
      }, ORDER_POLL_INTERVAL_MS);
      return () => window.clearTimeout(timer.current);
    }, [screen, tries, refresh]);

    useCompleteOrder(load.kind === 'loaded' ? load.order.uuid : null, screen === 'paid' || screen === 'waitingTransfer');

    useEffect(() => {
      if (screen === 'paid' && (load.kind === 'loaded' || load.kind === 'limited')) navigate(`${href('success')}?order=${encodeURIComponent(load.order.uuid)}`, { replace: true });
    }, [screen]); // eslint-disable-line react-hooks/exhaustive-deps

    const pay = async () => {
      if (load.kind !== 'loaded') return;
      setAction('retrying');
      try {
        const { payment } = await retryOrderPayment(api, load.order.uuid, orderReturnPath(locale), orderTokenFor(load.order.uuid));
        paymentRedirect.go(payment.url);
      } catch {
        setAction('failed');
      }
    };
    const cancel = async () => {
      if (load.kind !== 'loaded') return;
      setAction('cancelling');
      try {
        const order = await cancelOrder(api, load.order.uuid, orderTokenFor(load.order.uuid));
        // The cart that placed this order is a draft again: a new attempt gets a new idempotency key.
        if (cart.orderUuid === order.uuid) {
          markFailed('ORDER_CANCELLED');
          clearIdempotencyKey(window.sessionStorage);
        }
        setLoad({ kind: 'loaded', order });
        setAction('idle');
      } catch {
        setAction('failed');
      }
    };

    if (load.kind === 'loading' || screen === 'paid') return <PageSkeleton label={t('checkout.orderChecking')} />;
    if (load.kind === 'notFound' || load.kind === 'error') {
      return (
        <div className="container page checkout-page">
          <PageHeader title={t('page.checkout.title')} />
          <EmptyState title={t(load.kind === 'notFound' ? 'codes.ORDER_NOT_FOUND' : 'codes.ORDERS_FETCH_ERROR')}>
            <ShopLink className="btn" to="cart">{t('cart.title')}</ShopLink>
          </EmptyState>
        </div>
      );
    }

    if (load.kind === 'limited') {
      // Someone holding only the uuid: the number and status, and how to see more.
      return (
        <div className="container page checkout-page checkout-order" data-testid="order-limited">
          <PageHeader title={t('checkout.orderTitle', { id: load.order.id })} />
          {intl.messages[`orderStatus.${load.order.status}`] && <p className="checkout-card__meta">{t('checkout.status', { status: t(`orderStatus.${load.order.status}`) })}</p>}
          <p className="checkout-note" role="status">{t('checkout.orderLimitedView')}</p>
          <div className="checkout-actions">
            <ShopLink className="btn" to="account/login">{t('account.login')}</ShopLink>
          </div>
        </div>
      );
    }

    const order = load.order;
    const money = (amount: number) => formatPrice(amount, order.currency, locale);
    const busy = action === 'retrying' || action === 'cancelling';
    const title =
      screen === 'waitingTransfer' ? t('checkout.waitingTitle') : screen === 'paymentFailed' ? t('checkout.paymentFailedTitle') : t('checkout.orderTitle', { id: order.id });

    return (
      <div className="container page checkout-page checkout-order" data-testid={`order-${screen}`}>
        <PageHeader eyebrow={screen === 'waitingTransfer' || screen === 'paymentFailed' ? t('checkout.orderTitle', { id: order.id }) : undefined} title={title} />
        {screen !== 'cancelled' && <StepIndicator current="payment" linkDone={false} />}

        {screen === 'pending' && (
          <div className="checkout-card" aria-busy={tries < ORDER_POLL_TRIES}>
            {tries < ORDER_POLL_TRIES ? (
              <p role="status" className="checkout-order__checking"><span className="checkout-spinner" aria-hidden="true" /> {t('checkout.orderChecking')}</p>
            ) : (
              <>
                <p role="status">{t('checkout.orderPendingLong')}</p>
                <div className="checkout-actions">
                  <Button variant="secondary" onClick={() => { setTries(0); void refresh(); }}>{t('checkout.checkAgain')}</Button>
                  <Button onClick={pay} disabled={busy}>{t('checkout.retryPayment')}</Button>
                </div>
              </>
            )}
          </div>
        )}

        {screen === 'waitingTransfer' && (
          <section className="checkout-card checkout-transfer" aria-labelledby="transfer-title">
            <h2 id="transfer-title" className="checkout-card__title">{t('checkout.waitingForPayment')}</h2>
            <dl className="checkout-transfer__details">
              <div><dt>{t('checkout.transferAmount')}</dt><dd data-testid="transfer-amount">{money(order.price)}</dd></div>
              <div><dt>{t('checkout.transferReference')}</dt><dd data-testid="transfer-reference">{order.transferReference ?? order.id}</dd></div>
              <div><dt>{t('checkout.transferBeneficiary')}</dt><dd>{brandName}</dd></div>
              <div><dt>{t('checkout.transferIban')}</dt><dd>{TRANSFER_ACCOUNT.iban}</dd></div>
              <div><dt>{t('checkout.transferBic')}</dt><dd>{TRANSFER_ACCOUNT.bic}</dd></div>
            </dl>
            <p className="checkout-card__meta">{t('checkout.transferNote')}</p>
            <div className="checkout-actions">
              <Button onClick={pay} disabled={busy} data-testid="pay-online">{t('checkout.payOnline')}</Button>
            </div>
          </section>
        )}

        {screen === 'paymentFailed' && (
          <section className="checkout-card" aria-labelledby="failed-title">
            <h2 id="failed-title" className="visually-hidden">{t('checkout.paymentFailedTitle')}</h2>
            <p className="error-box" role="alert">{t('codes.PAYMENT_FAILED')}</p>
            <div className="checkout-actions">
              <Button onClick={pay} disabled={busy} data-testid="retry-payment">{t('checkout.retryPayment')}</Button>
              <Button variant="secondary" onClick={cancel} disabled={busy} data-testid="cancel-order">{t('checkout.cancelOrder')}</Button>
            </div>
          </section>
        )}

        {screen === 'cancelled' && (
          <EmptyState title={t('checkout.orderCancelled')}>
            <ShopLink className="btn" to="cart">{t('cart.title')}</ShopLink>
          </EmptyState>
        )}

        {order.vatReview === 'pending' && <p className="checkout-note" role="status" data-testid="vat-review">{t('checkout.orderVatReview')}</p>}
        {action === 'failed' && <p className="error-box" role="alert">{t('error.somethingWrong')}</p>}
        <p className="visually-hidden" role="status">{busy ? t('common.loading') : ''}</p>

        <OrderLines order={order} locale={locale} />
      </div>
    );
  },
});

/** The placed order's lines and amounts as the API computed them. */
function OrderLines({ order, locale }: { order: OrderView; locale: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  return (
    <section className="checkout-summary checkout-order__lines" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="checkout-summary__title">{t('checkout.orderSummary')}</h2>
      <ul className="checkout-summary__lines">
        {order.orderlines.map((line) => (
          <li key={line.externalitemid} className="checkout-summary__line">
            {line.item.image ? <img src={line.item.image} alt="" width={72} height={54} loading="lazy" /> : <span className="checkout-summary__noimg" aria-hidden="true" />}
            <span className="checkout-summary__info">
              <span className="checkout-summary__name">{line.item.title}</span>
              <span className="checkout-summary__meta">{t('checkout.lineQuantity', { qty: line.quantity })} {money(line.unitPrice)}</span>
            </span>
            <span className="checkout-summary__amount">{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <div><dt>{t('cart.subtotal')}</dt><dd>{money(order.subtotal)}</dd></div>
        {order.discount > 0 && <div className="checkout-totals__discount"><dt>{t('cart.discount')}</dt><dd>−{money(order.discount)}</dd></div>}
        <div><dt>{t('cart.shipping')}</dt><dd>{order.shippingcost === 0 ? t('cart.freeShipping') : money(order.shippingcost)}</dd></div>
        {order.vatDeducted ? (
          <div className="checkout-totals__vat"><dt>{t('cart.vatDeducted')}</dt><dd>−{money(order.vat)}</dd></div>
        ) : order.vat > 0 ? (
          <div className="checkout-totals__vat"><dt>{t('common.inclVat')}</dt><dd>{money(order.vat)}</dd></div>
        ) : null}
        <div className="checkout-totals__total"><dt>{t('checkout.totalToPay')}</dt><dd>{money(order.price)}</dd></div>
      </dl>
    </section>
  );
}
