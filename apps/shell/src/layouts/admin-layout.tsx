import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { SectionNav } from './section-nav';

const ADMIN_SECTIONS: [string, string][] = [
  ['admin/dashboard', 'admin.dashboard'],
  ['admin/orders', 'admin.orders'],
  ['admin/bike-registrations', 'admin.bikeRegistrations'],
  ['admin/fanzone', 'admin.fanzone'],
];

/** Admin layout: the admin area's own navigation beside its pages. */
export default function AdminLayout() {
  const intl = useIntl();
  return (
    <div className="layout layout--admin container">
      <SectionNav label={intl.formatMessage({ id: 'page.admin.title' })} sections={ADMIN_SECTIONS} />
      <div className="layout__content"><Outlet /></div>
    </div>
  );
}
