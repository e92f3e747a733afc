import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $shipping, cartSetShipping, type ShippingMethod } from 'shared-contracts';
import { getDeliveryMethods } from '../api/shipping';

export type ShippingMethodsState =
  | { status: 'loading' }
  | { status: 'ready'; methods: ShippingMethod[] }
  /** Spec §7: the failure is swallowed; the stored default stays the choice. */
  | { status: 'unavailable' };

/**
 * The home-delivery methods. The stored choice is kept when it is offered (with today's price and
 * name); otherwise the first method offered is chosen, so the price shown is one the API knows.
 */
export function useShippingMethods(enabled: boolean): ShippingMethodsState {
  const [state, setState] = useState<ShippingMethodsState>({ status: 'loading' });
  const selected = useStore($shipping);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void getDeliveryMethods().then((methods) => {
      if (!live) return;
      setState(
        methods && methods.length > 0 ? { status: 'ready', methods } : { status: 'unavailable' },
      );
    });
    return () => {
      live = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const offered = state.methods.find((m) => String(m.id) === String(selected.id));
    const target = offered ?? state.methods[0];
    if (!target) return;
    if (
      target.id !== selected.id ||
      target.price !== selected.price ||
      target.name !== selected.name
    ) {
      cartSetShipping({ id: target.id, price: target.price, name: target.name });
    }
  }, [state, selected]);

  return state;
}
