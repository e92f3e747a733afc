/**
 * Which exposed page of a remote renders a route. Remotes may name a page 'Home' or 'HomePage'
 * (the skeleton used the latter), so both are accepted, plus explicit aliases from the route
 * table. A remote that exposes none of them yet gets the "not available yet" message instead of a
 * crash.
 */
import { useCallback, useEffect, useState } from 'react';
import { loadRemoteEntry } from '../platform';
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

const settled = new Map<string, LoadResult>();

function resolve(def: PageRoute, result: LoadResult | undefined): PageResolution {
  if (!result) return { state: 'pending' };
  if (result.status !== 'ready') return { state: 'page', page: def.page };
  const page = pickExposedPage(pageCandidates(def), new Set(Object.keys(result.entry.pages)));
  return page ? { state: 'page', page } : { state: 'unavailable' };
}

export interface PageResolutionHandle {
  resolution: PageResolution;
  /**
   * Asks the platform again. After a failed load the slot's "Prøv igjen" may bring the remote
   * back; the page name must then be resolved against the entry that finally loaded.
   */
  recheck: () => void;
}

export function usePageResolution(def: PageRoute): PageResolutionHandle {
  const [result, setResult] = useState<{ remote: string; value: LoadResult | undefined }>(() => ({
    remote: def.remote,
    value: settled.get(def.remote),
  }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void loadRemoteEntry(def.remote).then((value) => {
      // Only successes are kept: a failure may be retried by the slot.
      if (value.status === 'ready') settled.set(def.remote, value);
      if (live) setResult({ remote: def.remote, value });
    });
    return () => {
      live = false;
    };
  }, [def.remote, attempt]);
  const value = result.remote === def.remote ? result.value : settled.get(def.remote);
  const failed = value !== undefined && value.status !== 'ready';
  const recheck = useCallback(() => {
    if (failed) setAttempt((n) => n + 1);
  }, [failed]);
  return { resolution: resolve(def, value), recheck };
}
