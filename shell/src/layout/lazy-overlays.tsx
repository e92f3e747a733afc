/**
 * Loads the layout's overlays (Overlays.tsx) once the page is idle, or at once when a shopper
 * opens one before that; an overlay opened before its code has arrived opens as soon as it has.
 * A failed load never takes the layout down: the shopper is told, the overlay closes, and the
 * next opening loads again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import { $cartOpen, $menu, closeCart, closeMenus } from 'shared-contracts';
import { showAlert } from '../behaviour/shared-state';
import type { OverlaysProps } from './Overlays';

type OverlaysComponent = ComponentType<OverlaysProps>;

export const OVERLAYS_FAILED = 'Vi fikk ikke åpnet dette. Sjekk nettforbindelsen og prøv igjen.';

/** After the start-up work, when the browser has nothing else to do. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/** The overlays component, loading its module with `load` (one attempt at a time). */
export function lazyOverlays(
  load: () => Promise<{ Overlays: OverlaysComponent }>,
): ComponentType<OverlaysProps> {
  let loaded: OverlaysComponent | null = null;
  let pending: Promise<OverlaysComponent> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => (loaded = module.Overlays),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  return function LazyOverlays(props: OverlaysProps) {
    const cartOpen = useStore($cartOpen);
    const menu = useStore($menu);
    const opened = cartOpen || menu !== null || props.privacyOpen;
    const [idle, setIdle] = useState(false);
    const [Overlays, setOverlays] = useState<OverlaysComponent | null>(() => loaded);
    useEffect(() => whenIdle(() => setIdle(true)), []);

    const { onClosePrivacy } = props;
    useEffect(() => {
      if (Overlays || !(opened || idle)) return;
      let live = true;
      loadOnce().then(
        (component) => {
          if (live) setOverlays(() => component);
        },
        (error: unknown) => {
          console.error('[shell] menyene og handlekurven kunne ikke lastes', error);
          // Only a shopper who asked for an overlay hears of it; it closes, so asking again
          // loads again.
          if (!live || !opened) return;
          showAlert({ type: 'error', content: OVERLAYS_FAILED });
          closeCart();
          closeMenus();
          onClosePrivacy();
        },
      );
      return () => {
        live = false;
      };
    }, [Overlays, opened, idle, onClosePrivacy]);

    // Nothing before then: the server's markup holds no overlay, and hydration must match it.
    return Overlays ? <Overlays {...props} /> : null;
  };
}

export const LazyOverlays = lazyOverlays(() => import('./Overlays'));
