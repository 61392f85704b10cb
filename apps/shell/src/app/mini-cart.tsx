import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { findLocale, formatPrice } from '@bike/shared/i18n';
import { cartAtom, cartCountAtom, cartSubtotal, useAtomValue } from '@bike/shared/store';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { CartIcon } from './icons';

/** Lines shown in the panel; the rest is summed up as "and N more lines". */
export const MINI_CART_LINES = 4;

/**
 * The header's cart: a link to the cart page with the item count, and the count badge as a
 * disclosure button that opens a small summary (lines, subtotal, links to cart and checkout).
 * Escape or a click outside closes it and focus returns to the badge.
 */
export function MiniCart() {
  const intl = useIntl();
  const { locale, currency } = useShop();
  const cart = useAtomValue(cartAtom);
  const count = useAtomValue(cartCountAtom);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // Any navigation (including the panel's own links) closes the panel.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    headingRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const definition = findLocale(locale);
  // Where only discount checkout exists, the cart page decides which lines may go to checkout.
  const canCheckout = !!definition && (definition.checkoutBikes || definition.checkoutAccessories);
  const shown = cart.products.slice(0, MINI_CART_LINES);
  const more = cart.products.length - shown.length;
  const cartCurrency = cart.products.find((p) => p.currency)?.currency ?? currency;

  return (
    <div
      className="mini-cart"
      ref={rootRef}
      onBlur={(event) => {
        // Tabbing out of the open panel closes it, as a disclosure in a header should.
        if (open && rootRef.current && event.relatedTarget && !rootRef.current.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <ShopLink to="cart" className="shop-header__tool shop-header__cart" data-testid="header-cart" aria-label={t('nav.cartWithCount', { count })}>
        <CartIcon /> <span className="shop-header__tool-label">{t('nav.cart')}</span>
      </ShopLink>
      <button
        ref={toggleRef}
        type="button"
        className="mini-cart__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('cart.showMiniCart', { count })}
        data-testid="mini-cart-toggle"
        onClick={() => setOpen(!open)}
      >
        <span className="shop-header__cart-count" data-testid="cart-count" aria-hidden="true">{count}</span>
      </button>
      <div id={panelId} className="mini-cart__panel" hidden={!open} data-testid="mini-cart">
        <h2 className="mini-cart__title" ref={headingRef} tabIndex={-1}>
          {t('cart.title')}
        </h2>
        {cart.products.length === 0 ? (
          <p className="mini-cart__empty">{t('common.cartEmpty')}</p>
        ) : (
          <>
            <ul className="mini-cart__lines">
              {shown.map((line) => (
                <li key={line.id} className="mini-cart__line" data-testid="mini-cart-line">
                  {line.image && <img src={line.image} alt="" width={56} height={42} loading="lazy" />}
                  <span className="mini-cart__name">
                    <span className="mini-cart__qty">{line.qty} ×</span> {line.title}
                  </span>
                  <span className="mini-cart__price">{formatPrice(line.price == null ? null : line.price * line.qty, line.currency ?? cartCurrency, locale)}</span>
                </li>
              ))}
            </ul>
            {more > 0 && <p className="mini-cart__more">{t('cart.moreLines', { count: more })}</p>}
            <p className="mini-cart__subtotal">
              <span>{t('cart.subtotal')}</span>
              <span data-testid="mini-cart-subtotal">{formatPrice(cartSubtotal(cart), cartCurrency, locale)}</span>
            </p>
          </>
        )}
        <div className="mini-cart__actions">
          <ShopLink to="cart" className="btn btn--secondary btn--small">{t('cart.viewCart')}</ShopLink>
          {canCheckout && cart.products.length > 0 && (
            <ShopLink to="checkout/details" className="btn btn--small" data-testid="mini-cart-checkout">{t('cart.checkout')}</ShopLink>
          )}
        </div>
      </div>
    </div>
  );
}
