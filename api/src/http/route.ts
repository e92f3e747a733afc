/**
 * Small HTTP toolkit shared by the read modules (catalog, content, blog, polls, images):
 * valibot input parsing, the app-wide ApiError for 401/404, and `getRoute`, which registers
 * a GET route with its contract attached to the route config (so an OpenAPI generator can
 * read the valibot schemas from the route table).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ApiError, toErrorResponse } from './errors';

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

/** A pre-serialised JSON body: sent as is, so cached answers skip JSON.stringify. */
export class JsonText {
  constructor(readonly text: string) {}
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

/**
 * Registers a GET route whose params and query are validated with valibot before the
 * handler runs, so a bad id never reaches the database and can never surface as a 500.
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
    /** Runs before input parsing, e.g. a login check that must win over a 422 or 404. */
    before?: (request: FastifyRequest) => Promise<void>;
  },
  handler: (input: RouteInput<Out<TParams>, Out<TQuery>>) => Promise<unknown>,
): void {
  const routeHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      if (contract.before) await contract.before(request);
      const params = (
        contract.params ? parseInput(contract.params, request.params) : undefined
      ) as Out<TParams>;
      const query = (
        contract.querystring ? parseInput(contract.querystring, request.query ?? {}) : undefined
      ) as Out<TQuery>;
      const body = await handler({ params, query, request, reply });
      if (body instanceof JsonText)
        return reply.type('application/json; charset=utf-8').send(body.text);
      return body;
    } catch (error) {
      // Answer 4xx here rather than relying on the app's handler being registered above us.
      const { status, body } = toErrorResponse(error);
      if (status >= 500) throw error;
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    }
  };

  // Catalogue reads are anonymous and hot: no session row is loaded or created for them
  // unless the route needs the visitor (poll scores and answers).
  const { before: _before, ...documented } = contract;
  const config = { contract: documented, session: contract.session ?? false };
  app.route({ method: 'GET', url, config, handler: routeHandler });

  // The spec writes some paths with a trailing slash (`/campaigns/`); answer both spellings
  // unless the router already treats them as one (registering twice would then clash).
  const initial = app.initialConfig as {
    ignoreTrailingSlash?: boolean;
    routerOptions?: { ignoreTrailingSlash?: boolean };
  };
  const ignoresSlash =
    initial.ignoreTrailingSlash === true || initial.routerOptions?.ignoreTrailingSlash === true;
  if (url.length > 1 && url.endsWith('/') && !ignoresSlash) {
    app.route({ method: 'GET', url: url.slice(0, -1), config, handler: routeHandler });
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
  },
  handler: (input: WriteInput<Out<TParams>, Out<TBody>>) => Promise<unknown>,
): void {
  const { config: extra, ...documented } = contract;
  app.route({
    method,
    url,
    config: { contract: documented, ...extra },
    handler: async (request, reply) => {
      try {
        const params = (
          contract.params ? parseInput(contract.params, request.params) : undefined
        ) as Out<TParams>;
        const body = (
          contract.body ? parseInput(contract.body, request.body ?? {}) : undefined
        ) as Out<TBody>;
        const result = await handler({ params, body, request, reply });
        if (reply.sent) return reply;
        return result;
      } catch (error) {
        const { status, body } = toErrorResponse(error);
        if (status >= 500) throw error;
        return reply.code(status).type('application/json; charset=utf-8').send(body);
      }
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Valibot contract of the route (see `getRoute`). */
    contract?: RouteContract;
  }
}
