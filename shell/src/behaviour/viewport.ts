/**
 * Window width for layout decisions, updated at most once per resize burst (400 ms debounce,
 * spec §9) so resizing does not re-render the header on every frame.
 */
import { useSyncExternalStore } from 'react';
import {
  RESIZE_DEBOUNCE,
  breakpointFor,
  isMobileWidth,
  isSmallWidth,
  type Breakpoint,
} from 'shared-contracts';

export interface Viewport {
  width: number;
  /** width < 1020 */
  mobile: boolean;
  /** width < 640 */
  small: boolean;
  breakpoint: Breakpoint;
}

export function viewportFor(width: number): Viewport {
  return {
    width,
    mobile: isMobileWidth(width),
    small: isSmallWidth(width),
    breakpoint: breakpointFor(width),
  };
}

/** Trailing-edge debounce: only the last call of a burst runs, `wait` ms after it. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

const currentWidth = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);
let snapshot: Viewport = viewportFor(currentWidth());
const listeners = new Set<() => void>();

/** Reads the width again and tells the listeners when it changed. */
function refresh(): void {
  const width = currentWidth();
  if (width === snapshot.width) return;
  snapshot = viewportFor(width);
  listeners.forEach((l) => l());
}

const onResize = debounce(refresh, RESIZE_DEBOUNCE);
let frame = 0;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('resize', onResize);
    // A resize while nobody listened shows at the next frame. Reading the width here, in the
    // commit of a render (hydration), would force a layout in the middle of that task.
    frame = requestAnimationFrame(refresh);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
      cancelAnimationFrame(frame);
    }
  };
}

export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
