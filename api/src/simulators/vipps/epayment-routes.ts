/**
 * `/epayment/v1/…` of the simulator: create (idempotent, reference unique forever), get, event
 * log, capture/cancel/refund (idempotent per payment and operation) and the test-only force
 * approve. Authentication has already run in the parent scope's hooks.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import {
  authorize,
  cancel,
  capture,
  createPayment,
  modificationBody,
  paymentBody,
  refund,
  type Outcome,
} from './ledger';
import { problem, sendProblem, type Problem } from './problem';
import type { VippsSimulatorState } from './state';

const REFERENCE = /^[a-zA-Z0-9-]{8,50}$/;

const AmountSchema = v.object({
  currency: v.literal('NOK', 'Only NOK is supported'),
  value: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_000_000)),
});

const HttpUrl = v.pipe(
  v.string(),
  v.check((text) => {
    try {
      return ['http:', 'https:'].includes(new URL(text).protocol);
    } catch {
      return false;
    }
  }, 'Must be an absolute http(s) URL'),
);

const CreateSchema = v.object({
  amount: AmountSchema,
  // CARD does not exist in the test environment (external-apis.md §2.1).
  paymentMethod: v.object({ type: v.literal('WALLET', 'Only WALLET is supported') }),
  reference: v.pipe(v.string(), v.regex(REFERENCE, 'Must match ^[a-zA-Z0-9-]{8,50}$')),
  userFlow: v.picklist(
    ['WEB_REDIRECT', 'NATIVE_REDIRECT'],
    'The simulator has a landing page only',
  ),
  returnUrl: HttpUrl,
  paymentDescription: v.optional(v.pipe(v.string(), v.minLength(3), v.maxLength(100)), ''),
  customer: v.optional(v.object({ phoneNumber: v.union([v.string(), v.number()]) })),
});

const ModificationSchema = v.object({ modificationAmount: AmountSchema });

const ForceApproveSchema = v.optional(
  v.object({
    customer: v.optional(v.object({ phoneNumber: v.union([v.string(), v.number()]) })),
    token: v.optional(v.string()),
  }),
);

function invalid(issues: v.BaseIssue<unknown>[]): Problem {
  const detail = issues
    .map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`)
    .join('; ');
  return problem(400, 'validation-error', detail);
}

/** JSON with sorted keys: the same request sent twice gives the same text. */
function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${fingerprint(x)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function idempotencyKey(headers: Record<string, unknown>): string | Problem {
  const raw = headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || key === '') {
    return problem(400, 'validation-error', 'Idempotency-Key header is required');
  }
  if (key.length > 50) {
    return problem(400, 'validation-error', 'Idempotency-Key must be at most 50 characters');
  }
  return key;
}

export function registerEpaymentRoutes(
  app: FastifyInstance,
  options: { state: VippsSimulatorState; publicUrl: string },
): void {
  const { state } = options;

  /** Answers from the store if the key was used: the same request replays, another conflicts. */
  function answerStored(
    scope: string,
    print: string,
    reply: FastifyReply,
  ): FastifyReply | undefined {
    const stored = state.idempotentAnswers.get(scope);
    if (!stored) return undefined;
    if (stored.fingerprint !== print) {
      return sendProblem(
        reply,
        problem(409, 'idempotency-conflict', 'Idempotency-Key reused with another request'),
      );
    }
    return reply.code(stored.status).send(stored.body);
  }

  app.post('/epayment/v1/payments', async (request, reply) => {
    const key = idempotencyKey(request.headers);
    if (typeof key !== 'string') return sendProblem(reply, key);
    const print = fingerprint(request.body);
    const scope = `create ${key}`;
    const stored = answerStored(scope, print, reply);
    if (stored) return stored;

    const parsed = v.safeParse(CreateSchema, request.body);
    if (!parsed.success) return sendProblem(reply, invalid(parsed.issues));
    const input = parsed.output;
    if (state.payments.has(input.reference)) {
      return sendProblem(
        reply,
        problem(409, 'reference-used', `Reference ${input.reference} is already used`),
      );
    }
    const payment = createPayment(
      state,
      {
        reference: input.reference,
        amount: input.amount.value,
        paymentDescription: input.paymentDescription,
        returnUrl: input.returnUrl,
      },
      key,
      options.publicUrl,
    );
    const body = { redirectUrl: payment.redirectUrl, reference: payment.reference };
    state.idempotentAnswers.set(scope, { fingerprint: print, status: 201, body });
    return reply.code(201).send(body);
  });

  app.get<{ Params: { reference: string } }>(
    '/epayment/v1/payments/:reference',
    async (request, reply) => {
      const payment = state.payment(request.params.reference);
      if (!payment) return sendProblem(reply, notFound(request.params.reference));
      return paymentBody(payment);
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/epayment/v1/payments/:reference/events',
    async (request, reply) => {
      const payment = state.payment(request.params.reference);
      if (!payment) return sendProblem(reply, notFound(request.params.reference));
      return payment.events;
    },
  );

  for (const operation of ['capture', 'cancel', 'refund'] as const) {
    app.post<{ Params: { reference: string } }>(
      `/epayment/v1/payments/:reference/${operation}`,
      async (request, reply) => {
        const key = idempotencyKey(request.headers);
        if (typeof key !== 'string') return sendProblem(reply, key);
        const payment = state.payment(request.params.reference);
        if (!payment) return sendProblem(reply, notFound(request.params.reference));
        const print = fingerprint(operation === 'cancel' ? null : request.body);
        const scope = `${operation} ${payment.reference} ${key}`;
        const stored = answerStored(scope, print, reply);
        if (stored) return stored;

        let outcome: Outcome;
        if (operation === 'cancel') {
          outcome = cancel(state, payment, key);
        } else {
          const parsed = v.safeParse(ModificationSchema, request.body);
          if (!parsed.success) return sendProblem(reply, invalid(parsed.issues));
          const value = parsed.output.modificationAmount.value;
          outcome =
            operation === 'capture'
              ? capture(state, payment, value, key)
              : refund(state, payment, value, key);
        }
        // Failures are not stored: the same key may succeed once the payment allows it.
        if (!outcome.ok) return sendProblem(reply, outcome.problem);
        const body = modificationBody(payment, outcome.pspReference);
        state.idempotentAnswers.set(scope, { fingerprint: print, status: 200, body });
        return body;
      },
    );
  }

  app.post<{ Params: { reference: string } }>(
    '/epayment/v1/test/payments/:reference/approve',
    async (request, reply) => {
      const payment = state.payment(request.params.reference);
      if (!payment) return sendProblem(reply, notFound(request.params.reference));
      const parsed = v.safeParse(ForceApproveSchema, request.body);
      if (!parsed.success) return sendProblem(reply, invalid(parsed.issues));
      const token = parsed.output?.token;
      if (token !== undefined && token !== payment.landingToken) {
        return sendProblem(reply, problem(400, 'validation-error', 'token does not match'));
      }
      const outcome = authorize(state, payment, 'forced');
      if (!outcome.ok) return sendProblem(reply, outcome.problem);
      return reply.code(200).send();
    },
  );
}

function notFound(reference: string): Problem {
  return problem(404, 'not-found', `No payment with reference ${reference}`);
}
