/**
 * Built-in Vipps MobilePay simulator (external-apis.md §2.8, ADR 0004): a Fastify plugin that
 * serves Vipps's own paths under its prefix, so the adapter talks to it unchanged:
 *
 *   app.register(vippsSimulator, { prefix: '/sim/vipps', publicUrl: 'http://127.0.0.1:8080/sim/vipps', … })
 *
 * Access token, ePayment (create/get/events/capture/cancel/refund/force approve), webhook
 * registrations with a signing, retrying sender, and a landing page with Godkjenn/Avvis/Avbryt.
 * State lives in memory; pass `state: createVippsSimulatorState()` to steer and inspect it.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FetchLike } from '../../modules/payments/providers/types';
import { apiAuthHook, faultHook, registerAccessToken } from './auth';
import { registerEpaymentRoutes } from './epayment-routes';
import { registerLandingRoutes } from './landing-routes';
import { problem, sendProblem } from './problem';
import { createVippsSimulatorState, type VippsSimulatorState } from './state';
import { registerWebhookRoutes } from './webhook-routes';
import { WebhookSender } from './webhook-sender';

export { createVippsSimulatorState, VippsSimulatorState } from './state';
export type { SimDelivery, SimPayment, SimPaymentEvent, SimWebhook } from './state';

export interface VippsSimulatorOptions {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  /** Browser-facing base of the simulator, e.g. `http://127.0.0.1:8080/sim/vipps`. */
  publicUrl: string;
  now?: () => Date;
  /** Used for webhook delivery. */
  fetch?: FetchLike;
  state?: VippsSimulatorState;
}

/** Expiry is checked on every read; the sweep also sends EXPIRED webhooks nobody asked for. */
const EXPIRY_SWEEP_MS = 5_000;

function parseError(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

export const vippsSimulator: FastifyPluginAsync<VippsSimulatorOptions> = async (app, options) => {
  const state = options.state ?? createVippsSimulatorState();
  if (options.now) state.useClock(options.now);

  const sender = new WebhookSender({
    state,
    fetch: options.fetch ?? fetch,
    msn: options.merchantSerialNumber,
  });
  const sweep = setInterval(() => state.expireDue(), EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await sender.close();
  });

  // Vipps accepts bodiless POSTs (token, cancel) even when a JSON content type is sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(parseError('Body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Problem JSON for everything here, not the shop API's `{ message }` shape.
  app.setErrorHandler((error: unknown, request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const detail = error instanceof Error ? error.message : 'Bad request';
      return sendProblem(reply, problem(status, 'bad-request', detail));
    }
    request.log.error({ err: error }, 'vipps simulator failed');
    return sendProblem(reply, problem(500, 'internal', 'Simulator error'));
  });
  if (app.prefix) {
    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, problem(404, 'not-found', `No route ${request.method} ${request.url}`)),
    );
  }

  registerAccessToken(app, options, state);
  await app.register(async (api) => {
    api.addHook('onRequest', faultHook(state));
    api.addHook('onRequest', apiAuthHook(options, state));
    registerEpaymentRoutes(api, { state, publicUrl: options.publicUrl });
    registerWebhookRoutes(api, state);
  });
  registerLandingRoutes(app, state);
};
