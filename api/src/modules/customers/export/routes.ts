/** GET /customers/current/export: the customer's data as a JSON download. */
import type { FastifyInstance } from 'fastify';
import { CustomerExportSchema } from 'shared-contracts/schemas';
import { ApiError } from '../../../http/errors';
import { getRoute } from '../../../http/route';
import { TAGS, type AccountDeps } from '../deps';
import { customerIdOf, customerOnly } from '../guards';
import { ACCOUNT_TEXTS } from '../messages';
import { exportCustomer } from './service';

export function registerExportRoutes(app: FastifyInstance, deps: AccountDeps): void {
  getRoute(
    app,
    '/customers/current/export',
    {
      summary: 'Alle data om kunden som JSON-fil (innsyn og dataportabilitet)',
      tags: TAGS,
      response: CustomerExportSchema,
      session: true,
      before: customerOnly,
      errors: { 401: ACCOUNT_TEXTS.notLoggedIn },
    },
    async ({ request, reply }) => {
      const data = await exportCustomer(deps.db, customerIdOf(request), deps.now());
      if (!data) throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
      reply.header('Content-Disposition', 'attachment; filename="mine-data.json"');
      return data;
    },
  );
}
