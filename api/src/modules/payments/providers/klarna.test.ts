/**
 * The Klarna adapter against the built-in simulator over real HTTP (127.0.0.1, port 0), and
 * against a scripted fetch for what a live server cannot stage (timeouts, dropped sockets).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SIM_CREDENTIALS,
  sampleSessionBody,
  startKlarnaSimulator,
  waitFor,
  widgetAuthorize,
  type RunningKlarnaSimulator,
} from '../../../simulators/klarna/testing';
import { createKlarnaClient, klarnaIdempotencyKey, type KlarnaClient } from './klarna';
import { ProviderError, type FetchLike } from './types';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  status: number;
  responseHeaders: Headers;
}

/** Global fetch that remembers each request and its answer's status and headers. */
function recordingFetch(seen: Seen[]): FetchLike {
  return async (input, init) => {
    const res = await fetch(input, init);
    seen.push({
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
      status: res.status,
      responseHeaders: res.headers,
    });
    return res;
  };
}

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const CALLBACK_PATH = '/api/v1/payments/klarna/authorization';
const CALLBACK_SECRET = 'one-time-secret-123';

describe('Klarna adapter against the simulator', () => {
  let sim: RunningKlarnaSimulator;
  let client: KlarnaClient;
  let seen: Seen[];
  const callbacks: { query: unknown; body: unknown }[] = [];

  /** A merchant route standing in for our API's authorization callback. */
  const receiver = (app: FastifyInstance) => {
    app.post(CALLBACK_PATH, async (request, reply) => {
      callbacks.push({ query: request.query, body: request.body });
      return reply.code(204).send();
    });
  };

  beforeAll(async () => {
    sim = await startKlarnaSimulator({ routes: receiver });
  });
  afterAll(async () => {
    await sim?.close();
  });
  beforeEach(() => {
    seen = [];
    client = createKlarnaClient({
      baseUrl: sim.baseUrl,
      ...SIM_CREDENTIALS,
      fetch: recordingFetch(seen),
    });
  });

  /** Session → widget approval → Klarna order, as the order service will run it. */
  async function placedOrder(body = sampleSessionBody()) {
    const session = await client.createSession(body);
    const approval = await widgetAuthorize(sim.baseUrl, session.client_token);
    const token = String(approval.body.authorization_token);
    const placed = await client.createOrder(token, body);
    return { session, token, placed };
  }

  it('takes a payment from session to full capture, replaying a repeated capture key', async () => {
    const body = sampleSessionBody({
      merchant_urls: { confirmation: 'https://shop.example/checkout/kvittering?order={order.id}' },
    });
    const session = await client.createSession(body);
    expect(session.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.client_token.split('.')).toHaveLength(3);
    expect(session.payment_method_categories.map((c) => c.identifier)).toContain('klarna');
    expect(await client.readSession(session.session_id)).toMatchObject({
      status: 'incomplete',
      order_amount: 149_800,
      merchant_reference1: 'BLP-1042',
      authorization_token: null,
    });

    const approval = await widgetAuthorize(sim.baseUrl, session.client_token);
    expect(approval).toMatchObject({ status: 200, body: { approved: true, show_form: true } });
    const token = String(approval.body.authorization_token);

    const placed = await client.createOrder(token, body);
    expect(placed.fraud_status).toBe('ACCEPTED');
    expect(placed.redirect_url).toBe(
      `https://shop.example/checkout/kvittering?order=${placed.order_id}`,
    );
    expect((await client.readSession(session.session_id)).status).toBe('complete');

    const order = await client.readOrder(placed.order_id);
    expect(order).toMatchObject({
      order_id: placed.order_id,
      status: 'AUTHORIZED',
      order_amount: 149_800,
      captured_amount: 0,
      remaining_authorized_amount: 149_800,
      merchant_reference1: 'BLP-1042',
      merchant_reference2: 'checkout-7',
      captures: [],
    });
    const days = (Date.parse(order.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27.9);
    expect(days).toBeLessThanOrEqual(28);

    const firstKey = klarnaIdempotencyKey('order-1042', 'capture', 1);
    const first = await client.capture(
      placed.order_id,
      { captured_amount: 100_000, reference: 'BLP-1042' },
      firstKey,
    );
    const captureCall = seen.at(-1);
    expect(captureCall?.status).toBe(201);
    expect(captureCall?.headers.get('klarna-idempotency-key')).toBe(firstKey);
    expect(captureCall?.responseHeaders.get('capture-id')).toBe(first.captureId);
    expect(captureCall?.responseHeaders.get('location')).toBe(
      `${sim.baseUrl}/ordermanagement/v1/orders/${placed.order_id}/captures/${first.captureId}`,
    );

    // Same key, different body: Klarna compares only the key and replays the first answer.
    const replay = await client.capture(placed.order_id, { captured_amount: 5_000 }, firstKey);
    expect(replay.captureId).toBe(first.captureId);
    expect(seen.at(-1)?.status).toBe(201);
    expect(await client.readOrder(placed.order_id)).toMatchObject({
      status: 'PART_CAPTURED',
      captured_amount: 100_000,
      remaining_authorized_amount: 49_800,
    });

    const over = await providerError(
      client.capture(
        placed.order_id,
        { captured_amount: 49_801 },
        klarnaIdempotencyKey('order-1042', 'capture', 2),
      ),
    );
    expect(over).toMatchObject({
      provider: 'klarna',
      status: 403,
      code: 'CAPTURE_NOT_ALLOWED',
      retryable: false,
    });

    const rest = await client.capture(
      placed.order_id,
      {
        captured_amount: 49_800,
        shipping_info: [{ shipping_company: 'Bring', shipping_method: 'PickUpStore' }],
      },
      klarnaIdempotencyKey('order-1042', 'capture', 3),
    );
    const captured = await client.readOrder(placed.order_id);
    expect(captured).toMatchObject({
      status: 'CAPTURED',
      captured_amount: 149_800,
      remaining_authorized_amount: 0,
    });
    expect(captured.captures.map((c) => c.capture_id)).toEqual([first.captureId, rest.captureId]);

    const { refundId } = await client.refund(
      placed.order_id,
      { refunded_amount: 19_900, reference: 'retur-1' },
      klarnaIdempotencyKey('order-1042', 'refund', 1),
    );
    expect(seen.at(-1)?.status).toBe(201);
    expect(seen.at(-1)?.responseHeaders.get('refund-id')).toBe(refundId);
    expect((await client.readOrder(placed.order_id)).refunded_amount).toBe(19_900);
  });

  it('sends Basic auth on every call, and maps wrong credentials to a 401 ProviderError', async () => {
    await client.createSession(sampleSessionBody());
    const expected = `Basic ${Buffer.from(`${SIM_CREDENTIALS.username}:${SIM_CREDENTIALS.password}`).toString('base64')}`;
    expect(seen.every((call) => call.headers.get('authorization') === expected)).toBe(true);

    const wrong = createKlarnaClient({
      baseUrl: sim.baseUrl,
      username: SIM_CREDENTIALS.username,
      password: 'wrong-pw',
    });
    const error = await providerError(wrong.createSession(sampleSessionBody()));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', retryable: false });
    expect(error.message).not.toContain('wrong-pw');
    expect(error.message).not.toContain(
      Buffer.from(`${SIM_CREDENTIALS.username}:wrong-pw`).toString('base64'),
    );
  });

  it('refuses create-order with a changed body (409) and a used token (404)', async () => {
    const body = sampleSessionBody();
    const session = await client.createSession(body);
    const token = String(
      (await widgetAuthorize(sim.baseUrl, session.client_token)).body.authorization_token,
    );

    // Still consistent sums, but not what the shopper approved.
    const cheaper = sampleSessionBody({ order_amount: 129_900, order_tax_amount: 25_980 });
    cheaper.order_lines = cheaper.order_lines.slice(0, 1);
    const changed = await providerError(client.createOrder(token, cheaper));
    expect(changed).toMatchObject({ status: 409, code: 'BAD_VALUE', retryable: false });
    expect(changed.message).not.toContain(token);

    await client.createOrder(token, body);
    const reused = await providerError(client.createOrder(token, body));
    expect(reused).toMatchObject({ status: 404, retryable: false });

    const unknown = await providerError(
      client.createOrder('00000000-0000-0000-0000-000000000000', body),
    );
    expect(unknown).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('rejects sums that do not add up with 400 BAD_VALUE', async () => {
    const amount = await providerError(
      client.createSession(sampleSessionBody({ order_amount: 149_801 })),
    );
    expect(amount).toMatchObject({ status: 400, code: 'BAD_VALUE', retryable: false });
    expect(amount.message).toContain('order_amount');

    const tax = await providerError(
      client.createSession(sampleSessionBody({ order_tax_amount: 29_961 })),
    );
    expect(tax).toMatchObject({ status: 400, code: 'BAD_VALUE' });
    expect(tax.message).toContain('order_tax_amount');
  });

  it('retries an idempotent call once with the same key, and gives up after that', async () => {
    const { placed } = await placedOrder();

    sim.state.failNext(1, 503);
    const key = klarnaIdempotencyKey('order-7', 'capture', 1);
    seen.length = 0;
    const { captureId } = await client.capture(placed.order_id, { captured_amount: 1_000 }, key);
    expect(seen.map((call) => call.status)).toEqual([503, 201]);
    expect(seen.map((call) => call.headers.get('klarna-idempotency-key'))).toEqual([key, key]);
    const order = await client.readOrder(placed.order_id);
    expect(order.captures.map((c) => c.capture_id)).toEqual([captureId]);

    sim.state.failNext(2, 429);
    seen.length = 0;
    const throttled = await providerError(client.readOrder(placed.order_id));
    expect(throttled).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryable: true });
    expect(seen).toHaveLength(2);

    // No idempotency key on create-session: never repeated by the adapter.
    sim.state.failNext(1, 503);
    seen.length = 0;
    const down = await providerError(client.createSession(sampleSessionBody()));
    expect(down).toMatchObject({ status: 503, code: 'TEMPORARILY_UNAVAILABLE', retryable: true });
    expect(seen).toHaveLength(1);
  });

  it('cancels an uncaptured order and an unused authorization', async () => {
    const { placed } = await placedOrder();
    await client.cancelOrder(placed.order_id, klarnaIdempotencyKey('order-8', 'cancel'));
    expect((await client.readOrder(placed.order_id)).status).toBe('CANCELLED');
    // A repeated cancel with the same key replays the 204 instead of failing.
    await client.cancelOrder(placed.order_id, klarnaIdempotencyKey('order-8', 'cancel'));

    const session = await client.createSession(sampleSessionBody());
    const token = String(
      (await widgetAuthorize(sim.baseUrl, session.client_token)).body.authorization_token,
    );
    await client.cancelAuthorization(token);
    expect(await providerError(client.createOrder(token, sampleSessionBody()))).toMatchObject({
      status: 404,
    });

    const missing = await providerError(client.readOrder('no-such-order'));
    expect(missing).toMatchObject({ status: 404, code: 'NO_SUCH_ORDER' });
  });

  it('delivers the authorization callback to merchant_urls.authorization', async () => {
    const body = sampleSessionBody({
      merchant_urls: { authorization: `${sim.origin}${CALLBACK_PATH}?k=${CALLBACK_SECRET}` },
    });
    const session = await client.createSession(body);
    const approval = await widgetAuthorize(sim.baseUrl, session.client_token);
    const arrived = await waitFor(
      () =>
        callbacks.find(
          (c) => (c.body as { session_id?: string }).session_id === session.session_id,
        ),
      { what: 'the authorization callback' },
    );
    expect(arrived).toEqual({
      query: { k: CALLBACK_SECRET },
      body: {
        authorization_token: approval.body.authorization_token,
        session_id: session.session_id,
      },
    });
    // The token from the callback places the order just like the browser's.
    const placed = await client.createOrder(String(approval.body.authorization_token), body);
    expect(placed.order_id).toBeTruthy();
  });

  it('serves the widget script as JavaScript', async () => {
    const res = await fetch(`${sim.baseUrl}/kp/lib/v1/api.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await res.text()).toContain('Klarna');
  });
});

describe('Klarna adapter failure mapping (scripted fetch)', () => {
  const config = {
    baseUrl: 'https://api.playground.klarna.com/',
    username: 'PK_1',
    password: 'pw-never-logged',
  };

  it('turns a timeout into a retryable status-0 error and retries a GET once', async () => {
    let calls = 0;
    const hanging: FetchLike = (_input, init) => {
      calls += 1;
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    };
    const client = createKlarnaClient({ ...config, fetch: hanging, timeoutMs: 20 });
    const error = await providerError(client.readOrder('o-1'));
    expect(error).toMatchObject({ status: 0, code: null, retryable: true });
    expect(error.message).toContain('no answer within 20 ms');
    expect(calls).toBe(2);
  });

  it('turns a network failure into a retryable status-0 error without repeating an unkeyed POST', async () => {
    let calls = 0;
    let url = '';
    const down: FetchLike = async (input) => {
      calls += 1;
      url = String(input);
      throw new TypeError('fetch failed');
    };
    const client = createKlarnaClient({ ...config, fetch: down });
    const error = await providerError(client.createSession(sampleSessionBody()));
    expect(error).toMatchObject({ status: 0, retryable: true });
    expect(calls).toBe(1);
    expect(url).toBe('https://api.playground.klarna.com/payments/v1/sessions');
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('pw-never-logged');
  });

  it('reports an answer of the wrong shape as a non-retryable error', async () => {
    const odd: FetchLike = async () =>
      new Response(JSON.stringify({ order_id: 'x' }), { status: 200 });
    const client = createKlarnaClient({ ...config, fetch: odd });
    expect(await providerError(client.readOrder('x'))).toMatchObject({
      status: 200,
      retryable: false,
    });
  });

  it('reads an error body without JSON', async () => {
    const bad: FetchLike = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    const client = createKlarnaClient({ ...config, fetch: bad });
    expect(await providerError(client.readSession('s'))).toMatchObject({
      status: 502,
      code: null,
      retryable: true,
    });
  });
});

describe('klarnaIdempotencyKey', () => {
  it('is the sha256 of the joined parts, UUID-shaped and stable', () => {
    const key = klarnaIdempotencyKey('order-1042', 'capture', 1);
    const hex = createHash('sha256').update('order-1042:capture:1').digest('hex');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(key.replaceAll('-', '')).toBe(hex.slice(0, 32));
    expect(klarnaIdempotencyKey('order-1042', 'capture', 1)).toBe(key);
    expect(klarnaIdempotencyKey('order-1042', 'capture', 2)).not.toBe(key);
  });
});
