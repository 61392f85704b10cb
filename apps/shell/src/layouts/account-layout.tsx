import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { useShellEnv } from '../app/shell-env';
import { SectionNav } from './section-nav';

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
  return (
    <div className={`layout layout--account container${signedIn ? '' : ' layout--visitor'}`}>
      {signedIn && <SectionNav label={intl.formatMessage({ id: 'nav.account' })} sections={ACCOUNT_SECTIONS} />}
      <div className="layout__content"><Outlet /></div>
    </div>
  );
}
