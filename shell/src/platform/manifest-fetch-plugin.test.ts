import { afterEach, describe, expect, it, vi } from 'vitest';
import { startManifestFetches, takeEarlyManifest } from './early-manifests';
import { manifestFetchPlugin } from './manifest-fetch-plugin';
import { OVERRIDE_STORAGE_KEY } from './override-keys';

/** A page as the server writes it: inlined composition, manifests of the route's remotes hinted. */
function pageWith(composition: unknown, hinted = ['mf_catalog', 'mf_content']): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const base = doc.createElement('base');
  base.href = 'http://shop.test/om-oss';
  doc.head.append(base);
  const script = doc.createElement('script');
  script.id = 'composition';
  script.type = 'application/json';
  script.textContent = JSON.stringify(composition);
  doc.head.append(script);
  for (const remote of hinted) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.dataset.mfManifest = remote;
    doc.head.append(link);
  }
  return doc;
}

const composition = {
  remotes: {
    mf_catalog: { url: '/build/mf-catalog/0.1.0/mf-manifest.json' },
    mf_content: { url: '/build/mf-content/0.1.0/mf-manifest.json' },
  },
};
const CATALOG = 'http://shop.test/build/mf-catalog/0.1.0/mf-manifest.json';
const CONTENT = 'http://shop.test/build/mf-content/0.1.0/mf-manifest.json';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  takeEarlyManifest(CATALOG);
  takeEarlyManifest(CONTENT);
});

describe('early manifests', () => {
  it('starts one fetch per composed remote, each handed out once', () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startManifestFetches(pageWith(composition));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CATALOG, CONTENT]);
    expect(takeEarlyManifest(CATALOG)).toBeInstanceOf(Promise);
    expect(takeEarlyManifest(CATALOG)).toBeUndefined();
  });

  it("fetches only the manifests the server hinted for the page's route", () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startManifestFetches(pageWith(composition, ['mf_content']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CONTENT]);
    startManifestFetches(pageWith(composition, []));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('skips remotes with a stored staging override and tolerates a missing composition', () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(
      OVERRIDE_STORAGE_KEY,
      JSON.stringify({ mf_content: 'http://localhost:3001/m.json' }),
    );
    startManifestFetches(pageWith(composition));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CATALOG]);
    startManifestFetches(document.implementation.createHTMLDocument('empty'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('manifestFetchPlugin', () => {
  const fetchHook = manifestFetchPlugin().fetch as (
    url: string,
    init: RequestInit,
  ) => Promise<Response>;

  it('answers with the early response without another request', async () => {
    const fetchMock = vi.fn(async () => new Response('{"early":true}'));
    vi.stubGlobal('fetch', fetchMock);
    startManifestFetches(pageWith(composition));
    const response = await fetchHook(CATALOG, {});
    expect(await response.json()).toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(2); // the two early fetches, nothing more
  });

  it('retries a failing manifest twice, then fails with the status', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response('nope', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = fetchHook('http://shop.test/missing/mf-manifest.json', {});
    const assertion = expect(result).rejects.toThrow('svarte 404');
    await vi.runAllTimersAsync();
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('recovers when a retry succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('network');
        return new Response('{"ok":1}');
      }),
    );
    const result = fetchHook('http://shop.test/flaky/mf-manifest.json', {});
    await vi.runAllTimersAsync();
    expect(await (await result).json()).toEqual({ ok: 1 });
  });
});
