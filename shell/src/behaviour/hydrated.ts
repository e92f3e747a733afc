import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while a server-rendered page is being hydrated, true otherwise (ADR
 * 0010). For what depends on state only the browser has (local storage): rendered after
 * hydration, so the first browser render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
