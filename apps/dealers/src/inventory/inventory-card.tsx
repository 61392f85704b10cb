import { useIntl } from 'react-intl';
import type { InventoryBike } from '@bike/shared/domain';
import { formatPrice, useT } from '@bike/shared/i18n';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';
import { kmOptions } from '../components/distance';


/**
 * One bike on hand: its picture, name and price, the sizes on hand (as filtered) and where: the
 * nearest dealer that has it with the distance, how many dealers in all, and factory stock.
 */
export function InventoryCard({ bike, search, priority }: { bike: InventoryBike; search: string; priority: boolean }) {
  const intl = useIntl();
  const { locale } = useShop();
  const t = useT();
  const { item, nearest, factory } = bike;
  const detail = `inventory/${encodeURIComponent(item.externalid)}${search}`;
  return (
    <li className="inventory-card" data-testid="inventory-bike">
      <ShopLink to={detail} className="inventory-card__picture" tabIndex={-1} aria-hidden="true">
        {item.image && <ProductImage src={item.image} alt="" width={600} height={400} sizes="(max-width: 768px) 100vw, 30vw" priority={priority} />}
      </ShopLink>
      <div className="inventory-card__body">
        <h2 className="inventory-card__title"><ShopLink to={detail}>{item.title}</ShopLink></h2>
        <p className="inventory-card__price">{formatPrice(item.$$price.msrp, item.$$price.currency, locale)}</p>
        <ul className="inventory-card__sizes" aria-label={t('inventory.sizes')}>
          {bike.sizes.map((s) => (
            <li key={s.size} className={`size-chip size-chip--${s.availability}`} title={s.availability === 'onstock' ? t('inventory.onstock') : t('inventory.workdays', { workdays: s.workdays ?? 0 })}>
              {s.size}
            </li>
          ))}
        </ul>
        {nearest ? (
          <p className="inventory-card__where" data-testid="inventory-nearest">
            {t('inventory.nearest', { dealer: nearest.name, distance: intl.formatNumber(nearest.distance, kmOptions(nearest.distance)) })}
            {bike.dealerCount > 1 && <span className="inventory-card__more"> · {t('inventory.atDealers', { count: bike.dealerCount })}</span>}
          </p>
        ) : null}
        {factory && (
          <p className="inventory-card__factory">
            {factory.workdays <= 2 ? t('inventory.factoryReady', { qty: factory.qty }) : t('inventory.factoryLater', { qty: factory.qty, workdays: factory.workdays })}
          </p>
        )}
      </div>
    </li>
  );
}
