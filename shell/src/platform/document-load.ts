/**
 * A full document load instead of an in-page update: the one way to take a new composition (new
 * remote versions), or code a remote keeps a failed import of. The cart and the other persisted
 * stores live in local storage, so they survive it. (A module of its own, so tests can replace it.)
 */
export function loadDocument(url?: string): void {
  if (url === undefined) window.location.reload();
  else window.location.assign(url);
}
