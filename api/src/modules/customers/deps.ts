/**
 * What every area of the customer module needs, built once per app in index.ts, plus the
 * helper that puts a group of routes behind one guard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AccountMailer } from './mail';
import type { AccountSecrets } from './secrets';

export interface AccountDeps {
  db: Db;
  /** Business clock: token expiry and attempt windows (tests pin and advance it). */
  now: () => Date;
  secrets: AccountSecrets;
  mailer: AccountMailer;
}

/**
 * Registers `routes` in a scope whose preValidation hook runs `guard` first. The guard thus answers
 * before the route validates params or body: a logged-in visitor on /customers/register learns
 * "log out first", not which field was wrong.
 */
export function guardedScope(
  app: FastifyInstance,
  guard: (request: FastifyRequest) => Promise<void>,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.addHook('preValidation', guard);
    routes(scope);
  });
}

export const TAGS = ['Kunder'];
