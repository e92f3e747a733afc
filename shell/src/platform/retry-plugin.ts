import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];
type RemoteEntryExports = Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>;

/** Delays before the 2nd and 3rd attempt (ms). */
export const RETRY_DELAYS: readonly number[] = [300, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function retryEntry(
  {
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: LoadEntryErrorArgs,
  delays: readonly number[],
): Promise<RemoteEntryExports | undefined> {
  for (const delay of delays) {
    await wait(delay);
    // The failed attempt is cached under this key; without deleting it the retry replays it.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // next attempt
    }
  }
  return undefined; // the runtime reports the original error to errorLoadRemote
}

/**
 * Layer 1 of the failure handling for scripts: a remote's remoteEntry.js, and the chunks of its
 * exposed module, get two more tries with a growing delay before the failure reaches the
 * errorLoadRemote fallback. (Manifests are retried by manifestFetchPlugin.)
 *
 * Written here rather than using @module-federation/retry-plugin: the 0.17 plugin brings a second
 * copy of @module-federation/sdk into the shell, retries with a fixed 1 s delay, and its `fetch`
 * hook re-fetches every manifest even when another plugin has answered.
 */
export function scriptRetryPlugin(
  delays: readonly number[] = RETRY_DELAYS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-script-retry',
    loadEntryError(args) {
      // The runtime awaits whatever comes back; its declared type nests one Promise too many.
      return retryEntry(args, delays) as unknown as ReturnType<LoadEntryError>;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      // Runs instead of the runtime's own `get(expose)`, so the first attempt is made here too.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await remoteEntryExports.get(expose);
        } catch (error) {
          const delay = delays[attempt];
          if (delay === undefined) throw error;
          await wait(delay);
        }
      }
    },
  };
}
