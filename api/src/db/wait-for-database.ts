/**
 * The start waits for the database instead of dying with a stack trace: a server that boots
 * before PostgreSQL (a restart of both, a container order) connects once it is up.
 */

/** Errors of a database that is not reachable yet (node-postgres and PostgreSQL codes). */
const TRANSIENT = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P03', // cannot_connect_now: starting up or shutting down
]);

export function isTransientDatabaseError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && TRANSIENT.has(code)) return true;
    // AggregateError (every address of 'localhost' refused) holds the codes in `errors`.
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some(isTransientDatabaseError)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface RetryOptions {
  log: (message: string) => void;
  /** Waits between attempts; the last one repeats. */
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_DELAYS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/** Runs `attempt` until it succeeds; retries only while the database is unreachable. */
export async function untilDatabaseReady<T>(
  attempt: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const delays = options.delaysMs ?? DEFAULT_DELAYS;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransientDatabaseError(error)) throw error;
      const wait = delays[Math.min(tries, delays.length - 1)] ?? 1_000;
      const code = (error as { code?: unknown }).code;
      options.log(
        `Databasen svarer ikke${typeof code === 'string' ? ` (${code})` : ''} – prøver igjen om ${Math.round(wait / 1000)} s`,
      );
      await sleep(wait);
    }
  }
}
