import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/** Pages of the admin remote. Only admins download this remote. */
const page = (section: Parameters<typeof import('./pages/admin-pages').adminPage>[0]) => () =>
  import('./pages/admin-pages').then((m) => ({ default: m.adminPage(section) }));

export const pages: PageRegistry = {
  dashboard: page('dashboard'),
  orders: page('orders'),
  'bike-registrations': page('bike-registrations'),
  fanzone: () => import('./fanzone/fanzone-moderation-page').then((m) => ({ default: m.fanzoneModerationPage })),
  'update-bike-registration': page('update-bike-registration'),
  'update-bike-registration-update': page('update-bike-registration-update'),
};
