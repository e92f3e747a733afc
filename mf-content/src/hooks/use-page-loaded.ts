import { useEffect, useRef } from 'react';
import { emit } from 'shared-contracts';

/**
 * Tells the shell once per page that its data has arrived (it then shows the footer, restores
 * the scroll position and uses the title), or that what the URL names does not exist.
 */
export function usePageLoaded(routeName: string, ready: boolean, title?: string): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${routeName}:${title ?? ''}`;
    if (!ready || sent.current === key) return;
    sent.current = key;
    emit('page:loaded', title ? { routeName, title } : { routeName });
  }, [ready, routeName, title]);
}

export function usePageNotFound(routeName: string, notFound: boolean): void {
  useEffect(() => {
    if (notFound) emit('page:not-found', { routeName });
  }, [notFound, routeName]);
}
