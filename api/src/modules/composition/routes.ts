/**
 * The admin API of the composition (Bearer ADMIN_TOKEN; absent when no token is configured):
 *   GET  /admin/composition            the entry in force and its document
 *   GET  /admin/composition/history    the latest entries, newest first
 *   PUT  /admin/composition            a new composition, checked against the releases
 *   POST /admin/composition/rollback   back to an earlier entry (default: the previous one)
 *   GET  /admin/releases               published releases and local builds
 */
import type { FastifyInstance } from 'fastify';
import {
  CompositionCurrentSchema,
  CompositionEntrySchema,
  CompositionHistoryQuerySchema,
  CompositionHistorySchema,
  CompositionRollbackBodySchema,
  CompositionSetBodySchema,
  ReleaseListQuerySchema,
  ReleaseListSchema,
} from 'shared-contracts/schemas';
import { bearerScope } from '../../http/bearer';
import { ApiError } from '../../http/errors';
import { getRoute, writeRoute } from '../../http/route';
import type { Builds } from '../../releases';
import type { CompositionService } from './service';

const TAGS = ['Drift'];
const ERRORS = { 401: 'Mangler eller feil token' };
/** Bearer calls from pipelines and the CLI: no session, no CSRF (http/bearer.ts). */
const BEARER_CALL = { csrf: false, session: false };

export function registerCompositionRoutes(
  app: FastifyInstance,
  deps: { composition: CompositionService; builds: Builds; adminToken: string },
): void {
  const { composition, builds } = deps;
  bearerScope(app, deps.adminToken, 'ADMIN_TOKEN_INVALID', (admin) => {
    getRoute(
      admin,
      '/admin/composition',
      {
        summary: 'Sammensetningen som gjelder nå, og dokumentet sidene får',
        tags: TAGS,
        response: CompositionCurrentSchema,
        errors: { ...ERRORS, 404: 'Det finnes ingen sammensetning ennå' },
        maxAge: 0,
      },
      async () => {
        const served = await composition.refresh();
        if (!served)
          throw new ApiError(404, 'Det finnes ingen sammensetning ennå', 'NO_COMPOSITION');
        return { entry: served.entry, document: served.document };
      },
    );

    getRoute(
      admin,
      '/admin/composition/history',
      {
        summary: 'Historikken: hvem endret sammensetningen, når og hvorfor (nyeste først)',
        tags: TAGS,
        querystring: CompositionHistoryQuerySchema,
        response: CompositionHistorySchema,
        errors: ERRORS,
        maxAge: 0,
      },
      async ({ query }) => ({ entries: await composition.history(query.limit) }),
    );

    writeRoute(
      admin,
      'PUT',
      '/admin/composition',
      {
        summary: 'Bytt sammensetning (sjekkes mot utgivelsene og kontrakten før den tas i bruk)',
        tags: TAGS,
        body: CompositionSetBodySchema,
        response: CompositionEntrySchema,
        errors: {
          ...ERRORS,
          409: 'Sammensetningen er endret i mellomtiden',
          422: 'En utgivelse finnes ikke eller passer ikke med shellets kontrakt',
        },
        config: BEARER_CALL,
      },
      async ({ body, reply }) => {
        const entry = await composition.set(body);
        reply.code(201);
        return entry;
      },
    );

    writeRoute(
      admin,
      'POST',
      '/admin/composition/rollback',
      {
        summary: 'Gå tilbake til en tidligere sammensetning (standard: den forrige)',
        tags: TAGS,
        body: CompositionRollbackBodySchema,
        response: CompositionEntrySchema,
        errors: {
          ...ERRORS,
          404: 'Fant ikke sammensetningen',
          422: 'En utgivelse i den gamle sammensetningen finnes ikke lenger',
        },
        config: BEARER_CALL,
      },
      async ({ body, reply }) => {
        const entry = await composition.rollback(body);
        reply.code(201);
        return entry;
      },
    );

    getRoute(
      admin,
      '/admin/releases',
      {
        summary: 'Publiserte utgivelser (og lokale bygg) som en sammensetning kan bruke',
        tags: TAGS,
        querystring: ReleaseListQuerySchema,
        response: ReleaseListSchema,
        errors: ERRORS,
        maxAge: 0,
      },
      async ({ query }) => ({ releases: await builds.list(query.package) }),
    );
  });
}
