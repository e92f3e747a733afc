/**
 * Refuses text the database cannot store before any route sees it: a NUL character (PostgreSQL
 * text never holds one, so it would end as a 500 with the query in the log) or a lone UTF-16
 * surrogate, anywhere in the query, the path parameters or a JSON body. 422 in Norwegian.
 */
import { ApiError } from './errors';
import fp from 'fastify-plugin';

export const INVALID_TEXT_MESSAGE = 'Forespørselen inneholder ugyldige tegn';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` (any JSON-like value) holds a string the database cannot store. */
export function holdsInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  // Bodies are bounded by the body limit; the depth bound keeps a hostile nesting cheap.
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  const items: unknown[] = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => holdsInvalidText(item, depth + 1));
}

export const textGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (
        holdsInvalidText(request.query) ||
        holdsInvalidText(request.params) ||
        holdsInvalidText(request.body)
      )
        throw new ApiError(422, INVALID_TEXT_MESSAGE, 'INVALID_TEXT');
    });
  },
  { name: 'text-guard' },
);
