import { stockAvailability } from '@bike/shared/domain';
import { ShopLink } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import type { ItemStock, StockFilterAnswer } from './detail-calls';
import { DealerMarkerList } from './dealer-marker-list';
import { useStockMarkers } from './use-stock-markers';

/** The size the shopper picked in the buy box (null until they pick one). */
export interface PickedSize { size: string; externalid: string }

/**
 * The dealers tab: factory stock, then the nearest dealers, each marked with how close its stock
 * comes to this bike (in the picked size once there is one), as the locator map marks them.
 * `stock` (the item stock call) is the factory fallback when the dealer call failed.
 */
export function StockPanel({ externalId, initial, stock, size = null, canPickSize = false }: {
  externalId: string;
  initial: StockFilterAnswer | null;
  stock: ItemStock | null;
  size?: PickedSize | null;
  /** The bike has sizes to pick from in the buy box, so the list can invite to pick one. */
  canPickSize?: boolean;
}) {
  const t = useT();
  const view = useStockMarkers(externalId, size?.externalid ?? null, initial);
  // The dealer answer's factory stock follows the picked size; the item stock's covers every size.
  const factory = view.answer ? view.answer.factory : stock ? stock.factory : undefined;

  return (
    <section className="bike-section" id="stock" aria-labelledby="stock-title">
      <h2 id="stock-title">{t('bike.stock')}</h2>
      <h3>{t('bike.factoryStock')}</h3>
      {factory === undefined ? (
        <p className="bike-stock__none">{t('bike.stockUnknown')}</p>
      ) : (
        <p data-testid="factory-stock" className={`availability availability--${factory && factory.qty > 0 ? stockAvailability(factory.workdays) : 'unavailable'}`}>
          {factory && factory.qty > 0
            ? `${t('bike.factoryStockQty', { qty: factory.qty })} · ${t(`availability.${stockAvailability(factory.workdays)}`, { workdays: factory.workdays ?? 0 })}`
            : t('bike.noFactoryStock')}
        </p>
      )}
      <h3>{t('bike.dealerStock')}</h3>
      <DealerMarkerList externalId={externalId} view={view} canPickSize={canPickSize} mapItem={size?.externalid} />
      <p><ShopLink to="dealers">{t('bike.findDealer')}</ShopLink></p>
    </section>
  );
}
