import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isLimitedOrderView, type OrderStatusView, type OrderView } from '@bike/shared/domain';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';
import { fetchOrder } from '@bike/shared/api-client';
import { useT } from '@bike/shared/i18n';
import { useCompleteOrder } from '../checkout/order-completion';
import { orderScreen } from '../checkout/order-view-state';
import { orderTokenFor } from '../checkout/order-token';
import { OrderDetails } from '../checkout/order-details';
import { useSignedIn } from '../checkout/use-signed-in';

/**
 * /success: the thank-you page after payment, with the order number, the note that a
 * confirmation mail was sent, what was ordered and where it goes (a dealer-pickup order names the
 * dealer, the home address is the invoice address: issue 32 item 14), and the way to the
 * shopper's orders: the account's list when signed in, the order lookup for a guest (not the
 * login page). Opened from the order page with ?order={uuid}; it also clears the cart when
 * landed on directly. Without the order token or the owner's session only the number shows.
 */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.success.title', descriptionKey: 'page.success.description' }),
  Component: () => {
    const intl = useIntl();
    const t = useT();
    const { api, locale } = useShop();
    const signedIn = useSignedIn();
    const [search] = useSearchParams();
    const uuid = search.get('order');
    const [order, setOrder] = useState<OrderView | OrderStatusView | null>(null);

    useEffect(() => {
      if (!uuid) return;
      let live = true;
      fetchOrder(api, uuid, orderTokenFor(uuid))
        .then((o) => live && setOrder(o))
        .catch(() => undefined);
      return () => {
        live = false;
      };
    }, [api, uuid]);

    const screen = order ? orderScreen(order) : null;
    useCompleteOrder(order?.uuid ?? null, screen === 'paid' || screen === 'waitingTransfer');

    return (
      <div className="container page checkout-page checkout-success" data-testid="checkout-success">
        <div className="checkout-success__card">
          <span className="checkout-success__icon" aria-hidden="true">✓</span>
          <PageHeader title={t('checkout.success')} />
          {order && <p className="checkout-success__number" data-testid="order-number">{t('checkout.orderNumber', { id: order.id })}</p>}
          <p>{t('checkout.successMailGeneric')}</p>
          {order && intl.messages[`orderStatus.${order.status}`] && <p className="checkout-card__meta">{t('checkout.status', { status: t(`orderStatus.${order.status}`) })}</p>}
          <div className="checkout-actions checkout-actions--center">
            <ShopLink className="btn" to={signedIn ? 'account/orders' : 'checkout/order'}>{t('checkout.viewOrders')}</ShopLink>
            <ShopLink className="btn btn--secondary" to="shop">{t('cart.continueShopping')}</ShopLink>
          </div>
        </div>
        {order && !isLimitedOrderView(order) && (
          <div className="checkout-success__details">
            <OrderDetails order={order} locale={locale} />
          </div>
        )}
      </div>
    );
  },
});
