import type { HistoryOrder, Review } from 'shared-contracts';

/** An article the customer bought and has not reviewed yet. */
export interface ReviewCandidate {
  readonly articleId: number;
  readonly name: string;
  /** 'Str. M, Rød' from the order line, sent as the review's size_color. */
  readonly sizeColor: string | null;
  readonly orderNo: string;
  readonly date: string;
}

export function sizeColorOf(size: string | null, color: string | null): string | null {
  const parts = [size ? `Str. ${size}` : null, color].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Articles of the customer's paid orders (the history holds only paid ones) without a review
 * yet, newest order first, each article once.
 */
export function reviewCandidates(
  orders: readonly HistoryOrder[],
  reviews: readonly Review[],
): ReviewCandidate[] {
  const reviewed = new Set(reviews.map((review) => review.reviewable_id));
  const seen = new Set<number>();
  const candidates: ReviewCandidate[] = [];
  const newest = [...orders].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  for (const order of newest) {
    for (const line of order.articles) {
      if (reviewed.has(line.ArticleID) || seen.has(line.ArticleID)) continue;
      seen.add(line.ArticleID);
      candidates.push({
        articleId: line.ArticleID,
        name: line.ArticleName,
        sizeColor: sizeColorOf(line.Size, line.Color),
        orderNo: order.no,
        date: order.date,
      });
    }
  }
  return candidates;
}

/** Article names by id from the orders, so a review can say what it is about. */
export function articleNames(orders: readonly HistoryOrder[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const order of orders) {
    for (const line of order.articles) names.set(line.ArticleID, line.ArticleName);
  }
  return names;
}
