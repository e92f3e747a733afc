/**
 * The platform's loading against the real Module Federation runtime (only the network and the
 * remote's container are stand-ins): which failures are cached, by whom, and what asks again.
 */
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { Composition } from 'shared-contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadRemoteEntry,
  peekRemoteEntry,
  registerComposition,
  registerRuntimePlugins,
  retryRemoteEntry,
  subscribeRemoteEntry,
} from './federation';

const ORIGIN = 'http://shop.test';
const manifestUrl = (name: string) => `${ORIGIN}/build/${name}/1.0.0/mf-manifest.json`;

/** The parts of a manifest the runtime reads. */
function manifest(name: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:entry`,
        name: 'entry',
        path: './entry',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

const entryModule = (version: string) => ({
  pages: { Home: () => null },
  contractRange: '^1.0.0',
  version,
});

/** What the network answers per manifest URL (404 while the name is in `down`). */
const down = new Set<string>();
const fetchMock = vi.fn(async (url: string) => {
  const name = Object.keys(remotes).find((remote) => url === manifestUrl(remote));
  if (!name || down.has(name)) return new Response('not found', { status: 404 });
  return new Response(JSON.stringify(manifest(name)));
});

type ContainerExports = Awaited<
  ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>
>;

/** Each remote's container: `get` fails while the remote is in `chunkDown` (its chunk 404s). */
const chunkDown = new Set<string>();
const containerGets = new Map<string, number>();
const remotes: Record<string, true> = {
  mf_manifest_down: true,
  mf_chunk_down: true,
  mf_concurrent: true,
};

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  init({
    name: 'shell',
    remotes: [],
    plugins: [
      {
        // Stands in for loading remoteEntry.js, which jsdom does not execute.
        name: 'test-container',
        loadEntry: async ({ remoteInfo }) =>
          ({
            init: async () => undefined,
            // A webpack container's get: a promise of the exposed module's factory.
            get: async () => {
              containerGets.set(remoteInfo.name, (containerGets.get(remoteInfo.name) ?? 0) + 1);
              if (chunkDown.has(remoteInfo.name)) throw new Error('ChunkLoadError: 404');
              return () => entryModule('1.0.0');
            },
          }) as unknown as ContainerExports,
      },
    ],
  });
  registerRuntimePlugins();
  const composition: Composition = {
    remotes: Object.fromEntries(
      Object.keys(remotes).map((name) => [
        name,
        { url: manifestUrl(name), mount: 'component' as const, version: '1.0.0' },
      ]),
    ),
    overrides: { enabled: false, allowedOrigins: [] },
  };
  registerComposition(composition);
});

beforeEach(() => {
  // The runtime and the fallback plugin log every failure these tests cause on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => vi.useRealTimers());

/** Runs a load to its end, through the retry plugins' delays. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  vi.useFakeTimers();
  const done = promise.then((value) => value);
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  return done;
}

const manifestFetches = (name: string) =>
  fetchMock.mock.calls.filter(([url]) => url === manifestUrl(name)).length;

describe('remote loading against the MF runtime', () => {
  it('keeps a failed manifest until asked again, then fetches it anew', async () => {
    down.add('mf_manifest_down');
    const failed = await settle(loadRemoteEntry('mf_manifest_down'));
    expect(failed).toMatchObject({ status: 'failed', reason: 'load' });
    const triedFirst = manifestFetches('mf_manifest_down');
    expect(triedFirst).toBe(3); // layer 1: two retries

    // Every caller of this navigation gets the same failure, without a request.
    expect(await loadRemoteEntry('mf_manifest_down')).toBe(failed);
    expect(manifestFetches('mf_manifest_down')).toBe(triedFirst);

    down.delete('mf_manifest_down');
    const recovered = await settle(retryRemoteEntry('mf_manifest_down'));
    expect(recovered).toMatchObject({ status: 'ready', entry: { version: '1.0.0' } });
    expect(manifestFetches('mf_manifest_down')).toBe(triedFirst + 1);
    expect(peekRemoteEntry('mf_manifest_down')).toBe(recovered);
  });

  it('asks a loaded container again for an exposed module whose chunk failed', async () => {
    chunkDown.add('mf_chunk_down');
    expect(await settle(loadRemoteEntry('mf_chunk_down'))).toMatchObject({ reason: 'load' });
    const gets = containerGets.get('mf_chunk_down') ?? 0;
    expect(gets).toBe(3);

    chunkDown.delete('mf_chunk_down');
    const seen: unknown[] = [];
    const unsubscribe = subscribeRemoteEntry('mf_chunk_down', (result) => seen.push(result));
    const recovered = await settle(retryRemoteEntry('mf_chunk_down'));
    unsubscribe();
    expect(recovered.status).toBe('ready');
    // The same container: its manifest is not fetched again, its remote entry not reloaded.
    expect(containerGets.get('mf_chunk_down')).toBe(gets + 1);
    expect(manifestFetches('mf_chunk_down')).toBe(1);
    expect(seen).toEqual([recovered]);
  });

  it('shares one attempt between callers, and never retries a success', async () => {
    down.add('mf_concurrent');
    await settle(loadRemoteEntry('mf_concurrent'));
    down.delete('mf_concurrent');
    const before = manifestFetches('mf_concurrent');
    const first = retryRemoteEntry('mf_concurrent');
    const second = retryRemoteEntry('mf_concurrent');
    expect(second).toBe(first);
    const ready = await settle(first);
    expect(ready.status).toBe('ready');
    expect(manifestFetches('mf_concurrent')).toBe(before + 1);
    expect(await retryRemoteEntry('mf_concurrent')).toBe(ready);
    expect(manifestFetches('mf_concurrent')).toBe(before + 1);
  });
});
