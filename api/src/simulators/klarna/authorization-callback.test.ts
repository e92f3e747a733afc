/**
 * The authorization callback sender on fake timers: one retry about a second after a failure,
 * nothing thrown, nothing sent after close, and the race knobs (delay, duplicate, drop).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { FetchLike } from '../../modules/payments/providers/types';
import { createCallbackSender } from './authorization-callback';
import type { CallbackBehaviour } from './state';

const URL_WITH_SECRET =
  'https://shop.example/api/v1/payments/klarna/authorization?k=one-time-secret';
const PAYLOAD = { authorization_token: 'tok-1', session_id: 'ses-1' };

function setup(answers: (number | Error)[], behaviour: Partial<CallbackBehaviour> = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({ url: String(input), init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? 204;
    if (answer instanceof Error) throw answer;
    return new Response(null, { status: answer });
  };
  const warn = vi.fn();
  const log = { warn } as unknown as FastifyBaseLogger;
  const sender = createCallbackSender({
    fetch,
    behaviour: { delayMs: 0, duplicate: false, drop: false, ...behaviour },
    log,
  });
  return { calls, warn, sender };
}

describe('authorization callback sender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the JSON body once when the merchant answers 2xx', async () => {
    const { calls, sender } = setup([204]);
    sender.deliver(URL_WITH_SECRET, PAYLOAD);
    expect(calls).toHaveLength(0); // after answering the widget, not during
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(URL_WITH_SECRET);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(PAYLOAD);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });

  it('retries once after about a second, then gives up without throwing or logging the secret', async () => {
    const { calls, warn, sender } = setup([new TypeError('fetch failed'), 500]);
    sender.deliver(URL_WITH_SECRET, PAYLOAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('one-time-secret');
  });

  it('sends nothing more once closed', async () => {
    const { calls, sender } = setup([503], { delayMs: 0 });
    sender.deliver(URL_WITH_SECRET, PAYLOAD);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    sender.close();
    sender.deliver(URL_WITH_SECRET, PAYLOAD);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('can delay, duplicate or drop the callback to stage races', async () => {
    const delayed = setup([204], { delayMs: 300, duplicate: true });
    delayed.sender.deliver(URL_WITH_SECRET, PAYLOAD);
    await vi.advanceTimersByTimeAsync(299);
    expect(delayed.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(delayed.calls).toHaveLength(2);

    const dropped = setup([204], { drop: true });
    dropped.sender.deliver(URL_WITH_SECRET, PAYLOAD);
    await vi.advanceTimersByTimeAsync(5000);
    expect(dropped.calls).toHaveLength(0);
  });
});
