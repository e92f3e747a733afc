import { useCallback, useEffect, useRef, useState } from 'react';
import type { Shop } from 'shared-contracts';
import { fetchOrderPage, fetchReservationPage } from '../api/history';
import { fetchShops } from '../api/shops';
import {
  hasMore,
  mergeHistory,
  NOT_LOADED,
  type HistoryEntry,
  type HistoryKind,
  type Paging,
} from '../rules/history';

export interface HistoryState {
  readonly entries: readonly HistoryEntry[];
  readonly paging: Readonly<Record<HistoryKind, Paging>>;
  readonly totals: Readonly<Record<HistoryKind, number>>;
  /** 'loading' before the first pages arrived; 'more' while "Vis flere" loads. */
  readonly status: 'loading' | 'ready' | 'more';
  readonly error: string | null;
}

const initial: HistoryState = {
  entries: [],
  paging: { order: NOT_LOADED, reservation: NOT_LOADED },
  totals: { order: 0, reservation: 0 },
  status: 'loading',
  error: null,
};

/** Shop names for orders (by shop number) and reservations (by shop id). */
export interface ShopNames {
  byId(id: number): string | null;
  byNo(no: number): string | null;
}

function shopNames(shops: readonly Shop[]): ShopNames {
  const ids = new Map(shops.map((shop) => [shop.id, shop.name]));
  const nos = new Map(shops.map((shop) => [shop.no, shop.name]));
  return { byId: (id) => ids.get(id) ?? null, byNo: (no) => nos.get(no) ?? null };
}

/**
 * The history of spec §4: on entry the first page of orders and of reservations, merged by id;
 * `loadMore(kinds)` merges the next page of each kind that has one. Shop names come from
 * GET /shops; without them the entries still show.
 */
export function useHistory() {
  const [state, setState] = useState<HistoryState>(initial);
  const [shops, setShops] = useState<ShopNames>(() => shopNames([]));
  const stateRef = useRef(state);
  stateRef.current = state;
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (kinds: readonly HistoryKind[]) => {
    const current = stateRef.current;
    const wanted = kinds.filter((kind) => hasMore(current.paging[kind]));
    if (wanted.length === 0) return;
    const signal = controller.current?.signal;
    setState((s) => ({ ...s, status: s.status === 'loading' ? 'loading' : 'more', error: null }));
    const [orders, reservations] = await Promise.all([
      wanted.includes('order') ? fetchOrderPage(current.paging.order.page + 1, signal) : null,
      wanted.includes('reservation')
        ? fetchReservationPage(current.paging.reservation.page + 1, signal)
        : null,
    ]);
    if (signal?.aborted) return;
    setState((s) => {
      const paging = { ...s.paging };
      const totals = { ...s.totals };
      if (orders?.ok) {
        paging.order = {
          page: orders.data.meta.current_page,
          lastPage: orders.data.meta.last_page,
        };
        totals.order = orders.data.meta.total;
      }
      if (reservations?.ok) {
        paging.reservation = {
          page: reservations.data.meta.current_page,
          lastPage: reservations.data.meta.last_page,
        };
        totals.reservation = reservations.data.meta.total;
      }
      const failed = [orders, reservations].find((result) => result !== null && !result.ok);
      return {
        entries: mergeHistory(
          s.entries,
          orders?.ok ? orders.data.data : [],
          reservations?.ok ? reservations.data.data : [],
        ),
        paging,
        totals,
        status: 'ready',
        error: failed && !failed.ok ? failed.error.message : null,
      };
    });
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    void load(['order', 'reservation']);
    void fetchShops(abort.signal).then((result) => {
      if (result.ok && !abort.signal.aborted) setShops(shopNames(result.data));
    });
    return () => abort.abort();
  }, [load]);

  return { state, shops, loadMore: load };
}
