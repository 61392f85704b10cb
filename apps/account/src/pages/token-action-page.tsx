import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';
import { useErrorText } from '../use-error-text';

/** Account activation: the link from the activation mail carries the one-time token. */
export const activatePage = definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.activate.title' }),
  Component: () => {
    const intl = useIntl();
    const { api } = useShop();
    const [params] = useSearchParams();
    const errorText = useErrorText();
    const [state, setState] = useState<{ status: 'working' | 'done' | 'failed'; message?: string }>({ status: 'working' });
    const token = params.get('token');
    useEffect(() => {
      if (!token) return setState({ status: 'failed', message: intl.formatMessage({ id: 'codes.ACTIVATE_ACCOUNT_ERROR' }) });
      api.post('/b2c/v1/users/activate', { token }).then(
        () => setState({ status: 'done' }),
        (e) => setState({ status: 'failed', message: errorText(e) }),
      );
    }, [token]); // eslint-disable-line react-hooks/exhaustive-deps
    return (
      <div className="page"><div className="form-card" role="status" aria-live="polite">
        <PageHeader title={intl.formatMessage({ id: 'page.activate.title' })} />
        {state.status === 'working' && <p>{intl.formatMessage({ id: 'common.loading' })}</p>}
        {state.status === 'done' && <p data-testid="activated">{intl.formatMessage({ id: 'account.activated' })} <ShopLink to="account/login">{intl.formatMessage({ id: 'page.login.title' })}</ShopLink></p>}
        {state.status === 'failed' && <p className="error-box" role="alert">{state.message}</p>}
      </div></div>
    );
  },
});

/** Logout: revokes the refresh family on the server, clears the session, back to the login page. */
export const logoutPage = definePage<null>({
  meta: () => ({ title: '', titleKey: 'account.logout' }),
  Component: () => {
    const intl = useIntl();
    const { api, locale } = useShop();
    useEffect(() => {
      const token = localStorage.getItem('refreshToken') ?? undefined;
      import('../session').then(async ({ clearSession }) => {
        await api.post('/b2c/v1/auth/logout', token ? { token } : {}).catch(() => undefined);
        clearSession();
        window.location.assign(`/${locale}/account/login`);
      });
    }, []); // eslint-disable-line react-hooks/exhaustive-deps
    return <div className="container page" role="status">{intl.formatMessage({ id: 'common.loading' })}</div>;
  },
});
