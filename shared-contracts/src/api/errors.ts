import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';

export type ApiErrorKind = 'network' | 'http' | 'validation';

/** Which layer failed and whether trying again can help, so the UI can pick the right words. */
export interface ApiError {
  readonly kind: ApiErrorKind;
  /** HTTP status (kind 'http'). */
  readonly status?: number;
  /** Norwegian text: the server's own message when it sent one, else a generic one. */
  readonly message: string;
  /** Machine-readable code from the server body (`{ message, code }`). */
  readonly code?: string;
  readonly retryable: boolean;
  /** Validation issues by path (kind 'validation'), for logs. */
  readonly issues?: v.FlatErrors<undefined>;
  /** The JSON body of an HTTP error answer, when it had one (e.g. a 409's `shortages`). */
  readonly body?: unknown;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export const MESSAGES = {
  network: 'Kunne ikke kontakte serveren. Sjekk nettforbindelsen og prøv igjen.',
  timeout: 'Serveren svarte ikke i tide. Prøv igjen.',
  aborted: 'Forespørselen ble avbrutt.',
  validation: 'Uventet svar fra serveren.',
  csrf: 'Vennligst last siden på nytt',
  tooMany: 'For mange forsøk. Vent litt og prøv igjen.',
  server: 'Noe gikk galt hos oss. Prøv igjen om litt.',
  generic: 'Noe gikk galt',
} as const;

/** Statuses where the same request may succeed later. */
const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

function defaultHttpMessage(status: number): string {
  if (status === 419) return MESSAGES.csrf;
  if (status === 429) return MESSAGES.tooMany;
  if (status >= 500) return MESSAGES.server;
  return MESSAGES.generic;
}

const ServerErrorBodySchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
});

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** An HTTP error answer as a value (reads the server's `{ message, code }` when present). */
export async function httpError(response: Response): Promise<ApiError> {
  const raw = await readErrorBody(response);
  const parsed = v.safeParse(ServerErrorBodySchema, raw);
  const body = parsed.success ? parsed.output : {};
  const status = response.status;
  return {
    kind: 'http',
    status,
    message: body.message?.trim() ? body.message : defaultHttpMessage(status),
    ...(body.code ? { code: body.code } : {}),
    retryable: RETRYABLE_STATUSES.has(status),
    ...(raw === undefined ? {} : { body: raw }),
  };
}

export function validationError(issues?: v.FlatErrors<undefined>): ApiError {
  return {
    kind: 'validation',
    message: MESSAGES.validation,
    retryable: false,
    ...(issues ? { issues } : {}),
  };
}

function isAbort(error: unknown): boolean {
  // Checked by name: DOMException is not always an `Error` of this realm.
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * Maps anything thrown while requesting to an ApiError value. `aborted` tells that the caller's
 * signal fired (fetch then rejects with the signal's reason, whatever it is).
 */
export async function toApiError(error: unknown, aborted = false): Promise<ApiError> {
  if (error instanceof HTTPError) return httpError(error.response);
  if (error instanceof TimeoutError) {
    return { kind: 'network', message: MESSAGES.timeout, retryable: true };
  }
  if (aborted || isAbort(error)) {
    // The caller cancelled (navigated away): retrying on its own would be wrong.
    return { kind: 'network', message: MESSAGES.aborted, retryable: false };
  }
  return { kind: 'network', message: MESSAGES.network, retryable: true };
}
