import { useIntl } from 'react-intl';
import type { ActivityEntry } from '@bike/shared/domain';
import { definePage } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { useErrorText } from '../use-error-text';
import { useAccountCall } from '../warranty/use-account-call';

/** Field names of a profile change, as the settings page labels them. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'account.firstName', lastName: 'account.lastName', phone: 'settings.phone', locale: 'settings.language',
  birthday: 'account.birthday', gender: 'account.gender', addresses: 'settings.addresses',
};

/** One line of the feed in the reader's words: "Order ARD-7K3M9QX2 placed (Paid)". */
function describe(intl: ReturnType<typeof useIntl>, entry: ActivityEntry): string {
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { detail } = entry;
  switch (entry.kind) {
    case 'order_placed':
      return t('activity.order_placed', { id: detail.orderId ?? '', status: detail.status ? t(`orders.status.${detail.status}`) : '' });
    case 'bike_registered':
    case 'registration_decided':
      return t(`activity.${entry.kind}`, { title: detail.title ?? '', serial: detail.serial ?? '', status: detail.status ? t(`registration.status.${detail.status}`) : '' });
    case 'profile_changed':
      return t('activity.profile_changed', { fields: (detail.fields ?? []).map((f) => (FIELD_LABELS[f] ? t(FIELD_LABELS[f]) : f)).join(', ') });
    default:
      return t(`activity.${entry.kind}`);
  }
}

/** /account/activity: what happened on the account, newest first. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'account.activity' }),
  Component: () => {
    const intl = useIntl();
    const errorText = useErrorText();
    const call = useAccountCall<ActivityEntry[]>('/b2c/v1/users/me/activity');
    const t = useT();
    return (
      <div className="page account-page">
        <PageHeader title={t('account.activity')} intro={t('activity.intro')} />
        {call.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {call.state === 'failed' && <p className="error-box" role="alert">{errorText(call.error)}</p>}
        {call.state === 'done' && call.data.length === 0 && <EmptyState title={t('activity.empty')} />}
        {call.state === 'done' && call.data.length > 0 && (
          <ol className="activity-list" data-testid="activity-list">
            {call.data.map((entry, i) => (
              <li key={`${entry.at}-${entry.kind}-${i}`} className={`activity-item activity-item--${entry.kind}`}>
                <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                <span>{describe(intl, entry)}{entry.detail.current ? ` · ${t('activity.thisSession')}` : ''}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    );
  },
});
