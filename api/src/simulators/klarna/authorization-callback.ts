/**
 * Klarna's authorization callback: after the widget's approval is answered, POST
 * `{authorization_token, session_id}` to the session's `merchant_urls.authorization`. Fire and
 * forget with one retry about a second later; a failure is logged, never thrown. Timers and
 * requests in flight end when the app closes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FetchLike } from '../../modules/payments/providers/types';
import type { CallbackBehaviour } from './state';

const RETRY_DELAY_MS = 1000;
const REQUEST_TIMEOUT_MS = 10_000;

export interface CallbackSender {
  deliver(url: string, payload: { authorization_token: string; session_id: string }): void;
  close(): void;
}

/** The URL without its query: the merchant puts a one-time secret there (external-apis §1.6). */
function safeForLog(url: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return `${origin}${pathname}`;
  } catch {
    return '(invalid url)';
  }
}

export function createCallbackSender(options: {
  fetch: FetchLike;
  behaviour: CallbackBehaviour;
  log: FastifyBaseLogger;
}): CallbackSender {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const aborter = new AbortController();
  let closed = false;

  function later(ms: number, task: () => void): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timers.add(timer);
  }

  async function attempt(url: string, body: string): Promise<string | null> {
    try {
      const res = await options.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.any([aborter.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok ? null : `HTTP ${res.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : 'request failed';
    }
  }

  function sendWithRetry(url: string, body: string): void {
    void attempt(url, body).then((failure) => {
      if (failure === null || closed) return;
      options.log.warn(
        { url: safeForLog(url), failure },
        'klarna simulator: callback failed, retrying',
      );
      later(RETRY_DELAY_MS, () => {
        void attempt(url, body).then((again) => {
          if (again !== null && !closed) {
            options.log.warn(
              { url: safeForLog(url), failure: again },
              'klarna simulator: callback given up',
            );
          }
        });
      });
    });
  }

  return {
    deliver(url, payload) {
      // Read per delivery so a test can change the behaviour between authorizations.
      const { delayMs, duplicate, drop } = options.behaviour;
      if (drop || closed) return;
      const body = JSON.stringify(payload);
      later(delayMs, () => {
        sendWithRetry(url, body);
        if (duplicate) sendWithRetry(url, body);
      });
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      aborter.abort();
    },
  };
}
