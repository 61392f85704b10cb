import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useIntl } from 'react-intl';

/** Spec point 9: the full-page loader appears only after 750 ms, so quick navigations never flash it. */
export const PAGE_LOADER_DELAY_MS = 750;

export function PageLoader() {
  const navigation = useNavigation();
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const loading = navigation.state === 'loading';

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), PAGE_LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return (
    <div className="page-loader" role="status" aria-live="polite" data-testid="page-loader">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loadingPage' })}</span>
    </div>
  );
}
