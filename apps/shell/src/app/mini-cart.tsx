import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cartCountAtom, useAtomValue } from '@bike/shared/store';
import { ShopLink } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import { CartIcon } from './icons';

/**
 * The panel's contents (lines, subtotal, links), loaded when the visitor first shows intent to
 * open it (pointer over or focus on the badge, or the click itself): shell furniture that no
 * page needs before it is used (issue 9).
 */
const loadPanel = () => import('./mini-cart-panel');
const MiniCartPanel = lazy(loadPanel);

/**
 * The header's cart: a link to the cart page with the item count, and the count badge as a
 * disclosure button that opens a small summary (lines, subtotal, links to cart and checkout).
 * Escape or a click outside closes it and focus returns to the badge.
 */
export function MiniCart() {
  const count = useAtomValue(cartCountAtom);
  const [open, setOpen] = useState(false);
  // Once opened, the panel's contents stay mounted (hidden when closed).
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const t = useT();

  // Any navigation (including the panel's own links) closes the panel.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
      >
        <span className="shop-header__cart-count" data-testid="cart-count" aria-hidden="true">{count}</span>
      </button>
      <div id={panelId} className="mini-cart__panel" hidden={!open} data-testid="mini-cart">
        {opened && (
          <Suspense fallback={null}>
            <MiniCartPanel open={open} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
