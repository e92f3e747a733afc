import { afterEach, describe, expect, it, vi } from 'vitest';

// Every route's loader, recorded instead of run (user loading and guards are tested apart).
const loaderCalls = vi.hoisted(() => [] as string[]);
vi.mock('../guards/route-loader', () => ({
  createRouteLoader: (def: { path: string }) => () => {
    loaderCalls.push(def.path);
    return null;
  },
}));

const { createHydrationRouter } = await import('./app');

describe('createHydrationRouter', () => {
  afterEach(() => {
    loaderCalls.length = 0;
    window.history.replaceState(null, '', '/');
  });

  it("starts on the server's route with no loader run: the page is hydrated as rendered", async () => {
    window.history.replaceState(null, '', '/sko');
    const router = createHydrationRouter();
    expect(router.state.initialized).toBe(true);
    expect(router.state.location.pathname).toBe('/sko');
    await Promise.resolve();
    expect(loaderCalls).toEqual([]);
    router.dispose();
  });

  it("runs the next route's loader on the first navigation, as any router does", async () => {
    const router = createHydrationRouter();
    await router.navigate('/sko');
    expect(loaderCalls).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/sko');
    router.dispose();
  });
});
