/** Feeds window scroll into the header state machine (one rAF-batched update per frame). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { headerTranslate, INITIAL_HEADER_STATE, nextHeaderState } from './header-scroll';
import { $shellScroll } from './scroll-restoration';
import { useViewport } from './viewport';

export function useHidingHeader(isProductPage: boolean): {
  hidden: boolean;
  translate: number;
  reveal: () => void;
} {
  const { width } = useViewport();
  const [hidden, setHidden] = useState(false);
  // lastY is read at the first frame (effect below): reading scrollY in render or in an effect
  // run in the middle of a task (hydration) forces a layout there.
  const state = useRef({ ...INITIAL_HEADER_STATE, lastY: 0 });
  const options = useRef({ isProductPage, width });

  useEffect(() => {
    options.current = { isProductPage, width };
  }, [isProductPage, width]);

  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = 0;
      state.current = { ...state.current, lastY: window.scrollY };
    });
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        state.current = nextHeaderState(state.current, window.scrollY, options.current);
        setHidden(state.current.hidden);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The shell's own jumps (top of a new page, a restored position) start the count afresh.
    const offShellScroll = $shellScroll.listen(({ y }) => {
      state.current = { lastY: y, hidden: false };
      setHidden(false);
    });
    return () => {
      offShellScroll();
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  // Keyboard focus entering a hidden header brings it back: focus must never land off-screen.
  const reveal = useCallback(() => {
    state.current = { lastY: window.scrollY, hidden: false };
    setHidden(false);
  }, []);

  return { hidden, translate: headerTranslate(hidden, width), reveal };
}
