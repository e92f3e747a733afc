/**
 * Search routes (spec §7): `POST /articles/search`, `POST /articles/searchids` and the header's
 * `GET /articles/suggest`. Bodies are validated with the shared valibot schemas; a failure
 * throws `ValiError`, which the app's error handler answers as 422 with the Norwegian message
 * (unknown filter keys and string prices included) before the database is touched.
 *
 * The two POST reads also have GET twins, which the shop itself uses: `GET /articles/search?
 * request=<the POST body as JSON>` and `GET /articles/searchids?ids=1,2,3`. A read needs no
 * session and no CSRF check, and a GET can be cached by the browser or a CDN (Cache-Control with
 * stale-while-revalidate, ETag, compressed); the POST paths stay for the spec's clients.
 *
 * Search pages and suggestions are answered by the database on every request, never from the
 * process's response cache: every process sharing the database then answers a catalogue write
 * as soon as it commits (ADR 0003). `searchids` reads articles by id, as the catalogue's own
 * reads do, and is cached like them.
 */
import type { FastifyInstance } from 'fastify';
import {
  SearchIdsRequestSchema,
  SearchIdsResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { ApiError } from '../../http/errors';
import type { ResponseCache } from '../../http/response-cache';
import { DEFAULT_MAX_AGE_S, send, type RouteContract } from '../../http/route';
import type { SearchService } from './service';

export interface SearchDeps {
  service: SearchService;
  /** For `searchids`, which reads the catalogue like the catalogue's cached reads. */
  cache: ResponseCache;
}

const tags = ['Søk'];
const INVALID = 'Ugyldig søk (norsk melding i `message`, detaljer i `issues`)';

/**
 * Route contract plus the body schema. RouteContract (catalog/http.ts) has no body field yet;
 * the extra key rides along on `config.contract` for documentation tools that look for it.
 */
type BodyContract = RouteContract & { body: v.GenericSchema };

/** Query of `GET /articles/search`: the POST body, as JSON, in one parameter. */
const SearchGetQuerySchema = v.object({
  request: v.optional(v.string('request må være tekst'), '{}'),
});
/** Query of `GET /articles/searchids`: the ids, comma-separated, in the order wanted. */
const SearchIdsGetQuerySchema = v.object({
  ids: v.optional(v.string('ids må være tekst'), ''),
});

function parseJsonParam(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(422, 'Ugyldig søk: request må være JSON', 'VALIDATION');
  }
}

/** `1,2,3` → [1, 2, 3]; anything that is not a whole number fails the shared id schema. */
function parseIdList(text: string): number[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(',').map((part) => Number(part.trim() || NaN));
}

export function registerSearchRoutes(app: FastifyInstance, { service, cache }: SearchDeps): void {
  const searchContract: BodyContract = {
    summary: 'Fritekstsøk med filtre, fasetter og sidevisning (side 0 er første side)',
    tags,
    body: SearchRequestSchema,
    response: SearchResponseSchema,
    errors: { 422: INVALID },
  };
  app.post('/articles/search', { config: { contract: searchContract } }, async (request) =>
    service.search(v.parse(SearchRequestSchema, request.body ?? {})),
  );

  const idsContract: BodyContract = {
    summary: 'Artikler for en liste med id-er, i samme rekkefølge (ukjente hoppes over)',
    tags,
    body: SearchIdsRequestSchema,
    response: SearchIdsResponseSchema,
    errors: { 422: INVALID },
  };
  app.post('/articles/searchids', { config: { contract: idsContract } }, async (request) =>
    service.searchIds(v.parse(SearchIdsRequestSchema, request.body)),
  );

  // GET twins of the two reads above: same service functions, same validation of the same input.
  const readConfig = { session: false, maxAge: DEFAULT_MAX_AGE_S };
  const searchGetContract: RouteContract = {
    summary: 'Som POST /articles/search, som GET: `request` er søket som JSON (kan caches)',
    tags,
    querystring: SearchGetQuerySchema,
    response: SearchResponseSchema,
    errors: { 422: INVALID },
  };
  app.get(
    '/articles/search',
    { config: { contract: searchGetContract, ...readConfig } },
    async (request) => {
      const query = v.parse(SearchGetQuerySchema, request.query ?? {});
      const search = v.parse(SearchRequestSchema, parseJsonParam(query.request));
      return service.search(search);
    },
  );

  const idsGetContract: RouteContract = {
    summary: 'Som POST /articles/searchids, som GET: `ids` er id-ene kommaseparert (kan caches)',
    tags,
    querystring: SearchIdsGetQuerySchema,
    response: SearchIdsResponseSchema,
    errors: { 422: INVALID },
  };
  app.get(
    '/articles/searchids',
    { config: { contract: idsGetContract, ...readConfig } },
    async (request, reply) => {
      const query = v.parse(SearchIdsGetQuerySchema, request.query ?? {});
      const ids = v.parse(SearchIdsRequestSchema, parseIdList(query.ids));
      const json = await cache.get(`searchids:${ids.join(',')}`, () => service.searchIds(ids));
      return send(reply, json);
    },
  );

  const suggestContract: RouteContract = {
    summary: 'Forslag mens man skriver: artikler, kategorier og merker',
    tags,
    querystring: SuggestQuerySchema,
    response: SuggestResponseSchema,
    errors: { 422: INVALID },
  };
  // No session: an anonymous read fired on every keystroke should not cost a session lookup.
  app.get(
    '/articles/suggest',
    { config: { contract: suggestContract, session: false } },
    async (request) => {
      const query = v.parse(SuggestQuerySchema, request.query ?? {});
      return service.suggest(query);
    },
  );
}
