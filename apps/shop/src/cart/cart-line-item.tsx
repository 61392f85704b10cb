import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '@bike/shared/i18n';
import {
  decrementCartLineAtom, incrementCartLineAtom, removeFromCartAtom, setCartQuantityAtom, showToastAtom, useSetAtom, MAX_LINE_QUANTITY,
  type CartAvailabilityLine, type CartLine,
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
  const [draft, setDraft] = useState(String(line.qty));
  useEffect(() => setDraft(String(line.qty)), [line.qty]);

  const max = availability?.available && availability.maxQty > 0 ? Math.min(availability.maxQty, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
  const message = needsSize ? { id: 'cart.sizeRequired' } : availabilityMessage(availability);
  const price = (amount: number | null | undefined) => formatPrice(amount, line.currency ?? currency, locale);
  const name = line.title;
  const options = Object.values(line.options ?? {}).filter(Boolean);
  const inputId = `cart-qty-${line.id}`;
  const messageId = `cart-msg-${line.id}`;
  const gone = needsSize || (availability ? !availability.available : line.price == null);

  const commit = () => {
    const qty = Number.parseInt(draft, 10);
    if (!Number.isFinite(qty) || qty < 1) setDraft(String(line.qty));
    else setQty({ id: line.id, qty: Math.min(qty, max), max });
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
          aria-describedby={message ? messageId : undefined}
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
