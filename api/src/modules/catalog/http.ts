/**
 * Small HTTP toolkit shared by the read modules (catalog, content, blog, polls, images):
 * valibot input parsing with Norwegian 422 answers, a typed HttpError for 401/404, and a
 * `getRoute` helper that registers a GET route with its contract attached to the route
 * config (so an OpenAPI generator can read the valibot schemas from the route table).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';

/** An expected failure with the status and Norwegian message the shopper should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, message, code);

/** Parses path or query input; the first failing field's message is what the shopper reads. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const messages = [...new Set(result.issues.map((issue) => issue.message))];
  throw new HttpError(422, messages.join('. '), 'VALIDATION_ERROR');
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
 * handler runs. HttpErrors become `{ message, code }` with their status right here, so a
 * bad id can never reach the database and surface as a 500.
 */
export function getRoute<
  TParams extends v.GenericSchema | undefined = undefined,
  TQuery extends v.GenericSchema | undefined = undefined,
>(
  app: FastifyInstance,
  url: string,
  contract: RouteContract & { params?: TParams; querystring?: TQuery },
  handler: (input: RouteInput<Out<TParams>, Out<TQuery>>) => Promise<unknown>,
): void {
  const routeHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const params = (
        contract.params ? parseInput(contract.params, request.params) : undefined
      ) as Out<TParams>;
      const query = (
        contract.querystring ? parseInput(contract.querystring, request.query ?? {}) : undefined
      ) as Out<TQuery>;
      const body = await handler({ params, query, request, reply });
      if (body instanceof JsonText) {
        return reply.type('application/json; charset=utf-8').send(body.text);
      }
      return body;
    } catch (error) {
      if (error instanceof HttpError) {
        const payload = error.code
          ? { message: error.message, code: error.code }
          : { message: error.message };
        return reply.code(error.statusCode).send(payload);
      }
      throw error;
    }
  };
  app.route({ method: 'GET', url, config: { contract }, handler: routeHandler });
  // The spec writes some paths with a trailing slash (`/campaigns/`); answer both spellings
  // unless the router already treats them as one (registering twice would then clash).
  const config = app.initialConfig as {
    ignoreTrailingSlash?: boolean;
    routerOptions?: { ignoreTrailingSlash?: boolean };
  };
  const ignoresSlash =
    config.ignoreTrailingSlash === true || config.routerOptions?.ignoreTrailingSlash === true;
  if (url.length > 1 && url.endsWith('/') && !ignoresSlash) {
    app.route({
      method: 'GET',
      url: url.slice(0, -1),
      config: { contract },
      handler: routeHandler,
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Valibot contract of the route (see `getRoute`). */
    contract?: RouteContract;
  }
}
