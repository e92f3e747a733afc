import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the element when it appears (the next step of a flow), so keyboard and
 * screen reader users start reading there. The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
