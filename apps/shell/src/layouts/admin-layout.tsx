import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { ShopLink } from '@bike/shared/remote-kit';

const ADMIN_SECTIONS: [string, string][] = [
  ['admin/dashboard', 'admin.dashboard'],
  ['admin/orders', 'admin.orders'],
  ['admin/bike-registrations', 'admin.bikeRegistrations'],
  ['admin/fanzone', 'admin.fanzone'],
];

/** Admin layout: the admin area's own navigation. */
export default function AdminLayout() {
  const intl = useIntl();
  return (
    <div className="layout layout--admin container">
      <nav className="layout__aside" aria-label={intl.formatMessage({ id: 'page.admin.title' })}>
        <ul>
          {ADMIN_SECTIONS.map(([to, label]) => (
            <li key={to}><ShopLink to={to}>{intl.formatMessage({ id: label })}</ShopLink></li>
          ))}
        </ul>
      </nav>
      <div className="layout__content"><Outlet /></div>
    </div>
  );
}
