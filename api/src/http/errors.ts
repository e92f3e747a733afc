/**
 * One place that turns errors into the API's JSON shape `{ message, code? }` with Norwegian
 * text. Bad input never becomes a 500: valibot failures are 422, Fastify's own client errors
 * (bad JSON, wrong content type, too large) keep their 4xx status with a Norwegian message.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import fp from 'fastify-plugin';

export const NOT_FOUND_MESSAGE = 'Fant ikke ressursen';
export const SERVER_ERROR_MESSAGE = 'Noe gikk galt – prøv igjen senere';

/** Default texts per status for errors whose own message is not meant for shoppers. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Ugyldig forespørsel',
  401: 'Ingen bruker logget inn - vennligst logg inn',
  403: 'Ingen tilgang',
  404: NOT_FOUND_MESSAGE,
  405: 'Metoden er ikke tillatt',
  406: 'Formatet støttes ikke',
  408: 'Forespørselen tok for lang tid',
  409: 'Konflikt med eksisterende data',
  413: 'Forespørselen er for stor',
  415: 'Ugyldig innholdstype – send JSON',
  419: 'Vennligst last siden på nytt',
  422: 'Ugyldig data',
  429: 'For mange forsøk – vent litt og prøv igjen',
};

/**
 * The message of a valibot check that has none of its own (a body that is not an object, a
 * field of the wrong type the contract gave no text for): Norwegian, like every other answer.
 * Set once for the process; the contracts' own messages win over it.
 */
v.setGlobalMessage((issue) =>
  issue.kind === 'schema' ? 'Feil datatype i forespørselen' : 'Ugyldig verdi i forespørselen',
);

export interface ErrorBody {
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
}

/** Thrown by route code for expected failures (404 for an unknown id, 401, 409 …). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function issuesOf(
  error: v.ValiError<v.GenericSchema | v.GenericSchemaAsync>,
): NonNullable<ErrorBody['issues']> {
  return error.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

/** Maps any thrown value to status + body. Exported for unit tests and for code that must answer early. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof v.ValiError) {
    const issues = issuesOf(error);
    return {
      status: 422,
      body: {
        message: issues[0]?.message ?? STATUS_MESSAGES[422] ?? '',
        code: 'VALIDATION_ERROR',
        issues,
      },
    };
  }
  // A failure the code expects and words itself (a payment provider that does not answer: 503)
  // keeps its status, Norwegian message and code, whatever the status.
  if (error instanceof ApiError && error.statusCode >= 500) {
    return {
      status: error.statusCode,
      body: error.code ? { message: error.message, code: error.code } : { message: error.message },
    };
  }
  const e = error as Partial<FastifyError> & { statusCode?: unknown; code?: unknown };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (Array.isArray(e.validation)) {
      // Fastify JSON-schema validation (routes with a JSON schema rather than valibot).
      return {
        status: 400,
        body: {
          message: STATUS_MESSAGES[400] ?? '',
          code: 'VALIDATION_ERROR',
          issues: e.validation.map((x) => ({
            path: x.instancePath ?? '',
            message: x.message ?? '',
          })),
        },
      };
    }
    const code = typeof e.code === 'string' ? e.code : undefined;
    // Fastify's internal errors (FST_…) and body-parser errors speak English: replace them.
    const internal = !code || code.startsWith('FST_') || error instanceof SyntaxError;
    const message =
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Ugyldig JSON i forespørselen'
        : internal
          ? (STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] ?? '')
          : (e.message ?? STATUS_MESSAGES[status] ?? '');
    return { status, body: code && !code.startsWith('FST_') ? { message, code } : { message } };
  }
  return { status: 500, body: { message: SERVER_ERROR_MESSAGE } };
}

/** Logs and answers an error as the API's JSON (also for scopes with their own handler). */
export function sendErrorResponse(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: body.code }, body.message);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Installs the error handler and the JSON 404 for unknown routes. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(sendErrorResponse);

    app.setNotFoundHandler((_request, reply) =>
      reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ message: NOT_FOUND_MESSAGE } satisfies ErrorBody),
    );
  },
  { name: 'errors' },
);
