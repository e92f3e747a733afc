import { describe, expect, it, vi } from 'vitest';
import type { Composition } from 'shared-contracts';
import {
  applyOverrides,
  OVERRIDE_STORAGE_KEY,
  parseOverrideParams,
  parseStoredOverrides,
  resolveOverrides,
} from './overrides';

const BASE = 'http://shop.test';

function composition(overrides: Composition['overrides']): Composition {
  return {
    shell: { version: '0.1.0' },
    remotes: {
      mf_catalog: {
        url: '/build/mf-catalog/0.1.0/mf-manifest.json',
        mount: 'component',
        version: '0.1.0',
      },
      mf_content: {
        url: '/build/mf-content/0.1.0/mf-manifest.json',
        mount: 'component',
        version: '0.1.0',
      },
    },
    overrides,
  };
}

const enabled = composition({ enabled: true, allowedOrigins: ['http://localhost:3001'] });
const disabled = composition({ enabled: false, allowedOrigins: ['http://localhost:3001'] });

describe('parseOverrideParams', () => {
  it('reads repeated remote=url pairs and empty values as removals', () => {
    const search =
      '?mf-override=mf_catalog=http://localhost:3001/mf-manifest.json&mf-override=mf_content=&q=x&mf-override=broken';
    expect(parseOverrideParams(search)).toEqual({
      set: { mf_catalog: 'http://localhost:3001/mf-manifest.json' },
      remove: ['mf_content'],
    });
  });
});

describe('parseStoredOverrides', () => {
  it('ignores anything that is not a map of strings', () => {
    expect(parseStoredOverrides(null)).toEqual({});
    expect(parseStoredOverrides('nonsense')).toEqual({});
    expect(parseStoredOverrides('[1]')).toEqual({});
    expect(parseStoredOverrides('{"mf_catalog":"u","x":3}')).toEqual({ mf_catalog: 'u' });
  });
});

describe('applyOverrides', () => {
  const url = 'http://localhost:3001/mf-manifest.json';

  it('applies an allow-listed override, whose version is unknown until its entry reports it', () => {
    const result = applyOverrides(enabled, { mf_content: url }, BASE);
    expect(result.active).toEqual({ mf_content: url });
    expect(result.composition.remotes.mf_content).toEqual({ url, mount: 'component' });
    expect(result.composition.remotes.mf_catalog).toEqual(enabled.remotes.mf_catalog);
    expect(result.refused).toEqual([]);
  });

  it('refuses everything when overrides are disabled', () => {
    const result = applyOverrides(disabled, { mf_catalog: url }, BASE);
    expect(result.active).toEqual({});
    expect(result.composition.remotes.mf_catalog).toEqual(disabled.remotes.mf_catalog);
    expect(result.refused[0]?.reason).toMatch(/disabled/);
  });

  it('refuses origins that are not allow-listed, including relative URLs on the page origin', () => {
    const result = applyOverrides(
      enabled,
      {
        mf_catalog: 'https://evil.example/mf-manifest.json',
        mf_content: '/build/x/mf-manifest.json',
      },
      BASE,
    );
    expect(result.active).toEqual({});
    expect(result.refused.map((r) => r.remote).sort()).toEqual(['mf_catalog', 'mf_content']);
  });

  it('refuses unknown remotes and invalid URLs', () => {
    const result = applyOverrides(enabled, { mf_nope: url, mf_catalog: 'http://[bad' }, BASE);
    expect(result.active).toEqual({});
    expect(result.refused).toHaveLength(2);
  });

  it('matches allow-list entries written with a trailing slash', () => {
    const slashed = composition({ enabled: true, allowedOrigins: ['http://localhost:3001/'] });
    expect(applyOverrides(slashed, { mf_catalog: url }, BASE).active).toEqual({ mf_catalog: url });
  });
});

function fakeWindow(href: string, stored?: Record<string, string>) {
  const storage = new Map<string, string>(
    stored ? [[OVERRIDE_STORAGE_KEY, JSON.stringify(stored)]] : [],
  );
  const location = new URL(href);
  const win = {
    location: { href: location.href, search: location.search, origin: location.origin },
    history: { state: null, replaceState: vi.fn() },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  };
  return { win: win as unknown as Window, storage };
}

describe('resolveOverrides', () => {
  const url = 'http://localhost:3001/mf-manifest.json';

  it('remembers a query-string override and strips it from the address bar', () => {
    const { win, storage } = fakeWindow(
      `${BASE}/om-oss?a=1&mf-override=${encodeURIComponent(`mf_content=${url}`)}`,
    );
    const result = resolveOverrides(enabled, win);
    expect(result.active).toEqual({ mf_content: url });
    expect(JSON.parse(storage.get(OVERRIDE_STORAGE_KEY) ?? '{}')).toEqual({ mf_content: url });
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/om-oss?a=1');
  });

  it('keeps using a stored override on later visits', () => {
    const { win } = fakeWindow(`${BASE}/`, { mf_content: url });
    expect(resolveOverrides(enabled, win).active).toEqual({ mf_content: url });
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });

  it('refuses with a console warning and forgets the stored override when not allowed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, storage } = fakeWindow(`${BASE}/`, { mf_content: url });
    const result = resolveOverrides(disabled, win);
    expect(result.active).toEqual({});
    expect(result.composition.remotes.mf_content?.url).toBe(
      '/build/mf-content/0.1.0/mf-manifest.json',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[mf-override] refused mf_content'));
    expect(storage.has(OVERRIDE_STORAGE_KEY)).toBe(false);
  });
});
