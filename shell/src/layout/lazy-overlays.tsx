/**
 * Loads the layout's overlays (Overlays.tsx) once the page is idle, or at once when a shopper
 * opens one before that; until the code has arrived an opened overlay shows nothing, and it
 * opens as soon as it has.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $cartOpen, $menu } from 'shared-contracts';
import type { OverlaysProps } from './Overlays';

const Overlays = lazy(() => import('./Overlays').then((module) => ({ default: module.Overlays })));

/** After the start-up work, when the browser has nothing else to do. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

export function LazyOverlays(props: OverlaysProps) {
  const cartOpen = useStore($cartOpen);
  const menu = useStore($menu);
  const opened = cartOpen || menu !== null || props.privacyOpen;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  // Not rendered before then: the server's markup holds no overlay, and hydration must match it.
  if (!opened && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Overlays {...props} />
    </Suspense>
  );
}
