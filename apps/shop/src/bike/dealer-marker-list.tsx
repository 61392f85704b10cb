import { useId, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { stockAvailability, type StockMarker } from '@bike/shared/domain';
import { ShopLink } from '@bike/shared/remote-kit';
import { MarkerBadge, MarkerLegend, type StockMarkerType } from '@bike/shared/ui/marker-badge';
import { useT } from '@bike/shared/i18n';
import type { StockMarkersView } from './use-stock-markers';

/**
 * The text of a marker. 'stock' means "in your size" only when a size was asked; for the bike
 * in any size it says so, so the label never promises a size the shopper has not chosen.
 */
export const markerLabelId = (marker: StockMarkerType, sizeAsked: boolean) =>
  marker === 'stock' && !sizeAsked ? 'bike.marker.stockAnySize' : `bike.marker.${marker}`;

/** Dealers that have this very bike: in the asked size, or in another size of it. */
export const hasThisBike = (d: StockMarker) => d.marker === 'stock' || d.marker === 'other_size';

const noSubscription = () => () => undefined;
/**
 * False on the server and during hydration, true after: the filter checkbox stays disabled in
 * the server HTML, so a click before React is there is not silently lost.
 */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * The nearest dealers in the API's order (nearest first), each with its marker badge and text,
 * town, distance and, when it has the bike, how many. The filter only hides rows in the browser:
 * the list in the server HTML is the whole answer.
 */
export function DealerMarkerList({ externalId, view, canPickSize, mapItem }: { externalId: string; view: StockMarkersView; canPickSize: boolean; mapItem?: string }) {
  const intl = useIntl();
  const t = useT();
  const hydrated = useHydrated();
  const filterId = useId();
  const [onlyThisBike, setOnlyThisBike] = useState(false);
  const { answer, busy, from } = view;
  const sizeAsked = !!answer?.size;
  const dealers = answer ? (onlyThisBike ? answer.dealers.filter(hasThisBike) : answer.dealers) : [];
  // One decimal close by (2.4 km), whole kilometres further away; in the page's number format.
  const km = (distance: number) => intl.formatNumber(distance, { maximumFractionDigits: distance < 10 ? 1 : 0 });

  return (
    <div className="bike-dealers__results" aria-busy={busy}>
      {/* Always present, so assistive technology announces when the list is being asked again. */}
      <p className="bike-dealers__status" role="status">{busy ? t('bike.dealerStockLoading') : ''}</p>
      {answer === null ? (
        <p className="bike-dealers__error" data-testid="dealer-stock-error">{t('codes.DEALER_STOCK_FETCH_ERROR')}</p>
      ) : (
        <>
          {/* Says which size the markers compare: the answer's, so it always matches the rows below. */}
          {answer.size ? (
            <p className="bike-dealers__size">{t('bike.dealerStockForSize', { size: answer.size })}</p>
          ) : canPickSize ? (
            <p className="bike-dealers__size">{t('bike.dealerStockPickSize')}</p>
          ) : null}
          <div className="bike-dealers__filter">
            <input id={filterId} type="checkbox" checked={onlyThisBike} disabled={!hydrated} onChange={(e) => setOnlyThisBike(e.target.checked)} />
            <label htmlFor={filterId}>{t('bike.onlyDealersWithBike')}</label>
          </div>
          {dealers.length === 0 ? (
            <p className="bike-dealers__empty">{t(answer.dealers.length === 0 ? 'bike.noDealersNear' : 'bike.noDealersWithBike')}</p>
          ) : (
            <ul className="bike-dealers" data-testid="dealer-stock">
              {dealers.map((d) => (
                <li key={d.dealerId} className="bike-dealers__item" data-marker={d.marker}>
                  <ShopLink className="bike-dealers__name" to={`dealers/${d.slug}?item=${encodeURIComponent(externalId)}`}>{d.name}</ShopLink>
                  <span className="bike-dealers__where">
                    <span className="bike-dealers__city">{d.city}</span>
                    <span className="bike-dealers__distance">{t('bike.distanceKm', { km: km(d.distance) })}</span>
                  </span>
                  <span className="bike-dealers__marker">
                    <MarkerBadge marker={d.marker} />
                    <span>{t(markerLabelId(d.marker, sizeAsked))}</span>
                  </span>
                  {d.marker === 'stock' && d.qty > 0 && (
                    <span className={`bike-dealers__qty availability availability--${stockAvailability(d.workdays)}`}>{t('bike.dealerQty', { qty: d.qty })}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="bike-dealers__from">{t('bike.nearLocation', { location: from })}</p>
          {/* The same dealers on the locator's map, each pin showing what it holds of this bike. */}
          <p><ShopLink to={`dealers?item=${encodeURIComponent(mapItem ?? externalId)}`} data-testid="dealers-map-link">{t('bike.showOnMap')}</ShopLink></p>
          <MarkerLegend title={t('bike.markerLegend')} label={(marker) => t(markerLabelId(marker, sizeAsked))} />
        </>
      )}
    </div>
  );
}
