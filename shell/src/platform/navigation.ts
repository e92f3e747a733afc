import { compositionChanged } from './composition-watch';
import { loadDocument } from './document-load';

/**
 * Wraps a route loader (every navigation runs one, before the target renders): once the
 * composition changed since this page started, the navigation becomes a full document load of
 * its URL, so the new document brings the new remote versions. Persisted stores (the cart) live
 * in local storage and come along.
 */
export function loadDocumentWhenStale<Args extends { request: Request }, Result>(
  loader: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return (args) => {
    if (!compositionChanged()) return loader(args);
    loadDocument(args.request.url);
    // The page is being replaced: this navigation never finishes in it.
    return new Promise<never>(() => undefined);
  };
}
