import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * A store kept in the browser's storage (favourites, the chosen shop, the position), as the
 * server rendered it – `serverValue`, the server has no storage – until the page is hydrated,
 * then its value (ADR 0010). The first browser render then matches the server's HTML; a page
 * rendered in the browser alone gets the stored value at once.
 */
export function useBrowserStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return hydrated ? value : serverValue;
}
