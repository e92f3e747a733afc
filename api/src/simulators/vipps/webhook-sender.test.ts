/** The webhook sender's retry schedule, give-up and shutdown, on fake timers and a fake fetch. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../modules/payments/providers/types';
import { verifyVippsWebhook } from '../../modules/payments/providers/vipps-hmac';
import { authorize, createPayment } from './ledger';
import { createVippsSimulatorState, type VippsSimulatorState } from './state';
import { EPAYMENT_EVENT_TYPES } from './webhook-events';
import { WebhookSender } from './webhook-sender';

const HOOK_URL = 'http://receiver.test:8080/hooks/vipps?env=test';

let state: VippsSimulatorState;
let sender: WebhookSender;
let calls: { name: string; headers: Record<string, string>; body: string }[];

/** `answer` decides the receiver's status per delivered event name. */
function start(answer: (name: string) => number): void {
  state = createVippsSimulatorState();
  state.webhooks.set('w1', {
    id: 'w1',
    url: HOOK_URL,
    events: [...EPAYMENT_EVENT_TYPES],
    secret: 'sender-test-secret',
  });
  calls = [];
  const fake: FetchLike = async (_url, init) => {
    const body = String(init?.body);
    const name = (JSON.parse(body) as { name: string }).name;
    calls.push({ name, headers: init?.headers as Record<string, string>, body });
    return new Response(null, { status: answer(name) });
  };
  sender = new WebhookSender({ state, fetch: fake, msn: '123456' });
}

function newPayment(reference = 'blp-sender-1') {
  return createPayment(
    state,
    { reference, amount: 10_000, paymentDescription: 'Test', returnUrl: 'https://shop.test/r' },
    'create-key',
    'http://sim.test/sim/vipps',
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
});
afterEach(async () => {
  await sender.close();
  vi.useRealTimers();
});

describe('WebhookSender', () => {
  it('retries after 200 ms × 2^n (capped at 5 s), gives up after 8 tries, then moves on', async () => {
    start((name) => (name === 'CREATED' ? 503 : 204));
    const payment = newPayment();
    authorize(state, payment, 'forced'); // queued behind CREATED
    await vi.advanceTimersByTimeAsync(60_000);

    const created = state.deliveries.filter((d) => d.eventName === 'CREATED');
    expect(created.map((d) => d.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const gaps = created.slice(1).map((d, i) => d.at.getTime() - (created[i]?.at.getTime() ?? 0));
    expect(gaps).toEqual([200, 400, 800, 1600, 3200, 5000, 5000]);
    expect(created.map((d) => d.gaveUp)).toEqual([...Array(7).fill(false), true]);
    expect(calls.map((c) => c.name)).toEqual([...Array(8).fill('CREATED'), 'AUTHORIZED']);
  });

  it('signs with the registered URL and the simulated date', async () => {
    start(() => 200);
    state.advance(90_000);
    newPayment();
    await vi.advanceTimersByTimeAsync(0);
    const [call] = calls;
    expect(call?.headers['x-ms-date']).toBe('Tue, 01 Dec 2026 10:01:30 GMT');
    const url = new URL(HOOK_URL);
    expect(
      verifyVippsWebhook({
        rawBody: call?.body ?? '',
        pathAndQuery: url.pathname + url.search,
        host: url.host,
        headers: call?.headers ?? {},
        secret: 'sender-test-secret',
        now: state.now(),
      }),
    ).toEqual({ ok: true });
    expect(url.host).toBe('receiver.test:8080');
  });

  it('close() clears the pending retry timer and sends nothing more', async () => {
    start(() => 500);
    newPayment();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.length).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    await sender.close();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.length).toBe(1);
    newPayment('blp-sender-2'); // events after close are not sent either
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.length).toBe(1);
  });

  it('drops the queue of a registration deleted meanwhile', async () => {
    start(() => 500);
    newPayment();
    await vi.advanceTimersByTimeAsync(0);
    state.webhooks.delete('w1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.length).toBe(1);
  });

  it('treats a thrown fetch (network error) and a redirect as failures', async () => {
    start(() => 200);
    let n = 0;
    const flaky: FetchLike = async () => {
      n++;
      if (n === 1) throw new TypeError('fetch failed');
      if (n === 2) return new Response(null, { status: 302, headers: { location: '/x' } });
      return new Response(null, { status: 200 });
    };
    await sender.close();
    sender = new WebhookSender({ state, fetch: flaky, msn: '123456' });
    newPayment();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.deliveries.map((d) => d.status)).toEqual([0, 302, 200]);
  });
});
