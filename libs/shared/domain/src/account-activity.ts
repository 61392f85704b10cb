/**
 * The account's activity page (issue 14 item 3): what happened on the account, newest first,
 * gathered from the logins, orders, bike registrations and recorded account changes.
 */
export const ACTIVITY_KINDS = [
  'login', 'logout', 'order_placed', 'bike_registered', 'registration_decided',
  'activated', 'profile_changed', 'password_changed', 'email_change_requested', 'email_changed', 'password_reset', 'data_exported',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityEntry {
  at: string;
  kind: ActivityKind;
  /** What the entry is about: an order number, a serial, changed field names, a status. */
  detail: { orderId?: string; status?: string; serial?: string; title?: string; fields?: string[]; current?: boolean };
}

/** DELETE /b2c/v1/users/me: the current password confirms, and the word the form asks to type. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
