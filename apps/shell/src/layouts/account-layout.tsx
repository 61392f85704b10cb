import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { ShopLink } from '@bike/shared/remote-kit';
import { useShellEnv } from '../app/shell-env';

const ACCOUNT_SECTIONS: [string, string][] = [
  ['account', 'page.account.title'],
  ['account/orders', 'account.orders'],
  ['account/equipment', 'account.equipment'],
  ['account/concepts', 'account.concepts'],
  ['account/warranties', 'account.warranties'],
  ['account/activity', 'account.activity'],
  ['account/settings', 'account.settings'],
];

/**
 * Account layout: a section menu beside the account pages for a signed-in user; visitors on the
 * login, registration and password pages get the form alone. The server and the browser read
 * the same auth cookie, so both render the same layout.
 */
export default function AccountLayout() {
  const intl = useIntl();
  const signedIn = useShellEnv().hasAuthCookie();
  if (!signedIn) {
    return (
      <div className="layout layout--account layout--visitor container">
        <div className="layout__content"><Outlet /></div>
      </div>
    );
  }
  return (
    <div className="layout layout--account container">
      <nav className="layout__aside" aria-label={intl.formatMessage({ id: 'nav.account' })}>
        <ul>
          {ACCOUNT_SECTIONS.map(([to, label]) => (
            <li key={to}><ShopLink to={to}>{intl.formatMessage({ id: label })}</ShopLink></li>
          ))}
        </ul>
      </nav>
      <div className="layout__content"><Outlet /></div>
    </div>
  );
}
