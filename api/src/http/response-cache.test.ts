/** The response cache: hits, expiry, shared loads, failures and invalidation. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheTtlFromEnv, ResponseCache } from './response-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('ResponseCache', () => {
  it('serves a hit as the same serialised JSON until the TTL passes', async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1000);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect((await cache.get('k', load)).text).toBe('{"n":1}');
    expect((await cache.get('k', load)).text).toBe('{"n":1}');
    vi.advanceTimersByTime(1001);
    expect((await cache.get('k', load)).text).toBe('{"n":2}');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ResponseCache(1000);
    const load = vi.fn(async () => 'x');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ResponseCache(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect((await cache.get('k', async () => 'ok')).text).toBe('"ok"');
  });

  it('invalidates by prefix or entirely; TTL 0 never caches', async () => {
    const cache = new ResponseCache(1000);
    let n = 0;
    const load = async () => ++n;
    await cache.get('article:1', load);
    await cache.get('categories', load);
    cache.invalidate('article:');
    expect((await cache.get('article:1', load)).text).toBe('3');
    expect((await cache.get('categories', load)).text).toBe('2');
    cache.invalidate();
    expect((await cache.get('categories', load)).text).toBe('4');
    const off = new ResponseCache(0);
    await off.get('k', load);
    expect((await off.get('k', load)).text).toBe('6');
  });

  it('reads CATALOG_CACHE_TTL_MS (default 30 s) and refuses nonsense', () => {
    expect(cacheTtlFromEnv({})).toBe(30_000);
    expect(cacheTtlFromEnv({ CATALOG_CACHE_TTL_MS: '0' })).toBe(0);
    expect(() => cacheTtlFromEnv({ CATALOG_CACHE_TTL_MS: 'abc' })).toThrow();
  });
});
