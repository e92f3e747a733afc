/**
 * The API's OpenAPI 3.1 document at /api/v1/openapi.json (@fastify/swagger, built from every
 * route's schema) and a browsable page at /api/v1/docs (@fastify/swagger-ui). Routes declared
 * with `getRoute`/`writeRoute` carry their schema already; a route that only puts a contract on
 * `config.contract` (`GET /api/v1/csrf`, which takes no input) gets it here for the document
 * alone, and answers as it always did.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_MAX_AGE_S, JsonText, send } from './route';
import { routeSchema } from './schema';

export const DOCS_PREFIX = '/api/v1/docs';

export interface OpenApiOptions {
  version: string;
}

export const openApiPlugin = fp<OpenApiOptions>(
  async (app, { version }) => {
    app.addHook('onRoute', (route) => {
      const contract = route.config?.contract;
      if (!contract || route.schema) return;
      route.schema = routeSchema(contract, { serialise: true });
      route.validatorCompiler = () => () => true;
      route.serializerCompiler = () => (data) => JSON.stringify(data);
    });

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Bare lave priser – API',
          description:
            'Nettbutikkens API (spec §7). Skrivekall krever `X-CSRF-TOKEN` (hent fra GET /api/v1/csrf). Feil svarer `{ message, code?, issues? }` på norsk.',
          version,
        },
      },
      // Only the API: the pages, builds and simulators are not part of the contract.
      hideUntagged: false,
      transform: ({ schema, url }) => ({
        schema: url.startsWith('/api/v1/') ? schema : { ...schema, hide: true },
        url,
      }),
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // An HTML page like the shop's (issue 16): the plugin's policy of its own scripts, but never
      // framed, with the inline styles Swagger UI sets (as the shop's React does), and without
      // upgrade-insecure-requests, which would break the page on plain-http loopback (TLS is the
      // proxy's).
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/style-src 'self' https:\s*;/, "style-src 'self' 'unsafe-inline';")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
      uiHooks: {
        onRequest: (_request, reply, done) => {
          reply.header('X-Frame-Options', 'DENY');
          done();
        },
      },
    });
  },
  { name: 'openapi' },
);

/**
 * The document at `/openapi.json`, for the API scope: cached, tagged and compressed like the
 * other anonymous reads (caching.ts). Serialised once: the routes do not change after start.
 */
export async function openApiDocument(api: FastifyInstance): Promise<void> {
  let document: JsonText | undefined;
  api.get(
    '/openapi.json',
    { schema: { hide: true }, config: { session: false, maxAge: DEFAULT_MAX_AGE_S } },
    async (_request, reply) => {
      document ??= new JsonText(JSON.stringify(api.swagger()));
      return send(reply, document);
    },
  );
}
