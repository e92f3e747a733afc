/**
 * Reviews by customers (spec §3 Review): only of an article bought in a paid order, one per
 * article, stored unapproved; the product page shows it once staff approve it, and approval
 * recomputes the article's average rating.
 */
import type { CustomerReviewPage, Review, ReviewCreate } from 'shared-contracts/schemas';
import { ApiError } from '../../../http/errors';
import { invalidateCatalogCaches } from '../../catalog';
import type { AccountDeps } from '../deps';
import { ACCOUNT_TEXTS, OUR_TEXTS } from '../messages';
import {
  approveReview,
  customerReviewPage,
  hasBought,
  hasReviewed,
  insertReview,
  lockCustomer,
  refreshAverageRating,
  reviewById,
  type ReviewRow,
} from './queries';

export const REVIEW_PAGE_SIZE = 10;

/** Same shape as the product page's reviews (catalog/articles.ts). */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    content: row.content,
    reply: row.reply,
    customer: row.anonymous ? null : (row.firstname ?? null),
    rating: row.rating,
    approved: row.approved,
    created_at: row.createdAt.toISOString(),
    reviewable_id: row.articleId,
    reviewable_type: 'article',
    true_to_size: row.trueToSize,
    size_color: row.sizeColor,
    anonymous: row.anonymous,
  };
}

export async function customerReviews(
  deps: AccountDeps,
  customerId: number,
  page: number,
): Promise<CustomerReviewPage> {
  const { total, rows } = await customerReviewPage(deps.db, customerId, page, REVIEW_PAGE_SIZE);
  return {
    data: rows.map(toReview),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
      total,
    },
  };
}

export async function createReview(
  deps: AccountDeps,
  customerId: number,
  input: ReviewCreate,
): Promise<Review> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    // Two submissions at once (a double click) must not both pass the one-per-article check.
    if (!(await lockCustomer(tx, customerId)))
      throw new ApiError(401, ACCOUNT_TEXTS.notLoggedIn, 'AUTH_REQUIRED');
    if (!(await hasBought(tx, customerId, input.reviewable_id)))
      throw new ApiError(422, OUR_TEXTS.reviewNotBought, 'NOT_BOUGHT');
    if (await hasReviewed(tx, customerId, input.reviewable_id))
      throw new ApiError(409, OUR_TEXTS.reviewExists, 'ALREADY_REVIEWED');
    return insertReview(tx, {
      articleId: input.reviewable_id,
      customerId,
      content: input.content,
      rating: input.rating,
      approved: false,
      anonymous: input.anonymous,
      trueToSize: input.true_to_size,
      sizeColor: input.size_color,
      createdAt: now,
    });
  });
  const row = await reviewById(deps.db, id);
  if (!row) throw new Error(`review ${id} vanished after insert`);
  return toReview(row);
}

/** Staff approval; the article's new average, or 404 for an unknown review. */
export async function approve(deps: AccountDeps, id: number) {
  const approved = await deps.db.transaction(async (tx) => {
    const articleId = await approveReview(tx, id);
    if (articleId === undefined) throw new ApiError(404, OUR_TEXTS.reviewUnknown, 'NOT_FOUND');
    const averageRating = await refreshAverageRating(tx, articleId);
    return { id, articleId, approved: true as const, averageRating };
  });
  // The product page and listings show reviews and the average: drop this process's cached
  // copies (approvals are rare; other processes catch up within the cache's TTL).
  invalidateCatalogCaches();
  return approved;
}
