import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Composition, PageProps, RemoteEntry } from 'shared-contracts';
import type { RemoteLoadResult } from './federation';
import { PlatformProvider } from './platform-context';
import { RemoteSlot, SLOT_TEXTS } from './remote-slot';

// The MF runtime is not under test here: the slot's contract with it is loadRemoteEntry /
// retryRemoteEntry / peekRemoteEntry returning RemoteLoadResult values.
const federation = vi.hoisted(() => ({
  loadRemoteEntry: vi.fn<(name: string) => Promise<RemoteLoadResult>>(),
  retryRemoteEntry: vi.fn<(name: string) => Promise<RemoteLoadResult>>(),
  peekRemoteEntry: vi.fn<(name: string) => RemoteLoadResult | undefined>(() => undefined),
}));
vi.mock('./federation', () => federation);

const composition: Composition = {
  remotes: {
    mf_catalog: {
      url: '/build/mf-catalog/1.2.3/mf-manifest.json',
      mount: 'component',
      version: '1.2.3',
    },
    mf_content: {
      url: '/build/mf-content/0.1.0/mf-manifest.json',
      mount: 'component',
      version: '0.1.0',
    },
  },
  overrides: { enabled: false, allowedOrigins: [] },
};

const pageProps: PageProps = { params: { slug: 'om-oss' }, search: '', routeName: 'about' };

function entry(pages: Record<string, ComponentType<PageProps>>): RemoteEntry {
  return { pages, contractRange: '^1.0.0', version: '1.2.3-build' };
}

function renderSlot(remote = 'mf_catalog', page = 'Home') {
  return render(
    <PlatformProvider value={{ composition, overrides: {} }}>
      <RemoteSlot remote={remote} page={page} pageProps={pageProps} />
    </PlatformProvider>,
  );
}

const slot = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-remote]');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteSlot', () => {
  it('shows loading, then the page with its props and the build version on the slot', async () => {
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: ({ routeName }) => <p>side {routeName}</p> }),
    });
    const { container } = renderSlot();
    expect(screen.getByRole('status').textContent).toBe(SLOT_TEXTS.loading);
    expect(await screen.findByText('side about')).toBeTruthy();
    expect(slot(container)?.dataset).toMatchObject({
      remote: 'mf_catalog',
      remoteVersion: '1.2.3-build',
      state: 'ready',
    });
  });

  it('shows the Norwegian fallback for a failed load and retries on "Prøv igjen"', async () => {
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'failed',
      reason: 'load',
      error: new Error('404'),
    });
    federation.retryRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: () => <p>tilbake</p> }),
    });
    const { container } = renderSlot();
    expect(await screen.findByText(SLOT_TEXTS.failed)).toBeTruthy();
    expect(slot(container)?.dataset.state).toBe('failed');
    // Before the entry reports, the configured version is shown.
    expect(slot(container)?.dataset.remoteVersion).toBe('1.2.3');
    fireEvent.click(screen.getByRole('button', { name: SLOT_TEXTS.retry }));
    expect(federation.retryRemoteEntry).toHaveBeenCalledWith('mf_catalog');
    expect(await screen.findByText('tilbake')).toBeTruthy();
  });

  it('shows the refusal message of an incompatible remote, without a retry button', async () => {
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'failed',
      reason: 'incompatible',
      message: 'passer ikke',
    });
    const { container } = renderSlot();
    expect(await screen.findByText('passer ikke')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(slot(container)?.dataset.state).toBe('incompatible');
  });

  it('contains a page that throws while rendering, and re-renders it on retry', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>frisk</p>;
    }
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: Flaky }),
    });
    renderSlot();
    expect(await screen.findByText(SLOT_TEXTS.failed)).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SLOT_TEXTS.retry }));
    });
    expect(await screen.findByText('frisk')).toBeTruthy();
    expect(federation.retryRemoteEntry).not.toHaveBeenCalled();
  });

  it('falls back when the entry does not expose the page', async () => {
    federation.loadRemoteEntry.mockResolvedValue({ status: 'ready', entry: entry({}) });
    renderSlot('mf_catalog', 'Missing');
    expect(await screen.findByText(SLOT_TEXTS.failed)).toBeTruthy();
  });

  it('renders a settled remote at once, without a loading flash', () => {
    const ready: RemoteLoadResult = {
      status: 'ready',
      entry: entry({ Home: () => <p>straks</p> }),
    };
    federation.peekRemoteEntry.mockReturnValue(ready);
    federation.loadRemoteEntry.mockResolvedValue(ready);
    renderSlot();
    expect(screen.getByText('straks')).toBeTruthy();
    federation.peekRemoteEntry.mockReturnValue(undefined);
  });
});
