import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

type State = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * "Use my location": the browser's geolocation. The server renders it disabled (it needs script);
 * it enables once the page is interactive, so a click is never lost before hydration.
 */
export function UseMyLocation({ onLocated }: { onLocated: (point: { lat: number; lng: number }) => void }) {
  const intl = useIntl();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<State>('idle');
  useEffect(() => setReady(typeof navigator !== 'undefined' && 'geolocation' in navigator), []);
  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <div className="use-my-location">
      <button type="button" className="btn btn--secondary" disabled={!ready || state === 'locating'} onClick={locate} data-testid="use-my-location">
        {intl.formatMessage({ id: state === 'locating' ? 'dealers.locating' : 'dealers.useMyLocation' })}
      </button>
      <p className="use-my-location__status" role="status" aria-live="polite">
        {state === 'denied' ? intl.formatMessage({ id: 'dealers.locationDenied' }) : state === 'unavailable' ? intl.formatMessage({ id: 'dealers.locationUnavailable' }) : ''}
      </p>
    </div>
  );
}
