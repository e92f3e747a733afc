/** Reviews written by customers, and the purchase that entitles one. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, customers, orderLines, orders, reviews } from '../../../db/schema';

const reviewColumns = {
  id: reviews.id,
  articleId: reviews.articleId,
  content: reviews.content,
  reply: reviews.reply,
  rating: reviews.rating,
  approved: reviews.approved,
  anonymous: reviews.anonymous,
  trueToSize: reviews.trueToSize,
  sizeColor: reviews.sizeColor,
  createdAt: reviews.createdAt,
  firstname: customers.firstname,
};

export async function customerReviewPage(db: Db, customerId: number, page: number, size: number) {
  const mine = eq(reviews.customerId, customerId);
  const [counted] = await db.select({ total: count() }).from(reviews).where(mine);
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .where(mine)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total: counted?.total ?? 0, rows };
}

export async function reviewById(db: Db, id: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewById>>>;

/** Whether the customer has the article in a paid order (what entitles a review). */
export async function hasBought(db: Db, customerId: number, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'paid'),
        eq(orderLines.articleId, articleId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasReviewed(db: Db, customerId: number, articleId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.articleId, articleId)))
    .limit(1);
  return row !== undefined;
}

/** Takes the customer row's lock: one customer's review writes then happen one at a time. */
export async function lockCustomer(db: Db, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return rows.length === 1;
}

export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<number> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned no row');
  return row.id;
}

/** Approves a review; the article id, or undefined for an unknown review. */
export async function approveReview(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ approved: true })
    .where(eq(reviews.id, id))
    .returning({ articleId: reviews.articleId });
  return row?.articleId;
}

/** Recomputes the article's mean approved rating (one decimal, as the seed writes it). */
export async function refreshAverageRating(db: Db, articleId: number): Promise<number | null> {
  const mean = sql<number | null>`(
    select round(avg(${reviews.rating})::numeric, 1)::real from ${reviews}
    where ${reviews.articleId} = ${articleId} and ${reviews.approved}
  )`;
  const [row] = await db
    .update(articles)
    .set({ averageRating: mean })
    .where(eq(articles.id, articleId))
    .returning({ averageRating: articles.averageRating });
  return row?.averageRating ?? null;
}
