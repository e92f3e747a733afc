import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPOSITION_ELEMENT_ID,
  loadComposition,
  parseComposition,
  readInlineComposition,
} from './composition';

const DOC = {
  remotes: { mf_catalog: { url: '/build/mf-catalog/0.1.0/mf-manifest.json' } },
  overrides: { enabled: false, allowedOrigins: [] },
};

function docWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = COMPOSITION_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

afterEach(() => vi.unstubAllGlobals());

describe('parseComposition', () => {
  it('fills defaults (overrides)', () => {
    const parsed = parseComposition({ remotes: { mf_polls: { url: '/x/mf-manifest.json' } } });
    expect(parsed.overrides).toEqual({ enabled: false, allowedOrigins: [] });
  });

  it('names the broken field', () => {
    expect(() => parseComposition({ remotes: { mf_polls: { url: '' } } })).toThrow(
      /Ugyldig komposisjon: remotes\.mf_polls/,
    );
  });
});

describe('readInlineComposition', () => {
  it('reads the inlined document', () => {
    expect(readInlineComposition(docWith(JSON.stringify(DOC)))?.remotes.mf_catalog?.url).toBe(
      DOC.remotes.mf_catalog.url,
    );
  });

  it('treats an unfilled placeholder or a missing element as absent', () => {
    expect(readInlineComposition(docWith('%COMPOSITION%'))).toBeNull();
    expect(readInlineComposition(docWith(null))).toBeNull();
  });

  it('logs and ignores an invalid inline document', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readInlineComposition(docWith('{"remotes": 3}'))).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe('loadComposition', () => {
  it('falls back to /composition.json', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(DOC), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const loaded = await loadComposition(docWith(null));
    expect(fetchMock).toHaveBeenCalledWith('/composition.json', expect.anything());
    expect(loaded.remotes.mf_catalog?.url).toBe(DOC.remotes.mf_catalog.url);
  });

  it('fails clearly when the server has no composition', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    await expect(loadComposition(docWith(null))).rejects.toThrow('/composition.json svarte 503');
  });
});
