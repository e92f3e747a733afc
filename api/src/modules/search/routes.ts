/**
 * Search routes (spec §7): `POST /articles/search`, `POST /articles/searchids` and the header's
 * `GET /articles/suggest`. Bodies are validated with the shared valibot schemas; a failure
 * throws `ValiError`, which the app's error handler answers as 422 with the Norwegian message
 * (unknown filter keys and string prices included) before the database is touched.
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
import { normaliseSearchQuery } from 'shared-contracts/rules';
import * as v from 'valibot';
import type { ResponseCache } from '../../http/response-cache';
import type { RouteContract } from '../../http/route';
import type { SearchService } from './service';

export interface SearchDeps {
  service: SearchService;
  /** Suggestions are read on every keystroke by every shopper: cached like the catalogue reads. */
  cache: ResponseCache;
}

const tags = ['Søk'];
const INVALID = 'Ugyldig søk (norsk melding i `message`, detaljer i `issues`)';

/**
 * Route contract plus the body schema. RouteContract (catalog/http.ts) has no body field yet;
 * the extra key rides along on `config.contract` for documentation tools that look for it.
 */
type BodyContract = RouteContract & { body: v.GenericSchema };

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
    async (request, reply) => {
      const query = v.parse(SuggestQuerySchema, request.query ?? {});
      const key = `suggest:${query.limit}:${normaliseSearchQuery(query.q).toLocaleLowerCase('nb-NO')}`;
      const json = await cache.get(key, () => service.suggest(query));
      return reply.type('application/json; charset=utf-8').send(json.text);
    },
  );
}
