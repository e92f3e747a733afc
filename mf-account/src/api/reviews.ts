/** The customer's own reviews (spec §7 `current/reviews`). */
import {
  apiGet,
  apiSend,
  CustomerReviewPageSchema,
  ReviewSchema,
  type ApiResult,
  type Review,
  type ReviewCreate,
} from 'shared-contracts';
import type { Output } from './http';

export type ReviewPage = Output<typeof CustomerReviewPageSchema>;

/** GET /customers/current/reviews?page: approved and waiting reviews, newest first. */
export function fetchReviewPage(
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<ReviewPage>> {
  return apiGet('/customers/current/reviews', CustomerReviewPageSchema, {
    searchParams: { page },
    ...(signal ? { signal } : {}),
  });
}

/** POST /customers/current/reviews: 201 with the review, not yet approved. */
export function createReview(review: ReviewCreate): Promise<ApiResult<Review>> {
  return apiSend('POST', '/customers/current/reviews', review, ReviewSchema);
}
