import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { definePage, ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { storageRestoredAtom, useAtomValue, useSetAtom, userLocationAtom } from '@bike/shared/store';
import type { Dealer } from '@bike/shared/domain';
import { EmptyState, ErrorBox, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { DealerCard } from '../components/dealer-card';
import type { MapArea } from '../map/dealer-map';
import { DealerMapSlot } from '../map/dealer-map-slot';
import { LocatorForm } from './locator-form';
import { loadLocator, LOCATOR_LIST_SIZE, locatorSearchFor, type LocatorData } from './locator-search';
import { UseMyLocation } from './use-my-location';
import { BikeStockList } from './bike-stock-list';

/** With ?item= the list is the bike's stock near the place; the map's moves do not replace it. */
const ignoreView = () => undefined;

/**
 * /dealers: the dealers nearest a place, server-rendered from the URL (a search is a shareable
 * link and works without script). The map joins the list once the page has painted.
 */
export default definePage<LocatorData>({
  meta: () => ({ title: '', titleKey: 'page.dealers.title', descriptionKey: 'page.dealers.description' }),
  loader: ({ api, locale, language, searchParams }) => loadLocator(api, locale, language, searchParams),
  Component: ({ data }) => {
    const t = useT();
    const setLocation = useSetAtom(userLocationAtom);
    const navigate = useNavigate();
    const href = useLocaleHref();
    const { query, origin } = data;

    // A found place becomes the shopper's location (spec points 3 and 4): stock panels and the
    // checkout's dealer list measure from it on later pages. Set once the stored location has
    // been restored (after hydration), or the restore would overwrite it.
    const restored = useAtomValue(storageRestoredAtom);
    useEffect(() => {
      if (restored && origin.source === 'search') {
        setLocation({ type: 'SEARCH', lat: origin.lat, lng: origin.lng, readableLocation: origin.name, ...(origin.names ? { placeNames: origin.names } : {}), timestamp: Date.now() });
      }
    }, [restored, origin.source, origin.lat, origin.lng, origin.name, origin.names, setLocation]);

    // The list follows the map once the shopper moves it: the dealers in view, nearest its centre.
    const { api, locale } = useShop();
    const [inView, setInView] = useState<{ dealers: Dealer[]; failed: boolean } | null>(null);
    const asked = useRef(0);
    useEffect(() => setInView(null), [data]);
    const followMap = useCallback(
      (area: MapArea, centre: { lat: number; lng: number }) => {
        const ask = ++asked.current;
        api
          .get<Dealer[]>('/b2c/v1/dealers', {
            area: JSON.stringify(roundArea(area)), lat: centre.lat.toFixed(5), lng: centre.lng.toFixed(5), locale, type: query.type, country: query.country || undefined, limit: LOCATOR_LIST_SIZE,
          })
          .then((dealers) => ask === asked.current && setInView({ dealers, failed: false }))
          .catch(() => ask === asked.current && setInView({ dealers: [], failed: true }));
      },
      [api, locale, query.type, query.country],
    );

    const names = new Map(data.countries.map((c) => [c.code, c.name]));
    const countryName = (code: string) => names.get(code) ?? code;
    const place = origin.name || t('dealers.yourLocation');
    const list = inView ?? data;
    return (
      <div className="container page dealers">
        <PageHeader title={t('page.dealers.title')} intro={t('page.dealers.description')} />
        <div className="locator__search">
          <LocatorForm query={query} countries={data.countries} />
          <UseMyLocation
            onLocated={(point) => {
              setLocation({ type: 'COORDINATES', lat: point.lat, lng: point.lng, readableLocation: t('dealers.yourLocation'), timestamp: Date.now() });
              navigate(href(locatorSearchFor(point, '', query)));
            }}
          />
        </div>
        {data.placeNotFound && <p className="locator__notice" role="status">{t('dealers.placeNotFound', { place: query.q })}</p>}
        <div className="locator__body">
          <DealerMapSlot centre={origin} type={query.type} country={query.country} item={query.item || undefined} onViewChange={query.item ? ignoreView : followMap} />
          <section className="locator__list" aria-labelledby="dealer-list-title">
            {query.item ? (
              <>
                <h2 className="dealers__location" id="dealer-list-title">{t('dealers.withBike', { bike: data.bikeStock?.title ?? query.item, place })}</h2>
                <p><ShopLink to={locatorSearchFor(origin, origin.source === 'default' ? '' : origin.name, { ...query, item: '' })}>{t('dealers.allDealers')}</ShopLink></p>
                <BikeStockList stock={data.bikeStock ?? null} item={query.item} />
              </>
            ) : (
              <>
                <h2 className="dealers__location" id="dealer-list-title" aria-live="polite">{inView ? t('dealers.inMapView') : t('page.dealers.near', { place })}</h2>
                {list.failed ? (
                  <ErrorBox title={t('codes.DEALER_FETCH_ERROR')} />
                ) : list.dealers.length === 0 ? (
                  <EmptyState title={t('dealers.noResults')} />
                ) : (
                  <ol className="dealer-list" data-testid="dealer-list">
                    {list.dealers.map((d) => <DealerCard key={d.id} dealer={d} countryName={countryName(d.country)} />)}
                  </ol>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    );
  },
});

/**
 * The map's bounds as the area query takes them: longitudes wrapped into ±180 (a view across the
 * antimeridian keeps west > east), the whole world when the view is wider than it, four decimals.
 */
const wrap = (lng: number) => +((((lng + 180) % 360) + 360) % 360 - 180).toFixed(4);
export const roundArea = (a: MapArea): MapArea => ({
  north: Math.min(90, +a.north.toFixed(4)),
  south: Math.max(-90, +a.south.toFixed(4)),
  ...(a.east - a.west >= 360 ? { east: 180, west: -180 } : { east: wrap(a.east), west: wrap(a.west) }),
});
