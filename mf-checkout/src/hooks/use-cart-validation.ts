import { useEffect, useRef } from 'react';
import { $cartErrors, cartSetErrors, validateCartLines, type CartLine } from 'shared-contracts';
import { mergeCartErrors, stillShort } from '../flow/cart-errors';

const DEBOUNCE_MS = 300;

/**
 * Asks the API whether the cart can be bought as it is (stock, purchase limits) whenever its
 * lines or counts change, and puts the answer's errors in the cart store, where the lines and
 * the buy button read them. A failed check keeps the errors already known, and so does a check
 * for shortages a refused order reported (see `stillShort`).
 */
export function useCartValidation(lines: readonly CartLine[], enabled: boolean): void {
  const checked = useRef<string | null>(null);
  const key = lines.map((l) => `${l.ean}@${l.shopId}x${l.count}`).join(',');

  useEffect(() => {
    // Only a changed cart is checked again: errors from a refused order (409) stay until then.
    if (!enabled || key === '' || checked.current === key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void validateCartLines(lines, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.ok) {
          checked.current = key;
          cartSetErrors(mergeCartErrors(stillShort($cartErrors.get(), lines), answer.data.errors));
        } else console.error('[mf-checkout] cart validation failed:', answer.error.message);
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the lines: a new array with the same counts needs no new check.
  }, [key, enabled]);
}
