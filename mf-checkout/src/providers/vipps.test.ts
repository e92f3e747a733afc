import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, makeResult } from '../api/fake-api';
import { confirmVippsPatiently } from './vipps';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Vipps read-back', () => {
  it('asks again with growing waits while the payment is pending', async () => {
    const states = ['pending', 'pending', 'paid'] as const;
    const { calls } = installFakeApi({
      'POST /reservations/vipps/': () => makeResult({ state: states[calls.length - 1] ?? 'paid' }),
    });
    const waits: number[] = [];
    const answer = await confirmVippsPatiently('blp-1001-1', 1, {
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(answer.ok && answer.data.state).toBe('paid');
    expect(waits).toEqual([1000, 2000]);
    expect(calls).toHaveLength(3);
  });

  it('stops after the last retry and reports it still pending', async () => {
    installFakeApi({ 'POST /reservations/vipps/': () => makeResult({ state: 'pending' }) });
    const waits: number[] = [];
    const answer = await confirmVippsPatiently('blp-1001-1', 1, {
      delays: [10, 20],
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(answer.ok && answer.data.state).toBe('pending');
    expect(waits).toEqual([10, 20]);
  });
});
