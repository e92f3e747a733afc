/**
 * Starts fetching the route's remote mf-manifest.json from the entry chunk, in parallel with the
 * bootstrap chunks, instead of after React has rendered the route: one sequential round trip
 * less before a remote page can load. The manifest fetch plugin hands these responses to the MF
 * runtime. Which remote the route shows is the server's word: it names that manifest in a
 * `<link rel="preload" data-mf-manifest="<remote>">` (api/src/web/preload.ts), so this fetch is
 * answered from the preload; other remotes' manifests load when a page needs them.
 *
 * Runs before the async boundary, so it must not import shared modules (React, shared-contracts):
 * it reads the inlined composition with plain JSON.parse and trusts nothing but URL strings.
 */
import { COMPOSITION_ELEMENT_ID } from './composition-element';
import { OVERRIDE_STORAGE_KEY } from './override-keys';

const early = new Map<string, Promise<Response>>();

function storedOverrideRemotes(): Set<string> {
  try {
    const raw = localStorage.getItem(OVERRIDE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return new Set(parsed && typeof parsed === 'object' ? Object.keys(parsed) : []);
  } catch {
    return new Set();
  }
}

/** Remotes whose manifest the server preloads for this page: the ones its route shows. */
function routeRemotes(doc: Document): Set<string> {
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-mf-manifest]');
  return new Set([...links].map((link) => link.dataset.mfManifest ?? ''));
}

export function startManifestFetches(doc: Document = document): void {
  const text = doc.getElementById(COMPOSITION_ELEMENT_ID)?.textContent?.trim();
  if (!text || text.startsWith('%')) return;
  let remotes: unknown;
  try {
    remotes = (JSON.parse(text) as { remotes?: unknown }).remotes;
  } catch {
    return; // start-up reports the broken document; nothing to prefetch
  }
  if (!remotes || typeof remotes !== 'object') return;
  // A remote with a stored staging override will most likely load from elsewhere.
  const overridden = storedOverrideRemotes();
  const hinted = routeRemotes(doc);
  for (const [name, remote] of Object.entries(remotes)) {
    const url: unknown = (remote as { url?: unknown } | null)?.url;
    if (!hinted.has(name) || overridden.has(name) || typeof url !== 'string') continue;
    const absolute = new URL(url, doc.baseURI).href;
    // Same request the MF runtime would make (`fetch(url, {})`); failures are retried there.
    const pending = fetch(absolute, {});
    pending.catch(() => undefined);
    early.set(absolute, pending);
  }
}

/** The early response for `url`, once: a retry after a failure must go to the network again. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const pending = early.get(url);
  early.delete(url);
  return pending;
}
