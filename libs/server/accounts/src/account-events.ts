import type { Db } from '@bike/server/core';
import { accountEvents, type AccountEventType } from './schema';

/**
 * Records a change on the account for its activity page. Best effort: the change itself has
 * happened, so a failed insert is swallowed rather than turning a success into an error.
 */
export async function recordAccountEvent(db: Db, userId: string, type: AccountEventType, fields?: string[]): Promise<void> {
  try {
    await db.insert(accountEvents).values({ userId, type, detail: fields ? { fields } : {} });
  } catch {
    // Logged by nobody on purpose: the row would carry nothing a log needs.
  }
}
