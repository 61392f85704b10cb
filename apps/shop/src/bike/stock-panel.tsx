import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { stockAvailability } from '@bike/shared/domain';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { DEFAULT_USER_LOCATION, useAtomValue, userLocationAtom } from '@bike/shared/store';
import { loadItemStock, type ItemStock } from './detail-calls';

/**
 * Stock: factory stock, then the nearest dealers that have this bike. The server renders the
 * stock it knows without a location; in the browser the list is asked again from the visitor's
 * stored location so "nearest" means near them.
 */
export function StockPanel({ externalId, initial }: { externalId: string; initial: ItemStock | null }) {
  const intl = useIntl();
  const { api, locale } = useShop();
  const location = useAtomValue(userLocationAtom);
  const [stock, setStock] = useState(initial);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    // The server asked from the default location; ask again only when the visitor's differs.
    if (location.lat === DEFAULT_USER_LOCATION.lat && location.lng === DEFAULT_USER_LOCATION.lng) return;
    let live = true;
    loadItemStock(api, externalId, locale, { lat: location.lat, lng: location.lng }).then((s) => live && s && setStock(s));
    return () => { live = false; };
  }, [api, externalId, locale, location.lat, location.lng]);

  const dealers = stock?.dealers.filter((d) => d.qty > 0) ?? [];
  return (
    <section className="bike-section" id="stock" aria-labelledby="stock-title">
      <h2 id="stock-title">{t('bike.stock')}</h2>
      {!stock ? (
        <p className="bike-stock__none">{t('bike.stockUnknown')}</p>
      ) : (
        <>
          <h3>{t('bike.factoryStock')}</h3>
          <p data-testid="factory-stock" className={`availability availability--${stock.factory && stock.factory.qty > 0 ? stockAvailability(stock.factory.workdays) : 'unavailable'}`}>
            {stock.factory && stock.factory.qty > 0
              ? `${t('bike.factoryStockQty', { qty: stock.factory.qty })} · ${t(`availability.${stockAvailability(stock.factory.workdays)}`, { workdays: stock.factory.workdays ?? 0 })}`
              : t('bike.noFactoryStock')}
          </p>
          <h3>{t('bike.dealerStock')}</h3>
          {dealers.length === 0 ? (
            <p>{t('bike.noDealerStock')}</p>
          ) : (
            <ul className="bike-dealers" data-testid="dealer-stock">
              {dealers.map((d) => (
                <li key={d.dealerId} className="bike-dealers__item">
                  <ShopLink className="bike-dealers__name" to={`dealers/${d.slug}?item=${encodeURIComponent(externalId)}`}>{d.name}</ShopLink>
                  <span className="bike-dealers__city">{d.city}</span>
                  <span className="bike-dealers__distance">{d.distance != null ? t('bike.distanceKm', { km: Math.round(d.distance) }) : d.country ?? ''}</span>
                  <span className={`availability availability--${stockAvailability(d.workdays)}`}>{t('bike.dealerQty', { qty: d.qty })}</span>
                </li>
              ))}
            </ul>
          )}
          {location.readableLocation && <p className="bike-dealers__from">{t('bike.nearLocation', { location: location.readableLocation })}</p>}
        </>
      )}
      <p><ShopLink to="dealers">{t('bike.findDealer')}</ShopLink></p>
    </section>
  );
}
