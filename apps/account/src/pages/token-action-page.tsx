import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { forgetStoredRefreshToken } from '../session';
import { useErrorText } from '../use-error-text';

/**
 * Activation: the link from a mail carries the one-time token. It activates the account, or,
 * with `change=email`, confirms the new address of an email change (the link mailed to that
 * address; the spec's routes have no page of its own for it).
 */
export const activatePage = definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.activate.title' }),
  Component: () => {
    const { api } = useShop();
    const [params] = useSearchParams();
    const errorText = useErrorText();
    const [state, setState] = useState<{ status: 'working' | 'done' | 'failed'; message?: string }>({ status: 'working' });
    const token = params.get('token');
    const emailChange = params.get('change') === 'email';
    const t = useT();
    useEffect(() => {
      const failedCode = emailChange ? 'codes.CONFIRM_EMAIL_ERROR' : 'codes.ACTIVATE_ACCOUNT_ERROR';
      if (!token) return setState({ status: 'failed', message: t(failedCode) });
      const confirmed = emailChange
        ? api.post<{ email: string }>('/b2c/v1/users/confirm-email', { token }).then((r) => t('account.emailConfirmed', { email: r.email }))
        : api.post('/b2c/v1/users/activate', { token }).then(() => t('account.activated'));
      confirmed.then(
        (message) => setState({ status: 'done', message }),
        (e) => setState({ status: 'failed', message: errorText(e) }),
      );
    }, [token]); // eslint-disable-line react-hooks/exhaustive-deps
    return (
      <div className="page"><div className="form-card" role="status" aria-live="polite">
        <PageHeader title={t(emailChange ? 'page.confirmEmail.title' : 'page.activate.title')} />
        {state.status === 'working' && <p>{t('common.loading')}</p>}
        {state.status === 'done' && <p data-testid="activated">{state.message} <ShopLink to="account/login">{t('page.login.title')}</ShopLink></p>}
        {state.status === 'failed' && <p className="error-box" role="alert">{state.message}</p>}
      </div></div>
    );
  },
});

/**
 * Logout: the API ends the session of the cookies (with the CSRF proof the api-client adds)
 * and clears them; then back to the login page, a full load so the shell sees it signed out.
 * Only when the shopper came from the shop's own pages (a link in the shop, or a page of this
 * origin before): another site linking here gets a button instead, since a GET that another
 * site can trigger must not change state (issue 29).
 */
export const logoutPage = definePage<null>({
  meta: () => ({ title: '', titleKey: 'account.logout' }),
  Component: () => {
    const intl = useIntl();
    const { api, locale } = useShop();
    const [asked, setAsked] = useState(false);
    const [fromShop, setFromShop] = useState<boolean | null>(null);
    useEffect(() => {
      setFromShop(cameFromThisSite());
    }, []);
    useEffect(() => {
      if (!fromShop && !asked) return;
      forgetStoredRefreshToken();
      api.post('/b2c/v1/auth/logout', {})
        .catch(() => undefined)
        .then(() => window.location.assign(`/${locale}/account/login`));
    }, [fromShop, asked]); // eslint-disable-line react-hooks/exhaustive-deps
    if (fromShop === false && !asked) {
      return (
        <div className="page"><div className="form-card">
          <PageHeader title={intl.formatMessage({ id: 'account.logout' })} />
          <button type="button" className="btn" onClick={() => setAsked(true)}>{intl.formatMessage({ id: 'account.logout' })}</button>
        </div></div>
      );
    }
    return <div className="container page" role="status">{intl.formatMessage({ id: 'common.loading' })}</div>;
  },
});

/**
 * True when the shopper got here inside the shop: a navigation of the shop's router (its
 * history entries count up from 0 at the page load) or a page load from a page of this origin
 * (the referrer policy keeps the origin).
 */
function cameFromThisSite(): boolean {
  const historyIndex = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof historyIndex === 'number' && historyIndex > 0) return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
