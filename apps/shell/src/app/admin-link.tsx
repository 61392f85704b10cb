import { useIntl } from 'react-intl';
import { ShopLink } from '@bike/shared/remote-kit';
import { AdminIcon } from './icons';
import { useIsAdmin } from './use-is-admin';

/**
 * The header's way into the admin area (issue 15 item 8): shown only once the API says the
 * signed-in user is an admin. Its own chunk, fetched only for visitors with a session, so the
 * header of everyone else carries none of it.
 */
export default function AdminLink() {
  const intl = useIntl();
  if (!useIsAdmin()) return null;
  return (
    <ShopLink to="admin/dashboard" className="shop-header__tool" data-testid="admin-link">
      <AdminIcon /> <span className="shop-header__tool-label">{intl.formatMessage({ id: 'page.admin.title' })}</span>
    </ShopLink>
  );
}
