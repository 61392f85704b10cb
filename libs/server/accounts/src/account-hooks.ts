import type { UnprovenAccountCleaner } from './unproven-takeover';

/**
 * What the accounts module needs from the domains above it. They depend on accounts (their
 * tables refer to users), so the API passes their parts in rather than accounts importing them.
 */
export interface AccountHooks {
  /** Clears an unproven account's data in the other domains when its address's owner takes it over. */
  clearUnprovenElsewhere?: UnprovenAccountCleaner;
}
