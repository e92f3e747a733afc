/** The composition in the database and its admin API (ADR 0009). */
import type { FastifyInstance } from 'fastify';
import type { Builds } from '../../releases';
import { registerCompositionRoutes } from './routes';
import type { CompositionService } from './service';

export { CompositionService, CompositionRefusedError, type ServedComposition } from './service';
export { remoteOrigins, toCompositionDocument, manifestUrl } from './document';
export { contractProblems } from './checks';

export interface CompositionModuleOptions {
  composition: CompositionService;
  builds: Builds;
  /** Unset: no admin routes at all (404). */
  adminToken: string | undefined;
}

export async function compositionModule(
  app: FastifyInstance,
  options: CompositionModuleOptions,
): Promise<void> {
  if (!options.adminToken) return;
  registerCompositionRoutes(app, { ...options, adminToken: options.adminToken });
}
