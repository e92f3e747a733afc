import type { Composition, PageProps } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, type RemoteServerPart } from './render-page';

const composition = {
  shell: { version: '0.5.0' },
  remotes: {
    mf_catalog: {
      url: '/build/mf-catalog/9.9.9/mf-manifest.json',
      mount: 'component',
      version: '9.9.9',
    },
  },
  overrides: { enabled: false, allowedOrigins: [] },
} as unknown as Composition;

/** A remote's server part whose Category page shows the category it was given. */
function catalogPart(overrides: Partial<RemoteServerPart> = {}): RemoteServerPart {
  return {
    pages: {
      Category: ({ params }: PageProps) => <h1>Kategori {params.categoryName}</h1>,
    },
    parcels: {},
    contractRange: '^1.0.0',
    version: '9.9.9',
    prepare: vi.fn(() => Promise.resolve()),
    settle: () => Promise.resolve(),
    pending: () => false,
    data: () => ({ categories: [{ id: 1, name: 'Sko' }] }),
    ...overrides,
  };
}

function render(part: RemoteServerPart | null, path = '/sko', consentAnswered?: boolean) {
  return renderPage({
    url: `http://localhost${path}`,
    composition,
    loadRemote: () => Promise.resolve(part as unknown as Record<string, unknown> | null),
    signal: new AbortController().signal,
    ...(consentAnswered === undefined ? {} : { consentAnswered }),
  });
}

describe('renderPage (ADR 0010)', () => {
  it("renders the layout with the remote's prepared page in its slot, and its data", async () => {
    const part = catalogPart();
    const rendered = await render(part);
    expect(part.prepare).toHaveBeenCalledWith(
      'Category',
      expect.objectContaining({ params: expect.objectContaining({ categoryName: 'sko' }) }),
    );
    expect(rendered?.fallback).toBeNull();
    expect(rendered?.html).toContain('Hopp til hovedinnholdet');
    expect(rendered?.html).toMatch(
      /data-remote="mf_catalog" data-remote-version="9.9.9" data-state="ready"/,
    );
    expect(rendered?.html).toContain('<h1>Kategori sko</h1>');
    // The page has loaded: the footer that waits for the first page is in the markup.
    expect(rendered?.html).toContain('data-testid="sh-footer"');
    expect(rendered?.data).toEqual({
      remotes: {
        mf_catalog: {
          version: '9.9.9',
          page: 'Category',
          data: { categories: [{ id: 1, name: 'Sko' }] },
        },
      },
    });
  });

  it('leaves the slot to the browser when the remote cannot prepare its page', async () => {
    const failing = catalogPart({ prepare: () => Promise.reject(new Error('lesing feilet')) });
    const rendered = await render(failing);
    expect(rendered?.fallback).toBe('mf_catalog: lesing feilet');
    expect(rendered?.html).toContain('Hopp til hovedinnholdet');
    expect(rendered?.html).toContain('class="sh-remote-loading"');
    // No footer under a page still to load (the browser shows it once the page has).
    expect(rendered?.html).not.toContain('data-testid="sh-footer"');
    expect(rendered?.data).toEqual({ remotes: {} });
  });

  it('leaves the slot to the browser for a remote without a server part', async () => {
    const rendered = await render(null);
    expect(rendered?.fallback).toBe('mf_catalog har ingen serverdel');
    expect(rendered?.html).not.toContain('Kategori');
  });

  it('renders the cookie banner into a page requested without the answered mark', async () => {
    const first = await render(catalogPart(), '/sko', false);
    expect(first?.html).toContain('data-testid="sh-cookie-banner"');
    expect(first?.html).toContain('Godta alle');
    for (const answered of [true, undefined]) {
      const returning = await render(catalogPart(), '/sko', answered);
      expect(returning?.html).toContain('<h1>Kategori sko</h1>');
      expect(returning?.html).not.toContain('sh-cookie-banner');
    }
  });

  it('renders again once reads started by the render have answered', async () => {
    let pending = true;
    const settle = vi.fn(() => {
      pending = false;
      return Promise.resolve();
    });
    const rendered = await render(catalogPart({ pending: () => pending, settle }));
    expect(settle).toHaveBeenCalledTimes(1);
    expect(rendered?.fallback).toBeNull();
  });
});
