/**
 * Payment routes: the shopper's confirmation after the provider (spec §7
 * `POST /reservations/{provider}/`), the providers' callbacks, and the staff capture. Callbacks
 * skip CSRF and sessions (they come from the provider) and prove themselves instead: Klarna with
 * a one-time secret in the URL, Vipps with the HMAC signature. Neither is trusted for state: the
 * payment is always read back from the provider.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  OrderResultSchema,
  PaymentProviderParamsSchema,
  ProviderConfirmSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { bearerScope } from '../../http/bearer';
import { ApiError } from '../../http/errors';
import { writeRoute } from '../../http/route';
import { orderById } from '../orders/queries';
import { orderResult } from '../orders/results';
import { ownerKeyOf, owns } from '../orders/service';
import type { Gateway } from './gateway';
import type { VippsWebhooks } from './vipps-webhooks';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received (webhook signatures are over these bytes). */
    rawBody?: string;
  }
}

export interface PaymentRouteDeps {
  db: Db;
  gateway: Gateway;
  vippsWebhooks: VippsWebhooks;
  now: () => Date;
  staffApiToken: string | undefined;
}

const KlarnaCallbackSchema = v.object({
  authorization_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000)),
  session_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
});
const KlarnaCallbackQuerySchema = v.object({
  k: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
});
const VippsEventSchema = v.looseObject({
  reference: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  name: v.pipe(v.string(), v.maxLength(100)),
  timestamp: v.optional(v.string()),
  idempotencyKey: v.optional(v.nullable(v.string())),
});
const OrderNoParamsSchema = v.object({
  no: v.pipe(v.string(), v.regex(/^W\d{7}$/, 'Ugyldig ordrenummer')),
});

export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const { db, gateway } = deps;
  const tags = ['Betaling'];

  writeRoute(
    app,
    'POST',
    '/reservations/:provider/',
    {
      summary: 'Bekreft betalingen av en butikkordre etter Klarna/Vipps (leser status tilbake)',
      tags,
      params: PaymentProviderParamsSchema,
      body: ProviderConfirmSchema,
      response: OrderResultSchema,
      errors: {
        404: 'Ukjent betaling (eller en annen besøkendes)',
        419: 'Mangler eller feil CSRF-token',
        422: 'Ugyldig forespørsel, eller mangler Klarnas godkjenning',
        503: 'Betalingstjenesten svarer ikke – prøv igjen',
      },
    },
    async ({ params, body, request, reply }) => {
      const visitorToken = request.csrfToken;
      const payment = await gateway.paymentByReference(params.provider, body.order);
      const order = payment && (await orderById(db, payment.orderId));
      const actor = visitorToken && {
        ownerKey: ownerKeyOf(visitorToken),
        customerId: request.session?.customerId ?? null,
        clientAddress: request.ip,
      };
      if (!order || !actor || !owns(actor, order) || order.shopId !== body.shop)
        throw new ApiError(404, 'Fant ikke betalingen', 'PAYMENT_NOT_FOUND');
      const token =
        body.payment && typeof body.payment === 'object' ? body.payment.authorization_token : null;
      const settled = await gateway.confirmByReference(params.provider, body.order, token);
      reply.header('Cache-Control', 'no-store');
      return orderResult(db, settled, gateway.resume);
    },
  );

  writeRoute(
    app,
    'POST',
    '/payments/klarna/authorization',
    {
      summary: 'Klarnas autorisasjons-callback (engangshemmelighet i URL)',
      tags,
      body: KlarnaCallbackSchema,
      response: v.object({ ok: v.boolean() }),
      errors: { 403: 'Feil hemmelighet eller ukjent sesjon' },
      config: { csrf: false, session: false },
    },
    async ({ body, request }) => {
      const query = v.parse(KlarnaCallbackQuerySchema, request.query ?? {});
      const outcome = await gateway.klarnaCallback(
        body.session_id,
        query.k,
        body.authorization_token,
      );
      if (outcome === 'forbidden') throw new ApiError(403, 'Ingen tilgang', 'FORBIDDEN');
      return { ok: true };
    },
  );

  // The webhook needs the exact bytes for its signature: JSON is parsed here, in this scope only.
  app.register(async (hooks) => {
    hooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (request: FastifyRequest, body: string | Buffer, done) => {
        request.rawBody = String(body);
        try {
          done(null, JSON.parse(request.rawBody));
        } catch (error) {
          // Broken JSON is the sender's fault: a 400, like Fastify's own parser answers it.
          done(Object.assign(error as Error, { statusCode: 400 }), undefined);
        }
      },
    );
    writeRoute(
      hooks,
      'POST',
      '/payments/vipps/webhook',
      {
        summary: 'Vipps-webhook (HMAC-signert); status leses alltid tilbake fra Vipps',
        tags,
        body: VippsEventSchema,
        response: v.object({ ok: v.boolean() }),
        errors: { 401: 'Ugyldig signatur' },
        config: { csrf: false, session: false },
      },
      async ({ body, request }) => {
        const verified = await deps.vippsWebhooks.verify({
          rawBody: request.rawBody ?? '',
          headers: request.headers,
          // Replay windows are about wall time, never the business clock tests pin.
          now: new Date(),
        });
        if (!verified.ok) throw new ApiError(401, 'Ugyldig signatur', 'BAD_SIGNATURE');
        // Stored once (audit, duplicates ignored). What changes money is the read-back, which is
        // idempotent: a redelivery after a failed round tries again, out-of-order events do no harm.
        await db
          .insert(paymentEvents)
          .values({
            provider: 'vipps',
            reference: body.reference,
            name: body.name,
            eventKey: body.timestamp ?? body.idempotencyKey ?? '',
            body,
          })
          .onConflictDoNothing();
        await gateway.vippsEvent(body.reference);
        return { ok: true };
      },
    );
  });

  if (deps.staffApiToken) {
    bearerScope(app, deps.staffApiToken, 'STAFF_TOKEN_INVALID', (staff) => {
      writeRoute(
        staff,
        'POST',
        '/staff/orders/:no/capture',
        {
          summary: 'Butikk/lager: trekk betalingen ved utsending eller henting (Bearer-token)',
          tags: ['Butikk'],
          params: OrderNoParamsSchema,
          response: v.object({ orderNo: v.string(), captured: v.number() }),
          errors: {
            401: 'Mangler eller feil token',
            404: 'Ukjent ordre',
            409: 'Ikke betalt, eller trukket',
          },
          config: { csrf: false, session: false },
        },
        async ({ params }) => gateway.capture(params.no),
      );
    });
  }
}
