import { formatPrice } from '@bike/shared/i18n';
import { useShop } from '@bike/shared/remote-kit';
import type { PriceBlock } from '@bike/shared/domain';

/** Price in the locale's currency; the old price struck through when there is one; a dash when missing. */
export function PriceTag({ price }: { price: Pick<PriceBlock, 'msrp' | 'oldmsrp' | 'currency'> }) {
  const { locale } = useShop();
  return (
    <p className="price" data-testid="price">
      {formatPrice(price.msrp, price.currency, locale)}
      {price.oldmsrp != null && price.msrp != null && price.oldmsrp > price.msrp && (
        <s className="price__old">{formatPrice(price.oldmsrp, price.currency, locale)}</s>
      )}
    </p>
  );
}
