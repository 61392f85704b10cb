/** The admin dashboard (issue 15 item 2): one call with a period's orders, revenue, registrations, moderation and stock. */
export { registerDashboardRoutes } from './dashboard-routes';
export { adminDashboard, dashboardRange, weekStart, type DashboardRange } from './dashboard-query';
