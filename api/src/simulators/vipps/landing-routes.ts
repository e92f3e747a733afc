/**
 * The browser side of the simulator: `GET /landing?token=…` shows the payment, the form posts
 * back to `/landing` and the shopper is sent to the merchant's returnUrl with a 303, with no
 * status attached (as Vipps does: the shop must read the payment back).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { abort, authorize, type Outcome } from './ledger';
import {
  renderLandingPage,
  renderMessagePage,
  stateMessage,
  UNKNOWN_PAYMENT_MESSAGE,
} from './landing-page';
import type { SimPayment, VippsSimulatorState } from './state';

type Action = (state: VippsSimulatorState, payment: SimPayment) => Outcome;

/** The buttons' values: Godkjenn, Avvis (refused), Avbryt (cancelled by the shopper). */
const ACTIONS = new Map<string, Action>([
  ['approve', (state, payment) => authorize(state, payment, 'approved')],
  ['refuse', (state, payment) => abort(state, payment, 'refused')],
  ['cancel', (state, payment) => abort(state, payment, 'cancelled')],
]);

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // The token is in the URL: it must not leak to the shop through the Referer header.
      .header('Referrer-Policy', 'no-referrer')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      )
      .header('X-Content-Type-Options', 'nosniff')
      .send(body)
  );
}

/** The message page for a payment the shopper can no longer act on (or that we do not know). */
function cannotAct(reply: FastifyReply, payment: SimPayment | undefined): FastifyReply {
  if (!payment) return html(reply, 404, renderMessagePage(UNKNOWN_PAYMENT_MESSAGE));
  const message =
    payment.state === 'CREATED'
      ? 'Betalingen kan ikke behandles akkurat nå.'
      : stateMessage(payment.state);
  return html(reply, 409, renderMessagePage(message, payment.returnUrl));
}

function field(body: unknown, name: string): string {
  if (body === null || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export function registerLandingRoutes(app: FastifyInstance, state: VippsSimulatorState): void {
  app.get<{ Querystring: { token?: string } }>('/landing', async (request, reply) => {
    const payment = state.paymentByToken(request.query.token ?? '');
    if (!payment || payment.state !== 'CREATED') return cannotAct(reply, payment);
    return html(reply, 200, renderLandingPage(payment));
  });

  app.post('/landing', async (request, reply) => {
    const payment = state.paymentByToken(field(request.body, 'token'));
    if (!payment || payment.state !== 'CREATED') return cannotAct(reply, payment);
    const act = ACTIONS.get(field(request.body, 'action'));
    if (!act) return html(reply, 400, renderMessagePage('Ugyldig valg.'));
    const outcome = act(state, payment);
    if (!outcome.ok) return cannotAct(reply, payment);
    return reply.code(303).header('Location', payment.returnUrl).send();
  });
}
