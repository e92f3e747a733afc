/**
 * The server render of one page (ADR 0010): the shell's layout and route table, with the route's
 * remote page in its slot when the remote's server part could prepare it, or the slot in its
 * browser-rendered state when it could not. What the browser hydrates is exactly this tree.
 */
import type { ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { checkRemoteEntry, type Composition, type PageProps } from 'shared-contracts';
import type { ServerData } from 'tooling/server-data';
import { AnsweredAtLoadProvider } from '../behaviour/answered-at-load';
import { RenderedPageProvider } from '../behaviour/rendered-page';
import { PlatformProvider, ServerEntriesProvider, type RemoteLoadResult } from '../platform';
import { createShellRoutes } from '../routes/create-routes';
import { matchRoute } from '../routes/match';
import { pageCandidates, pickExposedPage } from '../routes/page-resolution';
import { toPageProps } from '../routes/RoutePage';
import type { PageRoute } from '../routes/route-table';
import { renderHtml } from './render-html';

/** What a remote's server part offers (mf-catalog/src/server.ts): its entry and its data step. */
export interface RemoteServerPart {
  pages: Record<string, unknown>;
  parcels: Record<string, never>;
  contractRange: string;
  version: string;
  /** Starts the page's reads and waits for them; throws when the page cannot be prepared. */
  prepare: (page: string, props: PageProps) => Promise<void>;
  /** Waits for reads started since; throws when one failed. */
  settle: () => Promise<void>;
  /** Whether a render started reads that have not answered. */
  pending: () => boolean;
  /** The answers the render used, for the browser's cache. */
  data: () => Record<string, unknown>;
}

export interface RenderRequest {
  /** Absolute URL of the page. */
  url: string;
  composition: Composition;
  /** The route's remote's server part, one copy for this request; null: render it in the browser. */
  loadRemote: (name: string) => Promise<Record<string, unknown> | null>;
  signal: AbortSignal;
  /** Whether the request carried the cookie banner's answered mark (absent: answered). */
  consentAnswered?: boolean;
}

export interface RenderResult {
  /** Markup for `#root`. */
  html: string;
  /** For the page's `server-data` element. */
  data: ServerData;
  /** Why the route's remote is left to the browser, when it is. */
  fallback: string | null;
}

/** Renders reached after a render started reads (a component reading more than its prefetch). */
const MAX_RENDERS = 3;

async function routerElement(
  request: RenderRequest,
  entries: Record<string, RemoteLoadResult>,
): Promise<ReactElement | null> {
  const handler = createStaticHandler(createShellRoutes(undefined, { loaders: false }));
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <PlatformProvider value={{ composition: request.composition, overrides: {} }}>
      <AnsweredAtLoadProvider value={request.consentAnswered ?? true}>
        <ServerEntriesProvider value={entries}>
          {/* With the route's remote prepared, its page renders with its content. */}
          <RenderedPageProvider value={Object.keys(entries).length > 0}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RenderedPageProvider>
        </ServerEntriesProvider>
      </AnsweredAtLoadProvider>
    </PlatformProvider>
  );
}

interface PreparedRemote {
  part: RemoteServerPart;
  entries: Record<string, RemoteLoadResult>;
  page: string;
}

/** Loads, checks and prepares the route's remote; a reason string when it cannot render here. */
async function prepareRemote(
  def: PageRoute,
  props: PageProps,
  loadRemote: RenderRequest['loadRemote'],
): Promise<PreparedRemote | string> {
  const part = await loadRemote(def.remote);
  if (!part) return `${def.remote} har ingen serverdel`;
  if (!isServerPart(part)) return `${def.remote}: serverdelen mangler prepare/settle/data`;
  const checked = checkRemoteEntry(part);
  if (!checked.ok) return `${def.remote} avvist (${checked.reason})`;
  const page = pickExposedPage(pageCandidates(def), new Set(Object.keys(checked.entry.pages)));
  if (!page) return `${def.remote} har ingen side for ${def.name}`;
  await part.prepare(page, props);
  return { part, page, entries: { [def.remote]: { status: 'ready', entry: checked.entry } } };
}

/** Renders with the remote until its reads are answered; throws when the remote fails. */
async function renderWithRemote(
  request: RenderRequest,
  element: (entries: Record<string, RemoteLoadResult>) => Promise<ReactElement | null>,
  prepared: PreparedRemote,
): Promise<string | null> {
  for (let render = 1; ; render += 1) {
    const tree = await element(prepared.entries);
    if (!tree) return null;
    const html = await renderHtml(tree, request.signal);
    if (!prepared.part.pending()) return html;
    if (render === MAX_RENDERS) throw new Error('siden leste fortsatt data etter siste visning');
    await prepared.part.settle();
  }
}

function isServerPart(
  part: Record<string, unknown>,
): part is Record<string, unknown> & RemoteServerPart {
  return ['prepare', 'settle', 'pending', 'data'].every((name) => typeof part[name] === 'function');
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Renders the page at `request.url`, or null for a URL that is no remote page (the browser
 * renders those). Never throws for the remote: its failure is the `fallback` reason.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult | null> {
  const url = new URL(request.url);
  const match = matchRoute(url.pathname);
  if (match?.route.kind !== 'page') return null;
  const def = match.route;
  const element = (entries: Record<string, RemoteLoadResult>) => routerElement(request, entries);

  let fallback: string;
  try {
    const props = toPageProps(def, match.params, url.search);
    const prepared = await prepareRemote(def, props, request.loadRemote);
    if (typeof prepared === 'string') {
      fallback = prepared;
    } else {
      const html = await renderWithRemote(request, element, prepared);
      if (html === null) return null;
      const remote = {
        version: prepared.part.version,
        page: prepared.page,
        data: prepared.part.data(),
      };
      return { html, data: { remotes: { [def.remote]: remote } }, fallback: null };
    }
  } catch (error) {
    if (request.signal.aborted) throw error;
    fallback = `${def.remote}: ${errorText(error)}`;
  }
  const tree = await element({});
  if (!tree) return null;
  return { html: await renderHtml(tree, request.signal), data: { remotes: {} }, fallback };
}
