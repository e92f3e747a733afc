/**
 * What the order service needs from a payment provider, independent of Klarna's or Vipps's own
 * shapes. The adapters (klarna.ts, vipps.ts) speak the providers' real HTTP APIs
 * (../shared/docs/external-apis.md §1–2); the built-in simulators serve the same paths.
 */

/** A failed provider call as a value the service can reason about. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: 'klarna' | 'vipps',
    /** HTTP status, or 0 when the provider could not be reached. */
    readonly status: number,
    /** Provider's error code (`NO_SUCH_ORDER`, problem `type` …) when it sent one. */
    readonly code: string | null,
    message: string,
    /** 429/5xx/network: the same call with the same idempotency key may succeed later. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Injected so tests can count calls or route them; defaults to the global fetch. */
export type FetchLike = typeof fetch;
