/**
 * Read-through cache for read-mostly catalogue answers, kept as serialised JSON so a hit
 * costs neither a query nor JSON.stringify. It is a derived copy only (the database stays
 * the truth), so several API processes may each hold one; staleness is bounded by the TTL
 * and writers that change the catalogue call `invalidate()`.
 *
 * Concurrent misses for one key share a single load instead of stampeding the database.
 */
import { JsonText } from './route';

interface Entry {
  expires: number;
  value: Promise<JsonText>;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * @param ttlMs lifetime of an entry; 0 disables caching (tests that write data use it).
   * @param maxEntries bound on memory: the oldest entries go first when it is exceeded.
   */
  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  /** The cached JSON for `key`, or `load()` serialised and stored. Failed loads are not kept. */
  async get(key: string, load: () => Promise<unknown>): Promise<JsonText> {
    if (this.ttlMs <= 0) return new JsonText(JSON.stringify(await load()));
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;

    const value = load().then((data) => new JsonText(JSON.stringify(data)));
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      // Map iteration order is insertion order: drop the oldest tenth in one go.
      let drop = Math.ceil(this.maxEntries / 10);
      for (const k of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(k);
      }
    }
    return value;
  }

  /** Forget every entry whose key starts with `prefix` (everything without one). */
  invalidate(prefix = ''): void {
    if (prefix === '') {
      this.entries.clear();
      return;
    }
    for (const key of [...this.entries.keys()])
      if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/** TTL from `CATALOG_CACHE_TTL_MS` (default 30 s; 0 turns caching off). */
export function cacheTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CATALOG_CACHE_TTL_MS;
  if (raw === undefined || raw === '') return 30_000;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`CATALOG_CACHE_TTL_MS must be a non-negative number, got "${raw}"`);
  return ms;
}
