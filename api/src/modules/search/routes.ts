/**
 * Search routes (spec §7): `POST /articles/search`, `POST /articles/searchids` and the header's
 * `GET /articles/suggest`. Input is validated with the shared valibot schemas in Fastify's
 * validation stage (http/route.ts); a failure is answered 422 with the Norwegian message
 * (unknown filter keys and string prices included) before the handler runs.
 *
 * The two POST reads also have GET twins, which the shop itself uses: `GET /articles/search?
 * request=<the POST body as JSON>` and `GET /articles/searchids?ids=1,2,3`. A read needs no
 * session and no CSRF check, and a GET can be cached by the browser or a CDN (Cache-Control with
 * stale-while-revalidate, ETag, compressed); the POST paths stay for the spec's clients.
 *
 * Search pages and suggestions are answered by the database; an identical one asked again
 * within `answers`' lifetime (`SEARCH_CACHE_TTL_MS`, half a second by default) reuses the answer,
 * and identical searches arriving together share one database answer. So every process sharing
 * the database answers a catalogue write within that lifetime (ADR 0003). Pages larger than
 * `ANSWER_TAKE_KEPT` tiles are never kept. `searchids` reads articles by id, as the catalogue's
 * own reads do, and is cached like them.
 */
import type { FastifyInstance } from 'fastify';
import {
  type SearchRequest,
  SearchIdsRequestSchema,
  SearchIdsResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import type { ResponseCache } from '../../http/response-cache';
import { getRoute, writeRoute } from '../../http/route';
import type { SearchService } from './service';

export interface SearchDeps {
  service: SearchService;
  /** For `searchids`, which reads the catalogue like the catalogue's cached reads. */
  cache: ResponseCache;
  /** Short-lived answers of searches and suggestions. */
  answers: ResponseCache;
}

/** The largest page whose answer is kept (the shop asks for 24 or 48 tiles). */
const ANSWER_TAKE_KEPT = 100;

const tags = ['Søk'];
const INVALID = 'Ugyldig søk (norsk melding i `message`, detaljer i `issues`)';

/** Query of `GET /articles/search`: the POST body, as JSON, in one parameter. */
const SearchGetQuerySchema = v.object({
  request: v.pipe(
    v.optional(v.string('request må være tekst'), '{}'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'Ugyldig søk: request må være JSON' });
        return NEVER;
      }
    }),
    SearchRequestSchema,
  ),
});

/** Query of `GET /articles/searchids`: the ids, comma-separated, in the order wanted. */
const SearchIdsGetQuerySchema = v.object({
  ids: v.pipe(
    v.optional(v.string('ids må være tekst'), ''),
    v.transform(parseIdList),
    SearchIdsRequestSchema,
  ),
});

/** `1,2,3` → [1, 2, 3]; anything that is not a whole number fails the shared id schema. */
function parseIdList(text: string): number[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(',').map((part) => Number(part.trim() || NaN));
}

export function registerSearchRoutes(
  app: FastifyInstance,
  { service, cache, answers }: SearchDeps,
): void {
  // The validated request is the key: its keys come out of the schema in one order. A GET's
  // request is the validator's frozen memo, the same object each time its query comes again, so
  // its key is written once.
  const keys = new WeakMap<SearchRequest, string>();
  const keyOf = (request: SearchRequest) => {
    let key = keys.get(request);
    if (key === undefined) {
      key = `search:${JSON.stringify(request)}`;
      if (Object.isFrozen(request)) keys.set(request, key);
    }
    return key;
  };
  const search = (request: SearchRequest) =>
    request.take > ANSWER_TAKE_KEPT
      ? service.search(request)
      : answers.get(keyOf(request), () => service.search(request));

  writeRoute(
    app,
    'POST',
    '/articles/search',
    {
      summary: 'Fritekstsøk med filtre, fasetter og sidevisning (side 0 er første side)',
      tags,
      body: SearchRequestSchema,
      response: SearchResponseSchema,
      errors: { 422: INVALID },
    },
    async ({ body }) => search(body),
  );

  writeRoute(
    app,
    'POST',
    '/articles/searchids',
    {
      summary: 'Artikler for en liste med id-er, i samme rekkefølge (ukjente hoppes over)',
      tags,
      body: SearchIdsRequestSchema,
      response: SearchIdsResponseSchema,
      errors: { 422: INVALID },
    },
    async ({ body }) => service.searchIds(body),
  );

  // GET twins of the two reads above: same service functions, same validation of the same input.
  getRoute(
    app,
    '/articles/search',
    {
      summary: 'Som POST /articles/search, som GET: `request` er søket som JSON (kan caches)',
      tags,
      querystring: SearchGetQuerySchema,
      response: SearchResponseSchema,
      errors: { 422: INVALID },
      memoQuery: true,
    },
    async ({ query }) => search(query.request),
  );

  getRoute(
    app,
    '/articles/searchids',
    {
      summary: 'Som POST /articles/searchids, som GET: `ids` er id-ene kommaseparert (kan caches)',
      tags,
      querystring: SearchIdsGetQuerySchema,
      response: SearchIdsResponseSchema,
      errors: { 422: INVALID },
      memoQuery: true,
    },
    async ({ query }) =>
      cache.get(`searchids:${query.ids.join(',')}`, () => service.searchIds(query.ids)),
  );

  getRoute(
    app,
    '/articles/suggest',
    {
      summary: 'Forslag mens man skriver: artikler, kategorier og merker',
      tags,
      querystring: SuggestQuerySchema,
      response: SuggestResponseSchema,
      errors: { 422: INVALID },
      memoQuery: true,
    },
    async ({ query }) =>
      answers.get(`suggest:${JSON.stringify(query)}`, () => service.suggest(query)),
  );
}
