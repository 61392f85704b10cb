import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { EmailChangeForm } from '../pages/email-change-form';
import { AccountDataSection } from './account-data-section';
import { AddressForm } from './address-form';
import { NewsletterSection } from './newsletter-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { useMe } from './use-me';

/** /account/settings: profile, addresses, email, password, newsletter, and the account's data. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'account.settings' }),
  Component: () => {
    const [me, setMe] = useMe();
    const t = useT();
    return (
      <div className="page account-page">
        <PageHeader title={t('account.settings')} />
        {me === null && <p role="status">{t('common.loading')}</p>}
        {me === 'failed' && <EmptyState title={t('codes.GETME_ERROR')}><ShopLink className="btn" to="account/login">{t('page.login.title')}</ShopLink></EmptyState>}
        {me && me !== 'failed' && (
          <div className="settings-grid">
            <ProfileForm me={me} onSaved={setMe} />
            <AddressForm me={me} onSaved={setMe} />
            <EmailChangeForm me={me} />
            <PasswordForm me={me} />
            <NewsletterSection me={me} />
            <AccountDataSection />
          </div>
        )}
      </div>
    );
  },
});
