/**
 * A small in-process cache of search pages (ids, total and facets – not the articles, whose
 * stock and prices are loaded fresh for every answer). Broad one-word searches ('sko', 'jakke')
 * and category listings' facets are the expensive ones and also the most repeated, the same
 * trade Elasticsearch makes with its request cache for aggregations.
 *
 * It is derived data only: bounded by a TTL (other processes' index changes show up within
 * it) and dropped at once in this process whenever the index changes (`bumpIndexGeneration`).
 */

let generation = 0;

/** Called by every index write in this process; cached pages of older generations are ignored. */
export function bumpIndexGeneration(): void {
  generation += 1;
}

/** The index generation of this process (the in-memory index reloads when it moves). */
export function indexGeneration(): number {
  return generation;
}

interface Entry<T> {
  expires: number;
  generation: number;
  value: Promise<T>;
}

export class SearchResultCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** @param ttlMs 0 disables caching. @param maxEntries oldest entries go first beyond this. */
  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && hit.generation === generation) {
      // Re-insert so the Map's order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, generation, value });
    // Concurrent misses share one load; a failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
