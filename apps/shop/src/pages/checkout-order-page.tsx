import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiClientError, cancelOrder, fetchOrder, retryOrderPayment } from '@bike/shared/api-client';
import { canRetryPayment, canShopperCancel, isLimitedOrderView, type OrderStatusView, type OrderView } from '@bike/shared/domain';
import { formatPrice, useT } from '@bike/shared/i18n';
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
import { OrderActions } from '../checkout/order-actions';
import { OrderDetails } from '../checkout/order-details';
import { OrderLookupForm } from '../checkout/order-lookup-form';

type Load =
  | { kind: 'loading' }
  /** With the order token (this browser, or the mail link's fragment) or as the owner: the order, and what may be done with it. */
  | { kind: 'loaded'; order: OrderView }
  /** Found by a guest's lookup (number and email): the order to read; paying and cancelling need the mail's link. */
  | { kind: 'found'; order: OrderView }
  /** Without the order token (another browser, no mail link) and not the owner: status only, and the lookup. */
  | { kind: 'limited'; order: OrderStatusView }
  /** No order named: the guest's lookup. */
  | { kind: 'lookup' }
  | { kind: 'notFound' }
  | { kind: 'error' };

/**
 * /checkout/order/{id} and /checkout/order (spec point 2: id optional).
 *
 * - With an id (the mail's "view your order" link, the account, the thank-you page): the whole
 *   order, whatever its state (issue 32 item 7): lines with sizes, delivery address or pickup
 *   dealer, invoice address, payment and delivery state, amounts, and pay again or cancel where
 *   the rules allow. The mail link carries the order token in its fragment (#token=), taken over
 *   into this browser's storage and removed from the address bar before anything is fetched:
 *   a fragment is never sent to a server, so no log, Referer or prefetcher sees it.
 * - With ?order={uuid} (the payment page's return) or the cart's own order: the payment outcome.
 *   Paid goes on to /success; a bank transfer shows the transfer details with "pay online
 *   instead"; a failed payment offers retry or cancel; a payment the provider has not confirmed
 *   yet is polled a few times.
 * - With neither: a guest's lookup by order number and email (the thank-you page's "view your
 *   orders" for a guest leads here, not to the login page).
 * Retry and cancel need the buyer's order token or the account that placed the order.
 */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.checkout.title', descriptionKey: 'page.checkout.description' }),
  Component: () => {
    const intl = useIntl();
    const t = useT();
    const { api, locale, brandName } = useShop();
    const params = useParams();
    const [search] = useSearchParams();
    const navigate = useNavigate();
    const href = useLocaleHref();
    const cart = useAtomValue(cartAtom);
    const restored = useAtomValue(storageRestoredAtom);
    const named = params['id'] || null;
    const uuid = named || search.get('order') || (restored ? cart.orderUuid ?? null : null);
    // The payment page's return (or the cart's own order): the outcome flow; an id in the path: the order itself.
    const returning = !named;
    const [load, setLoad] = useState<Load>({ kind: 'loading' });
    const [tries, setTries] = useState(0);
    const [action, setAction] = useState<'idle' | 'retrying' | 'cancelling' | 'failed'>('idle');
    const timer = useRef<number | undefined>(undefined);
    const heading = useRef<HTMLDivElement>(null);
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
      else if (restored) setLoad({ kind: 'lookup' });
    }, [uuid, restored, refresh]);

    const shown = load.kind === 'loaded' || load.kind === 'found' || load.kind === 'limited' ? load.order : null;
    const screen = shown ? orderScreen(shown) : null;
    // A guest's lookup on /checkout/order shows the order found, never the payment outcome flow.
    const outcome = returning && load.kind !== 'found';

    // A payment the provider has not confirmed yet: ask again a few times (only on the way back from paying).
    const polling = outcome && screen === 'pending' && tries < ORDER_POLL_TRIES;
    useEffect(() => {
      if (!polling) return;
      timer.current = window.setTimeout(() => {
        setTries((n) => n + 1);
        void refresh();
      }, ORDER_POLL_INTERVAL_MS);
      return () => window.clearTimeout(timer.current);
    }, [polling, tries, refresh]);

    useCompleteOrder(load.kind === 'loaded' ? load.order.uuid : null, screen === 'paid' || screen === 'waitingTransfer');

    useEffect(() => {
      if (outcome && screen === 'paid' && shown) navigate(`${href('success')}?order=${encodeURIComponent(shown.uuid)}`, { replace: true });
    }, [screen]); // eslint-disable-line react-hooks/exhaustive-deps

    const found = (order: OrderView) => {
      setLoad({ kind: 'found', order });
      // The lookup's answer replaces the form: the reader continues at the order's title.
      window.requestAnimationFrame(() => heading.current?.focus());
    };

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

    if (load.kind === 'loading' || (outcome && screen === 'paid')) return <PageSkeleton label={t('checkout.orderChecking')} />;
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

    if (load.kind === 'lookup') {
      return (
        <div className="container page checkout-page checkout-order" data-testid="order-lookup-page">
          <PageHeader title={t('lookup.title')} />
          <OrderLookupForm titled={false} onFound={found} />
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
          <OrderLookupForm initialNumber={load.order.id} onFound={found} />
        </div>
      );
    }

    const order = load.order;
    const proven = load.kind === 'loaded';
    const money = (amount: number) => formatPrice(amount, order.currency, locale);
    const busy = action === 'retrying' || action === 'cancelling';
    const actionable = canRetryPayment(order.status, order.paymentStatus) || canShopperCancel(order.status, order.paymentStatus);
    const title =
      outcome && screen === 'waitingTransfer' ? t('checkout.waitingTitle') : outcome && screen === 'paymentFailed' ? t('checkout.paymentFailedTitle') : t('checkout.orderTitle', { id: order.id });
    const placedOn = t('order.placedOn', { date: intl.formatDate(order.createdAt, { day: 'numeric', month: 'long', year: 'numeric' }) });

    return (
      <div className="container page checkout-page checkout-order" data-testid={`order-${screen}`}>
        <div ref={heading} tabIndex={-1} className="checkout-order__heading">
          <PageHeader eyebrow={outcome && title !== t('checkout.orderTitle', { id: order.id }) ? t('checkout.orderTitle', { id: order.id }) : placedOn} title={title} />
        </div>
        {outcome && screen !== 'cancelled' && <StepIndicator current="payment" linkDone={false} />}

        {screen === 'pending' && outcome && (
          <div className="checkout-card" aria-busy={polling}>
            {polling ? (
              <p role="status" className="checkout-order__checking"><span className="checkout-spinner" aria-hidden="true" /> {t('checkout.orderChecking')}</p>
            ) : (
              <>
                <p role="status">{t('checkout.orderPendingLong')}</p>
                <div className="checkout-actions">
                  <Button variant="secondary" onClick={() => { setTries(0); void refresh(); }}>{t('checkout.checkAgain')}</Button>
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
          </section>
        )}

        {screen === 'paymentFailed' && (
          <section className="checkout-card" aria-labelledby="failed-title">
            <h2 id="failed-title" className="visually-hidden">{t('checkout.paymentFailedTitle')}</h2>
            <p className="error-box" role="alert">{t('codes.PAYMENT_FAILED')}</p>
          </section>
        )}

        {screen === 'cancelled' && (
          <EmptyState title={t('checkout.orderCancelled')}>
            <ShopLink className="btn" to="cart">{t('cart.title')}</ShopLink>
          </EmptyState>
        )}

        {proven && !polling && <OrderActions order={order} busy={busy} onPay={pay} onCancel={cancel} />}
        {!proven && actionable && <p className="checkout-note" role="note">{t('order.actionsByMail')}</p>}
        {order.vatReview === 'pending' && <p className="checkout-note" role="status" data-testid="vat-review">{t('checkout.orderVatReview')}</p>}
        {action === 'failed' && <p className="error-box" role="alert">{t('error.somethingWrong')}</p>}
        <p className="visually-hidden" role="status">{busy ? t('common.loading') : ''}</p>

        <OrderDetails order={order} locale={locale} />
        {load.kind === 'found' && (
          <p className="checkout-order__again">
            <Button variant="ghost" onClick={() => setLoad({ kind: 'lookup' })}>{t('lookup.another')}</Button>
          </p>
        )}
      </div>
    );
  },
});
