import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const load = vi.hoisted(() => vi.fn());
vi.mock('../platform', () => ({ loadRemoteEntry: load }));

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
    await waitFor(() => expect(result.current.resolution).toEqual({ state: 'unavailable' }));
  });

  it('after a failed load, resolves again once the slot has recovered', async () => {
    load.mockResolvedValueOnce({ status: 'failed', reason: 'load' });
    const { result } = renderHook(() => usePageResolution(routeByName('login') as PageRoute));
    await waitFor(() =>
      expect(result.current.resolution).toEqual({ state: 'page', page: 'Login' }),
    );
    load.mockResolvedValueOnce(ready('LoginPage'));
    act(() => result.current.recheck());
    await waitFor(() =>
      expect(result.current.resolution).toEqual({ state: 'page', page: 'LoginPage' }),
    );
  });
});
