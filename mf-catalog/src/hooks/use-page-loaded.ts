import { useEffect, useRef } from 'react';
import { emit } from 'shared-contracts';

/**
 * Tells the shell once per route and title that this page's data has arrived: it shows the
 * footer and restores the scroll position only then (spec §2), and uses the title (an article's
 * or category's name) for the document title and the breadcrumb.
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

/** The route's target does not exist (e.g. an unknown category): the shell shows its 404 page. */
export function usePageNotFound(routeName: string, notFound: boolean): void {
  useEffect(() => {
    if (notFound) emit('page:not-found', { routeName });
  }, [notFound, routeName]);
}
