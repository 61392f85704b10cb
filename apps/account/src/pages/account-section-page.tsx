import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import type { AccountUser } from '@bike/shared/domain';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { EmailChangeForm } from './email-change-form';

type Me = Pick<AccountUser, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'pendingEmail'>;

/** The signed-in user; the shared api-client refreshes an expired session before asking. */
function useMe() {
  const { api } = useShop();
  const [me, setMe] = useState<Me | null | 'failed'>(null);
  useEffect(() => {
    api.get<Me>('/b2c/v1/users/me').then(setMe, () => setMe('failed'));
  }, [api]);
  return me;
}

const SECTION_TITLES = {
  overview: 'page.account.title',
  orders: 'account.orders',
  concepts: 'account.concepts',
  activity: 'account.activity',
  settings: 'account.settings',
  registered: 'page.register.title',
} as const;

/**
 * Account pages. The overview and settings show the signed-in user (GET /b2c/v1/users/me);
 * orders, concepts and activity get their lists with their own issues (equipment, warranties
 * and bike registration are in ../warranty).
 */
export function accountSectionPage(section: keyof typeof SECTION_TITLES) {
  return definePage<null>({
    meta: () => ({ title: '', titleKey: SECTION_TITLES[section] }),
    Component: () => {
      const intl = useIntl();
      const me = useMe();
      const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
      const titleKey = SECTION_TITLES[section];
      const needsUser = section === 'overview' || section === 'settings';
      // The registration form passes the address along, so the page can say where the mail went.
      const registeredEmail = (useLocation().state as { email?: string } | null)?.email;
      return (
        <div className="page account-page">
          <PageHeader title={t(titleKey)} />
          {needsUser && me === null && <p role="status">{t('common.loading')}</p>}
          {needsUser && me === 'failed' && <EmptyState title={t('codes.GETME_ERROR')}><ShopLink className="btn" to="account/login">{t('page.login.title')}</ShopLink></EmptyState>}
          {needsUser && me && me !== 'failed' && (
            <dl className="spec-list" data-testid="account-me">
              <dt>{t('account.email')}</dt><dd>{me.email}</dd>
              <dt>{t('account.firstName')}</dt><dd>{me.firstName ?? '–'}</dd>
              <dt>{t('account.lastName')}</dt><dd>{me.lastName ?? '–'}</dd>
            </dl>
          )}
          {section === 'settings' && me && me !== 'failed' && <EmailChangeForm me={me} />}
          {section === 'overview' && <p><ShopLink to="account/logout">{t('account.logout')}</ShopLink></p>}
          {section === 'registered' && registeredEmail && <p role="status">{t('account.registered', { email: registeredEmail })}</p>}
          {!needsUser && section !== 'registered' && <EmptyState title={t('common.empty')} />}
        </div>
      );
    },
  });
}
