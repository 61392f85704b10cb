import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  cartAtom, cartAvailabilityAtom, cartShippingMethod, cartTotals, clearCartAtom, discountAtom, discountCodeAtom, eligibleLines,
  splitCartForCheckout, storageRestoredAtom, useAtomValue, useSetAtom,
} from '@bike/shared/store';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, EmptyState, PageHeader, PageSkeleton } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { CartLineItem } from '../cart/cart-line-item';
import { CartTotalsPanel } from '../cart/cart-totals-panel';
import { CartDealerNotice } from '../cart/cart-dealer-notice';
import { DiscountCodeForm } from '../cart/discount-code-form';
import { useCartCheck } from '../cart/use-cart-check';
import { useLocaleEntry } from '../cart/use-locale-entry';

/**
 * The cart (spec points 3 to 6): lines with quantity controls, the availability check with its
 * messages and server prices, the display rules of the country, the discount code and the
 * totals of computeOrderTotals. Client-rendered: the cart lives in browser storage.
 */
export function CartView() {
  const { currency: shopCurrency } = useShop();
  const restored = useAtomValue(storageRestoredAtom);
  const cart = useAtomValue(cartAtom);
  const availability = useAtomValue(cartAvailabilityAtom);
  const code = useAtomValue(discountCodeAtom);
  const discount = useAtomValue(discountAtom);
  const clear = useSetAtom(clearCartAtom);
  const locale = useLocaleEntry();
  const check = useCartCheck();
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const t = useT();

  const flags = useMemo(() => {
    if (!locale) return null;
    // The availability answer may narrow what the locale table says (server has the last word).
    const server = availability?.checkout;
    return {
      checkoutBikes: server ? server.bikes && locale.checkoutBikes : locale.checkoutBikes,
      checkoutAccessories: server ? server.accessories && locale.checkoutAccessories : locale.checkoutAccessories,
      allowDiscountCheckout: server ? server.discountCheckout && locale.allowDiscountCheckout : locale.allowDiscountCheckout,
      countrycode: locale.countrycode,
    };
  }, [locale, availability]);

  const split = useMemo(
    () => (flags ? splitCartForCheckout(cart.products, flags, discount, availability) : null),
    [cart.products, flags, discount, availability],
  );
  const totals = useMemo(
    () => (locale && split && split.checkout.length > 0 ? cartTotals({ lines: split.checkout, cart, locale, discount }) : null),
    [locale, split, cart, discount],
  );

  if (!restored || !locale || !split || !flags) return <PageSkeleton label={t('common.loading')} />;

  const currency = locale.currency || shopCurrency;
  const byId = new Map((availability?.lines ?? []).map((a) => [a.id, a]));
  const lineTotals = new Map((totals?.lines ?? []).map((l) => [l.externalid, l]));
  const noRelatedItems = !!discount && cart.products.length > 0 && eligibleLines(discount, cart.products, locale.countrycode).length === 0;
  const focusLines = () => requestAnimationFrame(() => (linesHeading.current ?? emptyRef.current)?.focus());

  if (cart.products.length === 0) {
    return (
      <div ref={emptyRef} tabIndex={-1} className="cart-page__empty">
        <EmptyState title={t('common.cartEmpty')}>
          <p>{t('cart.emptyText')}</p>
          <div className="cart-page__empty-actions">
            <ShopLink className="btn" to="bikes">{t('nav.bikes')}</ShopLink>
            <ShopLink className="btn btn--secondary" to="shop">{t('page.shop.title')}</ShopLink>
          </div>
        </EmptyState>
      </div>
    );
  }

  const mainLines = cart.products.filter((l) => !split.dealerOnly.includes(l));
  // Gone lines must be removed; bikes without a size (issue 32) need one chosen first.
  const blocked = split.unavailable.length > 0 ? 'cart.removeUnavailable' : split.needsSize.length > 0 ? 'cart.chooseSizeToContinue' : null;
  return (
    <div className="cart-page__layout">
      <section className="cart-page__main" aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" ref={linesHeading} tabIndex={-1} className="cart-page__heading">
          {t('cart.title')} <span className="cart-page__count">({t('common.itemsInCart', { count: cart.products.reduce((n, p) => n + p.qty, 0) })})</span>
        </h2>
        <p className="cart-page__status" role="status" aria-live="polite" data-testid="cart-status">
          {check === 'checking' ? t('cart.checking') : check === 'error' ? t('codes.CART_AVAILABILITY_ERROR') : ''}
        </p>
        {split.mode === 'discount' && code && <p className="cart-page__note" data-testid="cart-discount-checkout">{t('cart.discountCheckoutNote', { code })}</p>}
        {mainLines.length > 0 && (
          <ul className="cart-items">
            {mainLines.map((line) => (
              <CartLineItem
                key={line.id} line={line} availability={byId.get(line.id)} total={lineTotals.get(line.id) ?? null} currency={currency}
                needsSize={split.needsSize.includes(line)} onRemoved={focusLines}
              />
            ))}
          </ul>
        )}
        {split.dealerOnly.length > 0 && (
          <section className="cart-page__dealer" aria-labelledby="cart-dealer-title">
            <h2 id="cart-dealer-title" className="cart-page__heading">{t('cart.dealerOnlyTitle')}</h2>
            <CartDealerNotice whole={split.checkout.length === 0 && split.mode === 'none'} />
            <ul className="cart-items">
              {split.dealerOnly.map((line) => (
                <CartLineItem key={line.id} line={line} availability={byId.get(line.id)} currency={currency} muted onRemoved={focusLines} />
              ))}
            </ul>
          </section>
        )}
        <div className="cart-page__actions">
          <Button variant="ghost" onClick={() => { clear(); requestAnimationFrame(() => emptyRef.current?.focus()); }} data-testid="cart-clear">
            {t('cart.clear')}
          </Button>
          <ShopLink to="shop" className="cart-page__continue">{t('cart.continueShopping')}</ShopLink>
        </div>
      </section>
      <aside className="cart-page__summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="cart-page__heading">{t('cart.summary')}</h2>
        {totals && <CartTotalsPanel totals={totals} shippingMethod={cartShippingMethod(cart, locale)} />}
        <DiscountCodeForm noRelatedItems={noRelatedItems} />
        {split.checkout.length > 0 || split.needsSize.length > 0 ? (
          blocked ? (
            <>
              <p id="cart-blocked" className="cart-page__blocked" data-testid="cart-blocked">{t(blocked)}</p>
              <Button className="cart-page__checkout" disabled aria-describedby="cart-blocked">{t('cart.checkout')}</Button>
            </>
          ) : (
            <ShopLink to="checkout/details" className="btn cart-page__checkout" data-testid="cart-checkout">{t('cart.checkout')}</ShopLink>
          )
        ) : (
          <ShopLink to="dealers" className="btn cart-page__checkout">{t('cart.findDealer')}</ShopLink>
        )}
      </aside>
    </div>
  );
}

export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.cart.title', descriptionKey: 'page.cart.description' }),
  Component: () => {
    const intl = useIntl();
    return (
      <div className="container page cart-page">
        <PageHeader title={intl.formatMessage({ id: 'page.cart.title' })} />
        <CartView />
      </div>
    );
  },
});
