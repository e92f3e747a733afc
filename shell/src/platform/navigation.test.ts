import { describe, expect, it, vi } from 'vitest';
import { loadDocumentWhenStale } from './navigation';

const watch = vi.hoisted(() => ({ compositionChanged: vi.fn(() => false) }));
vi.mock('./composition-watch', () => watch);
const documentLoad = vi.hoisted(() => ({ loadDocument: vi.fn() }));
vi.mock('./document-load', () => documentLoad);

const args = { request: new Request('http://shop.test/faq?x=1') };

describe('loadDocumentWhenStale', () => {
  it('runs the route loader as long as the composition is the one the page started with', async () => {
    const loader = vi.fn(async () => 'loaded');
    expect(await loadDocumentWhenStale(loader)(args)).toBe('loaded');
    expect(documentLoad.loadDocument).not.toHaveBeenCalled();
  });

  it('makes the navigation a full document load of its URL once the composition changed', async () => {
    watch.compositionChanged.mockReturnValue(true);
    const loader = vi.fn(async () => 'loaded');
    const pending = loadDocumentWhenStale(loader)(args);
    expect(documentLoad.loadDocument).toHaveBeenCalledWith('http://shop.test/faq?x=1');
    expect(loader).not.toHaveBeenCalled();
    // The navigation never finishes inside the page being replaced.
    expect(await Promise.race([pending, Promise.resolve('still pending')])).toBe('still pending');
  });
});
