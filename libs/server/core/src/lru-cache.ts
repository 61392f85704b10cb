/**
 * A small bounded LRU map with an optional time to live: Map keeps insertion order, so the
 * first key is the least recently used one once every hit re-inserts its entry.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { at: number; value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs = Infinity,
    /** Upper bound of the summed `size` of the entries (e.g. bytes); Infinity for none. */
    private readonly maxSize = Infinity,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, size = 1): void {
    this.delete(key);
    if (size > this.maxSize) return;
    this.entries.set(key, { at: Date.now(), value, size });
    this.total += size;
    while (this.entries.size > this.maxEntries || this.total > this.maxSize) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    this.total -= hit.size;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The summed `size` of the entries (bytes, for a cache bounded by bytes). */
  get totalSize(): number {
    return this.total;
  }
}
