import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { cartMaxQty } from '@bike/shared/domain';
import { formatPrice } from '@bike/shared/i18n';
import {
  cartQuantityCapsAtom, decrementCartLineAtom, incrementCartLineAtom, removeFromCartAtom, setCartQuantityAtom, showToastAtom, useAtomValue, useSetAtom,
  MAX_LINE_QUANTITY, type CartAvailabilityLine, type CartLine,
} from '@bike/shared/store';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';
import { availabilityMessage } from './cart-messages';

interface CartLineItemProps {
  line: CartLine;
  availability?: CartAvailabilityLine;
  /** Line total after discount and the discount on it, from computeOrderTotals (absent for dealer-only lines). */
  total?: { total: number; discount: number } | null;
  currency: string;
  muted?: boolean;
  /**
   * A bike that names no frame size (an older cart; issue 32): it says so and links to the bike
   * page to choose one, and cannot be ordered or changed in quantity until then. Never dropped.
   */
  needsSize?: boolean;
  /** Called after the line is removed, so the page can move focus somewhere sensible. */
  onRemoved?: () => void;
}

/** One cart line: image, title, options, unit price, quantity (typed or stepped), total, remove. */
export function CartLineItem({ line, availability, total, currency, muted, needsSize = false, onRemoved }: CartLineItemProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const setQty = useSetAtom(setCartQuantityAtom);
  const increment = useSetAtom(incrementCartLineAtom);
  const decrement = useSetAtom(decrementCartLineAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const toast = useSetAtom(showToastAtom);
  const cap = useAtomValue(cartQuantityCapsAtom)[line.id];
  const [draft, setDraft] = useState(String(line.qty));
  useEffect(() => setDraft(String(line.qty)), [line.qty]);

  // What the server allows once it has answered; until then the line limit of the item type (5 bikes, 10 of an accessory).
  const max = availability?.available && availability.maxQty > 0 ? Math.min(availability.maxQty, MAX_LINE_QUANTITY) : cartMaxQty(line.itemtype);
  const server = availabilityMessage(availability);
  // The cut quantity is said at the field (below); the server's same words are not repeated.
  const message = needsSize ? { id: 'cart.sizeRequired' } : cap !== undefined && server?.id === 'cart.maxQuantity' ? null : server;
  const price = (amount: number | null | undefined) => formatPrice(amount, line.currency ?? currency, locale);
  const name = line.title;
  const options = Object.values(line.options ?? {}).filter(Boolean);
  const inputId = `cart-qty-${line.id}`;
  const messageId = `cart-msg-${line.id}`;
  const capId = `cart-cap-${line.id}`;
  const gone = needsSize || (availability ? !availability.available : line.price == null);

  // More than the line may hold sets the maximum, and the field says why (spec point 5's "a maximum of {max} items").
  const commit = () => {
    const qty = Number.parseInt(draft, 10);
    if (!Number.isFinite(qty) || qty < 1) setDraft(String(line.qty));
    else setQty({ id: line.id, qty, max });
    // The line may already hold the maximum, so its quantity does not change: show the maximum again.
    if (qty > max) setDraft(String(max));
  };

  return (
    <li className={`cart-item${muted || gone ? ' cart-item--muted' : ''}`} data-testid="cart-line" data-line-id={line.id}>
      <div className="cart-item__media">
        {line.image ? <ProductImage src={line.image} alt="" width={160} height={120} sizes="160px" /> : <span className="cart-item__placeholder" aria-hidden="true" />}
      </div>
      <div className="cart-item__body">
        <h3 className="cart-item__title">{name}</h3>
        {options.length > 0 && <p className="cart-item__options">{options.join(' · ')}</p>}
        <p className="cart-item__unit">
          <span className="cart-item__label">{intl.formatMessage({ id: 'cart.unitPrice' })}: </span>
          {price(line.price)}
        </p>
        {message && (
          <p id={messageId} className={`cart-item__message${gone ? ' cart-item__message--error' : ''}`} data-testid="cart-line-message">
            {intl.formatMessage({ id: message.id }, message.values)}
          </p>
        )}
        {needsSize && (
          <ShopLink
            to={`bikes/${encodeURIComponent(line.id)}`}
            className="btn btn--small cart-item__choose-size"
            aria-label={intl.formatMessage({ id: 'bike.chooseSizeOf' }, { name })}
            data-testid="cart-choose-size"
          >
            {intl.formatMessage({ id: 'bike.chooseSize' })}
          </ShopLink>
        )}
      </div>
      <div className="cart-item__qty-field">
        <div className="cart-item__qty">
          <button
            type="button"
            className="cart-item__step"
            aria-label={intl.formatMessage({ id: 'cart.decreaseOf' }, { name })}
            disabled={line.qty <= 1 || gone}
            onClick={() => decrement(line.id)}
          >
            −
          </button>
          <label className="visually-hidden" htmlFor={inputId}>{intl.formatMessage({ id: 'cart.quantityOf' }, { name })}</label>
          <input
            id={inputId}
            className="cart-item__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={draft}
            disabled={gone}
            aria-describedby={[message ? messageId : null, cap !== undefined ? capId : null].filter(Boolean).join(' ') || undefined}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
          <button
            type="button"
            className="cart-item__step"
            aria-label={intl.formatMessage({ id: 'cart.increaseOf' }, { name })}
            disabled={line.qty >= max || gone}
            onClick={() => increment({ id: line.id, max })}
          >
            +
          </button>
        </div>
        <p id={capId} className="cart-item__qty-note" role="status" data-testid="cart-quantity-note">
          {cap !== undefined ? intl.formatMessage({ id: 'cart.maxQuantity' }, { max: cap }) : ''}
        </p>
      </div>
      <div className="cart-item__total">
        <span className="visually-hidden">{intl.formatMessage({ id: 'cart.lineTotal' })}: </span>
        <span className="price">{price(total ? total.total : line.price == null ? null : line.price * line.qty)}</span>
        {total && total.discount > 0 && (
          <span className="cart-item__discount">{intl.formatMessage({ id: 'cart.lineDiscount' }, { amount: `−${price(total.discount)}` })}</span>
        )}
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--small cart-item__remove"
        aria-label={intl.formatMessage({ id: 'cart.remove' }, { name })}
        onClick={() => {
          remove(line.id);
          toast({ kind: 'info', message: intl.formatMessage({ id: 'toast.removedFromCart' }) });
          onRemoved?.();
        }}
      >
        {intl.formatMessage({ id: 'common.delete' })}
      </button>
    </li>
  );
}
