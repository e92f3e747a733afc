import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Composition, PageProps, RemoteEntry } from 'shared-contracts';
import type * as Failures from './failures';
import type { RemoteLoadResult } from './federation';
import { PlatformProvider } from './platform-context';
import { RemoteSlot, SLOT_TEXTS } from './remote-slot';

// The MF runtime is not under test here (federation.test.ts is): the slot's contract with it is
// loadRemoteEntry / retryRemoteEntry / peekRemoteEntry returning RemoteLoadResult values.
const federation = vi.hoisted(() => ({
  loadRemoteEntry: vi.fn<(name: string) => Promise<RemoteLoadResult>>(),
  retryRemoteEntry: vi.fn<(name: string) => Promise<RemoteLoadResult>>(),
  peekRemoteEntry: vi.fn<(name: string) => RemoteLoadResult | undefined>(() => undefined),
  isLoadFailure: (result: RemoteLoadResult | undefined) =>
    result?.status === 'failed' && result.reason === 'load',
}));
vi.mock('./federation', () => federation);
const documentLoad = vi.hoisted(() => ({ loadDocument: vi.fn() }));
vi.mock('./document-load', () => documentLoad);
const watch = vi.hoisted(() => ({
  checkComposition: vi.fn(async () => false),
  compositionChangedSettled: vi.fn(async () => false),
}));
vi.mock('./composition-watch', () => watch);
const reports = vi.hoisted(() => ({ reportRemoteFailure: vi.fn() }));
vi.mock('./failures', async (importOriginal) => ({
  ...(await importOriginal<typeof Failures>()),
  ...reports,
}));

const composition: Composition = {
  remotes: {
    mf_catalog: {
      url: '/build/mf-catalog/1.2.3/mf-manifest.json',
      mount: 'component',
      version: '1.2.3',
    },
  },
  overrides: { enabled: false, allowedOrigins: [] },
};

const propsFor = (slug: string): PageProps => ({
  params: { slug },
  search: '',
  routeName: 'about',
});
const pageProps = propsFor('om-oss');

function entry(pages: Record<string, ComponentType<PageProps>>): RemoteEntry {
  return { pages, contractRange: '^1.0.0', version: '1.2.3-build' };
}

const loadFailure: RemoteLoadResult = { status: 'failed', reason: 'load', error: new Error('404') };

function slotElement(props: PageProps = pageProps, page = 'Home') {
  return (
    <PlatformProvider value={{ composition, overrides: {} }}>
      <RemoteSlot remote="mf_catalog" page={page} pageProps={props} />
    </PlatformProvider>
  );
}

const slot = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-remote]');
const chunkError = () =>
  Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  federation.peekRemoteEntry.mockReturnValue(undefined);
  watch.compositionChangedSettled.mockResolvedValue(false);
});

describe('RemoteSlot', () => {
  it('shows loading, then the page with its props and the build version on the slot', async () => {
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: ({ routeName }) => <p>side {routeName}</p> }),
    });
    const { container } = render(slotElement());
    expect(screen.getByRole('status').textContent).toBe(SLOT_TEXTS.loading);
    expect(await screen.findByText('side about')).toBeTruthy();
    expect(slot(container)?.dataset).toMatchObject({
      remote: 'mf_catalog',
      remoteVersion: '1.2.3-build',
      state: 'ready',
    });
  });

  it('shows the Norwegian fallback for a failed load and retries on "Prøv igjen"', async () => {
    federation.loadRemoteEntry.mockResolvedValue(loadFailure);
    federation.retryRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: () => <p>tilbake</p> }),
    });
    const { container } = render(slotElement());
    expect((await screen.findByRole('alert')).textContent).toContain(SLOT_TEXTS.failed);
    expect(slot(container)?.dataset.state).toBe('failed');
    // Before the entry reports, the configured version is shown.
    expect(slot(container)?.dataset.remoteVersion).toBe('1.2.3');
    fireEvent.click(screen.getByRole('button', { name: SLOT_TEXTS.retry }));
    expect(await screen.findByText('tilbake')).toBeTruthy();
    expect(federation.retryRemoteEntry).toHaveBeenCalledWith('mf_catalog');
    // Focus follows the retry into the page area instead of falling back to the document (moved
    // by an effect, which may run after the page's text is in the document).
    await waitFor(() => expect(document.activeElement).toBe(slot(container)));
  });

  it('moves focus into the page also when "Prøv igjen" is pressed before the fallback\'s effects ran', async () => {
    federation.loadRemoteEntry.mockResolvedValue(loadFailure);
    federation.retryRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: () => <p>tilbake</p> }),
    });
    // The click lands in the microtask after the fallback's commit, before React runs that
    // render's effects (a fast click, or a busy machine).
    const clickWhenShown = new MutationObserver(() => {
      const button = document.querySelector<HTMLElement>('.sh-remote-fallback__retry');
      if (!button) return;
      clickWhenShown.disconnect();
      button.click();
    });
    clickWhenShown.observe(document.body, { childList: true, subtree: true });
    const { container } = render(slotElement());
    expect(await screen.findByText('tilbake')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(slot(container)));
  });

  it('puts focus back on "Prøv igjen" when the retry fails too', async () => {
    federation.loadRemoteEntry.mockResolvedValue(loadFailure);
    federation.retryRemoteEntry.mockResolvedValue({ ...loadFailure });
    render(slotElement());
    fireEvent.click(await screen.findByRole('button', { name: SLOT_TEXTS.retry }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: SLOT_TEXTS.retry })),
    );
  });

  it('asks again for a failed remote on the next navigation, without "Prøv igjen"', async () => {
    federation.loadRemoteEntry.mockResolvedValue(loadFailure);
    const { container, rerender } = render(slotElement());
    expect(await screen.findByText(SLOT_TEXTS.failed)).toBeTruthy();
    expect(federation.retryRemoteEntry).not.toHaveBeenCalled();

    federation.peekRemoteEntry.mockReturnValue(loadFailure);
    federation.retryRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: ({ params }) => <p>side {params.slug}</p> }),
    });
    rerender(slotElement(propsFor('faq')));
    expect(slot(container)?.dataset.state).toBe('loading');
    expect(await screen.findByText('side faq')).toBeTruthy();
    expect(federation.retryRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('starts a slot mounted after a failed load as loading, and asks again', async () => {
    federation.peekRemoteEntry.mockReturnValue(loadFailure);
    federation.retryRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: () => <p>igjen</p> }),
    });
    render(slotElement());
    expect(screen.queryByText(SLOT_TEXTS.failed)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(SLOT_TEXTS.loading);
    expect(await screen.findByText('igjen')).toBeTruthy();
    expect(federation.loadRemoteEntry).not.toHaveBeenCalled();
  });

  it('shows the refusal message of an incompatible remote, without a retry button', async () => {
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'failed',
      reason: 'incompatible',
      message: 'passer ikke',
    });
    const { container } = render(slotElement());
    expect(await screen.findByText('passer ikke')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(slot(container)?.dataset.state).toBe('incompatible');
  });

  it('contains a page that throws while rendering (state failed), and re-renders it on retry', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>frisk</p>;
    }
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: Flaky }),
    });
    const { container } = render(slotElement());
    expect(await screen.findByText(SLOT_TEXTS.failed)).toBeTruthy();
    expect(slot(container)?.dataset.state).toBe('failed');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SLOT_TEXTS.retry }));
    });
    expect(await screen.findByText('frisk')).toBeTruthy();
    expect(slot(container)?.dataset.state).toBe('ready');
    expect(federation.retryRemoteEntry).not.toHaveBeenCalled();
  });

  it('renders a page whose chunk failed again on the next navigation', async () => {
    let fail = true;
    function Chunked({ params }: PageProps) {
      if (fail) throw chunkError();
      return <p>side {params.slug}</p>;
    }
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: Chunked }),
    });
    const { container, rerender } = render(slotElement());
    expect(await screen.findByText(SLOT_TEXTS.failed)).toBeTruthy();
    expect(slot(container)?.dataset.state).toBe('failed');
    fail = false;
    rerender(slotElement(propsFor('faq')));
    expect(await screen.findByText('side faq')).toBeTruthy();
    expect(slot(container)?.dataset.state).toBe('ready');
  });

  it('loads a new document when "Prøv igjen" meets the very same chunk error again', async () => {
    // What React.lazy does in a remote built before retryableLazy: it rethrows its cached failure.
    const cached = chunkError();
    function StuckLazy(): never {
      throw cached;
    }
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: StuckLazy }),
    });
    render(slotElement());
    fireEvent.click(await screen.findByRole('button', { name: SLOT_TEXTS.retry }));
    await waitFor(() => expect(documentLoad.loadDocument).toHaveBeenCalledTimes(1));
  });

  it('reports each fallback with its kind and version, and asks about the composition', async () => {
    federation.loadRemoteEntry.mockResolvedValue(loadFailure);
    render(slotElement());
    await waitFor(() =>
      expect(reports.reportRemoteFailure).toHaveBeenCalledWith('mf_catalog', '1.2.3', 'load'),
    );
    expect(watch.checkComposition).toHaveBeenCalled();
    cleanup();
    vi.clearAllMocks();

    function Chunked(): never {
      throw chunkError();
    }
    federation.loadRemoteEntry.mockResolvedValue({
      status: 'ready',
      entry: entry({ Home: Chunked }),
    });
    render(slotElement());
    await waitFor(() =>
      expect(reports.reportRemoteFailure).toHaveBeenCalledWith(
        'mf_catalog',
        '1.2.3-build',
        'chunk',
      ),
    );
    expect(watch.checkComposition).toHaveBeenCalled();
    cleanup();
    vi.clearAllMocks();

    federation.loadRemoteEntry.mockResolvedValue({
      status: 'failed',
      reason: 'incompatible',
      message: 'passer ikke',
    });
    render(slotElement());
    await waitFor(() =>
      expect(reports.reportRemoteFailure).toHaveBeenCalledWith('mf_catalog', '1.2.3', 'refused'),
    );
    // A refusal is about the contract, not a deploy: no reason to ask about the composition.
    expect(watch.checkComposition).not.toHaveBeenCalled();
  });

  it('takes the new document on "Prøv igjen" once the composition has changed', async () => {
    federation.loadRemoteEntry.mockResolvedValue(loadFailure);
    watch.compositionChangedSettled.mockResolvedValue(true);
    render(slotElement());
    fireEvent.click(await screen.findByRole('button', { name: SLOT_TEXTS.retry }));
    await waitFor(() => expect(documentLoad.loadDocument).toHaveBeenCalledWith());
    expect(federation.retryRemoteEntry).not.toHaveBeenCalled();
  });

  it('falls back when the entry does not expose the page', async () => {
    federation.loadRemoteEntry.mockResolvedValue({ status: 'ready', entry: entry({}) });
    render(slotElement(pageProps, 'Missing'));
    expect(await screen.findByText(SLOT_TEXTS.failed)).toBeTruthy();
  });

  it('renders a settled remote at once, without a loading flash', () => {
    const ready: RemoteLoadResult = {
      status: 'ready',
      entry: entry({ Home: () => <p>straks</p> }),
    };
    federation.peekRemoteEntry.mockReturnValue(ready);
    federation.loadRemoteEntry.mockResolvedValue(ready);
    render(slotElement());
    expect(screen.getByText('straks')).toBeTruthy();
  });
});
