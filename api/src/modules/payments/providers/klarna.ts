/**
 * Klarna Payments + Order Management adapter (../shared/docs/external-apis.md §1). It speaks
 * Klarna's real HTTP API; tests and development point `baseUrl` at the built-in simulator
 * (api/src/simulators/klarna), so this code is the same everywhere. Every failure becomes a
 * `ProviderError`; amounts are øre on the wire, never kroner.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { ProviderError, type FetchLike } from './types';

export interface KlarnaConfig {
  baseUrl: string;
  username: string;
  password: string;
  fetch?: FetchLike;
  /** Per attempt, including reading the body. Default 10 000 ms. */
  timeoutMs?: number;
}

export interface KlarnaOrderLine {
  type: 'physical' | 'discount' | 'shipping_fee' | 'surcharge' | 'gift_card' | 'store_credit';
  reference?: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

export interface KlarnaSessionBody {
  purchase_country: 'NO';
  purchase_currency: 'NOK';
  locale: 'nb-NO';
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
  merchant_reference1: string;
  merchant_reference2?: string;
  merchant_urls?: { authorization?: string; confirmation?: string; notification?: string };
  intent?: 'buy';
}

export interface KlarnaSession {
  session_id: string;
  client_token: string;
  payment_method_categories: { identifier: string; name: string }[];
}

export interface KlarnaSessionRead {
  status: 'incomplete' | 'complete';
  order_amount: number;
  merchant_reference1?: string;
  authorization_token?: string | null;
  expires_at?: string;
}

export interface KlarnaPlacedOrder {
  order_id: string;
  fraud_status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
  redirect_url?: string;
}

export type KlarnaOrderStatus =
  'AUTHORIZED' | 'PART_CAPTURED' | 'CAPTURED' | 'CANCELLED' | 'EXPIRED' | 'CLOSED';

export interface KlarnaOrder {
  order_id: string;
  status: KlarnaOrderStatus;
  fraud_status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
  order_amount: number;
  captured_amount: number;
  refunded_amount: number;
  remaining_authorized_amount: number;
  merchant_reference1: string;
  merchant_reference2?: string;
  expires_at: string;
  captures: { capture_id: string; captured_amount: number; reference?: string }[];
}

export interface KlarnaCaptureBody {
  captured_amount: number;
  reference?: string;
  description?: string;
  order_lines?: KlarnaOrderLine[];
  shipping_info?: {
    shipping_company?: string;
    tracking_number?: string;
    shipping_method?: string;
  }[];
}

export interface KlarnaRefundBody {
  refunded_amount: number;
  reference?: string;
  description?: string;
}

export interface KlarnaClient {
  createSession(body: KlarnaSessionBody): Promise<KlarnaSession>;
  readSession(sessionId: string): Promise<KlarnaSessionRead>;
  createOrder(authorizationToken: string, body: KlarnaSessionBody): Promise<KlarnaPlacedOrder>;
  cancelAuthorization(authorizationToken: string): Promise<void>;
  readOrder(orderId: string): Promise<KlarnaOrder>;
  capture(
    orderId: string,
    body: KlarnaCaptureBody,
    idempotencyKey: string,
  ): Promise<{ captureId: string }>;
  cancelOrder(orderId: string, idempotencyKey: string): Promise<void>;
  refund(
    orderId: string,
    body: KlarnaRefundBody,
    idempotencyKey: string,
  ): Promise<{ refundId: string }>;
}

/** A UUID-shaped idempotency key derived from our own ids: sha256(parts.join(':')) formatted 8-4-4-4-12. */
export function klarnaIdempotencyKey(...parts: (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Short pause before the single retry: enough for a blip, short enough for a checkout request. */
const RETRY_DELAY_MS = 200;

// Responses are checked, not trusted: valibot objects keep only the declared keys.
const FraudStatusSchema = v.picklist(['ACCEPTED', 'PENDING', 'REJECTED']);
const SessionSchema = v.object({
  session_id: v.string(),
  client_token: v.string(),
  payment_method_categories: v.array(v.object({ identifier: v.string(), name: v.string() })),
});
const SessionReadSchema = v.object({
  status: v.picklist(['incomplete', 'complete']),
  order_amount: v.number(),
  merchant_reference1: v.optional(v.string()),
  authorization_token: v.optional(v.nullable(v.string())),
  expires_at: v.optional(v.string()),
});
const PlacedOrderSchema = v.object({
  order_id: v.string(),
  fraud_status: FraudStatusSchema,
  redirect_url: v.optional(v.string()),
});
const OrderSchema = v.object({
  order_id: v.string(),
  status: v.picklist(['AUTHORIZED', 'PART_CAPTURED', 'CAPTURED', 'CANCELLED', 'EXPIRED', 'CLOSED']),
  fraud_status: FraudStatusSchema,
  order_amount: v.number(),
  captured_amount: v.number(),
  refunded_amount: v.number(),
  remaining_authorized_amount: v.number(),
  merchant_reference1: v.string(),
  merchant_reference2: v.optional(v.string()),
  expires_at: v.string(),
  captures: v.array(
    v.object({
      capture_id: v.string(),
      captured_amount: v.number(),
      reference: v.optional(v.string()),
    }),
  ),
});
const ErrorBodySchema = v.object({
  error_code: v.optional(v.string()),
  error_messages: v.optional(v.array(v.string())),
  correlation_id: v.optional(v.string()),
});

interface CallSpec {
  method: 'GET' | 'POST' | 'DELETE';
  /** Real path, with ids encoded. */
  path: string;
  /** Path for messages: authorization tokens are bearer secrets and stay out of logs. */
  label: string;
  body?: unknown;
  idempotencyKey?: string;
}

interface CallResult {
  status: number;
  headers: Headers;
  json: unknown;
}

const seg = (id: string) => encodeURIComponent(id);

export function createKlarnaClient(config: KlarnaConfig): KlarnaClient {
  const fetchFn = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;

  async function attempt(spec: CallSpec): Promise<CallResult> {
    const headers: Record<string, string> = {
      Authorization: authorization,
      Accept: 'application/json',
    };
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
    if (spec.idempotencyKey) headers['Klarna-Idempotency-Key'] = spec.idempotencyKey;
    const what = `Klarna ${spec.method} ${spec.label}`;
    try {
      const res = await fetchFn(`${baseUrl}${spec.path}`, {
        method: spec.method,
        headers,
        ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      const json = parseJson(text);
      if (!res.ok) throw errorFromResponse(what, res.status, json);
      if (text && json === undefined) {
        throw new ProviderError('klarna', res.status, null, `${what}: response is not JSON`, false);
      }
      return { status: res.status, headers: res.headers, json };
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      // Never echo the request (it carries the Authorization header); the cause's name and
      // message are fetch/undici's own and hold no credentials.
      const e = error as { name?: string; message?: string };
      const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : `unreachable (${e.message ?? 'network error'})`;
      // Status 0 also when the headers came but the body did not: there is no usable answer.
      throw new ProviderError('klarna', 0, null, `${what}: ${reason}`, true);
    }
  }

  /** GETs and keyed POSTs are safe to repeat: one retry with the same key. */
  async function call(spec: CallSpec): Promise<CallResult> {
    const repeatable = spec.method === 'GET' || spec.idempotencyKey !== undefined;
    try {
      return await attempt(spec);
    } catch (error) {
      if (!repeatable || !(error instanceof ProviderError) || !error.retryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return attempt(spec);
    }
  }

  function parsed<TSchema extends v.GenericSchema>(
    schema: TSchema,
    spec: CallSpec,
    result: CallResult,
  ): v.InferOutput<TSchema> {
    const out = v.safeParse(schema, result.json);
    if (out.success) return out.output;
    const where = v.getDotPath(out.issues[0]) ?? 'body';
    throw new ProviderError(
      'klarna',
      result.status,
      null,
      `Klarna ${spec.method} ${spec.label}: unexpected response (${where})`,
      false,
    );
  }

  /** Capture-Id / Refund-Id header, else the last segment of Location. */
  function createdId(spec: CallSpec, result: CallResult, header: string): string {
    const id = result.headers.get(header) ?? result.headers.get('location')?.split('/').pop();
    if (id) return id;
    throw new ProviderError(
      'klarna',
      result.status,
      null,
      `Klarna ${spec.method} ${spec.label}: ${header} header missing`,
      false,
    );
  }

  return {
    async createSession(body) {
      const spec: CallSpec = {
        method: 'POST',
        path: '/payments/v1/sessions',
        label: '/payments/v1/sessions',
        body,
      };
      return parsed(SessionSchema, spec, await call(spec));
    },

    async readSession(sessionId) {
      const spec: CallSpec = {
        method: 'GET',
        path: `/payments/v1/sessions/${seg(sessionId)}`,
        label: `/payments/v1/sessions/${sessionId}`,
      };
      return parsed(SessionReadSchema, spec, await call(spec));
    },

    async createOrder(authorizationToken, body) {
      // No idempotency key exists for this call, so it is never retried: a lost answer is
      // resolved by the caller (readSession / the authorization callback), not by resending.
      const spec: CallSpec = {
        method: 'POST',
        path: `/payments/v1/authorizations/${seg(authorizationToken)}/order`,
        label: '/payments/v1/authorizations/{token}/order',
        body,
      };
      return parsed(PlacedOrderSchema, spec, await call(spec));
    },

    async cancelAuthorization(authorizationToken) {
      await call({
        method: 'DELETE',
        path: `/payments/v1/authorizations/${seg(authorizationToken)}`,
        label: '/payments/v1/authorizations/{token}',
      });
    },

    async readOrder(orderId) {
      const spec: CallSpec = {
        method: 'GET',
        path: `/ordermanagement/v1/orders/${seg(orderId)}`,
        label: `/ordermanagement/v1/orders/${orderId}`,
      };
      return parsed(OrderSchema, spec, await call(spec));
    },

    async capture(orderId, body, idempotencyKey) {
      const spec: CallSpec = {
        method: 'POST',
        path: `/ordermanagement/v1/orders/${seg(orderId)}/captures`,
        label: `/ordermanagement/v1/orders/${orderId}/captures`,
        body,
        idempotencyKey,
      };
      return { captureId: createdId(spec, await call(spec), 'capture-id') };
    },

    async cancelOrder(orderId, idempotencyKey) {
      await call({
        method: 'POST',
        path: `/ordermanagement/v1/orders/${seg(orderId)}/cancel`,
        label: `/ordermanagement/v1/orders/${orderId}/cancel`,
        idempotencyKey,
      });
    },

    async refund(orderId, body, idempotencyKey) {
      const spec: CallSpec = {
        method: 'POST',
        path: `/ordermanagement/v1/orders/${seg(orderId)}/refunds`,
        label: `/ordermanagement/v1/orders/${orderId}/refunds`,
        body,
        idempotencyKey,
      };
      return { refundId: createdId(spec, await call(spec), 'refund-id') };
    },
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromResponse(what: string, status: number, json: unknown): ProviderError {
  const body = v.safeParse(ErrorBodySchema, json);
  const code = body.success ? (body.output.error_code ?? null) : null;
  const details = body.success ? (body.output.error_messages ?? []).join('; ') : '';
  const correlation = body.success ? body.output.correlation_id : undefined;
  const message = [
    `${what}: HTTP ${status}`,
    code ? ` ${code}` : '',
    details ? ` – ${details}` : '',
    correlation ? ` (correlation_id ${correlation})` : '',
  ].join('');
  return new ProviderError('klarna', status, code, message, status === 429 || status >= 500);
}
