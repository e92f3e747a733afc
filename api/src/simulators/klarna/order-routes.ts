/**
 * Klarna Order Management paths (external-apis §1.4): read an order, capture, refund, cancel,
 * release the rest. POSTs honour `Klarna-Idempotency-Key`; created captures and refunds answer
 * 201 with `Capture-Id` / `Refund-Id` and an absolute `Location`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from './context';
import { absoluteUrl, klarnaError, send } from './http';
import { idempotencyKeyOf, idempotent } from './idempotency';
import { applyExpiry, cancel, capture, refund, releaseRemaining, type Outcome } from './orders';
import { CaptureBodySchema, parseBody, RefundBodySchema } from './schemas';
import type { SimOrder, SimResponse } from './state';

type OrderParams = { Params: { id: string } };
type CaptureParams = { Params: { id: string; captureId: string } };
type RefundParams = { Params: { id: string; refundId: string } };

const ORDERS = '/ordermanagement/v1/orders';

/** Klarna's refund endpoints name an unknown order `NOT_FOUND`, the others `NO_SUCH_ORDER`. */
const noSuchOrder = (code = 'NO_SUCH_ORDER') => klarnaError(404, code, ['Order not found']);

export function registerOrderRoutes(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx;

  /** The order with lapsed authorisations applied, so every read sees today's status. */
  function findOrder(id: string): SimOrder | undefined {
    const order = state.orders.get(id);
    if (order) applyExpiry(order, ctx.now());
    return order;
  }

  /** Runs a state change once per idempotency key; replays answer exactly as the first time. */
  function keyed(request: FastifyRequest, run: () => SimResponse): SimResponse {
    return idempotent(state, ctx.now(), idempotencyKeyOf(request.headers), run);
  }

  const done = (outcome: Outcome<unknown>): SimResponse =>
    outcome.ok ? { status: 204 } : outcome.response;

  app.get<OrderParams>(`${ORDERS}/:id`, async (request, reply) => {
    const order = findOrder(request.params.id);
    return send(reply, order ? { status: 200, body: order } : noSuchOrder());
  });

  app.get<OrderParams>(`${ORDERS}/:id/captures`, async (request, reply) => {
    const order = findOrder(request.params.id);
    return send(reply, order ? { status: 200, body: order.captures } : noSuchOrder());
  });

  app.get<CaptureParams>(`${ORDERS}/:id/captures/:captureId`, async (request, reply) => {
    const entry = findOrder(request.params.id)?.captures.find(
      (c) => c.capture_id === request.params.captureId,
    );
    return send(
      reply,
      entry ? { status: 200, body: entry } : klarnaError(404, 'NOT_FOUND', ['Capture not found']),
    );
  });

  app.post<OrderParams>(`${ORDERS}/:id/captures`, async (request, reply) =>
    send(
      reply,
      keyed(request, () => {
        const order = findOrder(request.params.id);
        if (!order) return noSuchOrder();
        const body = parseBody(CaptureBodySchema, request.body);
        if (!body.ok) return klarnaError(400, 'BAD_VALUE', body.messages);
        const outcome = capture(order, body.value, ctx.now());
        if (!outcome.ok) return outcome.response;
        const id = outcome.value.capture_id;
        return {
          status: 201,
          headers: {
            'Capture-Id': id,
            Location: absoluteUrl(
              request,
              ctx.prefix,
              `${ORDERS}/${order.order_id}/captures/${id}`,
            ),
          },
        };
      }),
    ),
  );

  app.get<RefundParams>(`${ORDERS}/:id/refunds/:refundId`, async (request, reply) => {
    const entry = findOrder(request.params.id)?.refunds.find(
      (r) => r.refund_id === request.params.refundId,
    );
    return send(
      reply,
      entry ? { status: 200, body: entry } : klarnaError(404, 'NOT_FOUND', ['Refund not found']),
    );
  });

  app.post<OrderParams>(`${ORDERS}/:id/refunds`, async (request, reply) =>
    send(
      reply,
      keyed(request, () => {
        const order = findOrder(request.params.id);
        if (!order) return noSuchOrder('NOT_FOUND');
        const body = parseBody(RefundBodySchema, request.body);
        if (!body.ok) return klarnaError(400, 'BAD_VALUE', body.messages);
        const outcome = refund(order, body.value, ctx.now());
        if (!outcome.ok) return outcome.response;
        const id = outcome.value.refund_id;
        return {
          status: 201,
          headers: {
            'Refund-Id': id,
            Location: absoluteUrl(request, ctx.prefix, `${ORDERS}/${order.order_id}/refunds/${id}`),
          },
        };
      }),
    ),
  );

  app.post<OrderParams>(`${ORDERS}/:id/cancel`, async (request, reply) =>
    send(
      reply,
      keyed(request, () => {
        const order = findOrder(request.params.id);
        return order ? done(cancel(order)) : noSuchOrder();
      }),
    ),
  );

  app.post<OrderParams>(`${ORDERS}/:id/release-remaining-authorization`, async (request, reply) =>
    send(
      reply,
      keyed(request, () => {
        const order = findOrder(request.params.id);
        return order ? done(releaseRemaining(order)) : noSuchOrder();
      }),
    ),
  );
}
