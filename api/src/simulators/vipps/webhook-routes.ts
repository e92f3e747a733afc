/**
 * `/webhooks/v1/webhooks` of the simulator: register (201 `{id, secret}`), list, delete. Unlike
 * Vipps, plain http URLs on any port are accepted, so tests and the local server can receive.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { problem, sendProblem } from './problem';
import type { VippsSimulatorState } from './state';
import { EPAYMENT_EVENT_TYPES } from './webhook-events';

const RegisterSchema = v.object({
  url: v.pipe(
    v.string(),
    v.check((text) => {
      try {
        return ['http:', 'https:'].includes(new URL(text).protocol);
      } catch {
        return false;
      }
    }, 'url must be an absolute http(s) URL'),
  ),
  events: v.pipe(
    v.array(
      v.picklist(EPAYMENT_EVENT_TYPES, 'events must be ePayment event types (epayments.payment.…)'),
    ),
    v.minLength(1, 'events must not be empty'),
  ),
});

export function registerWebhookRoutes(app: FastifyInstance, state: VippsSimulatorState): void {
  app.post('/webhooks/v1/webhooks', async (request, reply) => {
    const parsed = v.safeParse(RegisterSchema, request.body);
    if (!parsed.success) {
      const detail = parsed.issues.map((issue) => issue.message).join('; ');
      return sendProblem(reply, problem(400, 'validation-error', detail));
    }
    const id = randomUUID();
    const secret = randomBytes(48).toString('base64');
    state.webhooks.set(id, {
      id,
      url: parsed.output.url,
      events: [...new Set(parsed.output.events)],
      secret,
    });
    return reply.code(201).send({ id, secret });
  });

  app.get('/webhooks/v1/webhooks', async () => ({
    webhooks: [...state.webhooks.values()].map(({ id, url, events }) => ({ id, url, events })),
  }));

  app.delete<{ Params: { id: string } }>('/webhooks/v1/webhooks/:id', async (request, reply) => {
    if (!state.webhooks.delete(request.params.id)) {
      return sendProblem(reply, problem(404, 'not-found', 'No such webhook'));
    }
    return reply.code(204).send();
  });
}
