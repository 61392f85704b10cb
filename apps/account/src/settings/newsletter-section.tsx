import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountUser } from '@bike/shared/domain';
import { ApiClientError } from '@bike/shared/api-client';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { useErrorText } from '../use-error-text';

type Status = 'none' | 'pending' | 'subscribed' | 'unsubscribed';

/**
 * Settings: the newsletter of this brand for the account's address (POST /b2c/v1/newsletter/
 * subscribed). Subscribing sends the double opt-in mail; unsubscribing takes effect at once.
 */
export function NewsletterSection({ me }: { me: Pick<AccountUser, 'email' | 'firstName' | 'lastName' | 'locale'> }) {
  const intl = useIntl();
  const { api } = useShop();
  const errorText = useErrorText();
  const [status, setStatus] = useState<Status | null>(null);
  const [error, setError] = useState<React.ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  useEffect(() => {
    api.post<{ status: Status }>('/b2c/v1/newsletter/subscribed').then((r) => setStatus(r.status), (e) => setError(errorText(e)));
    // errorText is a new function each render; the status is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const act = async (subscribe: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (subscribe) {
        await api.post('/b2c/v1/newsletter/subscribe', { email: me.email, firstName: me.firstName, lastName: me.lastName, lang: intl.locale.slice(0, 2) });
        setStatus('pending');
      } else {
        await api.post('/b2c/v1/newsletter/unsubscribe', {});
        setStatus('unsubscribed');
      }
    } catch (e) {
      // Spec point 8: a failed subscription offers the manual way (our contact page).
      if (e instanceof ApiClientError && e.code === 'NEWSLETTER_SUBSCRIBE_ERROR') {
        setError(intl.formatMessage({ id: 'codes.NEWSLETTER_SUBSCRIBE_ERROR' }, { link: (chunks: React.ReactNode[]) => <ShopLink to="contact">{chunks}</ShopLink> }));
      } else setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="settings-newsletter" className="account-settings" data-testid="settings-newsletter">
      <h2 id="settings-newsletter">{t('newsletter.title')}</h2>
      {status === null && !error && <p role="status">{t('common.loading')}</p>}
      {error && <p className="error-box" role="alert">{error}</p>}
      {status && <p role="status" data-testid="newsletter-status">{t(`settings.newsletter.${status}`, { email: me.email })}</p>}
      {status && status !== 'subscribed' && <Button onClick={() => act(true)} disabled={busy}>{t(status === 'pending' ? 'settings.newsletter.resend' : 'newsletter.subscribe')}</Button>}
      {status === 'subscribed' && <Button variant="secondary" onClick={() => act(false)} disabled={busy}>{t('newsletter.unsubscribe')}</Button>}
    </section>
  );
}
