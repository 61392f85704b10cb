import type { OrderTotals } from '@bike/shared/domain';
import { formatPrice, useT } from '@bike/shared/i18n';
import type { ShippingMethod } from '@bike/shared/store';
import { useShop } from '@bike/shared/remote-kit';

/** Subtotal, discount, shipping, VAT and the amount to pay (computeOrderTotals), announced when they change. */
export function CartTotalsPanel({ totals, shippingMethod }: { totals: OrderTotals; shippingMethod: ShippingMethod }) {
  const { locale } = useShop();
  const t = useT();
  const price = (amount: number) => formatPrice(amount, totals.currency, locale);
  return (
    <dl className="cart-totals" aria-live="polite" aria-atomic="true" data-testid="cart-totals">
      <div className="cart-totals__row">
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{price(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="cart-totals__row cart-totals__row--discount">
          <dt>{t('cart.discount')}</dt>
          <dd data-testid="cart-discount">−{price(totals.discount)}</dd>
        </div>
      )}
      <div className="cart-totals__row">
        <dt>{t('cart.shipping')}</dt>
        <dd data-testid="cart-shipping">
          {shippingMethod === 'DEALER' && totals.shipping === 0 ? t('cart.shippingDealer') : totals.shipping === 0 ? t('cart.freeShipping') : price(totals.shipping)}
        </dd>
      </div>
      <div className="cart-totals__row cart-totals__row--total">
        <dt>{t('cart.toPay')}</dt>
        <dd data-testid="cart-to-pay">{price(totals.toPay)}</dd>
      </div>
      {totals.vatDeducted ? (
        <div className="cart-totals__row cart-totals__row--note">
          <dt>{t('cart.vatDeducted')}</dt>
          <dd>−{price(totals.vat)}</dd>
        </div>
      ) : (
        totals.vatRate > 0 && (
          <div className="cart-totals__row cart-totals__row--note">
            <dt>{t('cart.vatShare', { vat: totals.vatRate })}</dt>
            <dd data-testid="cart-vat">{price(totals.vat)}</dd>
          </div>
        )
      )}
    </dl>
  );
}
