/**
 * How the API's routes are declared: `getRoute` and `writeRoute` take the route's contract
 * (the shared-contracts valibot schemas, summary, tags, error statuses) and register it with
 * its JSON Schema (OpenAPI, response serialisation) and valibot validation (schema.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { RESPONSE_COMPRESSION } from './caching';
import { ApiError, sendErrorResponse } from './errors';
import { routeSchema, valibotValidator } from './schema';

/** Default cache lifetime of anonymous reads (seconds); see http/caching.ts. */
export const DEFAULT_MAX_AGE_S = 30;

/**
 * Expected failures are the app-wide `ApiError` (status + Norwegian message). They and
 * valibot failures are mapped by the same `toErrorResponse` the global error handler uses,
 * so these routes answer exactly like every other module.
 */
export { ApiError as HttpError };

export const notFound = (message: string, code = 'NOT_FOUND') => new ApiError(404, message, code);

/** Parses path or query input; a failure is a ValiError, answered 422 with the field's message. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  return v.parse(schema, input);
}

type Encoding = (typeof RESPONSE_COMPRESSION.encodings)[number];

const encodings = new Negotiator<Encoding>({
  supportedValues: [...RESPONSE_COMPRESSION.encodings],
});

/**
 * A pre-serialised JSON body: sent as is, so cached answers skip JSON.stringify, and its ETag is
 * computed once per cached body instead of once per request (@fastify/etag keeps an ETag it
 * finds; same weak SHA-1 form as its own).
 */
export class JsonText {
  private tag: string | undefined;
  private readonly encoded = new Map<Encoding, Buffer>();
  constructor(readonly text: string) {}

  get etag(): string {
    this.tag ??= `W/"${createHash('sha1').update(this.text).digest('base64')}"`;
    return this.tag;
  }

  /**
   * The text compressed as @fastify/compress would, made once: an answer kept by the response
   * cache is compressed once per encoding instead of on every request for it.
   */
  encode(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.text, RESPONSE_COMPRESSION.brotliOptions)
          : gzipSync(this.text, RESPONSE_COMPRESSION.zlibOptions);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Contract of one route, kept on `routeOptions.config.contract` for documentation tools. */
export interface RouteContract {
  summary: string;
  tags: string[];
  params?: v.GenericSchema;
  querystring?: v.GenericSchema;
  /** Request body of non-GET routes (other modules register those themselves). */
  body?: v.GenericSchema;
  /** Schema of the 200 answer (tests parse every answer with it). */
  response: v.GenericSchema;
  /** Non-200 statuses this route may answer with, and why. */
  errors?: Record<number, string>;
}

export interface RouteInput<TParams, TQuery> {
  params: TParams;
  query: TQuery;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** Route options shared by GET and write routes: schema, valibot validation, our 4xx. */
function contractOptions(
  contract: RouteContract,
  before?: (request: FastifyRequest) => Promise<void>,
  memoQuery = false,
) {
  return {
    schema: routeSchema(contract, { serialise: true }),
    validatorCompiler: valibotValidator(contract, { memoQuery }),
    // Answer 4xx here too, so a scope without the app's handler (bare test apps) answers alike.
    errorHandler: sendErrorResponse,
    // Runs before validation: a login check must win over a 422 or 404.
    ...(before ? { preValidation: before } : {}),
  };
}

/**
 * Sends a pre-serialised body as is, or its compressed bytes (made once per body) to a client
 * that accepts br or gzip; anything else goes through the route's serialiser.
 */
export function send(reply: FastifyReply, body: unknown) {
  if (!(body instanceof JsonText)) return body;
  reply.type('application/json; charset=utf-8').header('etag', body.etag);
  if (body.text.length < RESPONSE_COMPRESSION.threshold) return reply.send(body.text);
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted.toLowerCase()) : null;
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(body.text);
  return reply.header('content-encoding', encoding).send(body.encode(encoding));
}

/**
 * Registers a GET route. Params and query are validated (and parsed) with the contract's
 * valibot schemas before the handler runs, so a bad id never reaches the database and can never
 * surface as a 500; the 200 answer is serialised from the response schema.
 */
export function getRoute<
  TParams extends v.GenericSchema | undefined = undefined,
  TQuery extends v.GenericSchema | undefined = undefined,
>(
  app: FastifyInstance,
  url: string,
  contract: RouteContract & {
    params?: TParams;
    querystring?: TQuery;
    /** true when the route needs the visitor's session (default false, see below). */
    session?: boolean;
    /** Runs before input validation, e.g. a login check that must win over a 422 or 404. */
    before?: (request: FastifyRequest) => Promise<void>;
    /**
     * Seconds a browser or shared cache may reuse the answer (http/caching.ts); default: public
     * reads that need no session are cacheable for `DEFAULT_MAX_AGE_S`, others are not.
     */
    maxAge?: number;
    /**
     * true for hot reads whose few distinct query strings repeat (the search calls): each is
     * parsed once and its frozen result shared (http/schema.ts). The query schema's output must
     * depend on the input alone.
     */
    memoQuery?: boolean;
  },
  handler: (input: RouteInput<Out<TParams>, Out<TQuery>>) => Promise<unknown>,
): void {
  const { before, maxAge, memoQuery, ...documented } = contract;
  const session = contract.session ?? false;
  // Catalogue reads are anonymous and hot: no session row is loaded for them unless the route
  // needs the visitor (poll scores and answers).
  const config = {
    contract: documented,
    session,
    maxAge: maxAge ?? (session ? 0 : DEFAULT_MAX_AGE_S),
  };
  const options = {
    ...contractOptions(documented, before, memoQuery),
    config,
    handler: async (request: FastifyRequest, reply: FastifyReply) =>
      send(
        reply,
        await handler({
          params: request.params as Out<TParams>,
          query: request.query as Out<TQuery>,
          request,
          reply,
        }),
      ),
  };
  app.route({ method: 'GET', url, ...options });

  // The spec writes some paths with a trailing slash (`/campaigns/`); answer both spellings
  // unless the router already treats them as one (registering twice would then clash).
  const initial = app.initialConfig as {
    ignoreTrailingSlash?: boolean;
    routerOptions?: { ignoreTrailingSlash?: boolean };
  };
  const ignoresSlash =
    initial.ignoreTrailingSlash === true || initial.routerOptions?.ignoreTrailingSlash === true;
  if (url.length > 1 && url.endsWith('/') && !ignoresSlash) {
    app.route({
      method: 'GET',
      url: url.slice(0, -1),
      ...options,
      schema: { ...options.schema, hide: true },
    });
  }
}

export interface WriteInput<TParams, TBody> {
  params: TParams;
  body: TBody;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers a state-changing route (POST/PUT/DELETE): params and body validated with valibot
 * before the handler runs, expected failures answered like `getRoute` does. CSRF is checked by
 * the app-wide hook before any of this (unless the route opts out in `config`).
 */
export function writeRoute<
  TParams extends v.GenericSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
>(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  contract: RouteContract & {
    params?: TParams;
    body?: TBody;
    /** Extra route config (e.g. `{ csrf: false, session: false }` for provider callbacks). */
    config?: { csrf?: boolean; session?: boolean };
    /** Runs before input validation, e.g. a login check that must win over a 422 or 404. */
    before?: (request: FastifyRequest) => Promise<void>;
  },
  handler: (input: WriteInput<Out<TParams>, Out<TBody>>) => Promise<unknown>,
): void {
  const { config: extra, before, ...documented } = contract;
  app.route({
    method,
    url,
    ...contractOptions(documented, before),
    config: { contract: documented, ...extra },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Out<TParams>,
        body: request.body as Out<TBody>,
        request,
        reply,
      });
      if (reply.sent) return reply;
      return send(reply, result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Valibot contract of the route (see `getRoute`). */
    contract?: RouteContract;
    /** Seconds the answer may be cached (see `getRoute`, http/caching.ts). */
    maxAge?: number;
  }
}
