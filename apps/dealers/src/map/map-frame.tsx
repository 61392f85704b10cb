import type { RefObject } from 'react';
import { useIntl } from 'react-intl';

/** The map's frame, the same on the server and in the browser: fixed size, a status line until the map is drawn. */
export function MapFrame({ state, canvas }: { state: 'waiting' | 'ready' | 'failed'; canvas?: RefObject<HTMLDivElement | null> }) {
  const intl = useIntl();
  return (
    <div className="dealer-map" data-state={state} data-testid="dealer-map">
      <div ref={canvas} className="dealer-map__canvas" role="region" aria-label={intl.formatMessage({ id: 'dealers.map' })} />
      {state !== 'ready' && (
        <p className="dealer-map__status" role="status">
          {intl.formatMessage({ id: state === 'failed' ? 'dealers.mapFailed' : 'dealers.mapLoading' })}
        </p>
      )}
    </div>
  );
}
