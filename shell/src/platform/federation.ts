import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { checkRemoteEntry, type Composition, type RemoteEntry } from 'shared-contracts';
import { fallbackPlugin, isFailedRemoteModule } from './fallback-plugin';
import { manifestFetchPlugin } from './manifest-fetch-plugin';
import { scriptRetryPlugin } from './retry-plugin';

/** Every remote exposes exactly one module (PLAN: "each exposes only ./entry"). */
export const ENTRY_EXPOSE = 'entry';

export type RemoteLoadResult =
  | { status: 'ready'; entry: RemoteEntry }
  | { status: 'failed'; reason: 'load'; error?: unknown }
  /** The entry loaded but is malformed or built for another contract; `message` is Norwegian. */
  | { status: 'failed'; reason: 'malformed' | 'incompatible'; message: string };

let composition: Composition | null = null;
const loads = new Map<string, Promise<RemoteLoadResult>>();
/** Settled results, so a slot revisiting a loaded remote renders at once without a loading flash. */
const settled = new Map<string, RemoteLoadResult>();
const listeners = new Map<string, Set<(result: RemoteLoadResult) => void>>();

/**
 * Called with every settled result of `name` from now on, including the one after a
 * "Prøv igjen" (retryRemoteEntry). For code that derives something from a remote's entry (e.g.
 * which page name it exposes) and must follow a recovery. Returns the unsubscribe function.
 */
export function subscribeRemoteEntry(
  name: string,
  listener: (result: RemoteLoadResult) => void,
): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Runtime plugins are registered here, in the bootstrap (after the async boundary), not in the
 * build config: plugins given to the build run before shared modules are ready.
 * Layer 1, retry: manifests (manifestFetchPlugin) and remote entry scripts and chunks
 * (scriptRetryPlugin) get two more tries before we give up.
 * Layer 2, errorLoadRemote: a failed load resolves to a marker module instead of throwing.
 * Layer 3, the error boundary, lives in every RemoteSlot.
 */
export function registerRuntimePlugins(): void {
  registerPlugins([scriptRetryPlugin(), manifestFetchPlugin(), fallbackPlugin()]);
}

/** Registers every remote of the composition with the MF runtime (manifest URLs, no loading). */
export function registerComposition(doc: Composition): void {
  composition = doc;
  registerRemotes(
    Object.entries(doc.remotes).map(([name, remote]) => ({ name, entry: remote.url })),
  );
}

async function load(name: string): Promise<RemoteLoadResult> {
  if (!composition?.remotes[name])
    return { status: 'failed', reason: 'load', error: new Error(`ukjent remote ${name}`) };
  try {
    const module = await loadRemote<unknown>(`${name}/${ENTRY_EXPOSE}`);
    if (isFailedRemoteModule(module))
      return { status: 'failed', reason: 'load', error: module.error };
    // Shape and contract range against this page's (singleton) CONTRACT_VERSION.
    const checked = checkRemoteEntry(module);
    if (!checked.ok) {
      console.error(`[shell] ${name} avvist (${checked.reason})`);
      return { status: 'failed', reason: checked.reason, message: checked.message };
    }
    return { status: 'ready', entry: checked.entry };
  } catch (error) {
    // Reached only if the fallback plugin itself failed; treat it like any load failure.
    return { status: 'failed', reason: 'load', error };
  }
}

/**
 * Loads (once) and validates a remote's entry. Never rejects. A failure is kept, so every caller
 * of this navigation sees the same fallback, until retryRemoteEntry asks again.
 */
export function loadRemoteEntry(name: string): Promise<RemoteLoadResult> {
  let pending = loads.get(name);
  if (!pending) {
    pending = load(name).then((result) => {
      settled.set(name, result);
      for (const listener of listeners.get(name) ?? []) listener(result);
      return result;
    });
    loads.set(name, pending);
  }
  return pending;
}

/** The settled result of an earlier load, if any. */
export function peekRemoteEntry(name: string): RemoteLoadResult | undefined {
  return settled.get(name);
}

/** A load that failed before the entry could be checked: asking again may help. */
export function isLoadFailure(result: RemoteLoadResult | undefined): boolean {
  return result?.status === 'failed' && result.reason === 'load';
}

/**
 * Asks again after a failed load ("Prøv igjen", or the next navigation to the remote). A load in
 * flight, a success or a refusal is returned as it is, so callers of one navigation share one
 * attempt. Only our own cache is dropped: the MF runtime forgets a failed manifest, remote entry
 * or exposed module by itself (federation.test.ts) and webpack a failed chunk (the e2e recovery
 * journeys); re-registering the remote would throw away a container whose modules may be in use.
 */
export function retryRemoteEntry(name: string): Promise<RemoteLoadResult> {
  const pending = loads.get(name);
  if (pending && !isLoadFailure(settled.get(name))) return pending;
  loads.delete(name);
  settled.delete(name);
  return loadRemoteEntry(name);
}
