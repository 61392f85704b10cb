import type { AdminAuditAction, AdminAuditSubject } from '@bike/shared/domain/admin-audit';
import type { Db } from '@bike/server/core';
import type { UnprovenAccountCleaner } from './unproven-takeover';

/** An admin action as the audit log keeps it; libs/server/audit's AdminAction is this type. */
export interface AdminAccountChange {
  admin: { id: string; email: string };
  /** One of the kinds the audit log page filters by (issue 32). */
  action: AdminAuditAction;
  subjectType: AdminAuditSubject;
  subjectId: string;
  /** For an account change, field names only: never values, a password or its hash. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes an admin's change into the audit log, in the change's transaction. */
export type AdminAuditWriter = (tx: Db, change: AdminAccountChange) => Promise<void>;

/**
 * What the accounts module needs from the domains above it. They depend on accounts (their
 * tables refer to users), so the API passes their parts in rather than accounts importing them.
 */
export interface AccountHooks {
  /** Clears an unproven account's data in the other domains when its address's owner takes it over. */
  clearUnprovenElsewhere?: UnprovenAccountCleaner;
  /**
   * Records an admin's change to another account (libs/server/audit's recordAdminAction). Without
   * it, admins cannot change other accounts: no change without its audit entry.
   */
  auditAdminChange?: AdminAuditWriter;
}
