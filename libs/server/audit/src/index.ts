/** The admin audit log (issue 15 item 6): every admin action with who, when, what and before/after. */
export * from './schema';
export { recordAdminAction, auditTrailOf, type AdminAction } from './audit-log';
// The site-wide log page's call (issue 32).
export { registerAuditRoutes } from './audit-routes';
export { adminAuditPage } from './audit-query';
