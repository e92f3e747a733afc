import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { debounce, useViewport, viewportFor } from './viewport';

describe('viewport', () => {
  it('uses the spec breakpoints: mobile < 1020, small < 640', () => {
    expect(viewportFor(1019)).toMatchObject({ mobile: true, small: false });
    expect(viewportFor(1020)).toMatchObject({ mobile: false });
    expect(viewportFor(639)).toMatchObject({ small: true });
    expect(viewportFor(767).breakpoint).toBe('sm');
    expect(viewportFor(1280).breakpoint).toBe('lg');
  });

  it('debounces resize handling (400 ms after the last event)', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 400);
    d();
    vi.advanceTimersByTime(300);
    d();
    vi.advanceTimersByTime(399);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('useViewport', () => {
  it('shows a width that changed while nobody listened, at the next frame', async () => {
    const before = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: before - 400 });
    try {
      const { result } = renderHook(() => useViewport());
      await waitFor(() => expect(result.current.width).toBe(before - 400));
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: before });
    }
  });
});
