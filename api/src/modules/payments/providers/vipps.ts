/**
 * Vipps MobilePay ePayment adapter (external-apis.md §2): access token, create/get/capture/
 * cancel/refund of one payment, webhook registrations. It speaks the real HTTP API, so the
 * built-in simulator (src/simulators/vipps) and Vipps itself differ only in `baseUrl`.
 *
 * Failures become `ProviderError`s; the adapter retries a retryable failure once, and only
 * where a repeat cannot double an effect (GETs, and calls that carry an idempotency key).
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { ProviderError, type FetchLike } from './types';

export interface VippsConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  systemName?: string;
  systemVersion?: string;
  fetch?: FetchLike;
  now?: () => Date;
  /** Per HTTP attempt; default 10000. */
  timeoutMs?: number;
}

export type VippsState = 'CREATED' | 'ABORTED' | 'EXPIRED' | 'AUTHORIZED' | 'TERMINATED';

export interface VippsAmount {
  currency: 'NOK';
  value: number;
}

export interface VippsAggregate {
  authorizedAmount: VippsAmount;
  cancelledAmount: VippsAmount;
  capturedAmount: VippsAmount;
  refundedAmount: VippsAmount;
}

export interface VippsPayment {
  reference: string;
  pspReference: string;
  state: VippsState;
  amount: VippsAmount;
  aggregate: VippsAggregate;
  redirectUrl?: string;
}

export interface VippsCreatePayment {
  amount: VippsAmount;
  reference: string;
  returnUrl: string;
  paymentDescription: string;
  userFlow?: 'WEB_REDIRECT';
  customer?: { phoneNumber: string };
}

export interface VippsWebhook {
  id: string;
  url: string;
  events: string[];
}

export interface VippsClient {
  createPayment(
    body: VippsCreatePayment,
    idempotencyKey: string,
  ): Promise<{ redirectUrl: string; reference: string }>;
  getPayment(reference: string): Promise<VippsPayment>;
  /** ModificationResponse mapped to the same shape as getPayment. */
  capture(reference: string, value: number, idempotencyKey: string): Promise<VippsPayment>;
  cancel(reference: string, idempotencyKey: string): Promise<VippsPayment>;
  refund(reference: string, value: number, idempotencyKey: string): Promise<VippsPayment>;
  registerWebhook(url: string, events: string[]): Promise<{ id: string; secret: string }>;
  listWebhooks(): Promise<VippsWebhook[]>;
  deleteWebhook(id: string): Promise<void>;
}

/** The ePayment webhook events (external-apis.md §2.6). */
export const VIPPS_EVENTS: readonly string[] = Object.freeze([
  'epayments.payment.created.v1',
  'epayments.payment.aborted.v1',
  'epayments.payment.expired.v1',
  'epayments.payment.cancelled.v1',
  'epayments.payment.captured.v1',
  'epayments.payment.refunded.v1',
  'epayments.payment.authorized.v1',
  'epayments.payment.terminated.v1',
]);

/**
 * Idempotency key ≤ 50 chars derived from our own ids: base64url of sha256 (43 chars). The
 * parts are hashed as a JSON array, so ('a:b', 'c') and ('a', 'b:c') give different keys.
 */
export function vippsIdempotencyKey(...parts: (string | number)[]): string {
  if (parts.length === 0) throw new RangeError('vippsIdempotencyKey needs at least one part');
  return createHash('sha256')
    .update(JSON.stringify(parts.map(String)))
    .digest('base64url');
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Refresh this long before `expires_on`, so a token never expires mid-request. */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
const RETRY_DELAY_MS = 200;
const HEADER_VALUE_MAX = 30;
const REFERENCE_PATTERN = /^[a-zA-Z0-9-]{8,50}$/;
const PLUGIN_NAME = 'blp-vipps-epayment';
const PLUGIN_VERSION = '1.0.0';

// Response shapes: only the fields we use; unknown fields are ignored.
const AmountSchema = v.object({
  currency: v.literal('NOK'),
  value: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
const PaymentSchema = v.object({
  reference: v.string(),
  pspReference: v.string(),
  state: v.picklist(['CREATED', 'ABORTED', 'EXPIRED', 'AUTHORIZED', 'TERMINATED']),
  amount: AmountSchema,
  aggregate: v.object({
    authorizedAmount: AmountSchema,
    cancelledAmount: AmountSchema,
    capturedAmount: AmountSchema,
    refundedAmount: AmountSchema,
  }),
  redirectUrl: v.optional(v.string()),
});
const CreatedSchema = v.object({ redirectUrl: v.string(), reference: v.string() });
const NumberText = v.union([v.string(), v.number()]);
const TokenSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.optional(NumberText),
  expires_on: v.optional(NumberText),
});
const RegisteredSchema = v.object({ id: v.string(), secret: v.string() });
const WebhookListSchema = v.object({
  webhooks: v.array(v.object({ id: v.string(), url: v.string(), events: v.array(v.string()) })),
});
const ProblemSchema = v.object({
  type: v.optional(v.nullable(v.string())),
  title: v.optional(v.nullable(v.string())),
  detail: v.optional(v.nullable(v.string())),
});

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Names the operation in error messages. */
  what: string;
  body?: unknown;
  idempotencyKey?: string;
}

interface Answer {
  status: number;
  text: string;
}

/** Printable ASCII, ≤ 30 chars: what Vipps accepts in the `Vipps-System-*` headers. */
function headerValue(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '').slice(0, HEADER_VALUE_MAX);
}

function isRetryableStatus(status: number): boolean {
  // 423 Locked is transient per Vipps's error guide ("retry with the Idempotency-Key").
  return status === 429 || status === 423 || status >= 500;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A non-2xx answer as a ProviderError; the problem JSON's type/title becomes the code. */
function errorFrom(answer: Answer, what: string): ProviderError {
  const problem = v.safeParse(ProblemSchema, parseJson(answer.text));
  const fields = problem.success ? problem.output : {};
  const code = fields.type || fields.title || null;
  const detail = fields.detail || fields.title || `HTTP ${answer.status}`;
  return new ProviderError(
    'vipps',
    answer.status,
    code,
    `Vipps ${what}: ${detail}`,
    isRetryableStatus(answer.status),
  );
}

function parseAnswer<S extends v.GenericSchema>(
  schema: S,
  answer: Answer,
  what: string,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, parseJson(answer.text));
  if (parsed.success) return parsed.output;
  // A 2xx we cannot read: repeating the call would not change that.
  throw new ProviderError(
    'vipps',
    answer.status,
    'INVALID_RESPONSE',
    `Vipps ${what}: unexpected response body`,
    false,
  );
}

function toPayment(body: v.InferOutput<typeof PaymentSchema>): VippsPayment {
  const payment: VippsPayment = {
    reference: body.reference,
    pspReference: body.pspReference,
    state: body.state,
    amount: body.amount,
    aggregate: body.aggregate,
  };
  if (body.redirectUrl !== undefined) payment.redirectUrl = body.redirectUrl;
  return payment;
}

function checkKey(idempotencyKey: string): void {
  if (idempotencyKey.length < 1 || idempotencyKey.length > 50) {
    throw new RangeError('Vipps Idempotency-Key must be 1–50 characters');
  }
}

function checkReference(reference: string): void {
  if (!REFERENCE_PATTERN.test(reference)) {
    throw new RangeError(`Vipps reference must match ${REFERENCE_PATTERN.source}`);
  }
}

function checkValue(value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError('Vipps amounts are positive integers in øre');
  }
}

export function createVippsClient(config: VippsConfig): VippsClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const fetchImpl = config.fetch ?? fetch;
  const now = config.now ?? (() => new Date());
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const commonHeaders: Record<string, string> = {
    'Ocp-Apim-Subscription-Key': config.subscriptionKey,
    'Merchant-Serial-Number': config.merchantSerialNumber,
    'Vipps-System-Name': headerValue(config.systemName ?? 'bare-lave-priser'),
    'Vipps-System-Version': headerValue(config.systemVersion ?? '0.1.0'),
    'Vipps-System-Plugin-Name': PLUGIN_NAME,
    'Vipps-System-Plugin-Version': PLUGIN_VERSION,
  };

  /** One HTTP exchange; unreachable or too slow becomes a retryable status-0 error. */
  async function exchange(
    path: string,
    what: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<Answer> {
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : `unreachable (${error instanceof Error ? error.message : 'network error'})`;
      throw new ProviderError('vipps', 0, null, `Vipps ${what}: ${reason}`, true);
    }
  }

  let cached: { token: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const what = 'access token';
    const answer = await exchange('/accesstoken/get', what, {
      method: 'POST',
      headers: {
        ...commonHeaders,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      },
    });
    if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer, what);
    const body = parseAnswer(TokenSchema, answer, what);
    const issuedAt = now().getTime();
    // Numbers arrive as strings; expires_on is epoch seconds, expires_in a lifetime.
    const expiresAt =
      body.expires_on !== undefined
        ? Number(body.expires_on) * 1000
        : issuedAt + Number(body.expires_in ?? 0) * 1000;
    // Short-lived tokens (simulator, tests) would otherwise be refreshed on every call.
    const margin = Math.min(TOKEN_REFRESH_MARGIN_MS, Math.max(0, (expiresAt - issuedAt) / 2));
    cached = { token: body.access_token, refreshAt: expiresAt - margin };
    return body.access_token;
  }

  /** The cached token, or one shared fetch of a new one for all concurrent callers. */
  function accessToken(): Promise<string> {
    if (cached && now().getTime() < cached.refreshAt) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  function send(call: Call, token: string): Promise<Answer> {
    const headers: Record<string, string> = {
      ...commonHeaders,
      Authorization: `Bearer ${token}`,
    };
    if (call.idempotencyKey !== undefined) headers['Idempotency-Key'] = call.idempotencyKey;
    const init: { method: string; headers: Record<string, string>; body?: string } = {
      method: call.method,
      headers,
    };
    if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(call.body);
    }
    return exchange(call.path, call.what, init);
  }

  /** One attempt; a 401 means our token is stale: fetch a new one and try once more. */
  async function attempt(call: Call): Promise<Answer> {
    const token = await accessToken();
    let answer = await send(call, token);
    if (answer.status === 401) {
      if (cached?.token === token) cached = null;
      answer = await send(call, await accessToken());
    }
    if (answer.status < 200 || answer.status >= 300) throw errorFrom(answer, call.what);
    return answer;
  }

  async function request(call: Call): Promise<Answer> {
    const repeatable = call.method === 'GET' || call.idempotencyKey !== undefined;
    try {
      return await attempt(call);
    } catch (error) {
      if (!repeatable || !(error instanceof ProviderError) || !error.retryable) throw error;
      await sleep(RETRY_DELAY_MS);
      return attempt(call);
    }
  }

  const paymentPath = (reference: string) =>
    `/epayment/v1/payments/${encodeURIComponent(reference)}`;

  async function modify(
    reference: string,
    operation: 'capture' | 'cancel' | 'refund',
    idempotencyKey: string,
    value?: number,
  ): Promise<VippsPayment> {
    checkKey(idempotencyKey);
    const what = `${operation} ${reference}`;
    const call: Call = {
      method: 'POST',
      path: `${paymentPath(reference)}/${operation}`,
      what,
      idempotencyKey,
    };
    if (value !== undefined) call.body = { modificationAmount: { currency: 'NOK', value } };
    return toPayment(parseAnswer(PaymentSchema, await request(call), what));
  }

  return {
    async createPayment(body, idempotencyKey) {
      checkKey(idempotencyKey);
      checkReference(body.reference);
      checkValue(body.amount.value);
      const what = `create ${body.reference}`;
      const payload: Record<string, unknown> = {
        amount: body.amount,
        paymentMethod: { type: 'WALLET' },
        reference: body.reference,
        userFlow: body.userFlow ?? 'WEB_REDIRECT',
        returnUrl: body.returnUrl,
        paymentDescription: body.paymentDescription,
      };
      if (body.customer) payload.customer = body.customer;
      const answer = await request({
        method: 'POST',
        path: '/epayment/v1/payments',
        what,
        body: payload,
        idempotencyKey,
      });
      return parseAnswer(CreatedSchema, answer, what);
    },

    async getPayment(reference) {
      const what = `get ${reference}`;
      const answer = await request({ method: 'GET', path: paymentPath(reference), what });
      return toPayment(parseAnswer(PaymentSchema, answer, what));
    },

    async capture(reference, value, idempotencyKey) {
      checkValue(value);
      return modify(reference, 'capture', idempotencyKey, value);
    },

    cancel(reference, idempotencyKey) {
      return modify(reference, 'cancel', idempotencyKey);
    },

    async refund(reference, value, idempotencyKey) {
      checkValue(value);
      return modify(reference, 'refund', idempotencyKey, value);
    },

    async registerWebhook(url, events) {
      const what = 'register webhook';
      // No idempotency key exists for this call, so a failure is never repeated here.
      const answer = await request({
        method: 'POST',
        path: '/webhooks/v1/webhooks',
        what,
        body: { url, events },
      });
      return parseAnswer(RegisteredSchema, answer, what);
    },

    async listWebhooks() {
      const what = 'list webhooks';
      const answer = await request({ method: 'GET', path: '/webhooks/v1/webhooks', what });
      return parseAnswer(WebhookListSchema, answer, what).webhooks;
    },

    async deleteWebhook(id) {
      await request({
        method: 'DELETE',
        path: `/webhooks/v1/webhooks/${encodeURIComponent(id)}`,
        what: `delete webhook ${id}`,
      });
    },
  };
}
