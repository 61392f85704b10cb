import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';

const SECTION_TITLES = {
  concepts: 'account.concepts',
  registered: 'page.register.title',
} as const;

/**
 * Account pages without a list of their own yet: concepts (the configurator's saved builds come
 * with the configurator issue) and "registered", which says where the activation mail went.
 */
export function accountSectionPage(section: keyof typeof SECTION_TITLES) {
  return definePage<null>({
    meta: () => ({ title: '', titleKey: SECTION_TITLES[section] }),
    Component: () => {
      const intl = useIntl();
      const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
      // The registration form passes the address along, so the page can say where the mail went.
      const registeredEmail = (useLocation().state as { email?: string } | null)?.email;
      return (
        <div className="page account-page">
          <PageHeader title={t(SECTION_TITLES[section])} />
          {section === 'registered' && registeredEmail && <p role="status">{t('account.registered', { email: registeredEmail })}</p>}
          {section === 'concepts' && <EmptyState title={t('concepts.empty')}><ShopLink className="btn" to="configurator">{t('concepts.start')}</ShopLink></EmptyState>}
        </div>
      );
    },
  });
}
