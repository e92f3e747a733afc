import { useEffect } from 'react';
import { setUser } from 'shared-contracts';
import { fetchCurrentCustomer } from '../api/customers';

/**
 * Refreshes the shared user from GET /customers/current when Min side opens: the shell fetches
 * it only while none is loaded, so a change made outside this tab (the verification link in a
 * mail, another device) would otherwise stay unseen. Nobody logged in is the guards' business.
 */
export function useFreshUser(): void {
  useEffect(() => {
    const controller = new AbortController();
    void fetchCurrentCustomer(controller.signal).then((result) => {
      if (!controller.signal.aborted && result.ok) setUser(result.data);
    });
    return () => controller.abort();
  }, []);
}
