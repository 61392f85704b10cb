import { useIntl } from 'react-intl';
import { ShopLink } from '@bike/shared/remote-kit';
import { PriceTag } from '../components/price-tag';
import { ProductActions } from '../components/product-actions';
import { ProductImage } from '@bike/shared/ui';
import type { ShopItem } from './shop-calls';

/** Detail page of a shop row: bikes/{externalid} or accessories/{externalid}. */
export const itemPath = (item: Pick<ShopItem, 'itemtype' | 'externalid'>) =>
  `${item.itemtype === 'bike' ? 'bikes' : 'accessories'}/${encodeURIComponent(item.externalid)}`;

/**
 * The first card's picture is the list's one priority image (a page's largest paint, fetched with
 * the HTML); the others are lazy, and wait for the first paint (issue 9: at most one request
 * before it beyond the HTML and its CSS).
 */
const PRIORITY_CARDS = 1;
/**
 * The card's width in the grid (.shop-grid: columns of at least 160 px on phones, 240 px beside
 * the filter panel): one column below 372 px, two or more up to 768 px, two to three beside the
 * filters. Saying 100vw on phones made a 2x phone fetch the 1000 px picture for a 180 px card
 * (31-38 KB each instead of 16 KB, in the way of the page's first paint; issue 9).
 */
const CARD_SIZES = '(max-width: 371px) 100vw, (max-width: 768px) 50vw, (max-width: 1200px) 40vw, 300px';

/**
 * What the card's cart button can do with a bike's sizes (issue 32: no bike without a size): a
 * bike with one size adds that size; with several, the shopper chooses on the bike page, where
 * each size shows its stock and the size advice is.
 */
export function cardSize(item: Pick<ShopItem, 'itemtype' | 'sizes'>): { size: string; externalid: string } | null {
  return item.itemtype === 'bike' && item.sizes?.length === 1 ? item.sizes[0]! : null;
}

export function ProductCard({ item, index }: { item: ShopItem; index: number }) {
  const intl = useIntl();
  const meta = [item.paint_des, item.groupset].filter(Boolean).join(' · ');
  const sizes = item.itemtype === 'bike' && item.sizes?.length ? item.sizes.map((s) => s.size).join(' · ') : null;
  return (
    <article className="card shop-card" data-testid="shop-card" data-externalid={item.externalid}>
      <div className="card__media shop-card__media">
        {item.image && (
          // The title link names the product; the picture is decoration for screen readers.
          <ProductImage src={item.image} alt="" width={600} height={450} sizes={CARD_SIZES} priority={index < PRIORITY_CARDS} />
        )}
      </div>
      <div className="card__body">
        <h3 className="card__title shop-card__title">
          <ShopLink to={itemPath(item)}>{item.title}</ShopLink>
        </h3>
        {meta && <p className="card__meta">{meta}</p>}
        {sizes && <p className="card__meta shop-card__sizes">{intl.formatMessage({ id: 'bike.sizesList' }, { sizes })}</p>}
        <PriceTag price={item.$$price} />
        {item.$$price.voucher && <p className="shop-card__voucher">{intl.formatMessage({ id: 'toast.voucherApplied' }, { code: item.$$price.voucher.code })}</p>}
        {item.vouchertext && <p className="shop-card__voucher">{item.vouchertext}</p>}
        <p className={`availability availability--${item.availability}`}>
          {intl.formatMessage({ id: `availability.${item.availability}` }, { workdays: item.workdays ?? 0 })}
        </p>
        <ProductActions item={item} selectedSize={cardSize(item)} chooseSizeAt={itemPath(item)} compact />
      </div>
    </article>
  );
}
