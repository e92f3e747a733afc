/**
 * `Klarna-Idempotency-Key` on order-management POSTs: the first answer for a key is replayed
 * for 24 h, status, headers and body alike, whatever the repeated request says (Klarna compares
 * only the key). Keys are global, as at Klarna: reusing one for another call is a caller bug
 * and shows up as a wrong replay. Throttling and outages (429/5xx) are not stored, so a retry
 * with the same key reaches the handler.
 */
import type { KlarnaSimulatorState, SimResponse } from './state';

export const IDEMPOTENCY_HEADER = 'klarna-idempotency-key';
const TTL_MS = 24 * 60 * 60 * 1000;

export function idempotent(
  state: KlarnaSimulatorState,
  now: Date,
  key: string | undefined,
  run: () => SimResponse,
): SimResponse {
  if (!key) return run();
  const at = now.getTime();
  const stored = state.idempotency.get(key);
  if (stored && stored.expiresAt > at) return stored.response;
  // Handlers are synchronous, so no second request can slip in between the lookup and the store.
  const response = run();
  if (response.status !== 429 && response.status < 500) {
    for (const [k, entry] of state.idempotency)
      if (entry.expiresAt <= at) state.idempotency.delete(k);
    state.idempotency.set(key, { response, expiresAt: at + TTL_MS });
  }
  return response;
}

export function idempotencyKeyOf(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key ? key : undefined;
}
