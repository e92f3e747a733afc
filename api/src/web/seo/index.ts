/**
 * Findable: the head, status and redirects of each page, robots.txt and the sitemaps. The web
 * plugin asks `answer(path)` before it sends the shell's HTML.
 */
import type { FastifyInstance } from 'fastify';
import type { Category } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import * as catalog from '../../modules/catalog/service';
import * as content from '../../modules/content/service';
import { answerPage, type PageAnswer, type SeoDeps } from './page-head';
import { matchPageRoute, type PageRoute } from './page-route';
import { robotsTxt, sitemapIndex, sitemapPart, sitemapParts, urlSet } from './sitemap';

export { injectHead, type PageHead } from './render-head';
export { DEFAULT_DESCRIPTION, type PageAnswer } from './page-head';
export type { PageRoute } from './page-route';

export interface SeoOptions {
  readonly db: Db;
  readonly now: () => Date;
  /** The shop's public origin (PUBLIC_URL), for canonical URLs and the sitemaps. */
  readonly origin: string;
}

/** The tree and the information pages change rarely; each page view need not read them. */
const LOOKUP_TTL_MS = 60_000;

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (!entry || now - entry.at > LOOKUP_TTL_MS) {
      const value = load();
      entry = { at: now, value };
      value.catch(() => {
        if (entry?.value === value) entry = null;
      });
    }
    return entry.value;
  };
}

/** Sitemaps and robots.txt may be a few minutes old; crawlers come back. */
const CRAWLER_CACHE = 'public, max-age=600';

export function createSeo(app: FastifyInstance, options: SeoOptions) {
  const origin = options.origin.replace(/\/+$/, '');
  const categories = memo<Category[]>(() => catalog.categoryTree(options.db, options.now()));
  const infoSlugs = memo(
    async () => new Set((await content.informationPages(options.db)).map((p) => p.slug)),
  );
  const deps: SeoDeps = { db: options.db, now: options.now, origin, categories };

  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('application/xml; charset=utf-8')
      .send(sitemapIndex(origin, await sitemapParts(deps))),
  );
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const entries = await sitemapPart(deps, request.params.part);
    if (!entries) return reply.callNotFound();
    return reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('application/xml; charset=utf-8')
      .send(urlSet(origin, entries));
  });

  return {
    /** Status, head or redirect of the page at `pathname` (no query string). */
    async answer(pathname: string): Promise<PageAnswer> {
      return answerPage(deps, matchPageRoute(pathname, await infoSlugs()));
    },
    /** Which page a path is (home, product, category …), as the answer saw it. */
    async pageKind(pathname: string): Promise<PageRoute['kind']> {
      return matchPageRoute(pathname, await infoSlugs()).kind;
    },
  };
}
