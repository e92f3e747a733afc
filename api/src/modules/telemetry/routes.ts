/**
 * POST /telemetry/remote-failures: the shell reports a fallback it showed (CSRF like every
 * state-changing call, limited per client address). GET /telemetry/remote-failures: the counts,
 * for operators (Bearer ADMIN_TOKEN; not registered without one, so it answers 404).
 */
import type { FastifyInstance } from 'fastify';
import {
  RemoteFailureCountsQuerySchema,
  RemoteFailureCountsSchema,
  RemoteFailureReportSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { BEARER_REFUSED_MESSAGE, bearerScope } from '../../http/bearer';
import { ApiError } from '../../http/errors';
import { getRoute, writeRoute } from '../../http/route';
import { recordRemoteFailure, remoteFailureCounts, TELEMETRY_MESSAGES } from './service';

export interface TelemetryDeps {
  db: Db;
  now: () => Date;
  adminToken: string | undefined;
}

const TAGS = ['Drift'];

export function registerTelemetryRoutes(app: FastifyInstance, deps: TelemetryDeps): void {
  const { db, now } = deps;

  writeRoute(
    app,
    'POST',
    '/telemetry/remote-failures',
    {
      summary: 'Rapport fra nettleseren: en del av siden viste en feilmelding (204)',
      tags: TAGS,
      body: RemoteFailureReportSchema,
      response: v.undefined(),
      errors: {
        419: 'Mangler eller feil CSRF-token',
        422: 'Ugyldig rapport',
        429: TELEMETRY_MESSAGES.limited,
      },
    },
    async ({ body, request, reply }) => {
      const outcome = await recordRemoteFailure(db, body, request.ip, now());
      if (outcome.kind === 'limited') {
        reply.header('Retry-After', String(outcome.retryAfterSeconds));
        throw new ApiError(429, TELEMETRY_MESSAGES.limited, 'TOO_MANY_REPORTS');
      }
      return reply.code(204).send();
    },
  );

  if (!deps.adminToken) return;
  bearerScope(app, deps.adminToken, 'ADMIN_TOKEN_INVALID', (admin) => {
    getRoute(
      admin,
      '/telemetry/remote-failures',
      {
        summary: 'Drift: feilrapporter per remote, versjon, type og døgn (UTC), nyeste først',
        tags: TAGS,
        querystring: RemoteFailureCountsQuerySchema,
        response: RemoteFailureCountsSchema,
        // Operators' data: never in a shared cache.
        maxAge: 0,
        errors: { 401: BEARER_REFUSED_MESSAGE, 422: 'Ugyldig antall dager' },
      },
      ({ query }) => remoteFailureCounts(db, query.days, now()),
    );
  });
}
