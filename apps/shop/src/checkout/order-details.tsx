import { deliveryStateOf, type OrderView, type PostalAddressView } from '@bike/shared/domain';
import { formatPrice, useT } from '@bike/shared/i18n';
import { ShopLink } from '@bike/shared/remote-kit';

/**
 * The whole order as its buyer sees it (issue 32 item 7): where the money is and where the goods
 * are, each line with its size, where it goes (the delivery address, or the dealer it is
 * collected at, with the dealer's address), the invoice address and the amounts in the order's
 * currency, written the locale's way. A dealer-pickup order names the dealer as where it goes and
 * the home address only as the invoice address (item 14). Shown by the order page, the lookup and
 * the thank-you page; presentational, the page fetches.
 */
export function OrderDetails({ order, locale, headingLevel = 2 }: { order: OrderView; locale: string; headingLevel?: 2 | 3 }) {
  const t = useT();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const delivery = deliveryStateOf(order.status);
  const pickup = order.delivery.method === 'DEALER' ? order.delivery.dealer : null;

  return (
    <section className="order-details" data-testid="order-details" aria-label={t('checkout.orderTitle', { id: order.id })}>
      <dl className="order-details__states">
        <div data-testid="order-payment-state">
          <dt>{t('order.paymentState')}</dt>
          <dd>
            <span className={`order-state order-state--${order.paymentStatus}`}>{t(`orderPayment.${order.paymentStatus}`)}</span>
            <span className="order-details__meta">{t(order.paymentMethod === 'banktransfer' ? 'checkout.payment.banktransfer' : 'order.onlinePayment')}</span>
          </dd>
        </div>
        <div data-testid="order-delivery-state">
          <dt>{t('order.deliveryState')}</dt>
          <dd>
            <span className={`order-state order-state--${delivery}`}>{t(delivery === 'ordered' ? 'orderStatus.pending' : `orderStatus.${delivery}`)}</span>
            <span className="order-details__meta">{t(pickup ? 'checkout.dealerDelivery' : 'checkout.homeDelivery')}</span>
          </dd>
        </div>
      </dl>

      <div className="order-details__places">
        {pickup ? (
          <div className="order-details__place" data-testid="order-pickup">
            <H className="order-details__title">{t('order.pickupAt')}</H>
            <address className="order-details__address">
              <strong>{pickup.name}</strong>
              {pickup.address?.lines.map((line) => <span key={line}>{line}</span>)}
              {pickup.phone && <a href={`tel:${pickup.phone.replace(/[^+\d]/g, '')}`}>{pickup.phone}</a>}
            </address>
            {pickup.slug && <ShopLink to={`dealers/${pickup.slug}`}>{t('order.dealerPage')}</ShopLink>}
          </div>
        ) : order.delivery.method === 'CONSUMER' ? (
          <div className="order-details__place" data-testid="order-delivery-address">
            <H className="order-details__title">{t('checkout.shippingAddress')}</H>
            <Address name={`${order.customer.firstName} ${order.customer.lastName}`} address={order.delivery.address} />
          </div>
        ) : null}
        <div className="order-details__place" data-testid="order-invoice-address">
          <H className="order-details__title">{t('checkout.invoiceAddress')}</H>
          <Address name={`${order.customer.firstName} ${order.customer.lastName}`} company={order.customer.company} address={order.invoiceAddress} />
        </div>
      </div>

      <div className="checkout-summary order-details__lines">
        <H className="checkout-summary__title">{t('checkout.orderSummary')}</H>
        <ul className="checkout-summary__lines">
          {order.orderlines.map((line, i) => (
            <li key={`${line.externalitemid}-${i}`} className="checkout-summary__line" data-testid="order-line">
              {line.item.image ? <img src={line.item.image} alt="" width={72} height={54} loading="lazy" /> : <span className="checkout-summary__noimg" aria-hidden="true" />}
              <span className="checkout-summary__info">
                <span className="checkout-summary__name">{line.item.title}</span>
                {line.size && <span className="checkout-summary__meta">{t('order.lineSize', { size: line.size })}</span>}
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
          <div className="checkout-totals__total" data-testid="order-total"><dt>{t(order.paymentStatus === 'paid' ? 'cart.total' : 'checkout.totalToPay')}</dt><dd>{money(order.price)}</dd></div>
        </dl>
      </div>
    </section>
  );
}

function Address({ name, company, address }: { name: string; company?: string | null; address: PostalAddressView }) {
  return (
    <address className="order-details__address">
      <span>{name}</span>
      {company && <span>{company}</span>}
      {address.lines.map((line) => <span key={line}>{line}</span>)}
    </address>
  );
}
