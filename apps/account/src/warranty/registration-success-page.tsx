import { useSearchParams } from 'react-router';
import type { BikeRegistrationView } from '@bike/shared/domain';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { useErrorText } from '../use-error-text';
import { useAccountCall } from './use-account-call';
import { RegistrationStatusBadge, WarrantyLine } from './warranty-line';

/** /bike-registration-success?id=: what was registered and the warranty it now has. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.bikeRegistrationSuccess.title' }),
  Component: () => {
    const errorText = useErrorText();
    const [params] = useSearchParams();
    const id = params.get('id');
    const call = useAccountCall<BikeRegistrationView>(id ? `/b2c/v1/warranty/registration/${encodeURIComponent(id)}` : null);
    const t = useT();
    return (
      <div className="page container account-page">
        <PageHeader title={t('page.bikeRegistrationSuccess.title')} />
        {!id && <EmptyState title={t('registration.success')}><ShopLink className="btn" to="account/warranties">{t('registration.toWarranties')}</ShopLink></EmptyState>}
        {id && call.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {id && call.state === 'failed' && <p className="error-box" role="alert">{errorText(call.error)}</p>}
        {call.state === 'done' && (
          <section className="registration-done" data-testid="registration-done">
            {call.data.bike.image && <img src={call.data.bike.image} alt="" width={320} height={200} />}
            <div>
              <p role="status">{t('registration.successDetail', { title: call.data.bike.title, serial: call.data.serialNumber })}</p>
              <WarrantyLine warranty={call.data.warranty} />
              <p><RegistrationStatusBadge status={call.data.status} /> {t('registration.reviewNote')}</p>
              <p className="registration-done__links">
                <ShopLink className="btn" to="account/warranties">{t('registration.toWarranties')}</ShopLink>
                <ShopLink className="btn btn--secondary" to="account/equipment">{t('account.equipment')}</ShopLink>
              </p>
            </div>
          </section>
        )}
      </div>
    );
  },
});
