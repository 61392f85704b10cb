import { ShopLink, useShop } from '@bike/shared/remote-kit';
import type { PriceBlock } from '@bike/shared/domain';
import { discountCodeAtom, useAtomValue } from '@bike/shared/store';
import { useVoucherPrices } from '@bike/shared/ui/use-voucher-prices';
import { useT } from '@bike/shared/i18n';
import { PriceTag } from '../components/price-tag';
import { fetchVoucherPrice } from '../components/voucher-prices';

/**
 * The price at the top of the buy box. A bike without a price in this market cannot be bought
 * online here, and this is where a shopper looks for the price to buy it, so instead of the
 * cards' bare dash it says so and points to a dealer, who can sell it. The price is the one the
 * cart charges: with the shopper's discount code when it is another than the page's.
 */
export function BuyPrice({ price: rendered, externalid }: { price: PriceBlock; externalid: string }) {
  const { api, locale } = useShop();
  const code = useAtomValue(discountCodeAtom);
  const price = useVoucherPrices(rendered, rendered.voucher?.code ?? null, code, externalid, (asked) => fetchVoucherPrice(api, externalid, locale, asked));
  const t = useT();
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
