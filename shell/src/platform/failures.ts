import { API_BASE_PATH, readCsrfToken, type RemoteFailureKind } from 'shared-contracts';

/**
 * What went wrong in a remote's page area, as the slot shows it and reports it (the contract's
 * kinds): its entry did not load (`load`), a code-split chunk of a loaded remote did not
 * (`chunk`), the page threw while rendering (`render`), or the entry was refused (`refused`).
 */
export type FailureKind = RemoteFailureKind;

/** webpack's failed JS chunk (`ChunkLoadError`) or mini-css-extract-plugin's failed CSS chunk. */
export function isChunkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}

const reported = new Set<string>();

/**
 * Tells the server a remote's page area showed a fallback or a refusal, once per page load per
 * remote and kind, so operators see which release fails how often. A keepalive fetch rather than
 * sendBeacon: the report must carry the CSRF header of every state-changing call, which
 * sendBeacon cannot set, and keepalive still lets it leave when the shopper navigates away.
 */
export function reportRemoteFailure(remote: string, version: string, kind: FailureKind): void {
  const key = `${remote} ${kind}`;
  if (reported.has(key)) return;
  reported.add(key);
  const token = readCsrfToken();
  if (!token) return;
  void fetch(`${API_BASE_PATH}/telemetry/remote-failures`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-TOKEN': token,
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify({ remote, version, kind }),
  }).catch(() => undefined);
}
