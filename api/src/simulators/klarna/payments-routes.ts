/**
 * Klarna Payments paths (external-apis §1.4): sessions (create, read, update) and what an
 * authorization token allows (create the order once, or cancel the authorization). Error codes
 * follow Klarna's KP error table: NOT_FOUND, SESSION_COMPLETED, 409 BAD_VALUE.
 */
import type { FastifyInstance } from 'fastify';
import type { SimContext } from './context';
import { klarnaError, send } from './http';
import { newOrder } from './orders';
import {
  mismatchedFields,
  parseBody,
  SessionBodySchema,
  SessionUpdateSchema,
  totalsErrors,
  type SessionBody,
} from './schemas';
import { liveSession, merchantUrl, openSession, PAYMENT_METHOD_CATEGORIES } from './sessions';
import type { SimResponse, SimSession } from './state';

type IdParams = { Params: { id: string } };
type TokenParams = { Params: { token: string } };

const invalidSession = () => klarnaError(404, 'NOT_FOUND', ['Invalid session id']);
const invalidToken = () => klarnaError(404, 'NOT_FOUND', ['Invalid authorization token']);
const sessionCompleted = () =>
  klarnaError(404, 'SESSION_COMPLETED', ['Session has already been completed']);

/** A full session body, or Klarna's 400 with every bad field named. */
function validSessionBody(input: unknown): { body: SessionBody } | { error: SimResponse } {
  const parsed = parseBody(SessionBodySchema, input);
  if (!parsed.ok) return { error: klarnaError(400, 'BAD_VALUE', parsed.messages) };
  const sums = totalsErrors(parsed.value);
  if (sums.length) return { error: klarnaError(400, 'BAD_VALUE', sums) };
  return { body: parsed.value };
}

function sessionView(session: SimSession) {
  return {
    ...session.body,
    status: session.orderId ? 'complete' : 'incomplete',
    client_token: session.clientToken,
    authorization_token: session.authorizationToken,
    expires_at: session.expiresAt.toISOString(),
    payment_method_categories: PAYMENT_METHOD_CATEGORIES,
  };
}

export function registerPaymentRoutes(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx;

  app.post('/payments/v1/sessions', async (request, reply) => {
    const valid = validSessionBody(request.body);
    if ('error' in valid) return send(reply, valid.error);
    const session = openSession(state, valid.body, ctx.now());
    return send(reply, {
      status: 200,
      body: {
        session_id: session.id,
        client_token: session.clientToken,
        payment_method_categories: PAYMENT_METHOD_CATEGORIES,
      },
    });
  });

  app.get<IdParams>('/payments/v1/sessions/:id', async (request, reply) => {
    const session = liveSession(state, request.params.id, ctx.now());
    if (!session) return send(reply, invalidSession());
    return send(reply, { status: 200, body: sessionView(session) });
  });

  app.post<IdParams>('/payments/v1/sessions/:id', async (request, reply) => {
    const session = liveSession(state, request.params.id, ctx.now());
    if (!session) return send(reply, invalidSession());
    if (session.orderId) return send(reply, sessionCompleted());
    const update = parseBody(SessionUpdateSchema, request.body);
    if (!update.ok) return send(reply, klarnaError(400, 'BAD_VALUE', update.messages));
    const changes = Object.fromEntries(
      Object.entries(update.value).filter(([, value]) => value !== undefined),
    );
    const valid = validSessionBody({ ...session.body, ...changes });
    if ('error' in valid) return send(reply, valid.error);
    session.body = valid.body;
    return send(reply, { status: 204 });
  });

  app.post<TokenParams>('/payments/v1/authorizations/:token/order', async (request, reply) => {
    const now = ctx.now();
    const valid = validSessionBody(request.body);
    if ('error' in valid) return send(reply, valid.error);
    const authorization = state.authorizations.get(request.params.token);
    const session = authorization && liveSession(state, authorization.sessionId, now);
    if (!authorization || !session) return send(reply, invalidToken());
    if (authorization.state === 'used' || session.orderId) return send(reply, sessionCompleted());
    if (authorization.state !== 'open' || authorization.expiresAt <= now) {
      return send(reply, invalidToken());
    }
    const fields = mismatchedFields(authorization.body, valid.body);
    if (fields.length) {
      return send(
        reply,
        klarnaError(409, 'BAD_VALUE', [`Not matching fields: ${fields.join(', ')}`]),
      );
    }
    // The create-order body may add references the session lacked; amounts and lines are equal.
    const order = newOrder(valid.body, authorization.paymentMethodCategory, now);
    state.orders.set(order.order_id, order);
    authorization.state = 'used';
    session.orderId = order.order_id;
    const confirmation =
      valid.body.merchant_urls?.confirmation ?? session.body.merchant_urls?.confirmation;
    return send(reply, {
      status: 200,
      body: {
        order_id: order.order_id,
        fraud_status: order.fraud_status,
        ...(confirmation
          ? { redirect_url: merchantUrl(confirmation, session, order.order_id) }
          : {}),
        authorized_payment_method: { type: authorization.paymentMethodCategory },
      },
    });
  });

  app.delete<TokenParams>('/payments/v1/authorizations/:token', async (request, reply) => {
    const authorization = state.authorizations.get(request.params.token);
    if (!authorization || authorization.state !== 'open') return send(reply, invalidToken());
    authorization.state = 'cancelled';
    return send(reply, { status: 204 });
  });
}
