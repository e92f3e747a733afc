import { useEffect, useRef } from 'react';
import { emit } from 'shared-contracts';

/**
 * Tells the shell once that this page's data has arrived (it shows the footer and restores the
 * scroll position only then, spec §2).
 */
export function usePageLoaded(routeName: string, ready: boolean): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || sent.current === routeName) return;
    sent.current = routeName;
    emit('page:loaded', { routeName });
  }, [ready, routeName]);
}
