import { describe, expect, it, vi } from 'vitest';
import { ResourceCache } from './resource-cache';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ResourceCache', () => {
  it('reuses the in-flight request for the same key', async () => {
    const cache = new ResourceCache();
    const fetcher = vi.fn(() => Promise.resolve(42));
    const a = cache.load('k', fetcher);
    const b = cache.load('k', fetcher);
    expect(a).toBe(b);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(a).resolves.toBe(42);
    expect(cache.peek('k')).toMatchObject({ status: 'success', data: 42 });
  });

  it('refetches after the ttl and after invalidate', async () => {
    let now = 0;
    const cache = new ResourceCache({ ttlMs: 100, now: () => now });
    const fetcher = vi.fn(() => Promise.resolve(now));
    await cache.load('k', fetcher);
    now = 50;
    await cache.load('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    now = 150;
    await cache.load('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    cache.invalidate('k');
    await cache.load('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('keeps an error visible but retries on the next load', async () => {
    const cache = new ResourceCache();
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('nede')).mockResolvedValueOnce('ok');
    await expect(cache.load('k', fetcher)).rejects.toThrow('nede');
    expect(cache.peek('k')?.status).toBe('error');
    await expect(cache.load('k', fetcher)).resolves.toBe('ok');
  });

  it('notifies subscribers, also those who subscribed before the first load', async () => {
    const cache = new ResourceCache();
    const listener = vi.fn();
    cache.subscribe('k', listener);
    await cache.load('k', () => Promise.resolve(1));
    await flush();
    expect(listener).toHaveBeenCalledTimes(2); // pending, then success
  });

  it('drops the oldest unwatched entries beyond maxEntries', async () => {
    const cache = new ResourceCache({ maxEntries: 2 });
    cache.subscribe('watched', () => undefined);
    await cache.load('watched', () => Promise.resolve(0));
    await cache.load('a', () => Promise.resolve(1));
    await cache.load('b', () => Promise.resolve(2));
    expect(cache.has('watched')).toBe(true);
    expect(cache.has('a')).toBe(false);
    expect(cache.has('b')).toBe(true);
  });

  it('ignores a stale response that lost the race to a forced reload', async () => {
    const cache = new ResourceCache();
    let resolveFirst: (v: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => {
      resolveFirst = resolve;
    });
    void cache.load('k', () => first);
    await cache.load('k', () => Promise.resolve('ny'), { force: true });
    resolveFirst('gammel');
    await flush();
    expect(cache.peek('k')).toMatchObject({ status: 'success', data: 'ny' });
  });
});
