import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/** Pages of the account remote (login and registration flows, account pages, bike registration). */
const section = (name: Parameters<typeof import('./pages/account-section-page').accountSectionPage>[0]) => () =>
  import('./pages/account-section-page').then((m) => ({ default: m.accountSectionPage(name) }));

export const pages: PageRegistry = {
  overview: () => import('./settings/overview-page'),
  orders: () => import('./orders/orders-page'),
  equipment: () => import('./warranty/equipment-page'),
  concepts: () => import('./concepts/concepts-page'),
  warranties: () => import('./warranty/warranties-page'),
  activity: () => import('./activity/activity-page'),
  settings: () => import('./settings/settings-page'),
  registered: section('registered'),
  'bike-registration': () => import('./warranty/bike-registration-page'),
  'bike-registration-success': () => import('./warranty/registration-success-page'),
  login: () => import('./pages/login-page'),
  register: () => import('./pages/register-page'),
  activate: () => import('./pages/token-action-page').then((m) => ({ default: m.activatePage })),
  logout: () => import('./pages/token-action-page').then((m) => ({ default: m.logoutPage })),
  lostpassword: () => import('./pages/simple-form-page').then((m) => ({ default: m.lostPasswordPage })),
  reset: () => import('./pages/simple-form-page').then((m) => ({ default: m.lostPasswordPage })),
  passwordreset: () => import('./pages/simple-form-page').then((m) => ({ default: m.passwordResetPage })),
};
