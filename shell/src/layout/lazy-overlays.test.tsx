import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import {
  $alerts,
  $cartOpen,
  clearAlerts,
  closeCart,
  closeMenus,
  openCart,
  openMenu,
} from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyOverlays, lazyOverlays, OVERLAYS_FAILED } from './lazy-overlays';
import type { OverlaysProps } from './Overlays';

/** Whether the overlays' module has been loaded in this test file. */
const loaded = vi.hoisted(() => ({ overlays: false }));
vi.mock('./Overlays', async (importOriginal) => {
  loaded.overlays = true;
  return importOriginal();
});

/** Idle callbacks are held here and run by the test, so "idle" happens when the test says. */
let idle: Array<() => void> = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  closeCart();
  closeMenus();
  clearAlerts();
});

function renderOverlays(
  privacyOpen = false,
  Overlays: ComponentType<OverlaysProps> = LazyOverlays,
) {
  return render(
    <MemoryRouter>
      <Overlays userLoaded privacyOpen={privacyOpen} onClosePrivacy={() => undefined} />
    </MemoryRouter>,
  );
}

describe('LazyOverlays', () => {
  it('leaves the overlays out of the start-up and loads them once the page is idle', async () => {
    renderOverlays();
    await act(async () => undefined);
    expect(loaded.overlays).toBe(false);
    expect(idle).toHaveLength(1);

    act(() => idle[0]!());
    await vi.waitFor(() => expect(loaded.overlays).toBe(true));
    // Loaded and mounted, still closed: nothing shows until a shopper opens something.
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openMenu('menu'));
    expect(await screen.findByRole('dialog', { name: 'Meny' })).toBeTruthy();
  });

  it('opens the cart a shopper asks for before the page was idle', async () => {
    renderOverlays();
    act(() => openCart());
    expect(await screen.findByRole('dialog', { name: 'Handlekurv' })).toBeTruthy();
  });

  it('shows the privacy statement opened from the footer', async () => {
    renderOverlays(true);
    expect(await screen.findByRole('dialog', { name: /personvern/i })).toBeTruthy();
  });

  it('tells a shopper whose overlay could not load, closes it, and loads again on the next open', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ Overlays: ComponentType<OverlaysProps> }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementation(() => import('./Overlays'));
    renderOverlays(false, lazyOverlays(load));

    act(() => openCart());
    await vi.waitFor(() => expect($alerts.get().map((a) => a.content)).toEqual([OVERLAYS_FAILED]));
    expect($cartOpen.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalled();

    act(() => openCart());
    expect(await screen.findByRole('dialog', { name: 'Handlekurv' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
