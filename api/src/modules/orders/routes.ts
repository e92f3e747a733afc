/**
 * Checkout routes (spec §7 "Reservations and orders", ADR 0004). CSRF (419) is checked by the
 * app-wide hook first; every body is validated with the shared valibot schemas; answers are
 * personal (no-store).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CheckoutIdParamsSchema,
  CheckoutOrdersSchema,
  HistoryOrderPageSchema,
  HistoryPageQuerySchema,
  HistoryReservationPageSchema,
  IdempotencyKeySchema,
  OrderIdParamsSchema,
  OrderRequestSchema,
  OrderResultSchema,
  ReservationCreateResultSchema,
  ReservationCreateSchema,
  ValidateCartRequestSchema,
  ValidateCartResponseSchema,
  type OrderRequest,
} from 'shared-contracts/schemas';
import { ApiError } from '../../http/errors';
import { bucketKey, hitBucket, type RateLimit } from '../../http/rate-limit';
import { getRoute, parseInput, writeRoute } from '../../http/route';
import { orderHistory, reservationHistory } from './history';
import {
  CartProblemsError,
  cancelByShopper,
  checkoutOrders,
  ownerKeyOf,
  placeOrder,
  StockShortageError,
  validateCart,
  type Actor,
  type OrderDeps,
} from './service';

export interface OrderRouteDeps extends OrderDeps {
  /** Order creations per client address and per customer. */
  rateLimit: RateLimit;
}

const CSRF = 'Mangler eller feil CSRF-token';
const NOT_LOGGED_IN = 'Ingen bruker logget inn - vennligst logg inn';
const TOO_MANY = 'For mange bestillinger på kort tid. Vent litt og prøv igjen.';

function actorOf(request: FastifyRequest): Actor {
  // CSRF passed, so the visitor has a token; it is the guest's identity across login.
  const token = request.csrfToken;
  if (!token) throw new ApiError(419, 'Vennligst last siden på nytt', 'CSRF_TOKEN_MISMATCH');
  return {
    ownerKey: ownerKeyOf(token),
    customerId: request.session?.customerId ?? null,
    clientAddress: request.ip,
  };
}

/** Answers the order service's own failures with their bodies (409 shortages, 422 lines). */
function sendOrderError(reply: FastifyReply, error: unknown) {
  if (error instanceof StockShortageError) {
    return reply
      .code(409)
      .send({ message: error.message, code: 'OUT_OF_STOCK', shortages: error.shortages });
  }
  if (error instanceof CartProblemsError) {
    return reply
      .code(422)
      .send({ message: error.message, code: 'CART_INVALID', errors: error.errors });
  }
  throw error;
}

export function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps): void {
  const { db } = deps;
  const tags = ['Kasse'];

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  async function limit(request: FastifyRequest, reply: FastifyReply, actor: Actor) {
    const now = deps.now();
    const keys = [bucketKey('order-address', actor.clientAddress)];
    if (actor.customerId !== null) keys.push(bucketKey('order-customer', String(actor.customerId)));
    for (const key of keys) {
      const hit = await hitBucket(db, key, deps.rateLimit, now);
      if (hit.limited) {
        reply.header('Retry-After', String(hit.retryAfterSeconds));
        throw new ApiError(429, TOO_MANY, 'TOO_MANY_REQUESTS');
      }
    }
  }

  async function create(request: FastifyRequest, reply: FastifyReply, body: OrderRequest) {
    const actor = actorOf(request);
    const key = parseInput(IdempotencyKeySchema, request.headers['idempotency-key']);
    await limit(request, reply, actor);
    try {
      return await placeOrder(deps, body, key, actor);
    } catch (error) {
      return sendOrderError(reply, error);
    }
  }

  writeRoute(
    app,
    'POST',
    '/reservations/validate-cart',
    {
      summary: 'Sjekk handlekurven: ukjent EAN, ikke på nett, over kjøpsgrense eller lager',
      tags,
      body: ValidateCartRequestSchema,
      response: ValidateCartResponseSchema,
      errors: { 419: CSRF, 422: 'Ugyldig forespørsel' },
    },
    ({ body }) => validateCart(db, body),
  );

  writeRoute(
    app,
    'POST',
    '/orders',
    {
      summary: 'Opprett én ordre for én butikk (Idempotency-Key), tar lager og starter betaling',
      tags,
      body: OrderRequestSchema,
      response: OrderResultSchema,
      errors: {
        409: 'Ikke nok på lager (shortages med tilgjengelig antall)',
        419: CSRF,
        422: 'Ugyldig ordre, varer som ikke kan bestilles, eller nøkkelen brukt for en annen ordre',
        429: TOO_MANY,
        503: 'Betalingen kunne ikke startes (ordren er holdt av, prøv igjen med samme nøkkel)',
      },
    },
    ({ body, request, reply }) => create(request, reply, body),
  );

  writeRoute(
    app,
    'POST',
    '/reservations/create',
    {
      summary: 'Klikk & Hent: reserver i butikken og opprett ordren (svaret flettet med input)',
      tags,
      body: ReservationCreateSchema,
      response: ReservationCreateResultSchema,
      errors: { 409: 'Ikke nok på lager', 419: CSRF, 422: 'Ugyldig reservasjon', 429: TOO_MANY },
    },
    async ({ body, request, reply }) => {
      const order: OrderRequest = {
        ...body,
        Delivery: false,
        Address: null,
        PostalCode: null,
        City: 'NORWAY',
        shipping_method_id: null,
      };
      const result = await create(request, reply, order);
      if (reply.sent || !result || !('OrderID' in result)) return result;
      const pickup = result.pickup;
      if (!pickup) throw new Error(`order ${result.OrderID} has no reservation`);
      return { ...body, ...result, id: pickup.reservationId, pickupCode: pickup.pickupCode };
    },
  );

  writeRoute(
    app,
    'POST',
    '/orders/:id/cancel',
    {
      summary: 'Avbryt en ubetalt ordre (lager og gavekort gis tilbake)',
      tags,
      params: OrderIdParamsSchema,
      response: OrderResultSchema,
      errors: { 404: 'Ukjent ordre', 409: 'Ordren er betalt', 419: CSRF },
    },
    ({ params, request }) => cancelByShopper(deps, params.id, actorOf(request)),
  );

  getRoute(
    app,
    '/orders/checkout/:checkoutId',
    {
      summary: 'Alle ordrer i ett kjøp (kvitteringen)',
      tags,
      params: CheckoutIdParamsSchema,
      response: CheckoutOrdersSchema,
      session: true,
      errors: { 404: 'Ingen ordre i dette kjøpet for denne besøkende' },
    },
    async ({ params, request }) => {
      const token = request.csrfToken;
      if (!token) throw new ApiError(404, 'Fant ingen bestilling', 'CHECKOUT_NOT_FOUND');
      return checkoutOrders(deps, params.checkoutId, {
        ownerKey: ownerKeyOf(token),
        customerId: request.session?.customerId ?? null,
        clientAddress: request.ip,
      });
    },
  );

  const customerOnly = async (request: FastifyRequest) => {
    if (request.session?.customerId == null)
      throw new ApiError(401, NOT_LOGGED_IN, 'AUTH_REQUIRED');
  };
  getRoute(
    app,
    '/customers/current/orders',
    {
      summary: 'Innlogget kundes betalte ordrer, nyeste først (beløp i kroner)',
      tags: ['Kunder'],
      querystring: HistoryPageQuerySchema,
      response: HistoryOrderPageSchema,
      session: true,
      before: customerOnly,
      errors: { 401: NOT_LOGGED_IN, 422: 'Ugyldig side' },
    },
    async ({ query, request }) =>
      orderHistory(db, request.session?.customerId as number, query.page),
  );
  getRoute(
    app,
    '/customers/current/reservations',
    {
      summary: 'Innlogget kundes Klikk & Hent-reservasjoner, nyeste først',
      tags: ['Kunder'],
      querystring: HistoryPageQuerySchema,
      response: HistoryReservationPageSchema,
      session: true,
      before: customerOnly,
      errors: { 401: NOT_LOGGED_IN, 422: 'Ugyldig side' },
    },
    async ({ query, request }) =>
      reservationHistory(db, request.session?.customerId as number, query.page),
  );
}
