import type { Composition } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_INTERVAL_MS,
  compositionDiffers,
  createCompositionWatch,
  stableSerialise,
} from './composition-watch';

const doc = (catalog = '0.3.0'): Composition => ({
  shell: { version: '0.4.0' },
  remotes: {
    mf_catalog: {
      url: `/build/mf-catalog/${catalog}/mf-manifest.json`,
      mount: 'component',
      version: catalog,
    },
    mf_content: { url: '/build/mf-content/0.3.0/mf-manifest.json', mount: 'component' },
  },
  overrides: { enabled: false, allowedOrigins: [] },
});

/** A document whose visibility a test switches, and a served composition it controls. */
function setup(served: () => Promise<Composition>) {
  const page = document.implementation.createHTMLDocument('t');
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(page, 'visibilityState', { get: () => visibility });
  const fetchComposition = vi.fn(served);
  const watch = createCompositionWatch(doc(), {
    fetchComposition,
    doc: page,
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (id) => clearInterval(id),
  });
  const becomes = (state: DocumentVisibilityState) => {
    visibility = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { page, watch, fetchComposition, becomes };
}

afterEach(() => vi.useRealTimers());

describe('stable serialisation', () => {
  it('ignores key order at every level, and keys without a value', () => {
    const reordered = {
      overrides: { allowedOrigins: [], enabled: false },
      remotes: {
        mf_content: { mount: 'component', url: '/build/mf-content/0.3.0/mf-manifest.json' },
        mf_catalog: {
          version: '0.3.0',
          url: '/build/mf-catalog/0.3.0/mf-manifest.json',
          mount: 'component',
        },
      },
      shell: { version: '0.4.0' },
      extra: undefined,
    };
    expect(stableSerialise(reordered)).toBe(stableSerialise(doc()));
    expect(compositionDiffers(doc(), reordered as Composition)).toBe(false);
  });

  it('tells a changed version, and keeps array order significant', () => {
    expect(compositionDiffers(doc(), doc('0.3.1'))).toBe(true);
    expect(stableSerialise(['a', 'b'])).not.toBe(stableSerialise(['b', 'a']));
  });
});

describe('composition watch', () => {
  it('asks every minute while visible, not at start and not while hidden', async () => {
    vi.useFakeTimers();
    const { watch, fetchComposition, becomes } = setup(async () => doc());
    const stop = watch.start();
    expect(fetchComposition).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchComposition).toHaveBeenCalledTimes(1);

    becomes('hidden');
    await vi.advanceTimersByTimeAsync(5 * CHECK_INTERVAL_MS);
    expect(fetchComposition).toHaveBeenCalledTimes(1);

    // Becoming visible asks at once, then the minute starts over.
    becomes('visible');
    expect(fetchComposition).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetchComposition).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchComposition).toHaveBeenCalledTimes(3);
    expect(watch.changed).toBe(false);

    stop();
    becomes('hidden');
    becomes('visible');
    await vi.advanceTimersByTimeAsync(5 * CHECK_INTERVAL_MS);
    expect(fetchComposition).toHaveBeenCalledTimes(3);
  });

  it('notices a changed document, marks the page and stops asking', async () => {
    vi.useFakeTimers();
    const { page, watch, fetchComposition, becomes } = setup(async () => doc('0.3.1'));
    watch.start();
    expect(await watch.check()).toBe(true);
    expect(watch.changed).toBe(true);
    expect(page.documentElement.dataset.composition).toBe('stale');
    await vi.advanceTimersByTimeAsync(5 * CHECK_INTERVAL_MS);
    becomes('visible');
    expect(await watch.check()).toBe(true);
    expect(fetchComposition).toHaveBeenCalledTimes(1);
  });

  it('learns nothing from a failed fetch, and asks again next time', async () => {
    let served: Promise<Composition> = Promise.reject(new Error('offline'));
    const { watch, fetchComposition } = setup(() => served);
    expect(await watch.check()).toBe(false);
    served = Promise.resolve(doc('0.4.0'));
    expect(await watch.check()).toBe(true);
    expect(fetchComposition).toHaveBeenCalledTimes(2);
  });

  it('shares a check in flight, and lets a retry wait for its answer', async () => {
    let answer: (value: Composition) => void = () => undefined;
    const { watch, fetchComposition } = setup(
      () => new Promise<Composition>((resolve) => (answer = resolve)),
    );
    expect(await watch.settled()).toBe(false);
    const first = watch.check();
    const second = watch.check();
    const settled = watch.settled();
    expect(fetchComposition).toHaveBeenCalledTimes(1);
    answer(doc('0.3.1'));
    expect(await Promise.all([first, second, settled])).toEqual([true, true, true]);
  });
});
