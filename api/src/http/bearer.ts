/**
 * Calls made by staff and operators rather than shoppers carry `Authorization: Bearer <token>`,
 * a token from configuration (STAFF_API_TOKEN, ADMIN_TOKEN). Routes behind one are registered
 * only when it is configured, so without it they answer 404 like any unknown path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export const BEARER_REFUSED_MESSAGE = 'Ingen tilgang';

/** Whether the request's bearer token is `token` (compared in constant time, as hashes). */
export function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!sent) return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}

/** A guard (getRoute's `before`, a scope's preValidation): 401 without the bearer token. */
export function bearerOnly(token: string, code: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasBearerToken(request, token)) throw new ApiError(401, BEARER_REFUSED_MESSAGE, code);
  };
}
