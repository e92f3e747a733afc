/**
 * Reviews by customers: only of an article in a paid order, one per article, unapproved until
 * staff approve it (Bearer token), then on the product page with the average recomputed.
 */
import { and, eq, ne, notInArray } from 'drizzle-orm';
import {
  ArticleDetailSchema,
  CustomerReviewPageSchema,
  ReviewSchema,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, orderLines, orders, reviews } from '../../src/db/schema';
import { ACCOUNT_TEXTS, OUR_TEXTS } from '../../src/modules/customers/messages';
import { ApprovedReviewSchema } from '../../src/modules/customers/reviews/routes';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { createTestApp, sessionAgent } from '../helpers/test-app';
import { testDialects } from '../helpers/test-db';
import type { SessionAgent } from '../helpers/test-app';
import { messageOf, STAFF_TOKEN, startAccountsApp, type AccountsApp } from './harness';

const MINE = '/api/v1/customers/current/reviews';
const approveUrl = (id: number) => `/api/v1/staff/reviews/${id}/approve`;

describe.each(testDialects)('customer reviews on %s', (dialect) => {
  let shop: AccountsApp;
  let kari: SessionAgent;
  /** Articles in Kari's paid orders that she has not reviewed yet. */
  let bought: number[];
  let notBought: number;

  beforeAll(async () => {
    shop = await startAccountsApp(dialect);
    kari = await shop.login(DEMO_EMAIL, DEMO_PASSWORD);
    const db = shop.t.db;
    const reviewed = (
      await db.select({ id: reviews.articleId }).from(reviews).where(eq(reviews.customerId, 1))
    ).map((r) => r.id);
    const lines = await db
      .selectDistinct({ articleId: orderLines.articleId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.customerId, 1), eq(orders.status, 'paid')));
    bought = lines.map((l) => l.articleId).filter((id) => !reviewed.includes(id));
    const [other] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(notInArray(articles.id, [...lines.map((l) => l.articleId), 0]))
      .limit(1);
    notBought = other!.id;
    expect(bought.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const write = (agent: SessionAgent, payload: Record<string, unknown>) =>
    agent.inject({ method: 'POST', url: MINE, payload });
  const approve = (id: number, token = STAFF_TOKEN) =>
    shop.app.inject({
      method: 'POST',
      url: approveUrl(id),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const productReviews = async (articleId: number) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/v1/articles/${articleId}` });
    return v.parse(ArticleDetailSchema, res.json());
  };

  it('stores a review of a bought article unapproved (201), not on the product page yet', async () => {
    const articleId = bought[0]!;
    const res = await write(kari, {
      reviewable_id: articleId,
      rating: 5,
      content: '  Sitter perfekt!  ',
      true_to_size: 0,
      size_color: 'M / Blå',
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = v.parse(ReviewSchema, res.json());
    expect(review).toMatchObject({
      content: 'Sitter perfekt!',
      rating: 5,
      approved: false,
      customer: 'Kari',
      reviewable_id: articleId,
      reviewable_type: 'article',
      true_to_size: 0,
      size_color: 'M / Blå',
      anonymous: false,
      created_at: shop.now().toISOString(),
    });
    expect((await productReviews(articleId)).reviews.map((r) => r.id)).not.toContain(review.id);
  });

  it("refuses an article not in a paid order (422 'Du kan bare anmelde varer du har kjøpt')", async () => {
    const res = await write(kari, { reviewable_id: notBought, rating: 4, content: 'Fin' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: OUR_TEXTS.reviewNotBought, code: 'NOT_BOUGHT' });
    // An unpaid order does not count: the same article in a pending order is still refused.
    const db = shop.t.db;
    const [paid] = await db.select().from(orders).where(eq(orders.customerId, 1)).limit(1);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, paid!.id));
    const { id: _o, ...orderValues } = paid!;
    const [pending] = await db
      .insert(orders)
      .values({ ...orderValues, no: 'WPENDING1', idempotencyKey: null, status: 'pending' })
      .returning();
    const { id: _l, ...lineValues } = line!;
    await db
      .insert(orderLines)
      .values({ ...lineValues, orderId: pending!.id, articleId: notBought });
    const unpaid = await write(kari, { reviewable_id: notBought, rating: 4, content: 'Fin' });
    expect(unpaid.statusCode).toBe(422);
    expect(messageOf(unpaid)).toBe(OUR_TEXTS.reviewNotBought);
  });

  it('allows one review per article (409), also when two arrive at once', async () => {
    const again = await write(kari, { reviewable_id: bought[0]!, rating: 1, content: 'Igjen' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(OUR_TEXTS.reviewExists);
    const articleId = bought[1]!;
    const answers = await Promise.all(
      [1, 2].map(() => write(kari, { reviewable_id: articleId, rating: 3, content: 'Samtidig' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('validates the body in Norwegian', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ reviewable_id: bought[2], rating: 6, content: 'Fin' }, 'Velg fra 1 til 5 stjerner'],
      [
        { reviewable_id: bought[2], rating: 4, content: ' ' },
        'Skriv noen ord om varen (høyst 2000 tegn)',
      ],
      [{ rating: 4, content: 'Fin' }, 'Velg varen du vil anmelde'],
    ];
    for (const [payload, message] of cases) {
      const res = await write(kari, payload);
      expect(res.statusCode).toBe(422);
      expect(messageOf(res)).toBe(message);
    }
  });

  it('answers 401 for a guest, and 419 without the CSRF token', async () => {
    const guest = await shop.guest();
    const res = await write(guest, { reviewable_id: bought[2], rating: 4, content: 'Fin' });
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toBe(ACCOUNT_TEXTS.notLoggedIn);
    expect((await guest.inject({ method: 'GET', url: MINE })).statusCode).toBe(401);
    const noToken = await shop.app.inject({
      method: 'POST',
      url: MINE,
      headers: { cookie: kari.cookie },
      payload: { reviewable_id: bought[2], rating: 4, content: 'Fin' },
    });
    expect(noToken.statusCode).toBe(419);
  });

  it('staff approve with the bearer token: the review shows and the average is recomputed', async () => {
    const articleId = bought[0]!;
    const [mine] = await shop.t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, 1), eq(reviews.articleId, articleId)));
    for (const token of ['', 'feil-token-feil-token-feil-token']) {
      const refused = await approve(mine!.id, token);
      expect(refused.statusCode).toBe(401);
    }
    expect((await approve(999_999)).statusCode).toBe(404);

    const res = await approve(mine!.id);
    expect(res.statusCode, res.body).toBe(200);
    const approved = v.parse(ApprovedReviewSchema, res.json());
    const all = await shop.t.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.articleId, articleId), eq(reviews.approved, true)));
    const mean = Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10;
    expect(approved).toEqual({ id: mine!.id, articleId, approved: true, averageRating: mean });
    const product = await productReviews(articleId);
    expect(product.reviews.map((r) => r.id)).toContain(mine!.id);
    expect(product.averageRating).toBe(mean);
    // Approving twice changes nothing.
    expect((await approve(mine!.id)).json()).toEqual(approved);
  });

  it('lists the customer’s own reviews newest first, 10 per page', async () => {
    const db = shop.t.db;
    const existing = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.customerId, 1));
    // Enough reviews for two pages, on any articles (listing does not care how they came).
    const extra = 12 - existing.length;
    const some = await db.select({ id: articles.id }).from(articles).limit(Math.max(0, extra));
    for (const [i, a] of some.entries()) {
      await db.insert(reviews).values({
        articleId: a.id,
        customerId: 1,
        content: `Nr ${i}`,
        rating: 3,
        anonymous: i === 0,
        createdAt: new Date(shop.now().getTime() - (i + 1) * 86_400_000),
      });
    }
    const total = existing.length + some.length;
    const first = v.parse(
      CustomerReviewPageSchema,
      (await kari.inject({ method: 'GET', url: MINE })).json(),
    );
    expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 10), total });
    expect(first.data).toHaveLength(10);
    const dates = first.data.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await kari.inject({ method: 'GET', url: `${MINE}?page=2` });
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    expect((second.json() as { data: unknown[] }).data).toHaveLength(total - 10);
    const anonymous = [
      ...first.data,
      ...(second.json() as { data: { anonymous: boolean; customer: string | null }[] }).data,
    ].find((r) => r.anonymous);
    expect(anonymous?.customer).toBeNull();
    const bad = await kari.inject({ method: 'GET', url: `${MINE}?page=0` });
    expect(bad.statusCode).toBe(422);
    // Kari sees only hers.
    const others = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(ne(reviews.customerId, 1)));
    const ids = [...first.data, ...(second.json() as { data: { id: number }[] }).data].map(
      (r) => r.id,
    );
    expect(ids.some((id) => others.some((o) => o.id === id))).toBe(false);
  });

  it('has no staff route when STAFF_API_TOKEN is not configured', async () => {
    const app = await createTestApp(shop.t.db);
    try {
      // With a session and its CSRF token, so only the route's absence can answer.
      const agent = await sessionAgent(app);
      const res = await agent.inject({
        method: 'POST',
        url: approveUrl(1),
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
