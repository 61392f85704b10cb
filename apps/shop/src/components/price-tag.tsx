import { useIntl } from 'react-intl';
import { formatPrice } from '@bike/shared/i18n';
import { useShop } from '@bike/shared/remote-kit';
import type { PriceBlock } from '@bike/shared/domain';
import { shownPrice } from '@bike/shared/domain/shown-price';

export interface PriceTagProps {
  price: Pick<PriceBlock, 'msrp' | 'oldmsrp' | 'currency'> & { voucher?: PriceBlock['voucher'] };
  /** The buy box shows the price larger. */
  size?: 'normal' | 'large';
}

/**
 * Price in the locale's currency (spec point 9); the old price struck through when there is one;
 * a dash when missing. With a voucher price the list price becomes the struck one (shownPrice,
 * the shop's one pricing rule: issue 32).
 */
export function PriceTag({ price, size = 'normal' }: PriceTagProps) {
  const { locale } = useShop();
  const intl = useIntl();
  const format = (amount: number | null) => formatPrice(amount, price.currency, locale);
  const { now: current, was: old } = shownPrice(price);
  const className = `price${size === 'large' ? ' price--large' : ''}`;
  if (current == null) {
    return (
      <p className={className} data-testid="price">
        <span aria-hidden="true">{format(null)}</span>
        <span className="visually-hidden">{intl.formatMessage({ id: 'common.priceMissingLabel' })}</span>
      </p>
    );
  }
  const hasOld = old != null;
  return (
    <p className={className} data-testid="price">
      {hasOld && <span className="visually-hidden">{intl.formatMessage({ id: 'price.now' })} </span>}
      <span className="price__current">{format(current)}</span>
      {hasOld && (
        <s className="price__old" data-testid="old-price">
          <span className="visually-hidden">{intl.formatMessage({ id: 'price.was' })} </span>
          {format(old)}
        </s>
      )}
    </p>
  );
}
