import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ loaded: false, fetch: vi.fn(), set: vi.fn() }));
vi.mock('../behaviour/shared-state', () => ({
  getUser: () => ({ loaded: state.loaded, verified: false }),
  fetchCurrentCustomer: state.fetch,
  setLoadedUser: state.set,
}));

const { ensureUserLoaded, shouldLoadUser, NO_ACTIVE_USER_LOG } = await import('./user-loader');

describe('user loading on navigation', () => {
  beforeEach(() => {
    state.loaded = false;
    state.fetch.mockReset();
    state.set.mockReset();
  });

  it('loads except on / and when a user is already loaded', () => {
    expect(shouldLoadUser('/', false)).toBe(false);
    expect(shouldLoadUser('/butikker', false)).toBe(true);
    expect(shouldLoadUser('/butikker', true)).toBe(false);
  });

  it('stores the customer when there is one', async () => {
    const customer = { id: 1, firstname: 'Kari' };
    state.fetch.mockResolvedValue(customer);
    await ensureUserLoaded('/user');
    expect(state.set).toHaveBeenCalledWith(customer);
  });

  it('shares one request between concurrent navigations', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    state.fetch.mockResolvedValue(null);
    await Promise.all([ensureUserLoaded('/a'), ensureUserLoaded('/b')]);
    expect(state.fetch).toHaveBeenCalledTimes(1);
  });

  it('treats 204 and failures as no active user, logged only', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    state.fetch.mockResolvedValueOnce(null);
    await ensureUserLoaded('/user');
    state.fetch.mockRejectedValueOnce(new Error('500'));
    await expect(ensureUserLoaded('/user')).resolves.toBeUndefined();
    expect(state.set).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(2);
    expect(info.mock.calls[0]?.[0]).toBe(NO_ACTIVE_USER_LOG);
  });

  it('does nothing when the user is loaded', async () => {
    state.loaded = true;
    await ensureUserLoaded('/user');
    expect(state.fetch).not.toHaveBeenCalled();
  });
});
