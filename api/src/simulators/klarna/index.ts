/**
 * Built-in Klarna simulator (external-apis §1.8, ADR 0004): a Fastify plugin serving Klarna's
 * own paths under its prefix, so the adapter works unchanged with
 * `baseUrl = http://host:port/sim/klarna`. Register with a prefix:
 * `app.register(klarnaSimulator, { prefix: '/sim/klarna', username, password })`.
 *
 * API paths (Basic auth, fault injection): /payments/v1/… and /ordermanagement/v1/….
 * Browser paths (client token only): /kp/lib/v1/api.js and /_widget/….
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FetchLike } from '../../modules/payments/providers/types';
import { createCallbackSender } from './authorization-callback';
import type { SimContext } from './context';
import { klarnaError, send } from './http';
import { registerOrderRoutes } from './order-routes';
import { registerPaymentRoutes } from './payments-routes';
import { createKlarnaSimulatorState, type KlarnaSimulatorState } from './state';
import { registerWidgetRoutes } from './widget-routes';

export { createKlarnaSimulatorState };
export type { CallbackBehaviour, KlarnaSimulatorState, SimOrder, SimSession } from './state';
export { WIDGET_SCRIPT_PATH } from './widget-routes';

export interface KlarnaSimulatorOptions {
  username: string;
  password: string;
  /** Clock for session, token, order and idempotency expiry. */
  now?: () => Date;
  /** Sends the authorization callback; default global fetch. */
  fetch?: FetchLike;
  /** Shared with tests to inject faults and inspect sessions/orders. */
  state?: KlarnaSimulatorState;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Basic auth, then any injected fault: both answer before a handler can change state. */
function apiGuard(options: KlarnaSimulatorOptions, state: KlarnaSimulatorState) {
  // Compared as digests: equal lengths for timingSafeEqual whatever the client sent.
  const expected = digest(
    `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`,
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      reply.header('WWW-Authenticate', 'Basic realm="Klarna"');
      return send(reply, klarnaError(401, 'UNAUTHORIZED'));
    }
    if (state.faults.remaining > 0) {
      state.faults.remaining -= 1;
      const status = state.faults.status;
      return send(
        reply,
        klarnaError(status, status === 429 ? 'TOO_MANY_REQUESTS' : 'TEMPORARILY_UNAVAILABLE', [
          'Injected by the simulator',
        ]),
      );
    }
  };
}

/** Klarna clients may send `Content-Type: application/json` with an empty body (cancel). */
function acceptEmptyJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Bad value: body is not JSON'), { statusCode: 400 }), undefined);
    }
  });
}

/** Errors in Klarna's shape, not the shop API's: the adapter must parse what Klarna sends. */
function klarnaErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'klarna simulator failed');
    const code =
      status === 400
        ? 'BAD_VALUE'
        : status === 413
          ? 'REQUEST_TOO_LARGE'
          : status === 500
            ? 'INTERNAL_SERVER_ERROR'
            : 'BAD_REQUEST';
    return send(
      reply,
      klarnaError(status, code, [status < 500 ? (error.message ?? '') : 'Internal error']),
    );
  });
  // One 404 handler per prefix: only possible (and only needed) when mounted under one.
  if (app.prefix) {
    app.setNotFoundHandler((_request, reply) => send(reply, klarnaError(404, 'NOT_FOUND')));
  }
}

export const klarnaSimulator: FastifyPluginAsync<KlarnaSimulatorOptions> = async (app, options) => {
  const state = options.state ?? createKlarnaSimulatorState();
  const callbacks = createCallbackSender({
    // Resolved per call, so the global fetch can be swapped after registration.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    behaviour: state.authorizationCallback,
    log: app.log,
  });
  app.addHook('onClose', async () => callbacks.close());

  acceptEmptyJson(app);
  klarnaErrorHandling(app);

  const ctx: SimContext = {
    state,
    now: options.now ?? (() => new Date()),
    prefix: app.prefix,
    callbacks,
  };
  await app.register(async (api) => {
    api.addHook('onRequest', apiGuard(options, state));
    registerPaymentRoutes(api, ctx);
    registerOrderRoutes(api, ctx);
  });
  await registerWidgetRoutes(app, ctx);
};
