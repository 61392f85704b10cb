import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleHref, useShop } from '@bike/shared/remote-kit';
import type { DealerMap, DealerPoint, MapArea, MapConfig } from './dealer-map';
import { MapFrame } from './map-frame';


export interface DealerMapProps {
  centre: { lat: number; lng: number };
  type: 'all' | 'dealer' | 'rental';
  country: string;
  /** A bike (item or size external id): each pin shows what that dealer holds of it. */
  item?: string;
  onViewChange: (area: MapArea, centre: { lat: number; lng: number }) => void;
}

/**
 * The dealer map: mounts mapbox-gl with the style and every dealer point (loaded by
 * DealerMapSlot once the page is idle, so none of this is in the page's first load).
 */
export function DealerMapView({ centre, type, country, item, onViewChange }: DealerMapProps) {
  const intl = useIntl();
  const { api, language } = useShop();
  const href = useLocaleHref();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<DealerMap | null>(null);
  const viewChange = useRef(onViewChange);
  viewChange.current = onViewChange;
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const first = useRef(centre);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [adapter, config, points] = await Promise.all([
          import('./dealer-map'),
          api.get<MapConfig>('/b2c/v1/map/config'),
          api.get<DealerPoint[]>('/b2c/v1/dealers/map', { type, country: country || undefined, item }),
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
          onReady: () => live && setState('ready'),
        });
      } catch {
        if (live) setState('failed');
      }
    })();
    return () => {
      live = false;
      map.current?.destroy();
      map.current = null;
    };
    // The map is built once per filter; a new centre moves it (below) instead of rebuilding it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, country, item]);

  useEffect(() => {
    map.current?.flyTo(centre);
  }, [centre.lat, centre.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return <MapFrame state={state} canvas={container} />;
}

async function loadPlaces(language: string): Promise<{ name: string; lat: number; lng: number }[]> {
  const response = await fetch(`/b2c/v1/map/places.geojson?lang=${encodeURIComponent(language)}`);
  if (!response.ok) return [];
  const collection = (await response.json()) as GeoJSON.FeatureCollection<GeoJSON.Point, { name: string }>;
  return collection.features.map((f) => ({ name: f.properties.name, lng: f.geometry.coordinates[0], lat: f.geometry.coordinates[1] }));
}
