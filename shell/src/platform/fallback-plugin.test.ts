import { describe, expect, it, vi } from 'vitest';
import { fallbackPlugin, isFailedRemoteModule } from './fallback-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];

const args = (lifecycle: ErrorArgs['lifecycle']) =>
  ({
    id: 'mf_catalog/entry',
    error: new Error('404'),
    from: 'runtime',
    lifecycle,
    origin: {},
  }) as ErrorArgs;

describe('fallbackPlugin', () => {
  const hook = fallbackPlugin().errorLoadRemote;

  it('turns a failed load into a marker module at the onLoad stage', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await hook?.(args('onLoad'));
    expect(isFailedRemoteModule(result)).toBe(true);
  });

  it('stays out of stages that expect something else than a module', async () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const) {
      expect(await hook?.(args(lifecycle))).toBeUndefined();
    }
  });

  it('does not mistake ordinary modules for the marker', () => {
    expect(isFailedRemoteModule({ pages: {} })).toBe(false);
    expect(isFailedRemoteModule(null)).toBe(false);
  });
});
