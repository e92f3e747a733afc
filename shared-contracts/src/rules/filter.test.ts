import { describe, expect, it } from 'vitest';
import { filterPositive } from './filter';

describe('filterPositive (spec §5)', () => {
  it('keeps items whose numeric field is greater than zero', () => {
    const list = [
      { id: 1, count: 3 },
      { id: 2, count: 0 },
      { id: 3, count: -1 },
      { id: 4, count: null },
      { id: 5, count: '2' },
    ];
    expect(filterPositive(list, 'count').map((x) => x.id)).toEqual([1, 5]);
  });
});
