import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/**
 * Pages of the admin remote, each its own chunk. Only admins download this remote: the shell's
 * admin-route guard runs before it is fetched, and the API checks the role again on every call.
 */
export const pages: PageRegistry = {
  dashboard: () => import('./dashboard/dashboard-page').then((m) => ({ default: m.dashboardPage })),
  orders: () => import('./orders/orders-page').then((m) => ({ default: m.ordersPage })),
  'bike-registrations': () => import('./registrations/registrations-page').then((m) => ({ default: m.registrationsPage })),
  fanzone: () => import('./fanzone/fanzone-moderation-page').then((m) => ({ default: m.fanzoneModerationPage })),
  'update-bike-registration': () => import('./registrations/registration-review-page').then((m) => ({ default: m.registrationReviewPage })),
  'update-bike-registration-update': () => import('./registrations/registration-review-page').then((m) => ({ default: m.registrationUpdateReviewPage })),
  audit: () => import('./audit/audit-page').then((m) => ({ default: m.auditPage })),
};
