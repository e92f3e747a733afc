// Server part of the shell (ADR 0010), built by tooling/webpack/server-config.mjs into
// `server/entry.cjs` and loaded by the API once per shell version: the shared singletons for the
// remotes' server parts, the API client's wiring, and the page render.
import { DOMParser as ServerDOMParser } from 'linkedom';
import { createApiClient, setApiClient, setServerHtmlParser } from 'shared-contracts';

export { sharedModules } from './shared-modules';
export { renderPage, type RemoteServerPart, type RenderRequest } from './render-page';

/**
 * The reads of server renders go to `origin` through `fetch` (the API answers them in-process).
 * No retries: a slow read is the time budget's business, not the client's. No CSRF token: the
 * render only reads, and there is no page head to take one from (the browser's lookup would log
 * spec §8's 'CSRF token not found' on the server).
 */
export function configure(options: { origin: string; fetch: typeof fetch }): void {
  // Editors' HTML (descriptions, information pages) read into the tree a browser reads: the
  // server's markup is then what hydration renders (RichText).
  const parser = new ServerDOMParser();
  setServerHtmlParser(
    (html) =>
      parser.parseFromString(
        `<!doctype html><html><head></head><body>${html}</body></html>`,
        'text/html',
      ) as unknown as Document,
  );
  setApiClient(
    createApiClient({
      baseUrl: `${options.origin}/api/v1`,
      fetch: options.fetch,
      retries: 0,
      csrfToken: () => null,
    }),
  );
}
