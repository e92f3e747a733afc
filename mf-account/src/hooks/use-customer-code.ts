import { useEffect, useState } from 'react';
import { fetchCustomerCode } from '../api/customers';

export type CodeState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly code: string }
  | { readonly status: 'error'; readonly message: string };

/** GET /customers/current/code once per mount (cancelled when the page goes away). */
export function useCustomerCode(): CodeState {
  const [state, setState] = useState<CodeState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void fetchCustomerCode(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.ok
          ? { status: 'ready', code: result.data.code }
          : { status: 'error', message: result.error.message },
      );
    });
    return () => controller.abort();
  }, []);
  return state;
}
