import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-manifests';

/** Delays before the 2nd and 3rd attempt (ms): a brief network blip, then a slower one. */
const RETRY_DELAYS = [250, 750];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const delay = RETRY_DELAYS[attempt];
    try {
      const response = await fetch(url, init);
      if (response.ok || delay === undefined) return checked(url, response);
    } catch (error) {
      if (delay === undefined) throw error;
    }
    await wait(delay);
  }
}

/** MF would try to parse an error page as JSON; a clear error reads better in the console. */
function checked(url: string, response: Response): Response {
  if (!response.ok) throw new Error(`mf-manifest ${url} svarte ${response.status}`);
  return response;
}

/**
 * How the MF runtime fetches manifests (layer 1 of the failure handling for manifests):
 * the response started early by the entry chunk when there is one, else the network with two
 * retries. It replaces the retry plugin's fetch hook, which cannot be told to stand aside and
 * would fetch every manifest a second time.
 */
export function manifestFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-manifest-fetch',
    async fetch(url, init) {
      const early = takeEarlyManifest(url);
      if (early) {
        try {
          const response = await early;
          if (response.ok) return response;
        } catch {
          // fall through to a fresh attempt
        }
      }
      return fetchWithRetry(url, init ?? {});
    },
  };
}
