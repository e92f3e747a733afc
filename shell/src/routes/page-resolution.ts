/**
 * Which exposed page of a remote renders a route. Remotes may name a page 'Home' or 'HomePage'
 * (the skeleton used the latter), so both are accepted, plus explicit aliases from the route
 * table. A remote that exposes none of them yet gets the "not available yet" message instead of a
 * crash.
 */
import { useEffect, useState } from 'react';
import { loadRemoteEntry, subscribeRemoteEntry, usePeekRemoteEntry } from '../platform';
import type { PageRoute } from './route-table';

type LoadResult = Awaited<ReturnType<typeof loadRemoteEntry>>;

export const PAGE_UNAVAILABLE_TEXT = 'Denne siden er ikke tilgjengelig ennå.';

export function pageCandidates(def: Pick<PageRoute, 'page' | 'aliases'>): string[] {
  const names = [def.page, ...(def.aliases ?? [])];
  return [...new Set([...names, ...names.map((n) => (n.endsWith('Page') ? n : `${n}Page`))])];
}

/** The first candidate the entry exposes, or null. */
export function pickExposedPage(
  candidates: readonly string[],
  exposed: ReadonlySet<string>,
): string | null {
  return candidates.find((name) => exposed.has(name)) ?? null;
}

export type PageResolution =
  | { state: 'pending' }
  /** Render this page name in the slot (also when the remote failed: the slot shows its fallback). */
  | { state: 'page'; page: string }
  | { state: 'unavailable' };

function resolve(def: PageRoute, result: LoadResult | undefined): PageResolution {
  if (!result) return { state: 'pending' };
  if (result.status !== 'ready') return { state: 'page', page: def.page };
  const page = pickExposedPage(pageCandidates(def), new Set(Object.keys(result.entry.pages)));
  return page ? { state: 'page', page } : { state: 'unavailable' };
}

/**
 * Which page of its remote a route renders. Follows every result the platform settles for the
 * remote, so a load that the slot's retry brings back is resolved against the entry that loaded.
 */
export function usePageResolution(def: PageRoute): PageResolution {
  const peek = usePeekRemoteEntry();
  const [result, setResult] = useState(() => ({
    remote: def.remote,
    value: peek(def.remote),
  }));
  useEffect(() => {
    let live = true;
    const update = (value: LoadResult) => {
      if (live) setResult({ remote: def.remote, value });
    };
    const unsubscribe = subscribeRemoteEntry(def.remote, update);
    void loadRemoteEntry(def.remote).then(update);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [def.remote]);
  return resolve(def, result.remote === def.remote ? result.value : peek(def.remote));
}
