/**
 * The account's own data across the shop's domains (issue 14 item 3): the activity feed, the
 * export of everything held about the account, deleting the account, and clearing an account
 * taken over by its address's owner (issue 29 item 10).
 */
export { registerAccountDataRoutes, type AccountDataRoutesOptions } from './account-data-routes';
export { activityOf, ACTIVITY_LIMIT } from './activity';
export { accountExport } from './account-export';
export { deleteAccount } from './account-deletion';
export { unprovenAccountCleaner, clearUnprovenAccountData, columnsReferringToUsers, USER_COLUMNS } from './unproven-account';
