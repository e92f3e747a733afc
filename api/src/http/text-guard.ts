/**
 * Refuses text the database cannot store before any route sees it: a NUL character (PostgreSQL
 * text never holds one, so it would end as a 500 with the query in the log) or a lone UTF-16
 * surrogate, anywhere in the query, the path parameters or a JSON body. 422 in Norwegian.
 */
import { ApiError } from './errors';
import fp from 'fastify-plugin';

export const INVALID_TEXT_MESSAGE = 'Forespørselen inneholder ugyldige tegn';

/** Any surrogate at all: most text has none, so one scan settles it. */
const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isInvalidText(text: string): boolean {
  return text.includes('\u0000') || (SURROGATE.test(text) && LONE_SURROGATE.test(text));
}

/** Whether `value` (any JSON-like value) holds a string the database cannot store. */
export function holdsInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isInvalidText(value);
  // Bodies are bounded by the body limit; the depth bound keeps a hostile nesting cheap.
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => holdsInvalidText(item, depth + 1));
  // Every request's query, params and body pass here: walked without copying them.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (isInvalidText(key) || holdsInvalidText((value as Record<string, unknown>)[key], depth + 1))
      return true;
  }
  return false;
}

export const textGuardPlugin = fp(
  async (app) => {
    // Callback style: every request passes here, and needs no promise for it.
    app.addHook('preValidation', (request, _reply, done) => {
      const invalid =
        holdsInvalidText(request.query) ||
        holdsInvalidText(request.params) ||
        holdsInvalidText(request.body);
      done(invalid ? new ApiError(422, INVALID_TEXT_MESSAGE, 'INVALID_TEXT') : undefined);
    });
  },
  { name: 'text-guard' },
);
