import { useEffect, useRef } from 'react';

/**
 * Focus management on navigation: when the page's content has arrived, the focus moves to its
 * heading (tabIndex={-1}) so keyboard and screen-reader users start reading there. Only when the
 * focus is nowhere in particular (the body, or the shell's <main> that the shell focuses after a
 * route change); a shopper who already moved on keeps their place. Once per `key`.
 */
export function useFocusHeading<T extends HTMLElement>(ready: boolean, key: string) {
  const ref = useRef<T>(null);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || done.current === key || !ref.current) return;
    done.current = key;
    const active = document.activeElement;
    if (active === null || active === document.body || active.id === 'main') {
      ref.current.focus({ preventScroll: true });
    }
  }, [ready, key]);
  return ref;
}
