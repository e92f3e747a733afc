import { useEffect, useRef } from 'react';
import { emit, type ApiError, type ApiResult } from 'shared-contracts';

/**
 * Tells the shell once per route and title that the page's data has arrived (or failed
 * visibly): the footer and the scroll restoration of a back navigation wait for it (spec §2).
 */
export function usePageLoaded(routeName: string, ready: boolean, title?: string): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const key = `${routeName}\u0000${title ?? ''}`;
    if (sent.current === key) return;
    sent.current = key;
    emit('page:loaded', title ? { routeName, title: title.slice(0, 200) } : { routeName });
  }, [ready, routeName, title]);
}

/** A route param as a database id, or null when the URL cannot name anything. */
export function toId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The answer a page gives itself for an id no request could find (no call is made). */
export function notFound<T>(message: string): Promise<ApiResult<T>> {
  const error: ApiError = { kind: 'http', status: 404, message, retryable: false };
  return Promise.resolve({ ok: false, error });
}

export const isNotFound = (error: ApiError) => error.kind === 'http' && error.status === 404;
