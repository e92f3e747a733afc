/**
 * Calls made by staff and operators rather than shoppers carry `Authorization: Bearer <token>`,
 * a token from configuration (STAFF_API_TOKEN, ADMIN_TOKEN). Routes behind one are registered
 * only when it is configured, so without it they answer 404 like any unknown path.
 */
import fastifyBearerAuth from '@fastify/bearer-auth';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from './errors';

export const BEARER_REFUSED_MESSAGE = 'Ingen tilgang';

/**
 * Registers `routes` in a scope only callers with `token` reach (@fastify/bearer-auth: checked
 * onRequest, before the body is read or the input validated; keys compared in constant time).
 * Everyone else gets our 401 `{ message, code }` in Norwegian.
 */
export function bearerScope(
  app: FastifyInstance,
  token: string,
  code: string,
  routes: (scope: FastifyInstance) => void,
): void {
  const refused: ErrorBody = { message: BEARER_REFUSED_MESSAGE, code };
  void app.register(async (scope) => {
    await scope.register(fastifyBearerAuth, {
      keys: [token],
      // The plugin sends what this returns; its type names only the plugin's own `{ error }`.
      errorResponse: () => refused as unknown as { error: string },
      // A refusal is an expected 4xx, logged like the others (http/errors.ts).
      verifyErrorLogLevel: 'info',
    });
    routes(scope);
  });
}
