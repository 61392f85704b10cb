import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useShop } from '@bike/shared/remote-kit';
import type { DealerMapProps } from './dealer-map-view';

/**
 * Where the map goes. The server renders a picture of the map (an SVG the API draws: land,
 * borders, the dealers around the place, town names), so the page shows a map at once with no
 * map script at all. The interactive map (its component, mapbox-gl and its worker, about 300 KiB)
 * loads when the shopper reaches for it: hovering or touching the picture, focusing or pressing
 * "Explore the map". The list beside it works without any of it.
 */
export function DealerMapSlot(props: DealerMapProps) {
  const intl = useIntl();
  const { brand, language } = useShop();
  const [Map, setMap] = useState<ComponentType<DealerMapProps> | null>(null);
  const [state, setState] = useState<'picture' | 'loading' | 'failed'>('picture');
  const explore = () => {
    if (state !== 'picture') return;
    setState('loading');
    import('./dealer-map-view').then((m) => setMap(() => m.DealerMapView), () => setState('failed'));
  };
  if (Map) return <Map {...props} />;
  const query = new URLSearchParams({ lat: props.centre.lat.toFixed(3), lng: props.centre.lng.toFixed(3), lang: language, type: props.type, brand });
  if (props.country) query.set('country', props.country);
  const label = intl.formatMessage({ id: 'dealers.map' });
  return (
    <div className="dealer-map dealer-map--picture" data-state={state === 'failed' ? 'failed' : 'picture'} data-testid="dealer-map" onPointerEnter={explore} onTouchStart={explore} onFocus={explore}>
      <img className="dealer-map__picture" src={`/b2c/v1/map/preview.svg?${query}`} alt={label} width={800} height={600} fetchPriority="high" />
      <button type="button" className="btn btn--secondary dealer-map__explore" onClick={explore} disabled={state === 'loading'} data-testid="explore-map">
        {intl.formatMessage({ id: state === 'loading' ? 'dealers.mapLoading' : state === 'failed' ? 'dealers.mapFailed' : 'dealers.exploreMap' })}
      </button>
    </div>
  );
}
