import { useIntl } from 'react-intl';
import type { StockMarker } from '@bike/shared/domain';
import { ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, ErrorBox } from '@bike/shared/ui';
import { MarkerBadge, MarkerLegend, type StockMarkerType } from '@bike/shared/ui/marker-badge';
import { useT } from '@bike/shared/i18n';
import { kmOptions } from '../components/distance';
import type { BikeStockNearby } from './locator-search';

/** 'stock' says "in your size" only when a size was asked, else "this bike". */
const labelId = (marker: StockMarkerType, sizeAsked: boolean) => (marker === 'stock' && !sizeAsked ? 'dealers.marker.stockAnySize' : `dealers.marker.${marker}`);

/**
 * The locator's list when the shopper came from a bike (?item=): the nearest dealers, each
 * marked like its pin on the map by what it holds of that bike, with a legend of the marks.
 */
export function BikeStockList({ stock, item }: { stock: BikeStockNearby | null; item: string }) {
  const intl = useIntl();
  const t = useT();
  if (!stock) return <ErrorBox title={t('codes.DEALER_STOCK_FETCH_ERROR')} />;
  const sizeAsked = !!stock.answer.size;
  const row = (d: StockMarker) => (
    <li key={d.dealerId} className="bike-stock__dealer" data-marker={d.marker}>
      <MarkerBadge marker={d.marker} />
      <span className="bike-stock__text">
        <ShopLink className="bike-stock__name" to={`dealers/${d.slug}?item=${encodeURIComponent(item)}`}>{d.name}</ShopLink>
        <span className="bike-stock__meta">
          {d.city} · {intl.formatNumber(d.distance, kmOptions(d.distance))}
        </span>
        <span className="bike-stock__mark">
          {t(labelId(d.marker, sizeAsked))}
          {d.marker === 'stock' && d.qty > 0 && ` · ${t('dealers.qty', { qty: d.qty })}`}
        </span>
      </span>
    </li>
  );
  return (
    <>
      {stock.answer.dealers.length === 0 ? <EmptyState title={t('dealers.noResults')} /> : (
        <ol className="bike-stock" data-testid="bike-stock-list">{stock.answer.dealers.map(row)}</ol>
      )}
      <MarkerLegend open title={t('dealers.markerLegend')} label={(marker) => t(labelId(marker, sizeAsked))} />
    </>
  );
}
