import { sql } from 'drizzle-orm';
import type { Db } from './context';
import { rowsOf } from './db';

/**
 * Cache invalidation across API replicas. Statement-level triggers move a sequence whenever a
 * statement changes stock (`stock`: every order reserves or releases units), the catalogue
 * (`catalogue`: items, prices, families, platforms, discounts, locales, ...; a seed, an import or
 * an admin's SQL) or the content (`content`: content entries and the local help centre). A cache
 * calls syncCacheVersions before it answers; at most every CACHE_VERSION_POLL_MS (default 500 ms)
 * per process that reads the sequences in one query, and when one moved the listeners of that
 * kind drop their caches. So a change made through any replica, or straight in the database,
 * shows on every replica within about half a second, not only after a cache's TTL; a write made
 * through this process is seen by its next read (cacheVersionsMayHaveMoved).
 *
 * Sequences move when the statement runs, before its transaction commits: a cache refilled in
 * between would keep the old rows. So after a move the listeners run once more at the next read
 * (the writing transaction has committed by then).
 */
export type CacheKind = 'stock' | 'catalogue' | 'content';

type Listener = (db: Db) => void;

const POLL_MS = Number(process.env['CACHE_VERSION_POLL_MS'] ?? 500);

const listeners: Record<CacheKind, Listener[]> = { stock: [], catalogue: [], content: [] };

interface SeenVersions {
  versions: Record<CacheKind, string> | null;
  readAt: number;
  reading: Promise<void> | null;
  /** Kinds that moved at the last read and are cleared once more at the next one. */
  settling: CacheKind[];
}

const seen = new WeakMap<Db, SeenVersions>();

/** Registers what to drop when a kind of data changes (module level, once per cache). */
export function onCacheVersionChange(kind: CacheKind, listener: Listener): void {
  listeners[kind].push(listener);
}

/**
 * Makes this process's caches of `db` at most CACHE_VERSION_POLL_MS behind the database. Cheap
 * on the hot path: a clock comparison, and a version read (two sequence reads, one statement)
 * twice a second at most, shared by the concurrent callers.
 */
export function syncCacheVersions(db: Db, now: number = Date.now()): Promise<void> | void {
  let state = seen.get(db);
  if (!state) seen.set(db, (state = { versions: null, readAt: -Infinity, reading: null, settling: [] }));
  if (state.reading) return state.reading;
  if (now - state.readAt < POLL_MS) return;
  const current = state;
  current.readAt = now;
  current.reading = readVersions(db)
    .then((versions) => applyVersions(db, current, versions))
    // A failed read keeps the caches (their TTLs still bound them); the next call retries.
    .catch(() => undefined)
    .finally(() => (current.reading = null));
  return current.reading;
}

/**
 * A write went through this process (an API call other than GET finished): the next
 * syncCacheVersions reads the sequences at once instead of waiting for the poll interval, so the
 * writer's own next page or read never comes from a cache that predates its change.
 */
export function cacheVersionsMayHaveMoved(db: Db): void {
  const state = seen.get(db);
  if (!state) return;
  state.readAt = -Infinity;
  // A read already under way may have started before the write committed: the next call reads again.
  state.reading = null;
}

function applyVersions(db: Db, state: SeenVersions, versions: Record<CacheKind, string>): void {
  const previous = state.versions;
  state.versions = versions;
  if (!previous) return;
  const moved = (Object.keys(versions) as CacheKind[]).filter((kind) => versions[kind] !== previous[kind]);
  const clear = new Set<CacheKind>([...moved, ...state.settling]);
  state.settling = moved;
  for (const kind of clear) for (const listener of listeners[kind]) listener(db);
}

async function readVersions(db: Db): Promise<Record<CacheKind, string>> {
  const row = rowsOf<{ stock: string | number; catalogue: string | number; content: string | number }>(
    // is_called too: a fresh sequence's first nextval leaves last_value at 1.
    await db.execute(sql`
      select (select last_value::text || is_called::text from cache_version_stock) as stock,
             (select last_value::text || is_called::text from cache_version_catalogue) as catalogue,
             (select last_value::text || is_called::text from cache_version_content) as content`),
  )[0];
  return { stock: String(row?.stock ?? ''), catalogue: String(row?.catalogue ?? ''), content: String(row?.content ?? '') };
}

/** Forgets what was seen for `db` (tests that reuse a database object after closing it). */
export function forgetCacheVersions(db: Db): void {
  seen.delete(db);
}
