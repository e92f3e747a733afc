import { useEffect, useState } from 'react';

let settled = false;

/**
 * True once the page has loaded and the main thread has had an idle moment. Decorative extras
 * (the video loops of home boxes, which pull in hls.js) wait for it, so they never compete with
 * the first paint and the shopper's first interaction.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      settled = true;
      if (!cancelled) setReady(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        idleId = window.requestIdleCallback(done, { timeout: 3000 });
      else timer = setTimeout(done, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idleId !== undefined) window.cancelIdleCallback?.(idleId);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
