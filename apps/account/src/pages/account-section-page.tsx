import { useLocation } from 'react-router';
import { definePage } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';

const SECTION_TITLES = {
  registered: 'page.register.title',
} as const;

/** "Registered": says where the activation mail went. */
export function accountSectionPage(section: keyof typeof SECTION_TITLES) {
  return definePage<null>({
    meta: () => ({ title: '', titleKey: SECTION_TITLES[section] }),
    Component: () => {
      const t = useT();
      // The registration form passes the address along, so the page can say where the mail went.
      const registeredEmail = (useLocation().state as { email?: string } | null)?.email;
      return (
        <div className="page account-page">
          <PageHeader title={t(SECTION_TITLES[section])} />
          {section === 'registered' && registeredEmail && <p role="status">{t('account.registered', { email: registeredEmail })}</p>}
        </div>
      );
    },
  });
}
