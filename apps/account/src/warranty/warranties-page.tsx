import { useIntl } from 'react-intl';
import type { BikeRegistrationView } from '@bike/shared/domain';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useErrorText } from '../use-error-text';
import { previewOf } from '@bike/shared/ui/file-picker';
import { useT } from '@bike/shared/i18n';
import { useAccountCall } from './use-account-call';
import { formatDay, RegistrationStatusBadge, WarrantyLine } from './warranty-line';

function RegistrationCard({ registration: r }: { registration: BikeRegistrationView }) {
  const intl = useIntl();
  const t = useT();
  return (
    <li className="equipment-card" data-testid="warranty-registration">
      {r.bike.image ? <img src={r.bike.image} alt="" width={240} height={150} loading="lazy" /> : <span className="equipment-card__noimage" aria-hidden="true" />}
      <div className="equipment-card__body">
        <h2 className="equipment-card__title">{r.bike.title}</h2>
        <p><RegistrationStatusBadge status={r.status} /></p>
        {r.status === 'rejected' && r.rejectionReason && (
          <p className="error-box">
            {t('registration.rejectedBecause', { reason: t(`registration.rejectionReason.${r.rejectionReason}`) })}
            {r.rejectionNote && <><br />{r.rejectionNote}</>}
          </p>
        )}
        <WarrantyLine warranty={r.warranty} />
        <dl className="spec-list">
          <dt>{t('registration.serialNumber')}</dt><dd>{r.serialNumber}</dd>
          <dt>{t('registration.purchaseDate')}</dt><dd>{formatDay(intl, r.purchaseDate)}</dd>
          <dt>{t('warranty.registeredOn')}</dt><dd>{formatDay(intl, r.createdAt.slice(0, 10))}</dd>
          {r.contestEntry && <><dt>{t('registration.contestShort')}</dt><dd>{t('common.yes')}</dd></>}
        </dl>
        {r.photos.length > 0 && (
          <ul className="registration-photos" aria-label={t('registration.photos')}>
            {r.photos.map((p) => <li key={p.id}><img src={previewOf(p)} alt="" width={96} height={96} loading="lazy" /></li>)}
          </ul>
        )}
        {r.status !== 'approved' && (
          <p><ShopLink className="btn btn--secondary" to={`bike-registration?id=${encodeURIComponent(r.id)}`}>{t('registration.edit')}</ShopLink></p>
        )}
      </div>
    </li>
  );
}

/** /account/warranties: the user's bike registrations and the frame warranty each gives. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'account.warranties' }),
  Component: () => {
    const errorText = useErrorText();
    const call = useAccountCall<BikeRegistrationView[]>('/b2c/v1/warranty/registrations');
    const t = useT();
    return (
      <div className="page account-page">
        <PageHeader title={t('account.warranties')} intro={t('registration.intro')} />
        {call.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {call.state === 'failed' && <p className="error-box" role="alert">{errorText(call.error)}</p>}
        {call.state === 'done' && call.data.length === 0 && (
          <EmptyState title={t('warranties.empty')}><ShopLink className="btn" to="bike-registration">{t('registration.title')}</ShopLink></EmptyState>
        )}
        {call.state === 'done' && call.data.length > 0 && (
          <>
            <ul className="equipment-list">{call.data.map((r) => <RegistrationCard key={r.id} registration={r} />)}</ul>
            <p><ShopLink to="bike-registration">{t('equipment.registerAnother')}</ShopLink></p>
          </>
        )}
      </div>
    );
  },
});
