import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markPageLoaded, startNavigation } from './page-status';
import {
  applyScroll,
  GROW_TIMEOUT_MS,
  saveScrollPosition,
  scrollTargetFor,
  storedScrollPosition,
} from './scroll-restoration';
import { useNavigationEffects } from './use-navigation-effects';

describe('scroll on navigation', () => {
  it('goes to the top on new navigations', () => {
    expect(scrollTargetFor('PUSH', 500, null)).toBe(0);
    expect(scrollTargetFor('REPLACE', 500, null)).toBe(0);
  });
  it('restores the stored position on back/forward', () => {
    expect(scrollTargetFor('POP', 500, null)).toBe(500);
    expect(scrollTargetFor('POP', null, null)).toBe(0);
  });
  it("leaves the document's first page where the browser placed it, unless a position is stored", () => {
    expect(scrollTargetFor('POP', null, null, true)).toBeNull();
    expect(scrollTargetFor('POP', 640, null, true)).toBe(640);
    expect(scrollTargetFor('PUSH', null, null, false)).toBe(0);
  });
  it('honours an explicit target (breadcrumb link)', () => {
    expect(scrollTargetFor('PUSH', null, 320)).toBe(320);
  });
  it('stores positions per history entry', () => {
    saveScrollPosition('abc', 812.4);
    expect(storedScrollPosition('abc')).toBe(812);
    expect(storedScrollPosition('nope')).toBeNull();
  });
});

/**
 * jsdom has no layout: a tiny model of the document instead. `scrollTo` clamps to the page's
 * height like a browser, and its scroll event arrives a frame later, as in a browser.
 */
function fakeDocument(initialMaxScroll: number) {
  let maxScroll = initialMaxScroll;
  let y = 0;
  const observers: Array<() => void> = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    y = Math.min(options.top ?? 0, maxScroll);
    setTimeout(() => window.dispatchEvent(new Event('scroll')), 16);
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) =>
    setTimeout(() => cb(performance.now()), 16),
  );
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    },
  );
  return {
    scrollTo,
    get y() {
      return y;
    },
    /** The shopper scrolls (wheel) to `to`. */
    shopperScrolls(to: number) {
      window.dispatchEvent(new Event('wheel'));
      y = Math.min(to, maxScroll);
      window.dispatchEvent(new Event('scroll'));
    },
    /** Content arrives and the page grows. */
    grow(to: number) {
      maxScroll = to;
      for (const callback of [...observers]) callback();
    },
    observers: () => observers.length,
  };
}

describe('restoring a stored position', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the page to load, then follows the page as it grows until the position fits', async () => {
    const page = fakeDocument(200);
    const id = startNavigation();
    applyScroll(1400, id);
    await vi.advanceTimersByTimeAsync(100);
    expect(page.scrollTo).not.toHaveBeenCalled();

    // The slot mounted, but the list is still loading: the page is too short.
    markPageLoaded(id);
    await vi.advanceTimersByTimeAsync(50);
    expect(page.y).toBe(200);

    // The list renders: the page can now hold the stored position.
    page.grow(5000);
    expect(page.y).toBe(1400);
    // Done: no observer is left behind.
    expect(page.observers()).toBe(0);
  });

  it('settles for what the page can hold after GROW_TIMEOUT_MS', async () => {
    const page = fakeDocument(300);
    const id = startNavigation();
    applyScroll(1400, id);
    markPageLoaded(id);
    await vi.advanceTimersByTimeAsync(GROW_TIMEOUT_MS + 50);
    expect(page.y).toBe(300);
    expect(page.observers()).toBe(0);
    page.grow(5000);
    expect(page.y).toBe(300);
  });

  it('never yanks the page back once the shopper has scrolled', async () => {
    const page = fakeDocument(5000);
    const id = startNavigation();
    applyScroll(1400, id);
    page.shopperScrolls(80);
    markPageLoaded(id);
    await vi.advanceTimersByTimeAsync(GROW_TIMEOUT_MS + 50);
    expect(page.y).toBe(80);
    expect(page.scrollTo).not.toHaveBeenCalled();
  });

  it('gives way to a newer navigation', async () => {
    const page = fakeDocument(5000);
    const id = startNavigation();
    applyScroll(1400, id);
    startNavigation();
    markPageLoaded(id);
    await vi.advanceTimersByTimeAsync(GROW_TIMEOUT_MS + 50);
    expect(page.scrollTo).not.toHaveBeenCalled();
  });
});

describe('the position of the entry left', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function Probe({ onKey }: { onKey: (key: string) => void }) {
    useNavigationEffects(null, {});
    onKey(useLocation().key);
    return null;
  }

  it('is not overwritten by the late scroll event of the jump to the top of the next page', async () => {
    vi.useFakeTimers();
    const page = fakeDocument(5000);
    const keys: string[] = [];
    const router = createMemoryRouter(
      [{ path: '*', element: <Probe onKey={(key) => keys.push(key)} /> }],
      { initialEntries: ['/butikker/'] },
    );
    render(<RouterProvider router={router} />);
    const first = keys.at(-1) ?? '';

    page.shopperScrolls(1400);
    await act(async () => {
      await router.navigate('/om-oss');
    });
    // The new page went to the top; its scroll event arrives a frame later.
    expect(page.y).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(storedScrollPosition(first)).toBe(1400);

    // Back: the stored position is restored once the page has loaded.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(keys.at(-1)).toBe(first);
    markPageLoaded();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(page.y).toBe(1400);
  });
});
