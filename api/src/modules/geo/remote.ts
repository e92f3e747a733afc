/**
 * One GET to a remote service with a deadline, its JSON answer checked against a schema. Any
 * failure (network, timeout, status, shape) is thrown: the callers fall back to local data.
 */
import * as v from 'valibot';

/** Where a fallback is reported (the request's logger). */
export interface RemoteLog {
  warn(details: object, message: string): void;
}

export class RemoteError extends Error {
  override name = 'RemoteError';
}

export async function getJson<TSchema extends v.GenericSchema>(
  url: string,
  timeoutMs: number,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    throw new RemoteError(`${new URL(url).host} answered ${response.status}`);
  }
  const result = v.safeParse(schema, await response.json());
  if (!result.success) throw new RemoteError(`${new URL(url).host} answered an unexpected shape`);
  return result.output;
}
