/**
 * The site-wide audit log page (issue 32): what every admin did, newest first, filtered by who,
 * the kind of action, its target and a date range. The same schema reads the URL in the admin
 * remote and the query of GET /b2c/v1/admin/audit on the server.
 */
import * as v from 'valibot';
import { accountMessages } from './account';
import { queryChoice, queryDay, queryPageField, queryText } from './admin-orders';
import { REGISTRATION_STATUSES } from './bike-registration';
import { FANZONE_STATUSES, hasControlCharacters } from './fanzone';

/**
 * Every action an admin write records (libs/server/audit's recordAdminAction only takes these):
 * an order's status move and a bank transfer received, a decision on a bike registration or a
 * fan-zone photo (the status it was given), a change to someone else's account.
 */
export const ADMIN_AUDIT_ACTIONS = [
  'order.status',
  'order.transferPaid',
  ...REGISTRATION_STATUSES.map((status) => `registration.${status}` as const),
  ...FANZONE_STATUSES.map((status) => `fanzone.${status}` as const),
  'user.update',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** What an action is done to. */
export const ADMIN_AUDIT_SUBJECTS = ['order', 'bike-registration', 'fanzone-submission', 'user'] as const;
export type AdminAuditSubject = (typeof ADMIN_AUDIT_SUBJECTS)[number];

export const ADMIN_AUDIT_PAGE_SIZE = 50;
/** Pages beyond this are refused: a filter narrows the log faster than paging. */
export const ADMIN_AUDIT_MAX_PAGE = 2000;
/** The longest "who" or target an admin types (an email address). */
export const ADMIN_AUDIT_TEXT_MAX = 254;

const typedText = (field: string) =>
  queryText(
    field,
    v.pipe(
      v.string(),
      v.maxLength(ADMIN_AUDIT_TEXT_MAX, accountMessages.maxLength(field, ADMIN_AUDIT_TEXT_MAX)),
      v.check((value) => !hasControlCharacters(value), accountMessages.invalid(field)),
    ),
  );

/**
 * The log's filters as a query string holds them (every value a string), normalised (NFC,
 * trimmed) then checked; unknown keys are ignored. `who`: part of the admin's email address;
 * `target`: an order number, a frame number, an email address or the subject's id.
 */
export const adminAuditQuerySchema = v.pipe(
  v.object({
    who: typedText('Who'),
    action: queryChoice('Action', ADMIN_AUDIT_ACTIONS),
    subject: queryChoice('Target type', ADMIN_AUDIT_SUBJECTS),
    target: typedText('Target'),
    from: queryDay('From'),
    to: queryDay('To'),
    page: queryPageField(ADMIN_AUDIT_MAX_PAGE),
  }),
  v.forward(v.check((f) => !f.from || !f.to || f.from <= f.to, accountMessages.invalid('To')), ['to']),
);
export type AdminAuditQuery = v.InferOutput<typeof adminAuditQuerySchema>;

/** The filters that narrow the log (not its page). */
export const ADMIN_AUDIT_FILTER_KEYS = ['who', 'action', 'subject', 'target', 'from', 'to'] as const;

/** One entry of the log as the page shows it. */
export interface AdminAuditEntry {
  id: string;
  at: string;
  /** The admin's email address (kept when the account is gone). */
  admin: string;
  action: AdminAuditAction;
  subject: {
    type: AdminAuditSubject;
    id: string;
    /** What an admin knows it by: the order number, the frame number, the photo's caption, the account's email; null once it is gone. */
    label: string | null;
  };
  /** The recorded state before and after: statuses and reasons, or an account's changed field names (never values). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AdminAuditPage {
  entries: AdminAuditEntry[];
  page: number;
  pages: number;
  total: number;
}
