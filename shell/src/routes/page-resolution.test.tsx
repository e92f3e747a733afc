import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const platform = vi.hoisted(() => ({
  loadRemoteEntry: vi.fn(),
  peekRemoteEntry: vi.fn(() => undefined),
  // In the browser the settled entry comes from the MF runtime (no server render in these tests).
  usePeekRemoteEntry: () => platform.peekRemoteEntry,
  listeners: [] as Array<(result: unknown) => void>,
  subscribeRemoteEntry: vi.fn((_name: string, listener: (result: unknown) => void) => {
    platform.listeners.push(listener);
    return () => undefined;
  }),
}));
vi.mock('../platform', () => platform);
const load = platform.loadRemoteEntry;

const { pageCandidates, pickExposedPage, usePageResolution } = await import('./page-resolution');
const { routeByName } = await import('./route-table');
import type { PageRoute } from './route-table';

const ready = (...names: string[]) => ({
  status: 'ready',
  entry: {
    pages: Object.fromEntries(names.map((n) => [n, () => null])),
    contractRange: '^1.0.0',
    version: '1',
  },
});

describe('page resolution', () => {
  it('accepts the route page name, its aliases and their Page-suffixed forms', () => {
    expect(pageCandidates({ page: 'InfoPage', aliases: ['InformationPage'] })).toEqual([
      'InfoPage',
      'InformationPage',
    ]);
    expect(pageCandidates({ page: 'Home' })).toEqual(['Home', 'HomePage']);
    expect(pickExposedPage(['Home', 'HomePage'], new Set(['HomePage']))).toBe('HomePage');
    expect(pickExposedPage(['Home', 'HomePage'], new Set(['Other']))).toBeNull();
  });

  it('is unavailable when the remote exposes none of the names', async () => {
    load.mockResolvedValue(ready('Something'));
    const { result } = renderHook(() => usePageResolution(routeByName('favourites') as PageRoute));
    await waitFor(() => expect(result.current).toEqual({ state: 'unavailable' }));
  });

  it('after a failed load, resolves again when a retry brings the remote back', async () => {
    load.mockResolvedValueOnce({ status: 'failed', reason: 'load' });
    const { result } = renderHook(() => usePageResolution(routeByName('login') as PageRoute));
    await waitFor(() => expect(result.current).toEqual({ state: 'page', page: 'Login' }));
    act(() => platform.listeners.forEach((listener) => listener(ready('LoginPage'))));
    expect(result.current).toEqual({ state: 'page', page: 'LoginPage' });
  });
});
