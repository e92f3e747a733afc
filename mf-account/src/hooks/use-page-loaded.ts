import { useEffect, useRef } from 'react';
import { emit } from 'shared-contracts';

/**
 * Tells the shell once per route that the page's data has arrived (it then shows the page as
 * loaded and restores the scroll position).
 */
export function usePageLoaded(routeName: string, ready: boolean): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || sent.current === routeName) return;
    sent.current = routeName;
    emit('page:loaded', { routeName });
  }, [ready, routeName]);
}
