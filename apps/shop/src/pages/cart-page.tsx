import { useIntl } from 'react-intl';
import { formatPrice } from '@bike/shared/i18n';
import { cartAtom, cartSubtotal, clearCartAtom, removeFromCartAtom, setCartQuantityAtom, useAtomValue, useSetAtom, MAX_LINE_QUANTITY } from '@bike/shared/store';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, EmptyState, PageHeader } from '@bike/shared/ui';

/** Cart: lines with quantity controls and a subtotal; the server recomputes every amount at checkout. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.cart.title', descriptionKey: 'page.cart.description' }),
  Component: () => {
    const intl = useIntl();
    const { locale, currency } = useShop();
    const cart = useAtomValue(cartAtom);
    const setQty = useSetAtom(setCartQuantityAtom);
    const remove = useSetAtom(removeFromCartAtom);
    const clear = useSetAtom(clearCartAtom);
    const t = (id: string) => intl.formatMessage({ id });
    const subtotal = cartSubtotal(cart);
    return (
      <div className="container page cart-page">
        <PageHeader title={t('page.cart.title')} />
        {cart.products.length === 0 ? <EmptyState title={t('common.cartEmpty')}><ShopLink className="btn" to="shop">{t('page.shop.title')}</ShopLink></EmptyState> : (
          <>
            <ul className="cart-lines">
              {cart.products.map((line) => (
                <li key={line.id} className="cart-line" data-testid="cart-line">
                  {line.image && <img src={line.image} alt="" width={120} height={90} />}
                  <div className="cart-line__info">
                    <h2 className="card__title">{line.title}</h2>
                    <p className="card__meta">{Object.values(line.options ?? {}).join(' · ')}</p>
                  </div>
                  <div className="cart-line__qty">
                    <Button size="small" variant="secondary" aria-label={t('common.decrease')} onClick={() => setQty({ id: line.id, qty: line.qty - 1 })}>−</Button>
                    <label className="visually-hidden" htmlFor={`qty-${line.id}`}>{t('cart.quantity')}</label>
                    <input id={`qty-${line.id}`} type="number" min={1} max={MAX_LINE_QUANTITY} value={line.qty} onChange={(e) => setQty({ id: line.id, qty: Number(e.target.value) || 1 })} />
                    <Button size="small" variant="secondary" aria-label={t('common.increase')} onClick={() => setQty({ id: line.id, qty: line.qty + 1 })}>+</Button>
                  </div>
                  <p className="price">{formatPrice(line.price == null ? null : line.price * line.qty, line.currency ?? currency, locale)}</p>
                  <Button size="small" variant="ghost" aria-label={intl.formatMessage({ id: 'cart.remove' }, { name: line.title })} onClick={() => remove(line.id)}>{t('common.delete')}</Button>
                </li>
              ))}
            </ul>
            <div className="cart-summary">
              <p className="price">{t('cart.subtotal')}: {formatPrice(subtotal, cart.products[0]?.currency ?? currency, locale)}</p>
              <Button variant="secondary" onClick={() => clear()}>{t('cart.clear')}</Button>
              <ShopLink className="btn" to="checkout/details">{t('page.checkout.title')}</ShopLink>
            </div>
          </>
        )}
      </div>
    );
  },
});
