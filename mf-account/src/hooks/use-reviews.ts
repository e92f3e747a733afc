import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryOrder, Review } from 'shared-contracts';
import { fetchOrderPage } from '../api/history';
import { fetchReviewPage } from '../api/reviews';
import { articleNames, reviewCandidates, type ReviewCandidate } from '../rules/review-candidates';

/** Orders are read this many pages deep (10 a page) to find articles to review. */
export const ORDER_PAGES_FOR_REVIEWS = 5;

export interface ReviewsState {
  readonly reviews: readonly Review[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
  readonly orders: readonly HistoryOrder[];
  readonly status: 'loading' | 'ready' | 'more';
  readonly error: string | null;
}

const initial: ReviewsState = {
  reviews: [],
  page: 0,
  lastPage: 1,
  total: 0,
  orders: [],
  status: 'loading',
  error: null,
};

async function loadOrders(signal: AbortSignal): Promise<HistoryOrder[]> {
  const orders: HistoryOrder[] = [];
  for (let page = 1; page <= ORDER_PAGES_FOR_REVIEWS; page++) {
    const result = await fetchOrderPage(page, signal);
    if (!result.ok) break;
    orders.push(...result.data.data);
    if (result.data.meta.current_page >= result.data.meta.last_page) break;
  }
  return orders;
}

/** Merges a page of reviews by id (a newer copy replaces an older one), newest first. */
function mergeReviews(current: readonly Review[], page: readonly Review[]): Review[] {
  const byId = new Map(current.map((review) => [review.id, review]));
  for (const review of page) byId.set(review.id, review);
  return [...byId.values()].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}

/**
 * /user/reviews: the customer's reviews page by page, and the articles of their paid orders not
 * reviewed yet. `added` puts a new review first and takes its article off the candidates.
 */
export function useReviews() {
  const [state, setState] = useState<ReviewsState>(initial);
  const stateRef = useRef(state);
  stateRef.current = state;
  const signalRef = useRef<AbortSignal | undefined>(undefined);

  const loadPage = useCallback(async () => {
    const { page, lastPage } = stateRef.current;
    if (page >= lastPage) return;
    const signal = signalRef.current;
    setState((s) => ({ ...s, status: s.status === 'loading' ? 'loading' : 'more', error: null }));
    const result = await fetchReviewPage(page + 1, signal);
    if (signal?.aborted) return;
    setState((s) =>
      result.ok
        ? {
            ...s,
            reviews: mergeReviews(s.reviews, result.data.data),
            page: result.data.meta.current_page,
            lastPage: result.data.meta.last_page,
            total: result.data.meta.total,
            status: 'ready',
          }
        : { ...s, status: 'ready', error: result.error.message },
    );
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    signalRef.current = abort.signal;
    void loadPage();
    void loadOrders(abort.signal).then((orders) => {
      if (!abort.signal.aborted) setState((s) => ({ ...s, orders }));
    });
    return () => abort.abort();
  }, [loadPage]);

  const added = useCallback((review: Review) => {
    setState((s) => ({ ...s, reviews: mergeReviews(s.reviews, [review]), total: s.total + 1 }));
  }, []);

  const candidates: ReviewCandidate[] = reviewCandidates(state.orders, state.reviews);
  const names = articleNames(state.orders);
  return { state, candidates, names, loadMore: loadPage, added };
}
