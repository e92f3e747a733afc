/**
 * The access-token endpoint and the checks every ePayment/webhooks API call passes first:
 * injected faults, then subscription key, merchant serial number and bearer token.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from './problem';
import type { VippsSimulatorState } from './state';

export interface SimCredentials {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function same(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerAccessToken(
  app: FastifyInstance,
  credentials: SimCredentials,
  state: VippsSimulatorState,
): void {
  app.post('/accesstoken/get', async (request, reply) => {
    const valid =
      same(headerOf(request, 'client_id'), credentials.clientId) &&
      same(headerOf(request, 'client_secret'), credentials.clientSecret) &&
      same(headerOf(request, 'ocp-apim-subscription-key'), credentials.subscriptionKey) &&
      same(headerOf(request, 'merchant-serial-number'), credentials.merchantSerialNumber);
    if (!valid) {
      return sendProblem(reply, problem(401, 'unauthorized', 'Invalid client credentials'));
    }
    const { token, expiresAt } = state.issueToken();
    const nowSeconds = Math.floor(state.now().getTime() / 1000);
    const expiresOn = Math.floor(expiresAt / 1000);
    // Vipps sends every number as a string.
    return {
      token_type: 'Bearer',
      expires_in: String(expiresOn - nowSeconds),
      ext_expires_in: String(expiresOn - nowSeconds),
      expires_on: String(expiresOn),
      not_before: String(nowSeconds),
      resource: '00000002-0000-0000-c000-000000000000',
      access_token: token,
    };
  });
}

/** onRequest hook: answers an injected failure instead of the route (0: drops the socket). */
export function faultHook(state: VippsSimulatorState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const status = state.takeFailure();
    if (status === undefined) return;
    if (status === 0) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    return sendProblem(reply, problem(status, 'injected-fault', `Injected failure ${status}`));
  };
}

/** onRequest hook: the headers of external-apis.md §2.3 and a live token. */
export function apiAuthHook(credentials: SimCredentials, state: VippsSimulatorState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!same(headerOf(request, 'ocp-apim-subscription-key'), credentials.subscriptionKey)) {
      return sendProblem(reply, problem(401, 'unauthorized', 'Invalid subscription key'));
    }
    const authorization = headerOf(request, 'authorization') ?? '';
    const token = authorization.startsWith('Bearer ') ? authorization.slice(7) : '';
    if (!token || !state.tokenValid(token)) {
      return sendProblem(reply, problem(401, 'unauthorized', 'Missing, invalid or expired token'));
    }
    const msn = headerOf(request, 'merchant-serial-number');
    if (!msn) {
      return sendProblem(reply, problem(400, 'validation-error', 'Merchant-Serial-Number missing'));
    }
    if (!same(msn, credentials.merchantSerialNumber)) {
      return sendProblem(reply, problem(403, 'forbidden', 'Unknown Merchant-Serial-Number'));
    }
  };
}
