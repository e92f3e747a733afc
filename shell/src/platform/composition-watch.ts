/**
 * Open tabs learn of a composition change. A tab keeps the remote versions it started with; after
 * a deploy the server names others, and a tab open for hours would otherwise keep loading chunks
 * of the old ones (which may be gone) or mix versions. So the shell asks `/composition.json` in the
 * background (when the tab becomes visible, every minute while it is visible, and right after a
 * chunk or manifest failed) and compares it with the document it started with. Once it differs,
 * the next navigation, and "Prøv igjen", load a new document (see navigation.ts, remote-slot.tsx).
 */
import type { Composition } from 'shared-contracts';
import { COMPOSITION_URL, parseComposition } from './composition';

/** How often a visible tab asks (ms). */
export const CHECK_INTERVAL_MS = 60_000;

/** JSON with object keys sorted at every level: equal documents give equal text. */
export function stableSerialise(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableSerialise).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableSerialise(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether the served document names anything else than the one the page started with. */
export function compositionDiffers(started: Composition, served: Composition): boolean {
  return stableSerialise(started) !== stableSerialise(served);
}

export interface CompositionWatchDeps {
  /** The served document, parsed; rejects when it cannot be had (offline, 5xx, invalid). */
  fetchComposition: () => Promise<Composition>;
  doc: Document;
  setInterval: (run: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
}

export interface CompositionWatch {
  /** True once a check found the served composition changed; it stays true. */
  readonly changed: boolean;
  /** Asks the server now (joining a check in flight); resolves with `changed`. */
  check(): Promise<boolean>;
  /** The answer of the check in flight, else what is known: for a decision that can wait a bit. */
  settled(): Promise<boolean>;
  /** Checks on becoming visible and every minute while visible; returns the stop function. */
  start(): () => void;
}

export async function fetchServedComposition(): Promise<Composition> {
  const response = await fetch(COMPOSITION_URL, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${COMPOSITION_URL} svarte ${response.status}`);
  return parseComposition(await response.json());
}

export function createCompositionWatch(
  started: Composition,
  deps: CompositionWatchDeps = {
    fetchComposition: fetchServedComposition,
    doc: document,
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (id) => clearInterval(id),
  },
): CompositionWatch {
  let changed = false;
  let inFlight: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const stopTimer = () => {
    if (timer !== null) deps.clearInterval(timer);
    timer = null;
  };

  const check = (): Promise<boolean> => {
    if (changed) return Promise.resolve(true);
    inFlight ??= deps
      .fetchComposition()
      .then((served) => {
        if (compositionDiffers(started, served)) {
          changed = true;
          stopTimer();
          // For support and tests: this tab knows it runs an older composition.
          deps.doc.documentElement.dataset.composition = 'stale';
        }
        return changed;
      })
      // Unreachable or invalid: nothing learnt; the next check asks again.
      .catch(() => changed)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const onVisibility = () => {
    if (deps.doc.visibilityState !== 'visible') {
      stopTimer();
      return;
    }
    if (changed) return;
    void check();
    stopTimer();
    timer = deps.setInterval(() => void check(), CHECK_INTERVAL_MS);
  };

  return {
    get changed() {
      return changed;
    },
    check,
    settled: () => inFlight ?? Promise.resolve(changed),
    start() {
      deps.doc.addEventListener('visibilitychange', onVisibility);
      // The page itself was just served with the current document: the first check can wait.
      if (deps.doc.visibilityState === 'visible')
        timer = deps.setInterval(() => void check(), CHECK_INTERVAL_MS);
      return () => {
        deps.doc.removeEventListener('visibilitychange', onVisibility);
        stopTimer();
      };
    },
  };
}

let pageWatch: CompositionWatch | null = null;

/** Start-up: watch the served composition against the one this page started with. */
export function startCompositionWatch(started: Composition): void {
  pageWatch = createCompositionWatch(started);
  pageWatch.start();
}

/** Whether this page's composition is known to be out of date. */
export function compositionChanged(): boolean {
  return pageWatch?.changed ?? false;
}

/** Asks the server now, e.g. right after a chunk or manifest failed to load. */
export function checkComposition(): Promise<boolean> {
  return pageWatch?.check() ?? Promise.resolve(false);
}

/** Whether the composition changed, waiting for a check in flight (a retry decides on it). */
export function compositionChangedSettled(): Promise<boolean> {
  return pageWatch?.settled() ?? Promise.resolve(false);
}
