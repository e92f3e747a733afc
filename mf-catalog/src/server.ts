// Server part of mf-catalog (ADR 0010), built by tooling/webpack/server-config.mjs into
// `server/entry.cjs`. The API evaluates a fresh copy of this file per request, so the resource
// cache and the article memo hold one request's data, as they hold one tab's in the browser.
import type { PageProps } from 'shared-contracts';
import { resources } from './api/resource-cache';
import { prefetchers } from './pages/prefetch';

export { pages, parcels, contractRange, version } from './entry';

/** A macrotask: lets promise chains started by an answer (the next read) begin. */
function nextTick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Waits until no read is in flight, including reads that answers lead to (a listing after the
 * category tree). Throws when one failed: the browser then renders the page and shows the error.
 */
export async function settle(): Promise<void> {
  for (;;) {
    const waiting = resources.inFlight();
    if (waiting.length === 0) {
      await nextTick();
      if (resources.inFlight().length === 0) break;
      continue;
    }
    await Promise.allSettled(waiting);
  }
  if (resources.hasErrors()) throw new Error('a read of the page failed');
}

/** Starts the reads page `name` makes for `props` (its prefetcher) and waits for them. */
export async function prepare(name: string, props: PageProps): Promise<void> {
  if (process.env.MF_SERVER_RENDER_FAIL) throw new Error('server render switched off (e2e build)');
  prefetchers[name]?.(props);
  await settle();
}

/** Whether the last render started reads that have not answered yet. */
export function pending(): boolean {
  return resources.inFlight().length > 0;
}

/** The answers the render used, for the browser's cache. */
export function data(): Record<string, unknown> {
  return resources.settled();
}
