import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { SectionNav } from './section-nav';
import { useIsAdmin } from '../app/use-is-admin';

const ADMIN_SECTIONS: [string, string][] = [
  ['admin/dashboard', 'admin.dashboard'],
  ['admin/orders', 'admin.orders'],
  ['admin/bike-registrations', 'admin.bikeRegistrations'],
  ['admin/fanzone', 'admin.fanzone'],
  ['admin/audit', 'admin.audit'],
];

/**
 * Admin layout: the admin area's own navigation beside its pages, shown to admins only (a
 * consumer who opens an admin URL gets the 403 message in this layout, without the menu).
 */
export default function AdminLayout() {
  const intl = useIntl();
  const admin = useIsAdmin();
  return (
    <div className={`layout layout--admin container${admin ? '' : ' layout--visitor'}`}>
      {admin && <SectionNav label={intl.formatMessage({ id: 'page.admin.title' })} sections={ADMIN_SECTIONS} />}
      <div className="layout__content"><Outlet /></div>
    </div>
  );
}
