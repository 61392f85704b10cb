import { useIntl } from 'react-intl';
import { ApiClientError, fetchBike, type ApiClient } from '@bike/shared/api-client';
import type { Item, StockLookupAnswer, StockLookupLine } from '@bike/shared/domain';
import { countryNameIn, findLocale, formatPrice, useT } from '@bike/shared/i18n';
import { definePage, PageNotFoundError, ShopLink, useShop } from '@bike/shared/remote-kit';
import { EmptyState, ErrorBox, ProductImage } from '@bike/shared/ui';
import { kmOptions } from '../components/distance';
import { byDealer, byMarket, type DealerStock } from './dealers-by-market';
import { inventorySearch, readInventoryQuery } from './inventory-query';
import { resolveOrigin, type SearchOrigin } from '../locator/locator-search';

/** How many dealers with the bike the page lists, nearest first. */
const DEALER_LINES = 40;

interface InventoryItemData {
  item: Item;
  /** null when the stock call failed. */
  stock: StockLookupAnswer | null;
  origin: SearchOrigin;
  /** Back to the inventory with the shopper's filters and place. */
  back: string;
}

/** The bike, then where it is on hand: dealers nearest first (from the inventory's place), then the factory. */
async function loadInventoryItem(api: ApiClient, locale: string, id: string | undefined, params: URLSearchParams): Promise<InventoryItemData> {
  if (!id || !/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(id)) throw new PageNotFoundError('BIKE_NOT_FOUND');
  const query = readInventoryQuery(params);
  const [item, { origin }] = await Promise.all([
    fetchBike(api, id, locale).catch((error: unknown) => {
      if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) throw new PageNotFoundError('BIKE_NOT_FOUND');
      throw error;
    }),
    resolveOrigin(api, locale, query),
  ]);
  const stock = await api
    .get<StockLookupAnswer>('/b2c/V1/stock', { externalId: id, locale, lat: origin.lat.toFixed(5), lng: origin.lng.toFixed(5), limit: DEALER_LINES })
    .catch(() => null);
  return { item, stock, origin, back: `inventory${inventorySearch(query)}` };
}

function SizeChips({ lines }: { lines: StockLookupLine[] }) {
  const intl = useIntl();
  const t = useT();
  return (
    <ul className="inventory-card__sizes" aria-label={intl.formatMessage({ id: 'inventory.sizes' })}>
      {lines.map((l) => (
        <li key={`${l.externalid}-${l.workdays}`} className={`size-chip size-chip--${l.availability}`}>
          {l.size} · {l.availability === 'onstock' ? t('inventory.onstock') : t('inventory.workdays', { workdays: l.workdays })}
          {l.qty > 1 && ` · ${t('inventory.qty', { qty: l.qty })}`}
        </li>
      ))}
    </ul>
  );
}

/** Dealers that have the bike, with the sizes each has and its distance from the shopper's place. */
function DealerList({ dealers, item, testId }: { dealers: DealerStock[]; item: Item; testId: string }) {
  const intl = useIntl();
  return (
    <ul className="inventory-item__dealers" data-testid={testId}>
      {dealers.map(({ dealer, sizes }) => (
        <li key={dealer.dealerId} className="inventory-item__dealer">
          <div className="inventory-item__dealer-head">
            <ShopLink to={`dealers/${dealer.slug}?item=${encodeURIComponent(item.externalid)}`} className="inventory-item__dealer-name">{dealer.name}</ShopLink>
            <span className="inventory-item__city">{dealer.city}</span>
            <span className="inventory-item__distance">{intl.formatNumber(dealer.distance, kmOptions(dealer.distance))}</span>
          </div>
          <SizeChips lines={sizes} />
        </li>
      ))}
    </ul>
  );
}

/** /inventory/{id}: one bike and where it is on hand. */
export default definePage<InventoryItemData>({
  meta: (data) => ({ title: data.item.title, titleKey: 'page.inventory.title', descriptionKey: 'page.inventory.description' }),
  loader: ({ api, locale, params, searchParams }) => loadInventoryItem(api, locale, params['id'], searchParams),
  Component: ({ data }) => {
    const { locale } = useShop();
    const t = useT();
    const { item, stock, origin } = data;
    const market = findLocale(locale);
    const { home, abroad } = byMarket(stock ? byDealer(stock.lines) : [], market?.country ?? 'INT');
    const countryName = market ? countryNameIn(market.country, market.language) : '';
    const factory = stock ? stock.lines.filter((l) => l.source === 'factory') : [];
    return (
      <div className="container page inventory-item">
        <p className="inventory-item__back"><ShopLink to={data.back}>{t('inventory.back')}</ShopLink></p>
        <div className="inventory-item__head">
          {item.image && <ProductImage src={item.image} alt={item.title} width={600} height={400} sizes="(max-width: 768px) 100vw, 40vw" priority className="inventory-item__picture" />}
          <div>
            <h1>{item.title}</h1>
            <p className="inventory-card__price">{formatPrice(item.$$price?.msrp ?? null, item.$$price?.currency, locale)}</p>
            <p><ShopLink className="btn" to={`bikes/${encodeURIComponent(item.externalid)}`}>{t('inventory.viewBike')}</ShopLink></p>
          </div>
        </div>
        {!stock ? (
          <ErrorBox title={t('codes.FIND_STOCK_FETCH_ERROR')} />
        ) : (
          <>
            <section aria-labelledby="inventory-dealers">
              <h2 id="inventory-dealers">{t(abroad.length ? 'inventory.atDealersInCountryFrom' : 'inventory.atDealersFrom', { place: origin.name || t('inventory.yourLocation'), country: countryName })}</h2>
              {home.length === 0 ? <EmptyState title={t(abroad.length ? 'inventory.noDealersInCountry' : 'inventory.noDealers', { country: countryName })} /> : <DealerList dealers={home} item={item} testId="inventory-dealers" />}
            </section>
            <section aria-labelledby="inventory-factory">
              <h2 id="inventory-factory">{t('inventory.atFactory')}</h2>
              {factory.length === 0 ? <p>{t('inventory.noFactory')}</p> : <SizeChips lines={factory} />}
            </section>
            {abroad.length > 0 && (
              <section aria-labelledby="inventory-abroad">
                <h2 id="inventory-abroad">{t('inventory.atDealersAbroad')}</h2>
                <DealerList dealers={abroad} item={item} testId="inventory-dealers-abroad" />
              </section>
            )}
          </>
        )}
      </div>
    );
  },
});
