import { useIntl } from 'react-intl';
import { ShopLink } from '@bike/shared/remote-kit';
import type { PriceBlock } from '@bike/shared/domain';
import { PriceTag } from '../components/price-tag';

/**
 * The price at the top of the buy box. A bike without a price in this market cannot be bought
 * online here, and this is where a shopper looks for the price to buy it, so instead of the
 * cards' bare dash it says so and points to a dealer, who can sell it.
 */
export function BuyPrice({ price }: { price: PriceBlock }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if ((price.voucher?.msrp ?? price.msrp) != null) return <PriceTag price={price} size="large" />;
  return (
    <div className="bike-buy__no-price" data-testid="price">
      <p className="bike-buy__no-price-title">{t('bike.notSoldOnline')}</p>
      <p>
        {t('bike.notSoldOnlineHint')} <ShopLink to="dealers">{t('bike.findDealer')}</ShopLink>
      </p>
    </div>
  );
}
