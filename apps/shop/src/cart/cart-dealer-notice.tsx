import { ShopLink } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';

/**
 * Countries without (full) online checkout: the cart says so and offers the dealer route
 * (spec point 6). Items eligible for a discount with discount-checkout are not part of this.
 */
export function CartDealerNotice({ whole }: { whole: boolean }) {
  const t = useT();
  return (
    <div className="cart-dealer" data-testid="cart-dealer-route">
      <p className="cart-dealer__text">{t(whole ? 'cart.checkoutUnavailable' : 'cart.dealerOnlyText')}</p>
      <ShopLink to="dealers" className="btn btn--secondary">{t('cart.findDealer')}</ShopLink>
    </div>
  );
}
