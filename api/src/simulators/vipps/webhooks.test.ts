/**
 * Webhooks from the simulator to a real receiver (a second Fastify app that verifies the HMAC
 * like our webhook route): delivery, signature, retry after 500, per-payment order, and the
 * injected corrupt signature and duplicate delivery.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  VIPPS_EVENTS,
  vippsIdempotencyKey,
  type VippsClient,
} from '../../modules/payments/providers/vipps';
import {
  SIM_CREDENTIALS,
  startVippsSimulator,
  startWebhookReceiver,
  waitFor,
  type RunningSimulator,
  type WebhookReceiver,
} from './test-harness';

let sim: RunningSimulator;
let receiver: WebhookReceiver;
let client: VippsClient;
let sequence = 0;
let simClosed = false;

beforeEach(async () => {
  simClosed = false;
  sim = await startVippsSimulator();
  receiver = await startWebhookReceiver(() => sim.state.now());
  client = sim.client();
  receiver.secret = (await client.registerWebhook(receiver.url, [...VIPPS_EVENTS])).secret;
});
afterEach(async () => {
  if (!simClosed) await sim.close();
  await receiver.close();
});

async function create(value = 49_900): Promise<string> {
  const reference = `blp-hook-${++sequence}`;
  await client.createPayment(
    {
      amount: { currency: 'NOK', value },
      reference,
      returnUrl: `https://shop.test/checkout/vipps-retur?ref=${reference}`,
      paymentDescription: 'Bare lave priser, ordre 7',
    },
    vippsIdempotencyKey(reference, 'create'),
  );
  return reference;
}

async function approve(reference: string): Promise<void> {
  const response = await fetch(`${sim.baseUrl}/epayment/v1/test/payments/${reference}/approve`, {
    method: 'POST',
    headers: await sim.apiHeaders(),
  });
  expect(response.status).toBe(200);
}

const names = (reference: string) => receiver.accepted(reference).map((p) => p.name);

describe('Vipps simulator webhooks', () => {
  it('delivers each event signed, with the payload of §2.6', async () => {
    const reference = await create();
    await approve(reference);
    await waitFor(() => names(reference).length === 2, 'two deliveries');
    expect(names(reference)).toEqual(['CREATED', 'AUTHORIZED']);
    for (const delivery of receiver.received) {
      expect(delivery.verification).toEqual({ ok: true });
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers.authorization).toMatch(
        /^HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=[A-Za-z0-9+/]+=*$/,
      );
    }
    const [created, authorized] = receiver.accepted(reference);
    expect(created).toMatchObject({
      msn: SIM_CREDENTIALS.merchantSerialNumber,
      reference,
      name: 'CREATED',
      amount: { currency: 'NOK', value: 49_900 },
      idempotencyKey: vippsIdempotencyKey(reference, 'create'),
      success: true,
    });
    expect(authorized).toMatchObject({ name: 'AUTHORIZED', idempotencyKey: null });
    expect(Date.parse(authorized?.timestamp ?? '')).not.toBeNaN();
    expect(authorized?.pspReference).toBe(sim.state.payment(reference)?.pspReference);
  });

  it('retries after a 500 with a growing delay until it is accepted', async () => {
    receiver.failNext(2);
    const reference = await create();
    // The sender logs an attempt after the receiver answered: wait for its record.
    const attempts = await waitFor(() => {
      const log = sim.state.deliveries.filter((d) => d.reference === reference);
      return log.some((d) => d.ok) && log;
    }, 'the accepted retry');
    expect(attempts.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    const [a, b, c] = attempts.map((d) => d.at.getTime());
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(190);
    expect((c ?? 0) - (b ?? 0)).toBeGreaterThanOrEqual(390);
    // Every attempt is signed afresh and verifies.
    expect(receiver.received.every((r) => r.verification.ok)).toBe(true);
  });

  it('holds a later event of the same payment back until the earlier one is accepted', async () => {
    receiver.failNext(3, (p) => p.name === 'AUTHORIZED');
    const first = await create();
    await approve(first);
    await client.capture(first, 49_900, vippsIdempotencyKey(first, 'capture'));
    // Another payment's queue is not blocked meanwhile.
    const second = await create();
    await waitFor(() => names(second).includes('CREATED'), 'the other payment');
    expect(names(first)).not.toContain('CAPTURED');

    await waitFor(() => names(first).includes('CAPTURED'), 'the capture event');
    expect(names(first)).toEqual(['CREATED', 'AUTHORIZED', 'CAPTURED']);
    const arrivals = receiver.received
      .filter((r) => r.payload.reference === first)
      .map((r) => `${r.payload.name} ${r.status}`);
    expect(arrivals).toEqual([
      'CREATED 200',
      'AUTHORIZED 500',
      'AUTHORIZED 500',
      'AUTHORIZED 500',
      'AUTHORIZED 200',
      'CAPTURED 200',
    ]);
  });

  it('a corrupted signature fails verification; the retry carries a valid one', async () => {
    sim.state.corruptNextSignature();
    await create();
    await waitFor(() => sim.state.deliveries.some((d) => d.ok), 'the accepted retry');
    const [bad, good] = receiver.received;
    expect(bad?.verification).toEqual({ ok: false, reason: 'signature mismatch' });
    expect(bad?.status).toBe(401);
    expect(good?.verification).toEqual({ ok: true });
    expect(good?.rawBody).toBe(bad?.rawBody);
    expect(sim.state.deliveries.map((d) => d.signatureCorrupted)).toEqual([true, false]);
  });

  it('a duplicated delivery arrives twice with the same body, both valid', async () => {
    sim.state.duplicateNextDelivery();
    const reference = await create();
    await waitFor(() => sim.state.deliveries.filter((d) => d.ok).length === 2, 'the duplicate');
    expect(names(reference)).toEqual(['CREATED', 'CREATED']);
    const [one, two] = receiver.received;
    expect(two?.rawBody).toBe(one?.rawBody);
    expect(two?.verification).toEqual({ ok: true });
    expect(sim.state.deliveries.map((d) => d.duplicate)).toEqual([false, true]);
  });

  it('sends only the subscribed events, to every registration', async () => {
    const captures = await startWebhookReceiver(() => sim.state.now());
    try {
      captures.secret = (
        await client.registerWebhook(captures.url, ['epayments.payment.captured.v1'])
      ).secret;
      const reference = await create();
      await approve(reference);
      await client.capture(reference, 100, vippsIdempotencyKey(reference, 'capture'));
      await waitFor(() => captures.accepted(reference).length === 1, 'the capture event');
      await waitFor(() => names(reference).length === 3, 'all events');
      expect(captures.accepted(reference)).toMatchObject([
        { name: 'CAPTURED', amount: { value: 100 } },
      ]);
      // Each registration has its own secret.
      expect(captures.received[0]?.verification).toEqual({ ok: true });
    } finally {
      await captures.close();
    }
  });

  it('sends EXPIRED when simulated time passes, dated in simulated time', async () => {
    const reference = await create();
    sim.state.advance(10 * 60_000);
    await waitFor(() => names(reference).includes('EXPIRED'), 'the expiry event');
    const expired = receiver.received.find((r) => r.payload.name === 'EXPIRED');
    const signedAt = Date.parse(String(expired?.headers['x-ms-date']));
    expect(Math.abs(signedAt - sim.state.now().getTime())).toBeLessThan(5_000);
    expect(expired?.verification).toEqual({ ok: true });
  });

  it('closing the app drops a pending retry at once', async () => {
    receiver.failNext(100);
    const reference = await create();
    await waitFor(
      () => sim.state.deliveries.filter((d) => d.reference === reference).length >= 3,
      'a few failed attempts',
    );
    // The next retry is due 800 ms later; close must not wait for it.
    const started = Date.now();
    await sim.close();
    simClosed = true;
    expect(Date.now() - started).toBeLessThan(500);
  });
});
