/**
 * A tiny keyed cache of in-flight and settled requests.
 *
 * Why: a page's data request must start in parallel with the page's code, not after it
 * (issue 6 §7). The entry kicks off `load(key, fetcher)` while the page chunk downloads;
 * the page later asks for the same key and gets the promise already in flight instead of
 * issuing a second request. The same cache de-duplicates requests shared by components
 * (categories, settings) and keeps results briefly so back/forward renders instantly.
 */

export type ResourceState<T> =
  | { status: 'pending'; promise: Promise<T> }
  | { status: 'success'; data: T; promise: Promise<T> }
  | { status: 'error'; error: unknown; promise: Promise<T> };

interface Entry {
  state: ResourceState<unknown>;
  /** Epoch ms when the entry stops being served from the cache. */
  expires: number;
  listeners: Set<() => void>;
}

export interface ResourceCacheOptions {
  /** How long a settled success is reused, ms. Catalogue data changes rarely within a visit. */
  ttlMs?: number;
  /** Upper bound on entries so a long session of browsing does not grow memory without end. */
  maxEntries?: number;
  now?: () => number;
}

export interface LoadOptions {
  ttlMs?: number;
  /** Fetch again even if a fresh entry exists (a retry button). */
  force?: boolean;
}

export class ResourceCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ResourceCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 200;
    this.now = options.now ?? Date.now;
  }

  /** Starts (or reuses) the request for `key`. Idempotent, so safe to call during render. */
  load<T>(key: string, fetcher: () => Promise<T>, options: LoadOptions = {}): Promise<T> {
    const existing = this.entries.get(key);
    if (existing && !options.force && this.isFresh(existing)) {
      // Refresh recency for the LRU bound: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, existing);
      return existing.state.promise as Promise<T>;
    }
    const listeners = existing?.listeners ?? new Set<() => void>();
    const promise = fetcher();
    const entry: Entry = {
      state: { status: 'pending', promise },
      expires: Number.POSITIVE_INFINITY,
      listeners,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evictOverflow();
    promise.then(
      (data) => {
        if (this.entries.get(key) !== entry) return;
        entry.state = { status: 'success', data, promise };
        entry.expires = this.now() + (options.ttlMs ?? this.ttlMs);
        this.notify(entry);
      },
      (error: unknown) => {
        if (this.entries.get(key) !== entry) return;
        entry.state = { status: 'error', error, promise };
        // Errors are not reused: the next load (a retry or a remount) asks again.
        entry.expires = 0;
        this.notify(entry);
      },
    );
    // The rejection is observed through the state; this keeps it from being reported as unhandled.
    promise.catch(() => undefined);
    this.notify(entry);
    return promise;
  }

  /** Current state without starting anything (errors stay visible until the next load). */
  peek<T>(key: string): ResourceState<T> | undefined {
    return this.entries.get(key)?.state as ResourceState<T> | undefined;
  }

  /** True when `load` would reuse the entry instead of fetching. */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && this.isFresh(entry);
  }

  /** Seeds a known value (e.g. an article already fetched in a listing). */
  set<T>(key: string, data: T, options: LoadOptions = {}): void {
    const entry = this.entries.get(key);
    const state: ResourceState<T> = { status: 'success', data, promise: Promise.resolve(data) };
    const next: Entry = {
      state,
      expires: this.now() + (options.ttlMs ?? this.ttlMs),
      listeners: entry?.listeners ?? new Set(),
    };
    this.entries.delete(key);
    this.entries.set(key, next);
    this.evictOverflow();
    this.notify(next);
  }

  subscribe(key: string, listener: () => void): () => void {
    let entry = this.entries.get(key);
    if (!entry) {
      // A placeholder keeps the listener across the first load.
      entry = {
        state: { status: 'pending', promise: new Promise(() => undefined) },
        expires: 0,
        listeners: new Set(),
      };
      this.entries.set(key, entry);
    }
    const target = entry;
    target.listeners.add(listener);
    return () => {
      target.listeners.delete(listener);
    };
  }

  /** Requests still in flight (the server render waits for them, ADR 0010). */
  inFlight(): Promise<unknown>[] {
    return [...this.entries.values()]
      .filter((entry) => entry.state.status === 'pending' && entry.expires !== 0)
      .map((entry) => entry.state.promise);
  }

  /** Whether any request failed (a server render then leaves the page to the browser). */
  hasErrors(): boolean {
    return [...this.entries.values()].some((entry) => entry.state.status === 'error');
  }

  /** Every settled answer by key: the data a server render used, sent along with its HTML. */
  settled(): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const [key, entry] of this.entries)
      if (entry.state.status === 'success') data[key] = entry.state.data;
    return data;
  }

  /** Drops entries whose key starts with `prefix` (all when omitted), e.g. after a write. */
  invalidate(prefix = ''): void {
    for (const [key, entry] of this.entries) {
      if (key.startsWith(prefix)) {
        entry.expires = 0;
      }
    }
  }

  private isFresh(entry: Entry): boolean {
    if (entry.state.status === 'pending') return entry.expires !== 0;
    return entry.expires > this.now();
  }

  private evictOverflow(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      // Never drop what a mounted component is watching.
      if (entry.listeners.size === 0) this.entries.delete(key);
    }
  }

  private notify(entry: Entry): void {
    for (const listener of [...entry.listeners]) listener();
  }
}

/** The one cache of this remote: shared by the entry's prefetchers and the pages. */
export const resources = new ResourceCache();
