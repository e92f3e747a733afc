/**
 * Order queries. Stock moves only through `takeStock` / `giveBackStock`, both inside the order's
 * transaction: a guarded decrement never takes more than a shop has, and what an order took is
 * exactly what its lines say, so releasing gives back the same units.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  colours,
  giftCardRedemptions,
  giftCards,
  orderLines,
  orders,
  payments,
  reservationLines,
  reservations,
  shops,
  sizes,
  stock,
  variants,
} from '../../db/schema';

/** Everything an order line needs about a variant, looked up by EAN. */
export async function variantsByEan(db: Db, eans: readonly string[]) {
  if (eans.length === 0) return [];
  return db
    .select({
      variantId: variants.id,
      ean: variants.ean,
      articleId: articles.id,
      name: articles.name,
      finalPrice: articles.finalPrice,
      pant: articles.pant,
      frightPrice: articles.frightPrice,
      purchasableOnWeb: articles.purchasableOnWeb,
      visibleOnWeb: articles.visibleOnWeb,
      onlyCc: articles.onlyCc,
      webPurchaseLimit: articles.webPurchaseLimit,
      genderId: articles.genderId,
      size: sizes.name,
      colour: colours.name,
    })
    .from(variants)
    .innerJoin(articles, eq(articles.id, variants.articleId))
    .innerJoin(sizes, eq(sizes.id, variants.sizeId))
    .innerJoin(colours, eq(colours.id, variants.colourId))
    .where(inArray(variants.ean, [...eans]));
}
export type OrderableVariant = Awaited<ReturnType<typeof variantsByEan>>[number];

/** Stock of the variants in every visible shop (a missing row means none). */
export async function stockOf(db: Db, variantIds: readonly number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({ variantId: stock.variantId, shopId: stock.shopId, qty: stock.qty })
    .from(stock)
    .innerJoin(shops, eq(shops.id, stock.shopId))
    .where(and(inArray(stock.variantId, [...variantIds]), eq(shops.visible, true)));
}

export async function shopById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: shops.id,
      no: shops.no,
      name: shops.name,
      clickAndCollect: shops.clickAndCollect,
      visible: shops.visible,
      address: shops.address,
      postNo: shops.postNo,
      postPlace: shops.postPlace,
    })
    .from(shops)
    .where(eq(shops.id, id))
    .limit(1);
  return row;
}

/**
 * Takes `count` units of each variant from one shop. Lines are taken in variant order (two
 * orders for the same variants lock rows in the same order: no deadlock), each with
 * `qty >= count` in the WHERE, so the row lock and the check are one step. Returns the variants
 * that were short; the caller rolls the transaction back when any are.
 */
export async function takeStock(
  tx: Db,
  shopId: number,
  lines: readonly { variantId: number; count: number }[],
): Promise<number[]> {
  const short: number[] = [];
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const updated = await tx
      .update(stock)
      .set({ qty: sql`${stock.qty} - ${line.count}` })
      .where(
        and(
          eq(stock.variantId, line.variantId),
          eq(stock.shopId, shopId),
          sql`${stock.qty} >= ${line.count}`,
        ),
      )
      .returning({ qty: stock.qty });
    if (updated.length === 0) short.push(line.variantId);
  }
  return short;
}

/** Gives an order's units back to its shop (the order is being cancelled in the same transaction). */
export async function giveBackStock(tx: Db, orderId: number, shopId: number): Promise<void> {
  const lines = await tx
    .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.variantId));
  for (const line of lines) {
    if (line.variantId === null) continue; // variant deleted since: nothing to put back
    await tx
      .insert(stock)
      .values({ variantId: line.variantId, shopId, qty: line.quantity })
      .onConflictDoUpdate({
        target: [stock.variantId, stock.shopId],
        set: { qty: sql`${stock.qty} + ${line.quantity}` },
      });
  }
}

/** Next order number: `W` and seven digits, from a sequence (never reused, even after a rollback). */
export async function nextOrderNo(tx: Db): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`select nextval('order_no_seq')::text as n`);
  const n = result.rows[0]?.n;
  if (!n) throw new Error('order_no_seq returned nothing');
  return `W${n.padStart(7, '0')}`;
}

export type OrderRow = typeof orders.$inferSelect;

export async function orderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

export async function orderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The order row locked for a state change (other changers wait, then see the new state). */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

export async function ordersOfCheckout(db: Db, checkoutId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id));
}

export async function linesOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id));
}

export async function paymentsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(asc(payments.id));
}

export async function reservationsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: reservations.id,
      orderId: reservations.orderId,
      pickupCode: reservations.pickupCode,
      shopId: reservations.shopId,
    })
    .from(reservations)
    .where(inArray(reservations.orderId, [...orderIds]));
}

export async function redemptionsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(giftCardRedemptions)
    .where(inArray(giftCardRedemptions.orderId, [...orderIds]));
}

export async function shopNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(inArray(shops.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Draws up to `amount` from a gift card: the row is locked first, so two orders paying with one
 * card never both see the same balance. Only active, unexpired cards pay. Returns what was drawn.
 */
export async function drawGiftCard(
  tx: Db,
  number: string,
  amount: number,
  now: Date,
): Promise<number> {
  const [card] = await tx
    .select({ balance: giftCards.balance })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.number, number),
        eq(giftCards.status, 'active'),
        sql`${giftCards.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .for('update')
    .limit(1);
  const take = Math.min(card?.balance ?? 0, amount);
  if (take <= 0) return 0;
  await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${take}` })
    .where(eq(giftCards.number, number));
  return take;
}

/** Puts an order's unreleased gift card money back on the cards. */
export async function giveBackGiftCards(tx: Db, orderId: number, now: Date): Promise<void> {
  const released = await tx
    .update(giftCardRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(giftCardRedemptions.orderId, orderId), isNull(giftCardRedemptions.releasedAt)))
    .returning({ cardNumber: giftCardRedemptions.cardNumber, amount: giftCardRedemptions.amount });
  for (const r of released) {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${r.amount}` })
      .where(eq(giftCards.number, r.cardNumber));
  }
}

/** Pending orders whose payment time is up, oldest first. */
export async function expiredPendingOrders(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
}

export async function customerOrderPage(db: Db, customerId: number, page: number, size: number) {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'paid')));
  const rows = await db
    .select({ order: orders, shopNo: shops.no })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total: count?.n ?? 0, rows };
}

export async function customerReservationPage(
  db: Db,
  customerId: number,
  page: number,
  size: number,
) {
  // A Klikk & Hent reservation is shown once its order is paid; the demo history has no order.
  const visible = and(
    eq(reservations.customerId, customerId),
    sql`(${reservations.orderId} is null or exists (select 1 from ${orders} where ${orders.id} = ${reservations.orderId} and ${orders.status} = 'paid'))`,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(visible);
  const rows = await db
    .select()
    .from(reservations)
    .where(visible)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(size)
    .offset((page - 1) * size);
  const lines = rows.length
    ? await db
        .select()
        .from(reservationLines)
        .where(
          inArray(
            reservationLines.reservationId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(reservationLines.id))
    : [];
  return { total: count?.n ?? 0, rows, lines };
}
