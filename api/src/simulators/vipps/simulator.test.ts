/**
 * The simulator over raw HTTP, as Vipps's API would be seen by any client: token endpoint,
 * header checks, validation, money rules as problem JSON, and the landing page's HTML.
 */
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHandlerPlugin, NOT_FOUND_MESSAGE } from '../../http/errors';
import { vippsSimulator } from './index';
import {
  readLandingForm,
  SIM_CREDENTIALS,
  SIM_PUBLIC_URL,
  startVippsSimulator,
  submitLandingForm,
  type RunningSimulator,
} from './test-harness';

let sim: RunningSimulator;
let sequence = 0;

beforeEach(async () => {
  sim = await startVippsSimulator();
});
afterEach(async () => {
  await sim.close();
});

function createBody(overrides: Record<string, unknown> = {}) {
  const reference = `blp-raw-${++sequence}`;
  return {
    amount: { currency: 'NOK', value: 129_950 },
    paymentMethod: { type: 'WALLET' },
    reference,
    userFlow: 'WEB_REDIRECT',
    returnUrl: `https://shop.test/checkout/vipps-retur?ref=${reference}`,
    paymentDescription: 'Bare lave priser, ordre 9',
    ...overrides,
  };
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; json: Record<string, unknown> }> {
  const response = await fetch(`${sim.baseUrl}${path}`, {
    method,
    headers: await sim.apiHeaders(headers),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

async function created(overrides: Record<string, unknown> = {}) {
  const body = createBody(overrides);
  const answer = await call('POST', '/epayment/v1/payments', body, {
    'Idempotency-Key': `key-${body.reference}`,
  });
  expect(answer.status).toBe(201);
  return { body, redirectUrl: String(answer.json.redirectUrl) };
}

describe('POST /accesstoken/get', () => {
  const good = {
    client_id: SIM_CREDENTIALS.clientId,
    client_secret: SIM_CREDENTIALS.clientSecret,
    'Ocp-Apim-Subscription-Key': SIM_CREDENTIALS.subscriptionKey,
    'Merchant-Serial-Number': SIM_CREDENTIALS.merchantSerialNumber,
  };

  it('answers a token with every number as a string', async () => {
    const response = await fetch(`${sim.baseUrl}/accesstoken/get`, {
      method: 'POST',
      headers: good,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: '3600' });
    for (const field of ['expires_in', 'ext_expires_in', 'expires_on', 'not_before']) {
      expect(typeof body[field], field).toBe('string');
    }
    expect(Number(body.expires_on) - Number(body.not_before)).toBe(3600);
  });

  it('checks all four headers', async () => {
    for (const name of Object.keys(good) as (keyof typeof good)[]) {
      const missing: Record<string, string> = { ...good };
      delete missing[name];
      for (const headers of [missing, { ...good, [name]: 'wrong' }]) {
        const response = await fetch(`${sim.baseUrl}/accesstoken/get`, { method: 'POST', headers });
        expect(response.status, name).toBe(401);
        expect(response.headers.get('content-type')).toContain('application/problem+json');
      }
    }
  });
});

describe('ePayment header checks', () => {
  it('401 without a token, with an expired one or a wrong subscription key; 403 for another MSN', async () => {
    const path = '/epayment/v1/payments/blp-nothing-1';
    expect((await call('GET', path, undefined, { Authorization: 'Bearer nope' })).status).toBe(401);
    expect(
      (await call('GET', path, undefined, { 'Ocp-Apim-Subscription-Key': 'other' })).status,
    ).toBe(401);
    expect(
      (await call('GET', path, undefined, { 'Merchant-Serial-Number': '654321' })).status,
    ).toBe(403);
    expect((await call('GET', path)).status).toBe(404);

    const headers = await sim.apiHeaders();
    sim.state.advance(60 * 60_000); // tokens live one hour
    const expired = await fetch(`${sim.baseUrl}${path}`, { headers });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
  });
});

describe('POST /epayment/v1/payments', () => {
  it('validates the body: reference pattern, NOK, WALLET, returnUrl, description', async () => {
    const cases: Record<string, unknown>[] = [
      { reference: 'short' },
      { reference: 'has spaces in it' },
      { reference: 'x'.repeat(51) },
      { amount: { currency: 'EUR', value: 100 } },
      { amount: { currency: 'NOK', value: 12.5 } },
      { paymentMethod: { type: 'CARD' } },
      { returnUrl: 'javascript:alert(1)' },
      { returnUrl: undefined },
      { paymentDescription: 'x' },
      { userFlow: 'PUSH_MESSAGE' },
    ];
    for (const overrides of cases) {
      const answer = await call('POST', '/epayment/v1/payments', createBody(overrides), {
        'Idempotency-Key': `key-${sequence}`,
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.type).toContain('application/problem+json');
      expect(answer.json).toMatchObject({
        status: 400,
        type: expect.any(String),
        traceId: expect.any(String),
      });
    }
    expect(sim.state.payments.size).toBe(0);
  });

  it('an Idempotency-Key reused for another request is a 409; over 50 chars a 400', async () => {
    const first = createBody();
    await call('POST', '/epayment/v1/payments', first, { 'Idempotency-Key': 'shared-key' });
    const other = await call('POST', '/epayment/v1/payments', createBody(), {
      'Idempotency-Key': 'shared-key',
    });
    expect(other.status).toBe(409);
    expect(other.json.type).toContain('idempotency-conflict');
    const long = await call('POST', '/epayment/v1/payments', createBody(), {
      'Idempotency-Key': 'k'.repeat(51),
    });
    expect(long.status).toBe(400);
  });

  it('answers a GetPaymentResponse and an event log', async () => {
    const { body, redirectUrl } = await created();
    expect(redirectUrl.startsWith(`${SIM_PUBLIC_URL}/landing?token=`)).toBe(true);
    const payment = await call('GET', `/epayment/v1/payments/${body.reference}`);
    expect(payment.json).toMatchObject({
      reference: body.reference,
      state: 'CREATED',
      amount: { currency: 'NOK', value: 129_950 },
      paymentMethod: { type: 'WALLET' },
      redirectUrl,
      aggregate: { authorizedAmount: { currency: 'NOK', value: 0 } },
    });
    const events = await call('GET', `/epayment/v1/payments/${body.reference}/events`);
    expect(events.json).toEqual([
      {
        reference: body.reference,
        pspReference: payment.json.pspReference,
        name: 'CREATED',
        amount: { currency: 'NOK', value: 129_950 },
        timestamp: expect.any(String),
        idempotencyKey: `key-${body.reference}`,
        success: true,
      },
    ]);
  });
});

describe('modifications', () => {
  it('enforce the rules of §2.4 with 409 problems', async () => {
    const { body } = await created();
    const path = `/epayment/v1/payments/${body.reference}`;
    const key = (k: string) => ({ 'Idempotency-Key': k });
    const amount = (value: number) => ({ modificationAmount: { currency: 'NOK', value } });

    expect((await call('POST', `${path}/capture`, amount(100), key('c0'))).status).toBe(409);
    expect((await call('POST', `${path}/capture`, amount(100))).status).toBe(400);
    expect(
      (await call('POST', `${path}/capture`, { modificationAmount: {} }, key('c0'))).status,
    ).toBe(400);

    const approve = await call('POST', `/epayment/v1/test/payments/${body.reference}/approve`, {
      customer: { phoneNumber: '4791234567' },
    });
    expect(approve.status).toBe(200);
    const again = await call('POST', `/epayment/v1/test/payments/${body.reference}/approve`, {});
    expect(again.status).toBe(409);

    expect((await call('POST', `${path}/refund`, amount(1), key('r1'))).status).toBe(409);
    const captured = await call('POST', `${path}/capture`, amount(100_000), key('c1'));
    expect(captured.json).toMatchObject({ state: 'AUTHORIZED', reference: body.reference });
    expect((await call('POST', `${path}/capture`, amount(29_951), key('c2'))).status).toBe(409);
    expect((await call('POST', `${path}/refund`, amount(100_001), key('r1'))).status).toBe(409);
    // A cancel with a JSON content type and no body is accepted, like at Vipps.
    const cancelled = await call('POST', `${path}/cancel`, undefined, key('x1'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.aggregate).toMatchObject({
      capturedAmount: { value: 100_000 },
      cancelledAmount: { value: 29_950 },
    });
    expect((await call('POST', `${path}/cancel`, undefined, key('x2'))).status).toBe(409);
    expect((await call('POST', `${path}/capture`, amount(1), key('c3'))).status).toBe(409);
    expect((await call('POST', `${path}/refund`, amount(100_000), key('r2'))).status).toBe(200);
  });

  it('cancel, approve and capture of an unknown payment are 404 problems', async () => {
    for (const path of [
      '/epayment/v1/payments/blp-unknown-1/cancel',
      '/epayment/v1/test/payments/blp-unknown-1/approve',
    ]) {
      const answer = await call('POST', path, undefined, { 'Idempotency-Key': 'k' });
      expect(answer.status).toBe(404);
      expect(answer.type).toContain('application/problem+json');
    }
  });

  it('force approve checks the landing token when one is given', async () => {
    const { body, redirectUrl } = await created();
    const path = `/epayment/v1/test/payments/${body.reference}/approve`;
    expect((await call('POST', path, { token: 'not-it' })).status).toBe(400);
    const token = new URL(redirectUrl).searchParams.get('token');
    expect((await call('POST', path, { token })).status).toBe(200);
  });
});

describe('landing page', () => {
  it('is Norwegian, accessible HTML with the three buttons and the amount', async () => {
    const { redirectUrl } = await created({ paymentDescription: 'Ordre <b>9</b> & co' });
    const response = await fetch(sim.local(redirectUrl));
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<title>Vipps (testmiljø)</title>');
    expect(html).toContain('<h1>Vipps (testmiljø)</h1>');
    expect(html).toContain('kr 1 299,50');
    expect(html).toContain('Ordre &lt;b&gt;9&lt;/b&gt; &amp; co');
    for (const label of ['Godkjenn', 'Avvis', 'Avbryt']) {
      expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${label}</button>`));
    }
  });

  it('shows a Norwegian message for an unknown token and a bad choice', async () => {
    const unknown = await fetch(`${sim.baseUrl}/landing?token=nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Fant ikke betalingen.');
    expect((await fetch(`${sim.baseUrl}/landing`)).status).toBe(404);

    const { redirectUrl } = await created();
    const pageUrl = sim.local(redirectUrl);
    const form = readLandingForm(await (await fetch(pageUrl)).text(), pageUrl);
    form.buttons.set('Tull', { name: 'action', value: 'constructor' });
    const bad = await submitLandingForm(form, 'Tull');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Ugyldig valg.');
  });

  it('after approval the page says so and links back to the shop', async () => {
    const { body, redirectUrl } = await created();
    const pageUrl = sim.local(redirectUrl);
    const form = readLandingForm(await (await fetch(pageUrl)).text(), pageUrl);
    expect(form.action).toBe(`${sim.baseUrl}/landing`);
    expect((await submitLandingForm(form, 'Godkjenn')).status).toBe(303);
    const after = await fetch(pageUrl);
    expect(after.status).toBe(409);
    const html = await after.text();
    expect(html).toContain('Betalingen er allerede godkjent.');
    expect(html).toContain(`href="${body.returnUrl}"`);
    expect(sim.state.payment(body.reference)?.state).toBe('AUTHORIZED');
  });
});

describe('errors', () => {
  it('unknown paths and bad JSON are problem JSON, not the shop API shape', async () => {
    const missing = await call('GET', '/epayment/v1/nothing');
    expect(missing.status).toBe(404);
    expect(missing.type).toContain('application/problem+json');
    const response = await fetch(`${sim.baseUrl}/epayment/v1/payments`, {
      method: 'POST',
      headers: await sim.apiHeaders({ 'Idempotency-Key': 'bad-json' }),
      body: '{"amount":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, detail: 'Body is not valid JSON' });
  });
});

describe('mounted in the shop server', () => {
  it('keeps problem JSON under its prefix while the shop keeps its own error shape', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(vippsSimulator, {
      prefix: '/sim/vipps',
      ...SIM_CREDENTIALS,
      publicUrl: 'http://127.0.0.1:8080/sim/vipps',
    });
    try {
      const simUnknown = await app.inject({ url: '/sim/vipps/nothing' });
      expect(simUnknown.statusCode).toBe(404);
      expect(simUnknown.headers['content-type']).toContain('application/problem+json');
      const shopUnknown = await app.inject({ url: '/nothing' });
      expect(shopUnknown.statusCode).toBe(404);
      expect(shopUnknown.json()).toEqual({ message: NOT_FOUND_MESSAGE });
      const badJson = await app.inject({
        method: 'POST',
        url: '/sim/vipps/accesstoken/get',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.headers['content-type']).toContain('application/problem+json');
    } finally {
      await app.close();
    }
  });
});
