import { useIntl } from 'react-intl';
import { definePage } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';

/**
 * Admin area: dashboard, orders, bike registrations, fan-zone moderation. The shell's admin-route
 * guard lets only signed-in admins load this remote; the API checks the role again on each call.
 */
export function adminPage(section: 'dashboard' | 'orders' | 'bike-registrations' | 'fanzone' | 'update-bike-registration' | 'update-bike-registration-update') {
  return definePage<null>({
    meta: () => ({ title: '', titleKey: 'page.admin.title' }),
    Component: () => {
      const intl = useIntl();
      const key = section.startsWith('update') ? 'bike-registrations' : section;
      return (
        <div className="page admin-page" data-testid="admin-page">
          <PageHeader title={intl.formatMessage({ id: `admin.${key.replace(/-([a-z])/g, (_m, c) => c.toUpperCase())}` })} />
          <EmptyState title={intl.formatMessage({ id: 'common.empty' })} />
        </div>
      );
    },
  });
}
