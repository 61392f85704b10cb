import { onCacheVersionChange, syncCacheVersions, type CacheKind } from './cache-versions';
import type { Db } from './context';
import { LruCache } from './lru-cache';

export interface ReadCacheOptions<V> {
  /** The data the cached values are made of: any change of one of these kinds drops them all. */
  kinds: readonly CacheKind[];
  maxEntries: number;
  /** Longest reuse of a value (also bounds what no version tracks, such as the clock); 0 turns the cache off. */
  ttlMs: number;
  /** Upper bound of the summed sizes (sizeOf) of the values kept per database. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** Whether a loaded value may be kept (e.g. only successful answers); default: always. */
  keep?: (value: V) => boolean;
}

interface PerDb<V> {
  entries: LruCache<V>;
  /** Loads under way, so concurrent misses of one key share a single load. */
  loading: Map<string, Promise<V>>;
  /** Moves on every invalidation: a load that started before it is handed out but never kept. */
  generation: number;
}

/**
 * A read-through cache of values made from the database, per database, kept until the data
 * they come from changes (cache-versions: on this or any replica, seen within
 * CACHE_VERSION_POLL_MS, or at once after a write through this process) and at most `ttlMs`.
 * Bounded by entries and size (least recently used go first); concurrent misses of a key load
 * once. Values are shared between callers: never mutate one.
 */
export class VersionedReadCache<V> {
  private readonly perDb = new WeakMap<Db, PerDb<V>>();

  constructor(private readonly options: ReadCacheOptions<V>) {
    for (const kind of new Set(options.kinds)) onCacheVersionChange(kind, (db) => this.clear(db));
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0 && (this.options.maxSize ?? Infinity) > 0;
  }

  async read(db: Db, key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    await syncCacheVersions(db);
    const state = this.stateOf(db);
    const hit = state.entries.get(key);
    if (hit !== undefined) return hit;
    const pending = state.loading.get(key);
    if (pending) return pending;
    const generation = state.generation;
    const loading = load().then((value) => {
      if (state.generation === generation && (this.options.keep?.(value) ?? true)) {
        state.entries.set(key, value, this.options.sizeOf?.(value) ?? 1);
      }
      return value;
    });
    state.loading.set(key, loading);
    // Whatever the outcome, the next miss loads again (a failed load is never kept).
    const settle = () => {
      if (state.loading.get(key) === loading) state.loading.delete(key);
    };
    loading.then(settle, settle);
    return loading;
  }

  /**
   * Whether a read of `key` now would be answered without a new load: the value is kept, or a
   * load of it is under way. For a caller that counts only the expensive misses (a rate limit on
   * renders); a load may still start or end between this answer and the read.
   */
  async holds(db: Db, key: string): Promise<boolean> {
    if (!this.enabled) return false;
    await syncCacheVersions(db);
    const state = this.perDb.get(db);
    return state !== undefined && (state.entries.get(key) !== undefined || state.loading.has(key));
  }

  /** Drops every value of `db` (the listeners of the cache's kinds call it). */
  clear(db: Db): void {
    const state = this.perDb.get(db);
    if (!state) return;
    state.entries.clear();
    state.loading.clear();
    state.generation++;
  }

  /** Entries and summed size kept for `db` (tests, diagnostics). */
  stats(db: Db): { entries: number; size: number } {
    const state = this.perDb.get(db);
    return { entries: state?.entries.size ?? 0, size: state?.entries.totalSize ?? 0 };
  }

  private stateOf(db: Db): PerDb<V> {
    let state = this.perDb.get(db);
    if (!state) {
      const { maxEntries, ttlMs, maxSize = Infinity } = this.options;
      state = { entries: new LruCache<V>(maxEntries, ttlMs, maxSize), loading: new Map(), generation: 0 };
      this.perDb.set(db, state);
    }
    return state;
  }
}

/** READ_CACHE_MS: longest reuse of the API's cached reads (items, relations, stock, content); 0 turns them off. */
export function readCacheMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env['READ_CACHE_MS'] ?? 60_000);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
