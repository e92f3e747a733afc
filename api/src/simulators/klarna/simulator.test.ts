/**
 * The simulator's Klarna rules over raw HTTP (external-apis §1.4, §1.8): auth, validation,
 * sessions and tokens on a pinned clock, the order-management state machine, idempotent
 * replays and fault injection. The adapter's own tests cover the happy path through it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KlarnaSessionBody } from '../../modules/payments/providers/klarna';
import {
  SIM_CREDENTIALS,
  sampleSessionBody,
  startKlarnaSimulator,
  widgetAuthorize,
  type RunningKlarnaSimulator,
} from './testing';

const AUTH = `Basic ${Buffer.from(`${SIM_CREDENTIALS.username}:${SIM_CREDENTIALS.password}`).toString('base64')}`;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error_code?: string; error_messages?: string[] };
}

describe('Klarna simulator', () => {
  let sim: RunningKlarnaSimulator;
  let clock: Date;

  beforeAll(async () => {
    clock = new Date('2026-11-25T12:00:00Z');
    sim = await startKlarnaSimulator({ now: () => clock });
  });
  afterAll(async () => {
    await sim?.close();
  });
  beforeEach(() => {
    clock = new Date('2026-11-25T12:00:00Z');
  });

  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${sim.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: AUTH,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined
        ? { body: typeof body === 'string' ? body : JSON.stringify(body) }
        : {}),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
  }

  async function newSession(body: KlarnaSessionBody = sampleSessionBody()) {
    const res = await call('POST', '/payments/v1/sessions', body);
    expect(res.status).toBe(200);
    return { id: String(res.body.session_id), clientToken: String(res.body.client_token), body };
  }

  async function approved(session: { clientToken: string }): Promise<string> {
    const res = await widgetAuthorize(sim.baseUrl, session.clientToken);
    expect(res.status).toBe(200);
    return String(res.body.authorization_token);
  }

  async function newOrder(amountBody = sampleSessionBody()): Promise<string> {
    const session = await newSession(amountBody);
    const res = await call(
      'POST',
      `/payments/v1/authorizations/${await approved(session)}/order`,
      amountBody,
    );
    expect(res.status).toBe(200);
    return String(res.body.order_id);
  }

  describe('authentication and errors', () => {
    it('answers 401 with Klarna’s error body without or with wrong credentials', async () => {
      for (const authorization of ['', 'Basic d3Jvbmc6d3Jvbmc=']) {
        const res = await call('GET', '/payments/v1/sessions/x', undefined, {
          Authorization: authorization,
        });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Basic realm="Klarna"');
        expect(res.body).toEqual({
          error_code: 'UNAUTHORIZED',
          error_messages: [],
          correlation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        });
      }
    });

    it('answers unknown paths and broken JSON in Klarna’s shape', async () => {
      const missing = await call('GET', '/payments/v1/nothing-here');
      expect(missing).toMatchObject({ status: 404, body: { error_code: 'NOT_FOUND' } });
      const broken = await call('POST', '/payments/v1/sessions', '{"order_amount":');
      expect(broken).toMatchObject({ status: 400, body: { error_code: 'BAD_VALUE' } });
    });

    it('names each bad field the way Klarna does', async () => {
      const body = sampleSessionBody();
      const lines = body.order_lines.map((line) => ({ ...line }));
      lines[0] = { ...lines[0]!, name: '' };
      lines[1] = { ...lines[1]!, total_amount: 19_000 };
      const bad = await call('POST', '/payments/v1/sessions', { ...body, order_lines: lines });
      expect(bad).toMatchObject({ status: 400, body: { error_code: 'BAD_VALUE' } });
      expect(bad.body.error_messages).toEqual(['Bad value: order_lines[0].name']);

      const sums = await call('POST', '/payments/v1/sessions', {
        ...body,
        order_lines: [body.order_lines[0], { ...body.order_lines[1], total_amount: 19_000 }],
      });
      expect(sums.body.error_messages).toEqual([
        'Bad value: order_lines[1].total_amount',
        'Bad value: order_amount',
      ]);
    });

    it('fails the next N authenticated calls with the injected status', async () => {
      const session = await newSession();
      sim.state.failNext(2, 503);
      // A rejected login does not use up an injected fault.
      expect(
        (await call('GET', `/payments/v1/sessions/${session.id}`, undefined, { Authorization: '' }))
          .status,
      ).toBe(401);
      const first = await call('GET', `/payments/v1/sessions/${session.id}`);
      expect(first).toMatchObject({ status: 503, body: { error_code: 'TEMPORARILY_UNAVAILABLE' } });
      expect((await call('GET', `/payments/v1/sessions/${session.id}`)).status).toBe(503);
      expect((await call('GET', `/payments/v1/sessions/${session.id}`)).status).toBe(200);

      sim.state.failNext(1, 429);
      expect(await call('GET', `/payments/v1/sessions/${session.id}`)).toMatchObject({
        status: 429,
        body: { error_code: 'TOO_MANY_REQUESTS' },
      });
      expect(sim.state.faults.remaining).toBe(0);
    });
  });

  describe('sessions and authorization tokens', () => {
    it('reads, updates and expires a session after 48 h', async () => {
      const session = await newSession();
      const read = await call('GET', `/payments/v1/sessions/${session.id}`);
      expect(read.body).toMatchObject({
        status: 'incomplete',
        order_amount: 149_800,
        client_token: session.clientToken,
        authorization_token: null,
        expires_at: new Date(clock.getTime() + 48 * HOUR).toISOString(),
      });

      const cheaper = sampleSessionBody({ order_amount: 129_900, order_tax_amount: 25_980 });
      const update = await call('POST', `/payments/v1/sessions/${session.id}`, {
        order_amount: cheaper.order_amount,
        order_tax_amount: cheaper.order_tax_amount,
        order_lines: cheaper.order_lines.slice(0, 1),
      });
      expect(update.status).toBe(204);
      expect((await call('GET', `/payments/v1/sessions/${session.id}`)).body.order_amount).toBe(
        129_900,
      );
      // An update is checked as a whole: a new total without new lines does not add up.
      const partial = await call('POST', `/payments/v1/sessions/${session.id}`, {
        order_amount: 1,
      });
      expect(partial).toMatchObject({
        status: 400,
        body: { error_messages: ['Bad value: order_amount'] },
      });

      clock = new Date(clock.getTime() + 48 * HOUR);
      expect(await call('GET', `/payments/v1/sessions/${session.id}`)).toMatchObject({
        status: 404,
        body: { error_code: 'NOT_FOUND', error_messages: ['Invalid session id'] },
      });
      expect((await widgetAuthorize(sim.baseUrl, session.clientToken)).status).toBe(404);
    });

    it('binds a token to what the shopper approved, and keeps only the newest one', async () => {
      const session = await newSession();
      const first = await approved(session);

      const cheaper = sampleSessionBody({ order_amount: 129_900, order_tax_amount: 25_980 });
      cheaper.order_lines = cheaper.order_lines.slice(0, 1);
      await call('POST', `/payments/v1/sessions/${session.id}`, cheaper);
      const conflict = await call('POST', `/payments/v1/authorizations/${first}/order`, cheaper);
      expect(conflict).toMatchObject({
        status: 409,
        body: {
          error_code: 'BAD_VALUE',
          error_messages: ['Not matching fields: order_amount, order_tax_amount, order_lines'],
        },
      });

      const second = await approved(session);
      expect(
        (await call('GET', `/payments/v1/sessions/${session.id}`)).body.authorization_token,
      ).toBe(second);
      const replaced = await call('POST', `/payments/v1/authorizations/${first}/order`, cheaper);
      expect(replaced).toMatchObject({ status: 404, body: { error_code: 'NOT_FOUND' } });

      const placed = await call('POST', `/payments/v1/authorizations/${second}/order`, cheaper);
      expect(placed).toMatchObject({
        status: 200,
        body: { fraud_status: 'ACCEPTED', authorized_payment_method: { type: 'klarna' } },
      });
      expect(sim.state.orders.get(String(placed.body.order_id))?.order_amount).toBe(129_900);

      const completed = { status: 404, body: { error_code: 'SESSION_COMPLETED' } };
      expect(
        await call('POST', `/payments/v1/authorizations/${second}/order`, cheaper),
      ).toMatchObject(completed);
      expect(await call('POST', `/payments/v1/sessions/${session.id}`, cheaper)).toMatchObject(
        completed,
      );
      expect(await widgetAuthorize(sim.baseUrl, session.clientToken)).toMatchObject(completed);
      expect((await call('GET', `/payments/v1/sessions/${session.id}`)).body.status).toBe(
        'complete',
      );
    });

    it('lets a token lapse after 60 min and be cancelled before use', async () => {
      const session = await newSession();
      const token = await approved(session);
      clock = new Date(clock.getTime() + 61 * 60 * 1000);
      expect(
        (await call('POST', `/payments/v1/authorizations/${token}/order`, session.body)).status,
      ).toBe(404);

      const fresh = await approved(session);
      expect((await call('DELETE', `/payments/v1/authorizations/${fresh}`)).status).toBe(204);
      expect((await call('DELETE', `/payments/v1/authorizations/${fresh}`)).status).toBe(404);
      expect(
        (await call('POST', `/payments/v1/authorizations/${fresh}/order`, session.body)).status,
      ).toBe(404);
    });
  });

  describe('order management', () => {
    const orders = (id: string, rest = '') => `/ordermanagement/v1/orders/${id}${rest}`;

    it('captures, refunds and releases by Klarna’s rules', async () => {
      const id = await newOrder();
      const order = await call('GET', orders(id));
      expect(order.body).toMatchObject({
        status: 'AUTHORIZED',
        fraud_status: 'ACCEPTED',
        remaining_authorized_amount: 149_800,
        expires_at: new Date(clock.getTime() + 28 * DAY).toISOString(),
      });

      expect(await call('POST', orders(id, '/refunds'), { refunded_amount: 100 })).toMatchObject({
        status: 403,
        body: { error_code: 'REFUND_NOT_ALLOWED' },
      });
      expect((await call('POST', orders(id, '/release-remaining-authorization'))).status).toBe(403);
      expect(await call('POST', orders(id, '/captures'), { captured_amount: 0 })).toMatchObject({
        status: 400,
        body: { error_messages: ['Bad value: captured_amount'] },
      });

      const captured = await call('POST', orders(id, '/captures'), {
        captured_amount: 129_900,
        reference: 'BLP-1',
      });
      expect(captured.status).toBe(201);
      const captureUrl = captured.headers.get('location') ?? '';
      expect(captureUrl).toBe(
        `${sim.baseUrl}${orders(id, `/captures/${captured.headers.get('capture-id')}`)}`,
      );
      const captureRead = await fetch(captureUrl, { headers: { Authorization: AUTH } });
      expect(await captureRead.json()).toMatchObject({
        captured_amount: 129_900,
        reference: 'BLP-1',
      });

      expect(await call('POST', orders(id, '/cancel'))).toMatchObject({
        status: 403,
        body: { error_code: 'CANCEL_NOT_ALLOWED' },
      });
      expect(
        (await call('POST', orders(id, '/refunds'), { refunded_amount: 129_901 })).status,
      ).toBe(403);
      const refunded = await call('POST', orders(id, '/refunds'), {
        refunded_amount: 29_900,
        description: 'Retur',
      });
      expect(refunded.status).toBe(201);
      const refundRead = await fetch(refunded.headers.get('location') ?? '', {
        headers: { Authorization: AUTH },
      });
      expect(await refundRead.json()).toMatchObject({
        refund_id: refunded.headers.get('refund-id'),
        refunded_amount: 29_900,
      });

      expect((await call('POST', orders(id, '/release-remaining-authorization'))).status).toBe(204);
      expect((await call('GET', orders(id))).body).toMatchObject({
        status: 'CAPTURED',
        captured_amount: 129_900,
        refunded_amount: 29_900,
        remaining_authorized_amount: 0,
      });
      expect((await call('POST', orders(id, '/captures'), { captured_amount: 1 })).status).toBe(
        403,
      );
      expect((await call('GET', orders(id, '/captures'))).body).toHaveLength(1);
    });

    it('cancels only an order without captures, also with an empty JSON body', async () => {
      const id = await newOrder();
      const res = await fetch(`${sim.baseUrl}${orders(id, '/cancel')}`, {
        method: 'POST',
        headers: { Authorization: AUTH, 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(204);
      expect((await call('GET', orders(id))).body).toMatchObject({
        status: 'CANCELLED',
        remaining_authorized_amount: 0,
      });
      expect(await call('POST', orders(id, '/captures'), { captured_amount: 1 })).toMatchObject({
        status: 403,
        body: { error_code: 'CAPTURE_NOT_ALLOWED' },
      });
    });

    it('lets an uncaptured authorisation expire after 28 days', async () => {
      const id = await newOrder();
      clock = new Date(clock.getTime() + 28 * DAY);
      expect((await call('GET', orders(id))).body).toMatchObject({
        status: 'EXPIRED',
        remaining_authorized_amount: 0,
      });
      expect((await call('POST', orders(id, '/captures'), { captured_amount: 1 })).status).toBe(
        403,
      );
    });

    it('answers an unknown order with NO_SUCH_ORDER (NOT_FOUND for refunds)', async () => {
      expect((await call('GET', orders('nope'))).body.error_code).toBe('NO_SUCH_ORDER');
      expect(
        (await call('POST', orders('nope', '/captures'), { captured_amount: 1 })).body.error_code,
      ).toBe('NO_SUCH_ORDER');
      expect(
        (await call('POST', orders('nope', '/refunds'), { refunded_amount: 1 })).body.error_code,
      ).toBe('NOT_FOUND');
    });

    it('replays the first answer for a key for 24 h, whatever the body', async () => {
      const id = await newOrder();
      const key = { 'Klarna-Idempotency-Key': '6f1c0d0e-0000-4000-8000-000000000001' };
      const first = await call('POST', orders(id, '/captures'), { captured_amount: 1_000 }, key);
      const again = await call('POST', orders(id, '/captures'), { captured_amount: 999_999 }, key);
      expect(again.status).toBe(first.status);
      expect(again.headers.get('capture-id')).toBe(first.headers.get('capture-id'));
      expect(again.headers.get('location')).toBe(first.headers.get('location'));
      expect((await call('GET', orders(id))).body.captured_amount).toBe(1_000);

      // A refusal is an answer too: replayed with the same correlation id.
      const refusalKey = { 'Klarna-Idempotency-Key': '6f1c0d0e-0000-4000-8000-000000000002' };
      const refused = await call(
        'POST',
        orders(id, '/captures'),
        { captured_amount: 999_999 },
        refusalKey,
      );
      const refusedAgain = await call(
        'POST',
        orders(id, '/captures'),
        { captured_amount: 1 },
        refusalKey,
      );
      expect(refused.status).toBe(403);
      expect(refusedAgain.body).toEqual(refused.body);

      clock = new Date(clock.getTime() + DAY + 1);
      const later = await call('POST', orders(id, '/captures'), { captured_amount: 500 }, key);
      expect(later.status).toBe(201);
      expect(later.headers.get('capture-id')).not.toBe(first.headers.get('capture-id'));
    });
  });
});
