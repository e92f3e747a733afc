import { describe, expect, it, vi } from 'vitest';
import { scriptRetryPlugin } from './retry-plugin';

type Plugin = ReturnType<typeof scriptRetryPlugin>;
type EntryArgs = Parameters<NonNullable<Plugin['loadEntryError']>>[0];
type FactoryArgs = Parameters<NonNullable<Plugin['getModuleFactory']>>[0];

const NO_DELAY = [0, 0];

describe('scriptRetryPlugin', () => {
  it('loads a failed remote entry again, after dropping the cached failure', async () => {
    const exports = { get: vi.fn(), init: vi.fn() };
    const globalLoading: Record<string, unknown> = {
      key: Promise.reject(new Error('404')).catch(() => undefined),
    };
    const getRemoteEntry = vi
      .fn()
      .mockRejectedValueOnce(new Error('still down'))
      .mockImplementationOnce(async () => {
        expect(globalLoading.key).toBeUndefined();
        return exports;
      });
    const hook = scriptRetryPlugin(NO_DELAY).loadEntryError;
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: {},
      globalLoading,
      uniqueKey: 'key',
    } as unknown as EntryArgs;
    expect(await hook?.(args)).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('gives up (undefined) so the runtime reports the original error', async () => {
    const getRemoteEntry = vi.fn().mockRejectedValue(new Error('down'));
    const hook = scriptRetryPlugin(NO_DELAY).loadEntryError;
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: {},
      globalLoading: {},
      uniqueKey: 'k',
    } as unknown as EntryArgs;
    expect(await hook?.(args)).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('retries the exposed module when its chunk fails to load, then rethrows', async () => {
    const factory = () => ({ pages: {} });
    const get = vi
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(factory);
    const hook = scriptRetryPlugin(NO_DELAY).getModuleFactory;
    const args = {
      remoteEntryExports: { get },
      expose: './entry',
      moduleInfo: {},
    } as unknown as FactoryArgs;
    expect(await hook?.(args)).toBe(factory);

    const failing = vi.fn().mockRejectedValue(new Error('ChunkLoadError'));
    const failingArgs = {
      remoteEntryExports: { get: failing },
      expose: './entry',
      moduleInfo: {},
    } as unknown as FactoryArgs;
    await expect(hook?.(failingArgs)).rejects.toThrow('ChunkLoadError');
    expect(failing).toHaveBeenCalledTimes(3);
  });
});
