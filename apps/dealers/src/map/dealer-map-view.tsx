import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleHref, useShop } from '@bike/shared/remote-kit';
import type { DealerMap, DealerPoint, MapArea, MapConfig } from './dealer-map';

type MapState = 'waiting' | 'ready' | 'failed';

/** Runs after the browser has painted and is idle: the map never competes with the page's first paint. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
};

/**
 * The dealer map beside the list. The server renders an empty frame of fixed size (no layout
 * shift); in the browser the map library, the style and every dealer point load once the page
 * is idle. The list stays the accessible way through the dealers; the map is for looking.
 */
export function DealerMapView({ centre, type, country, onViewChange }: {
  centre: { lat: number; lng: number };
  type: 'all' | 'dealer' | 'rental';
  country: string;
  onViewChange: (area: MapArea, centre: { lat: number; lng: number }) => void;
}) {
  const intl = useIntl();
  const { api, language } = useShop();
  const href = useLocaleHref();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<DealerMap | null>(null);
  const viewChange = useRef(onViewChange);
  viewChange.current = onViewChange;
  const [state, setState] = useState<MapState>('waiting');
  const first = useRef(centre);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(async () => {
      try {
        const [adapter, config, points] = await Promise.all([
          import('./dealer-map'),
          api.get<MapConfig>('/b2c/v1/map/config'),
          api.get<DealerPoint[]>('/b2c/v1/dealers/map', { type, country: country || undefined }),
        ]);
        const places = config.provider === 'offline' ? await loadPlaces(language) : undefined;
        if (!live || !container.current) return;
        map.current = adapter.mountDealerMap({
          container: container.current,
          config,
          points,
          places,
          centre: first.current,
          dealerLink: { label: intl.formatMessage({ id: 'dealers.viewDealer' }), href: (slug) => href(`dealers/${slug}`) },
          onViewChange: (area, c) => viewChange.current(area, c),
        });
        setState('ready');
      } catch {
        if (live) setState('failed');
      }
    });
    return () => {
      live = false;
      cancel();
      map.current?.destroy();
      map.current = null;
    };
    // The map is built once per filter; a new centre moves it (below) instead of rebuilding it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, country]);

  useEffect(() => {
    map.current?.flyTo(centre);
  }, [centre.lat, centre.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="dealer-map" data-state={state} data-testid="dealer-map">
      <div ref={container} className="dealer-map__canvas" role="region" aria-label={intl.formatMessage({ id: 'dealers.map' })} />
      {state !== 'ready' && (
        <p className="dealer-map__status" role="status">
          {intl.formatMessage({ id: state === 'failed' ? 'dealers.mapFailed' : 'dealers.mapLoading' })}
        </p>
      )}
    </div>
  );
}

async function loadPlaces(language: string): Promise<{ name: string; lat: number; lng: number }[]> {
  const response = await fetch(`/b2c/v1/map/places.geojson?lang=${encodeURIComponent(language)}`);
  if (!response.ok) return [];
  const collection = (await response.json()) as GeoJSON.FeatureCollection<GeoJSON.Point, { name: string }>;
  return collection.features.map((f) => ({ name: f.properties.name, lng: f.geometry.coordinates[0], lat: f.geometry.coordinates[1] }));
}
