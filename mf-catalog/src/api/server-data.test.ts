import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetArticles, knownArticle } from './article-store';
import { ResourceCache, resources } from './resource-cache';
import { seedFromServer } from './server-data';

describe('what a server render reads and sends along (ADR 0010)', () => {
  it('knows the reads in flight, whether one failed, and the settled answers by key', async () => {
    const cache = new ResourceCache();
    let answer: (value: number) => void = () => undefined;
    void cache.load('a', () => new Promise<number>((resolve) => (answer = resolve)));
    void cache.load('b', () => Promise.reject(new Error('nede'))).catch(() => undefined);
    // A component watching a key nobody loads yet is not a read in flight.
    cache.subscribe('c', () => undefined);
    expect(cache.inFlight()).toHaveLength(2);
    answer(1);
    await vi.waitFor(() => expect(cache.inFlight()).toHaveLength(0));
    expect(cache.hasErrors()).toBe(true);
    expect(cache.settled()).toEqual({ a: 1 });
  });
});

describe('seedFromServer', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resources.invalidate();
    forgetArticles();
  });

  function serverData(data: Record<string, unknown>): void {
    const script = document.createElement('script');
    script.id = 'server-data';
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      remotes: { mf_catalog: { version: '0.4.0', page: 'Category', data } },
    });
    document.body.append(script);
  }

  it("puts the server's answers in the cache, so the page reads nothing again", async () => {
    const article = { id: 7, name: 'Fjellsko' };
    serverData({
      categories: [{ id: 1, name: 'Sko' }],
      'search:["",0,20,"",{}]': { hits: { hits: [{ _source: article }], total: 1 } },
    });
    seedFromServer();
    const fetcher = vi.fn(() => Promise.resolve([]));
    await expect(resources.load('categories', fetcher)).resolves.toEqual([{ id: 1, name: 'Sko' }]);
    expect(fetcher).not.toHaveBeenCalled();
    // Articles from a listing are remembered, as the listing's own read would have done.
    expect(knownArticle(7)).toEqual(article);
  });

  it('does nothing on a page the browser renders', () => {
    const set = vi.spyOn(resources, 'set');
    seedFromServer();
    expect(set).not.toHaveBeenCalled();
  });
});
