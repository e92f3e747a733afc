import { describe, expect, it } from 'vitest';
import { makeOrder, makeReservation } from '../api/fake-api';
import {
  hasMore,
  initialTab,
  kronerToOre,
  mergeHistory,
  NOT_LOADED,
  visibleEntries,
  type HistoryEntry,
} from './history';

const keys = (entries: readonly HistoryEntry[]) => entries.map((entry) => entry.key);

describe('history merge (spec §4: merged by id, page by page)', () => {
  it('merges a page of orders and of reservations, newest first', () => {
    const merged = mergeHistory(
      [],
      [
        makeOrder({ id: 1, date: '2025-03-01T10:00:00Z' }),
        makeOrder({ id: 2, date: '2025-03-05T10:00:00Z' }),
      ],
      [makeReservation({ id: 1, date: '2025-03-03T10:00:00Z' })],
    );
    expect(keys(merged)).toEqual(['order:2', 'reservation:1', 'order:1']);
  });

  it('keeps an order and a reservation with the same number apart', () => {
    const merged = mergeHistory([], [makeOrder({ id: 5 })], [makeReservation({ id: 5 })]);
    expect(merged).toHaveLength(2);
  });

  it('adds the next page to what is shown, interleaving by date', () => {
    const first = mergeHistory(
      [],
      [makeOrder({ id: 10, date: '2025-03-10T00:00:00Z' })],
      [makeReservation({ id: 20, date: '2025-03-08T00:00:00Z' })],
    );
    const second = mergeHistory(first, [makeOrder({ id: 9, date: '2025-03-09T00:00:00Z' })], []);
    expect(keys(second)).toEqual(['order:10', 'order:9', 'reservation:20']);
    // The earlier list is not changed (state stays immutable).
    expect(keys(first)).toEqual(['order:10', 'reservation:20']);
  });

  it('replaces an entry seen again by id with the newer copy (no duplicates)', () => {
    const first = mergeHistory([], [makeOrder({ id: 3, total: 100 })], []);
    // A page boundary shifted by a new purchase: the same order arrives again, changed.
    const again = mergeHistory(first, [makeOrder({ id: 3, total: 80 })], []);
    expect(again).toHaveLength(1);
    const [entry] = again;
    expect(entry?.kind === 'order' && entry.order.total).toBe(80);
  });

  it('orders equal dates by id, then orders before reservations', () => {
    const date = '2025-03-01T00:00:00Z';
    const merged = mergeHistory(
      [],
      [makeOrder({ id: 1, date }), makeOrder({ id: 2, date })],
      [makeReservation({ id: 2, date })],
    );
    expect(keys(merged)).toEqual(['order:2', 'reservation:2', 'order:1']);
  });

  it('filters by tab and knows when more pages exist', () => {
    const merged = mergeHistory([], [makeOrder({ id: 1 })], [makeReservation({ id: 2 })]);
    expect(keys(visibleEntries(merged, 'orders'))).toEqual(['order:1']);
    expect(keys(visibleEntries(merged, 'reservations'))).toEqual(['reservation:2']);
    expect(visibleEntries(merged, 'all')).toHaveLength(2);
    expect(hasMore(NOT_LOADED)).toBe(true);
    expect(hasMore({ page: 2, lastPage: 3 })).toBe(true);
    expect(hasMore({ page: 3, lastPage: 3 })).toBe(false);
  });

  it('opens /user/reservations on the reservations, /user/history on everything', () => {
    expect(initialTab('reservations', {})).toBe('reservations');
    expect(initialTab('account-history', {})).toBe('all');
    expect(initialTab('account-history', { tab: 'orders' })).toBe('orders');
  });

  it('turns kroner into øre for formatPrice', () => {
    expect(kronerToOre(999)).toBe(99900);
    expect(kronerToOre(124.75)).toBe(12475);
    expect(kronerToOre(0.1 + 0.2)).toBe(30);
  });
});
