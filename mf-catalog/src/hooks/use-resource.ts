import { useCallback, useRef, useSyncExternalStore } from 'react';
import { resources, type ResourceCache } from '../api/resource-cache';

export type ResourceResult<T> =
  | { status: 'loading'; data: T | undefined; error?: undefined; retry: () => void }
  | { status: 'success'; data: T; error?: undefined; retry: () => void }
  | { status: 'error'; data: T | undefined; error: unknown; retry: () => void };

export interface UseResourceOptions {
  /**
   * Keep showing the last successful data while a new key loads, so changing a filter
   * dims the grid instead of collapsing it to a spinner (no layout shift).
   */
  keepPrevious?: boolean;
  cache?: ResourceCache;
}

/**
 * Reads `key` from the resource cache, starting the request if nobody has yet.
 * `key === null` means "nothing to load" (e.g. waiting for another request).
 * No Suspense on purpose: pages show their own Norwegian loading and empty states.
 */
export function useResource<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  options: UseResourceOptions = {},
): ResourceResult<T> {
  const cache = options.cache ?? resources;
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const previous = useRef<T | undefined>(undefined);
  const requested = useRef<string | null>(null);

  // Starting the request during render is safe because load() is idempotent per key,
  // and it saves the commit-then-effect delay on the first paint. A failed entry is asked
  // again once per mount/key change (not on every render, which would loop).
  if (key !== null && requested.current !== key) {
    requested.current = key;
    void cache.load(key, () => fetcherRef.current()).catch(() => undefined);
  }

  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => undefined : cache.subscribe(key, listener)),
    [cache, key],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (key === null ? undefined : cache.peek<T>(key)),
    () => (key === null ? undefined : cache.peek<T>(key)),
  );

  const retry = useCallback(() => {
    if (key !== null) {
      void cache.load(key, () => fetcherRef.current(), { force: true }).catch(() => undefined);
    }
  }, [cache, key]);

  if (state?.status === 'success') {
    previous.current = state.data;
    return { status: 'success', data: state.data, retry };
  }
  const fallback = options.keepPrevious ? previous.current : undefined;
  if (state?.status === 'error')
    return { status: 'error', data: fallback, error: state.error, retry };
  return { status: 'loading', data: fallback, retry };
}
