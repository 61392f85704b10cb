import { useEffect, useMemo, useRef } from 'react';
import { findLocale, formatPrice, useT } from '@bike/shared/i18n';
import { cartAtom, cartSubtotal, cartTotals, discountAtom, localeEntryFromTable, useAtomValue } from '@bike/shared/store';
import { ShopLink, useShop } from '@bike/shared/remote-kit';

/** Lines shown in the panel; the rest is summed up as "and N more lines". */
export const MINI_CART_LINES = 4;

/**
 * What the mini cart's panel shows (mini-cart.tsx loads it when first opened): the first lines,
 * the subtotal and the links to the cart and checkout. Its heading takes the focus whenever the
 * panel opens. Lines cost what the cart page says, by the same totals (the shopper's voucher
 * taken off each line it applies to), and the voucher's part is said under the subtotal.
 */
export default function MiniCartPanel({ open }: { open: boolean }) {
  const { locale, currency } = useShop();
  const cart = useAtomValue(cartAtom);
  const discount = useAtomValue(discountAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const definition = findLocale(locale);
  // Where only discount checkout exists, the cart page decides which lines may go to checkout.
  const canCheckout = !!definition && (definition.checkoutBikes || definition.checkoutAccessories);
  const shown = cart.products.slice(0, MINI_CART_LINES);
  const more = cart.products.length - shown.length;
  const cartCurrency = cart.products.find((p) => p.currency)?.currency ?? currency;
  const totals = useMemo(
    () => (definition ? cartTotals({ lines: cart.products, cart, locale: localeEntryFromTable(definition), discount }) : null),
    [cart, definition, discount],
  );
  const lineTotal = (line: (typeof cart.products)[number]) =>
    totals?.lines.find((l) => l.externalid === line.id)?.total ?? (line.price == null ? null : line.price * line.qty);

  return (
    <>
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
                <span className="mini-cart__price">{formatPrice(lineTotal(line), line.currency ?? cartCurrency, locale)}</span>
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mini-cart__more">{t('cart.moreLines', { count: more })}</p>}
          <p className="mini-cart__subtotal">
            <span>{t('cart.subtotal')}</span>
            <span data-testid="mini-cart-subtotal">{formatPrice(cartSubtotal(cart), cartCurrency, locale)}</span>
          </p>
          {discount && totals && totals.discount > 0 && (
            <p className="mini-cart__subtotal mini-cart__discount">
              <span>{t('toast.voucherApplied', { code: discount.code })}</span>
              <span data-testid="mini-cart-discount">−{formatPrice(totals.discount, cartCurrency, locale)}</span>
            </p>
          )}
        </>
      )}
      <div className="mini-cart__actions">
        <ShopLink to="cart" className="btn btn--secondary btn--small">{t('cart.viewCart')}</ShopLink>
        {canCheckout && cart.products.length > 0 && (
          <ShopLink to="checkout/details" className="btn btn--small" data-testid="mini-cart-checkout">{t('cart.checkout')}</ShopLink>
        )}
      </div>
    </>
  );
}
