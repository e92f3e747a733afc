/** The read modules' caches: one per app, all dropped by a writer, forgotten at close. */
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createModuleCache, invalidateModuleCaches } from './module-cache';

describe('module caches', () => {
  it('are all dropped by one invalidation, by key prefix or entirely', async () => {
    const apps = [Fastify(), Fastify()];
    const [first, second] = apps.map((app) => createModuleCache(app, 60_000));
    const load = vi.fn(async () => 'x');
    for (const cache of [first, second]) {
      await cache?.get('article:1', load);
      await cache?.get('brands', load);
    }
    invalidateModuleCaches('article:');
    for (const cache of [first, second]) {
      await cache?.get('article:1', load);
      await cache?.get('brands', load);
    }
    expect(load).toHaveBeenCalledTimes(6);
    invalidateModuleCaches();
    await first?.get('brands', load);
    expect(load).toHaveBeenCalledTimes(7);
    await Promise.all(apps.map((app) => app.close()));
  });

  it('forgets a cache when its app closes', async () => {
    const app = Fastify();
    const cache = createModuleCache(app, 60_000);
    const invalidate = vi.spyOn(cache, 'invalidate');
    await app.close();
    invalidateModuleCaches();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
