/**
 * The Vipps adapter against the built-in simulator over real HTTP (127.0.0.1, random port):
 * the shopper's landing page, money rules, idempotency, token refresh and retries.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readLandingForm,
  SIM_CREDENTIALS,
  startVippsSimulator,
  submitLandingForm,
  type RunningSimulator,
} from '../../../simulators/vipps/test-harness';
import { ProviderError, type FetchLike } from './types';
import {
  VIPPS_EVENTS,
  vippsIdempotencyKey,
  type VippsClient,
  type VippsCreatePayment,
} from './vipps';

let sim: RunningSimulator;
let sequence = 0;

beforeEach(async () => {
  sim = await startVippsSimulator();
});
afterEach(async () => {
  await sim.close();
});

function newPayment(value = 129_900): VippsCreatePayment {
  const reference = `blp-${1000 + ++sequence}-1`;
  return {
    amount: { currency: 'NOK', value },
    reference,
    returnUrl: `https://shop.test/checkout/vipps-retur?ref=${reference}`,
    paymentDescription: `Bare lave priser, ordre ${1000 + sequence}`,
  };
}

async function created(client: VippsClient, value?: number) {
  const body = newPayment(value);
  const answer = await client.createPayment(body, vippsIdempotencyKey(body.reference, 'create'));
  return { body, ...answer };
}

async function forceApprove(reference: string): Promise<void> {
  const response = await fetch(`${sim.baseUrl}/epayment/v1/test/payments/${reference}/approve`, {
    method: 'POST',
    headers: await sim.apiHeaders(),
    body: '{}',
  });
  expect(response.status).toBe(200);
}

/** Rejection of `promise` as a ProviderError. */
async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A fetch that records method, path and headers of every call before passing it on. */
function recordingFetch() {
  const calls: { method: string; path: string; status: number; headers: Headers }[] = [];
  const wrapped: FetchLike = async (input, init) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    try {
      const response = await fetch(input, init);
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        status: response.status,
        headers,
      });
      return response;
    } catch (error) {
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, status: 0, headers });
      throw error;
    }
  };
  const paths = () =>
    calls.map((c) => `${c.method} ${c.path.replace('/sim/vipps', '')} ${c.status}`);
  return { fetch: wrapped, calls, paths };
}

describe('Vipps adapter: a payment from landing page to capture', () => {
  it('create → "Godkjenn" → AUTHORIZED → capture, replay by key, 409 over-capture, aggregate', async () => {
    const client = sim.client();
    const { body, redirectUrl, reference } = await created(client);
    expect(reference).toBe(body.reference);
    expect(redirectUrl).toMatch(/^http:\/\/shop\.test\/sim\/vipps\/landing\?token=[\w-]+$/);

    const pageUrl = sim.local(redirectUrl);
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Vipps (testmiljø)');
    expect(html).toContain(body.paymentDescription);
    expect(html).toContain('kr 1 299,-');
    const form = readLandingForm(html, pageUrl);
    expect([...form.buttons.keys()]).toEqual(['Godkjenn', 'Avvis', 'Avbryt']);

    const answer = await submitLandingForm(form, 'Godkjenn');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(body.returnUrl);

    const payment = await client.getPayment(reference);
    expect(payment).toMatchObject({
      reference,
      state: 'AUTHORIZED',
      amount: { currency: 'NOK', value: 129_900 },
      redirectUrl,
    });
    expect(payment.aggregate.authorizedAmount.value).toBe(129_900);

    const firstKey = vippsIdempotencyKey(reference, 'capture', 1);
    const first = await client.capture(reference, 50_000, firstKey);
    expect(first.state).toBe('AUTHORIZED');
    expect(first.aggregate.capturedAmount).toEqual({ currency: 'NOK', value: 50_000 });

    // The same key again (a retry after a lost answer) changes nothing and answers the same.
    const replay = await client.capture(reference, 50_000, firstKey);
    expect(replay).toEqual(first);
    expect((await client.getPayment(reference)).aggregate.capturedAmount.value).toBe(50_000);

    const secondKey = vippsIdempotencyKey(reference, 'capture', 2);
    const over = await providerError(client.capture(reference, 79_901, secondKey));
    expect(over).toMatchObject({ provider: 'vipps', status: 409, retryable: false });
    expect(over.code).toContain('conflict');
    // A refused attempt is not remembered: the key works once the amount is right.
    await client.capture(reference, 79_900, secondKey);

    const overRefund = await providerError(
      client.refund(reference, 130_000, vippsIdempotencyKey(reference, 'refund', 1)),
    );
    expect(overRefund.status).toBe(409);
    const refunded = await client.refund(
      reference,
      30_000,
      vippsIdempotencyKey(reference, 'refund', 1),
    );
    expect(refunded.aggregate).toEqual({
      authorizedAmount: { currency: 'NOK', value: 129_900 },
      cancelledAmount: { currency: 'NOK', value: 0 },
      capturedAmount: { currency: 'NOK', value: 129_900 },
      refundedAmount: { currency: 'NOK', value: 30_000 },
    });
    expect(sim.state.payment(reference)?.events.map((e) => e.name)).toEqual([
      'CREATED',
      'AUTHORIZED',
      'CAPTURED',
      'CAPTURED',
      'REFUNDED',
    ]);
  });

  it('cancel after a partial capture releases the rest for good', async () => {
    const client = sim.client();
    const { reference } = await created(client);
    await forceApprove(reference);
    await client.capture(reference, 20_000, vippsIdempotencyKey(reference, 'capture'));
    const cancelled = await client.cancel(reference, vippsIdempotencyKey(reference, 'cancel'));
    expect(cancelled.state).toBe('AUTHORIZED');
    expect(cancelled.aggregate.cancelledAmount.value).toBe(109_900);
    const late = await providerError(
      client.capture(reference, 1, vippsIdempotencyKey(reference, 'capture', 2)),
    );
    expect(late.status).toBe(409);
  });

  it('cancel before authorisation terminates the payment; capture while CREATED is a 409', async () => {
    const client = sim.client();
    const { reference } = await created(client);
    const early = await providerError(
      client.capture(reference, 100, vippsIdempotencyKey(reference, 'c')),
    );
    expect(early.status).toBe(409);
    const terminated = await client.cancel(reference, vippsIdempotencyKey(reference, 'cancel'));
    expect(terminated.state).toBe('TERMINATED');
    expect((await client.getPayment(reference)).state).toBe('TERMINATED');
  });

  it('"Avbryt" and "Avvis" both end in ABORTED and return to the shop', async () => {
    const client = sim.client();
    for (const label of ['Avbryt', 'Avvis']) {
      const { body, redirectUrl, reference } = await created(client);
      const pageUrl = sim.local(redirectUrl);
      const form = readLandingForm(await (await fetch(pageUrl)).text(), pageUrl);
      const answer = await submitLandingForm(form, label);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(body.returnUrl);
      expect((await client.getPayment(reference)).state).toBe('ABORTED');
      expect(sim.state.payment(reference)?.shopperAction).toBe(
        label === 'Avvis' ? 'refused' : 'cancelled',
      );

      // The page now says why, and the form cannot be used again.
      const again = await fetch(pageUrl);
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('Betalingen er avbrutt.');
      expect((await submitLandingForm(form, 'Godkjenn')).status).toBe(409);
      expect((await client.getPayment(reference)).state).toBe('ABORTED');
    }
  });

  it('expires after 10 minutes of simulated time', async () => {
    // A pinned clock: only advance() moves time, so the boundary is exact.
    const start = new Date('2026-12-01T10:00:00Z');
    await sim.close();
    sim = await startVippsSimulator({ now: () => start });
    const client = sim.client({ now: () => sim.state.now() });
    const { redirectUrl, reference } = await created(client);
    sim.state.advance(10 * 60_000 - 1);
    expect((await client.getPayment(reference)).state).toBe('CREATED');
    sim.state.advance(1);
    expect((await client.getPayment(reference)).state).toBe('EXPIRED');
    const page = await fetch(sim.local(redirectUrl));
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Tiden for å godkjenne betalingen er ute.');
    const events = sim.state.payment(reference)?.events ?? [];
    expect(events.map((e) => e.name)).toEqual(['CREATED', 'EXPIRED']);
    const [createdAt, expiredAt] = events.map((e) => Date.parse(e.timestamp));
    expect((expiredAt ?? 0) - (createdAt ?? 0)).toBe(10 * 60_000);
  });
});

describe('Vipps adapter: idempotency and validation', () => {
  it('same key replays the create; another key for the same reference is a 409', async () => {
    const client = sim.client();
    const body = newPayment();
    const key = vippsIdempotencyKey(body.reference, 'create');
    const first = await client.createPayment(body, key);
    expect(await client.createPayment(body, key)).toEqual(first);
    const conflict = await providerError(client.createPayment(body, vippsIdempotencyKey('other')));
    expect(conflict).toMatchObject({ status: 409, retryable: false });
    expect(conflict.code).toContain('reference-used');
    expect(sim.state.payments.size).toBe(1);
  });

  it('a create without Idempotency-Key is a 400 problem', async () => {
    const response = await fetch(`${sim.baseUrl}/epayment/v1/payments`, {
      method: 'POST',
      headers: await sim.apiHeaders(),
      body: JSON.stringify({
        ...newPayment(),
        paymentMethod: { type: 'WALLET' },
        userFlow: 'WEB_REDIRECT',
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({
      status: 400,
      detail: expect.stringContaining('Idempotency-Key'),
    });
    expect(sim.state.payments.size).toBe(0);
  });

  it('rejects bad input before calling Vipps', async () => {
    const recorder = recordingFetch();
    const client = sim.client({ fetch: recorder.fetch });
    const body = newPayment();
    await expect(client.createPayment({ ...body, reference: 'short' }, 'k')).rejects.toThrow(
      RangeError,
    );
    await expect(client.createPayment(body, 'x'.repeat(51))).rejects.toThrow(RangeError);
    await expect(client.capture(body.reference, 10.5, 'k')).rejects.toThrow(RangeError);
    await expect(client.refund(body.reference, 0, 'k')).rejects.toThrow(RangeError);
    expect(recorder.calls).toEqual([]);
  });

  it('vippsIdempotencyKey is stable, ≤ 50 chars and unambiguous', () => {
    const key = vippsIdempotencyKey('order-42', 'capture', 1);
    expect(key).toBe(vippsIdempotencyKey('order-42', 'capture', '1'));
    expect(key).toMatch(/^[A-Za-z0-9_-]{1,50}$/);
    expect(key).not.toBe(vippsIdempotencyKey('order-42', 'capture', 2));
    expect(vippsIdempotencyKey('a:b', 'c')).not.toBe(vippsIdempotencyKey('a', 'b:c'));
    expect(() => vippsIdempotencyKey()).toThrow(RangeError);
  });
});

describe('Vipps adapter: token, headers and retries', () => {
  it('sends the headers of §2.3 and the four credentials to /accesstoken/get', async () => {
    const recorder = recordingFetch();
    const client = sim.client({
      fetch: recorder.fetch,
      systemName: 'bare-lave-priser-nettbutikk-med-langt-navn',
    });
    const { reference } = await created(client);
    const [tokenCall, createCall] = recorder.calls;
    expect(tokenCall?.path).toBe('/sim/vipps/accesstoken/get');
    expect(tokenCall?.headers.get('client_id')).toBe(SIM_CREDENTIALS.clientId);
    expect(tokenCall?.headers.get('client_secret')).toBe(SIM_CREDENTIALS.clientSecret);
    const headers = createCall?.headers ?? new Headers();
    expect(headers.get('authorization')).toMatch(/^Bearer \S+$/);
    expect(headers.get('ocp-apim-subscription-key')).toBe(SIM_CREDENTIALS.subscriptionKey);
    expect(headers.get('merchant-serial-number')).toBe(SIM_CREDENTIALS.merchantSerialNumber);
    expect(headers.get('idempotency-key')).toBe(vippsIdempotencyKey(reference, 'create'));
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('client_secret')).toBeNull();
    for (const name of ['name', 'version', 'plugin-name', 'plugin-version']) {
      const value = headers.get(`vipps-system-${name}`) ?? '';
      expect(value.length, name).toBeGreaterThan(0);
      expect(value.length, name).toBeLessThanOrEqual(30);
    }
    expect(headers.get('vipps-system-name')).toBe('bare-lave-priser-nettbutikk-me');
  });

  it('caches the token and refreshes it a few minutes before expires_on', async () => {
    const recorder = recordingFetch();
    let clock = Date.now();
    const client = sim.client({ fetch: recorder.fetch, now: () => new Date(clock) });
    const { reference } = await created(client);
    await client.getPayment(reference);
    clock += 54 * 60_000; // token lives 60 min; still outside the refresh margin
    await client.getPayment(reference);
    clock += 2 * 60_000; // 56 min: inside the margin
    await client.getPayment(reference);
    expect(recorder.paths()).toEqual([
      'POST /accesstoken/get 200',
      'POST /epayment/v1/payments 201',
      `GET /epayment/v1/payments/${reference} 200`,
      `GET /epayment/v1/payments/${reference} 200`,
      'POST /accesstoken/get 200',
      `GET /epayment/v1/payments/${reference} 200`,
    ]);
  });

  it('a 401 from an expired token refreshes the token and retries once', async () => {
    const recorder = recordingFetch();
    const client = sim.client({ fetch: recorder.fetch });
    const { reference } = await created(client);
    sim.state.expireTokens();
    expect((await client.getPayment(reference)).state).toBe('CREATED');
    expect(recorder.paths().slice(2)).toEqual([
      `GET /epayment/v1/payments/${reference} 401`,
      'POST /accesstoken/get 200',
      `GET /epayment/v1/payments/${reference} 200`,
    ]);
  });

  it('a 401 that persists after the refresh is not retried in a loop', async () => {
    let tokenCalls = 0;
    let apiCalls = 0;
    const fake: FetchLike = async (input) => {
      if (String(input).endsWith('/accesstoken/get')) {
        tokenCalls++;
        return Response.json({
          access_token: `t${tokenCalls}`,
          expires_in: '3600',
          expires_on: String(Math.floor(Date.now() / 1000) + 3600),
        });
      }
      apiCalls++;
      return Response.json(
        { type: 'urn:x:unauthorized', title: 'Unauthorized', status: 401 },
        { status: 401 },
      );
    };
    const client = sim.client({ fetch: fake, baseUrl: 'https://vipps.invalid' });
    const error = await providerError(client.getPayment('blp-1042-1'));
    expect(error).toMatchObject({ status: 401, retryable: false, code: 'urn:x:unauthorized' });
    expect({ tokenCalls, apiCalls }).toEqual({ tokenCalls: 2, apiCalls: 2 });
  });

  it('wrong credentials: a 401 ProviderError whose message holds no secret', async () => {
    const client = sim.client({ clientSecret: 'wrong-secret-value' });
    const error = await providerError(client.getPayment('blp-1042-1'));
    expect(error).toMatchObject({ provider: 'vipps', status: 401, retryable: false });
    expect(error.message).not.toContain('wrong-secret-value');
    expect(error.message).not.toContain(SIM_CREDENTIALS.subscriptionKey);
  });

  it('an injected 503 is retried once with the same key and then succeeds', async () => {
    const recorder = recordingFetch();
    const client = sim.client({ fetch: recorder.fetch });
    const { reference } = await created(client);
    await forceApprove(reference);
    const key = vippsIdempotencyKey(reference, 'capture');
    sim.state.failNext(1, 503);
    const captured = await client.capture(reference, 129_900, key);
    expect(captured.aggregate.capturedAmount.value).toBe(129_900);
    const captures = recorder.calls.filter((c) => c.path.endsWith('/capture'));
    expect(captures.map((c) => c.status)).toEqual([503, 200]);
    expect(captures.map((c) => c.headers.get('idempotency-key'))).toEqual([key, key]);
  });

  it('a second failure surfaces as a retryable ProviderError; the caller retry does not double', async () => {
    const client = sim.client();
    const { reference } = await created(client);
    await forceApprove(reference);
    const key = vippsIdempotencyKey(reference, 'capture');
    sim.state.failNext(2, 503);
    const error = await providerError(client.capture(reference, 50_000, key));
    expect(error).toMatchObject({ status: 503, retryable: true });
    await client.capture(reference, 50_000, key);
    await client.capture(reference, 50_000, key);
    expect((await client.getPayment(reference)).aggregate.capturedAmount.value).toBe(50_000);

    sim.state.failNext(2, 429);
    expect(await providerError(client.getPayment(reference))).toMatchObject({
      status: 429,
      retryable: true,
    });
  });

  it('a dropped connection is status 0 and retryable; one drop is absorbed by the retry', async () => {
    const client = sim.client();
    const { reference } = await created(client);
    sim.state.failNext(1, 0);
    expect((await client.getPayment(reference)).reference).toBe(reference);
    sim.state.failNext(2, 0);
    expect(await providerError(client.getPayment(reference))).toMatchObject({
      status: 0,
      code: null,
      retryable: true,
    });
  });

  it('a call without an idempotency key is never repeated', async () => {
    const recorder = recordingFetch();
    const client = sim.client({ fetch: recorder.fetch });
    sim.state.failNext(1, 503);
    const error = await providerError(
      client.registerWebhook('https://shop.test/hook', [...VIPPS_EVENTS]),
    );
    expect(error).toMatchObject({ status: 503, retryable: true });
    expect(recorder.calls.filter((c) => c.path.endsWith('/webhooks')).length).toBe(1);
    expect(sim.state.webhooks.size).toBe(0);
  });

  it('no answer within timeoutMs is a retryable status-0 error, tried twice', async () => {
    let apiCalls = 0;
    const hanging: FetchLike = async (input, init) => {
      if (String(input).endsWith('/accesstoken/get')) {
        return Response.json({
          access_token: 'tok',
          expires_on: String(Math.floor(Date.now() / 1000) + 3600),
        });
      }
      apiCalls++;
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    };
    const client = sim.client({ fetch: hanging, baseUrl: 'https://vipps.invalid', timeoutMs: 30 });
    const error = await providerError(client.getPayment('blp-1042-1'));
    expect(error).toMatchObject({ status: 0, retryable: true });
    expect(error.message).toContain('no answer within 30 ms');
    expect(apiCalls).toBe(2);
  });

  it('an unreadable 2xx body is a non-retryable INVALID_RESPONSE', async () => {
    const fake: FetchLike = async (input) =>
      String(input).endsWith('/accesstoken/get')
        ? Response.json({ access_token: 'tok', expires_in: '3600' })
        : new Response('<html>maintenance</html>', { status: 200 });
    const client = sim.client({ fetch: fake, baseUrl: 'https://vipps.invalid' });
    expect(await providerError(client.getPayment('blp-1042-1'))).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      retryable: false,
    });
  });
});

describe('Vipps adapter: webhook registrations', () => {
  it('registers, lists and deletes', async () => {
    const client = sim.client();
    const registered = await client.registerWebhook(
      'https://shop.test/api/v1/payments/vipps/webhook',
      [...VIPPS_EVENTS],
    );
    expect(registered.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(registered.secret.length).toBeGreaterThan(20);
    expect(await client.listWebhooks()).toEqual([
      {
        id: registered.id,
        url: 'https://shop.test/api/v1/payments/vipps/webhook',
        events: [...VIPPS_EVENTS],
      },
    ]);
    await client.deleteWebhook(registered.id);
    expect(await client.listWebhooks()).toEqual([]);
    expect(await providerError(client.deleteWebhook(registered.id))).toMatchObject({ status: 404 });
  });
});
