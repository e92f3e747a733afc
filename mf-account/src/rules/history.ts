/**
 * Spec §4 "History: reservations and orders are merged by id, page by page". Each page of orders
 * and of reservations is merged into what is shown: an entry is known by its kind and id (an
 * order and a reservation may share a number), a newer copy replaces an older one, and the list
 * stays newest first, so "Vis flere" can interleave older orders between reservations.
 */
import type { HistoryOrder, HistoryReservation } from 'shared-contracts';

export type HistoryKind = 'order' | 'reservation';

export type HistoryEntry =
  | {
      readonly kind: 'order';
      readonly key: string;
      readonly date: string;
      readonly order: HistoryOrder;
    }
  | {
      readonly kind: 'reservation';
      readonly key: string;
      readonly date: string;
      readonly reservation: HistoryReservation;
    };

export const entryKey = (kind: HistoryKind, id: number): string => `${kind}:${id}`;

const orderEntry = (order: HistoryOrder): HistoryEntry => ({
  kind: 'order',
  key: entryKey('order', order.id),
  date: order.date,
  order,
});

const reservationEntry = (reservation: HistoryReservation): HistoryEntry => ({
  kind: 'reservation',
  key: entryKey('reservation', reservation.id),
  date: reservation.date,
  reservation,
});

const idOf = (entry: HistoryEntry): number =>
  entry.kind === 'order' ? entry.order.id : entry.reservation.id;

function time(date: string): number {
  const t = Date.parse(date);
  return Number.isNaN(t) ? 0 : t;
}

/** Newest first; at the same instant the higher id first; then orders before reservations. */
function newestFirst(a: HistoryEntry, b: HistoryEntry): number {
  return (
    time(b.date) - time(a.date) ||
    idOf(b) - idOf(a) ||
    (a.kind === b.kind ? 0 : a.kind === 'order' ? -1 : 1)
  );
}

/** Merges one page of orders and one of reservations into the entries shown so far. */
export function mergeHistory(
  current: readonly HistoryEntry[],
  orders: readonly HistoryOrder[],
  reservations: readonly HistoryReservation[],
): HistoryEntry[] {
  const byKey = new Map<string, HistoryEntry>(current.map((entry) => [entry.key, entry]));
  for (const entry of [...orders.map(orderEntry), ...reservations.map(reservationEntry)]) {
    byKey.set(entry.key, entry);
  }
  return [...byKey.values()].sort(newestFirst);
}

/** Paging of one kind: the last page loaded (0 = none yet) and the last page there is. */
export interface Paging {
  readonly page: number;
  readonly lastPage: number;
}

export const NOT_LOADED: Paging = { page: 0, lastPage: 1 };

export const hasMore = (paging: Paging): boolean => paging.page < paging.lastPage;

export type HistoryTab = 'all' | 'orders' | 'reservations';

/** Which kinds a tab shows (and which "Vis flere" loads more of). */
export function kindsOf(tab: HistoryTab): readonly HistoryKind[] {
  if (tab === 'orders') return ['order'];
  if (tab === 'reservations') return ['reservation'];
  return ['order', 'reservation'];
}

/** /user/reservations opens on the reservations; /user/history on everything. */
export function initialTab(
  routeName: string,
  params: Record<string, string | undefined>,
): HistoryTab {
  const asked = params.tab;
  if (asked === 'all' || asked === 'orders' || asked === 'reservations') return asked;
  return routeName === 'reservations' ? 'reservations' : 'all';
}

export function visibleEntries(entries: readonly HistoryEntry[], tab: HistoryTab): HistoryEntry[] {
  const kinds = kindsOf(tab);
  return entries.filter((entry) => kinds.includes(entry.kind));
}

/** Amounts in the history are kroner (spec §3); formatPrice takes øre. */
export const kronerToOre = (kroner: number): number => Math.round(kroner * 100);
