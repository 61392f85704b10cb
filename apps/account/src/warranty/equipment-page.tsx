import { useIntl } from 'react-intl';
import type { EquipmentBike } from '@bike/shared/domain';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { useErrorText } from '../use-error-text';
import { useAccountCall } from './use-account-call';
import { formatDay, RegistrationStatusBadge, WarrantyLine } from './warranty-line';

/** One bike: picture, what it is, where it came from and its frame warranty. */
function EquipmentCard({ bike }: { bike: EquipmentBike }) {
  const intl = useIntl();
  const t = useT();
  const canRegister = bike.serialNumber && (!bike.registration || bike.registration.status === 'rejected');
  return (
    <li className="equipment-card" data-testid="equipment-bike">
      {bike.image ? <img src={bike.image} alt="" width={240} height={150} loading="lazy" /> : <span className="equipment-card__noimage" aria-hidden="true" />}
      <div className="equipment-card__body">
        <h2 className="equipment-card__title">{bike.title}</h2>
        <dl className="spec-list">
          {bike.size && <><dt>{t('equipment.size')}</dt><dd>{bike.size}</dd></>}
          {bike.design && <><dt>{t('equipment.design')}</dt><dd>{bike.design}</dd></>}
          {bike.groupset && <><dt>{t('equipment.groupset')}</dt><dd>{bike.groupset}</dd></>}
          <dt>{t('registration.serialNumber')}</dt><dd data-testid="equipment-serial">{bike.serialNumber ?? t('equipment.serialFollows')}</dd>
          {bike.purchaseDate && <><dt>{t('registration.purchaseDate')}</dt><dd>{formatDay(intl, bike.purchaseDate)}</dd></>}
          {bike.orderId && <><dt>{t('equipment.order')}</dt><dd>{bike.orderId}</dd></>}
          {bike.dealer?.name && <><dt>{t('equipment.dealer')}</dt><dd>{bike.dealer.name}</dd></>}
        </dl>
        {bike.warranty ? <WarrantyLine warranty={bike.warranty} /> : <p className="equipment-card__note">{t('equipment.onItsWay')}</p>}
        {bike.registration && <p><RegistrationStatusBadge status={bike.registration.status} /></p>}
        {canRegister && (
          <p>
            <ShopLink className="btn btn--secondary" to={`bike-registration?serial=${encodeURIComponent(bike.serialNumber!)}`}>{t('registration.registerThisBike')}</ShopLink>
            <span className="equipment-card__note"> {t('warranty.registerToExtend')}</span>
          </p>
        )}
      </div>
    </li>
  );
}

/** /account/equipment: GET /b2c/v1/equipment?locale= (spec point 7). */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'account.equipment' }),
  Component: () => {
    const { locale } = useShop();
    const errorText = useErrorText();
    const call = useAccountCall<EquipmentBike[]>('/b2c/v1/equipment', { locale });
    const t = useT();
    return (
      <div className="page account-page">
        <PageHeader title={t('account.equipment')} />
        {call.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {call.state === 'failed' && <p className="error-box" role="alert">{errorText(call.error)}</p>}
        {call.state === 'done' && call.data.length === 0 && (
          <EmptyState title={t('equipment.empty')}><ShopLink className="btn" to="bike-registration">{t('registration.title')}</ShopLink></EmptyState>
        )}
        {call.state === 'done' && call.data.length > 0 && (
          <>
            <ul className="equipment-list">{call.data.map((bike, i) => <EquipmentCard key={`${bike.serialNumber ?? bike.orderId}-${i}`} bike={bike} />)}</ul>
            <p><ShopLink to="bike-registration">{t('equipment.registerAnother')}</ShopLink></p>
          </>
        )}
      </div>
    );
  },
});
