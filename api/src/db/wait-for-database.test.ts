import { describe, expect, it } from 'vitest';
import { isTransientDatabaseError, untilDatabaseReady } from './wait-for-database';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('untilDatabaseReady', () => {
  it('retries while the database is unreachable, with growing waits, then goes on', async () => {
    const waits: number[] = [];
    const logs: string[] = [];
    let calls = 0;
    const result = await untilDatabaseReady(
      async () => {
        calls++;
        if (calls < 4) throw refused();
        return 'klar';
      },
      { log: (m) => logs.push(m), delaysMs: [10, 20], sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('klar');
    expect(waits).toEqual([10, 20, 20]);
    expect(logs[0]).toBe('Databasen svarer ikke (ECONNREFUSED) – prøver igjen om 0 s');
  });

  it('gives up at once on an error that waiting does not cure', async () => {
    const wrong = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(
      untilDatabaseReady(
        async () => {
          throw wrong;
        },
        { log: () => {}, sleep: async () => {} },
      ),
    ).rejects.toBe(wrong);
  });

  it('finds the code in causes and in AggregateError', () => {
    expect(isTransientDatabaseError(new Error('wrapped', { cause: refused() }))).toBe(true);
    expect(isTransientDatabaseError(new AggregateError([refused()], 'all refused'))).toBe(true);
    expect(isTransientDatabaseError(new Error('syntax error'))).toBe(false);
  });
});
