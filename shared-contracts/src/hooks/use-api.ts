import { useCallback, useEffect, useState } from 'react';
import type { ApiError, ApiResult } from 'shared-contracts';

export type ApiState<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: ApiError };

/**
 * Runs one API call for a page and re-runs it when `key` changes; stale answers are dropped via
 * the abort signal. Errors stay values (ApiResult), so the page picks the Norwegian sentence.
 */
export function useApi<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): { state: ApiState<T>; reload: () => void } {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [current, setCurrent] = useState(key);
  if (current !== key) {
    setCurrent(key);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.ok ? { status: 'ok', data: result.data } : { status: 'error', error: result.error },
      );
    });
    return () => controller.abort();
    // `load` is recreated every render; `key` says when the request really changes.
  }, [key, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
