/**
 * Placing orders (ADR 0004 "Orders first, then money"): price from the database, then one
 * transaction that inserts the order under its idempotency key, takes the stock with guarded
 * updates, draws the gift card part and, for Klikk & Hent, reserves with a pickup code. The
 * provider payment is opened only after that transaction committed.
 */
import { createHash, randomInt } from 'node:crypto';
import { lineProblem, type LineFacts } from 'shared-contracts/rules';
import type {
  CartError,
  CheckoutOrders,
  OrderRequest,
  OrderResult,
  StockShortage,
  ValidateCartRequest,
  ValidateCartResponse,
} from 'shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  giftCardRedemptions,
  orderLines,
  orders,
  reservationLines,
  reservations,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { checkGiftCard, GIFT_CARD_MESSAGES } from '../giftcards/service';
import { ProviderError } from '../payments/providers/types';
import type { PaymentGateway } from './gateway';
import { priceParcel } from './pricing';
import {
  drawGiftCard,
  nextOrderNo,
  orderById,
  orderByIdempotencyKey,
  ordersOfCheckout,
  shopById,
  stockOf,
  takeStock,
  variantsByEan,
  type OrderRow,
} from './queries';
import { orderResult, orderResults } from './results';
import { cancelOrder, forgetOrderArticles, markPaid } from './settlement';

/** Who is asking: the visitor's CSRF token identifies a guest across login (see `ownerKey`). */
export interface Actor {
  ownerKey: string;
  customerId: number | null;
  clientAddress: string;
}

export interface OrderDeps {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  paymentTimeoutMs: number;
}

/** 409 with the articles short (spec-level shape in StockShortageBodySchema). */
export class StockShortageError extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super('Noen varer er ikke lenger på lager i valgt antall.');
    this.name = 'StockShortageError';
  }
}

/** 422 with every line problem, so the cart can mark each line. */
export class CartProblemsError extends Error {
  constructor(readonly errors: CartError[]) {
    super(errors[0]?.message ?? 'Handlekurven har varer som ikke kan bestilles.');
    this.name = 'CartProblemsError';
  }
}

export function ownerKeyOf(csrfToken: string): string {
  return createHash('sha256').update(`owner:${csrfToken}`).digest('hex');
}

/** Whether the actor may see or change the order. */
export function owns(actor: Actor, order: OrderRow): boolean {
  if (order.customerId !== null && actor.customerId === order.customerId) return true;
  return order.ownerKey !== null && order.ownerKey === actor.ownerKey;
}

/** Hash of what makes a request this request: the PIN and a later Klarna token are left out. */
export function requestHash(request: OrderRequest): string {
  const { klarna_token: _token, giftcard, ...rest } = request;
  const canonical = {
    ...rest,
    items: [...rest.items].sort((a, b) => a.EanNo.localeCompare(b.EanNo)),
    giftcard: giftcard ? { number: giftcard.number, amount: giftcard.amount } : null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

const PICKUP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Six characters without 0/O or 1/I, read out at the counter. */
export function pickupCode(): string {
  return Array.from({ length: 6 }, () => PICKUP_ALPHABET[randomInt(PICKUP_ALPHABET.length)]).join(
    '',
  );
}

class KeyTakenMeanwhile extends Error {}

function shortagesFrom(
  problems: readonly CartError[],
  items: OrderRequest['items'],
  names: Map<string, string>,
  shopId: number,
): StockShortage[] {
  return problems
    .filter((p) => p.code === 'OUT_OF_STOCK')
    .map((p) => ({
      EanNo: p.ean ?? '',
      ArticleID: p.articleId,
      name: names.get(p.ean ?? '') ?? null,
      ShopID: shopId,
      requested: items.find((i) => i.EanNo === p.ean)?.Count ?? 0,
      available: p.available ?? 0,
    }));
}

async function replay(
  deps: OrderDeps,
  existing: OrderRow,
  request: OrderRequest,
  actor: Actor,
): Promise<OrderResult> {
  if (existing.requestHash !== requestHash(request) || !owns(actor, existing)) {
    throw new ApiError(
      422,
      'Denne bestillingsnøkkelen er allerede brukt for en annen bestilling.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  if (existing.status === 'pending') {
    if (request.klarna_token) await deps.gateway.confirmKlarna(existing, request.klarna_token);
    else await ensurePaymentStarted(deps, existing, request);
  }
  return orderResult(
    deps.db,
    (await orderById(deps.db, existing.id)) ?? existing,
    deps.gateway.resume,
  );
}

async function ensurePaymentStarted(deps: OrderDeps, order: OrderRow, request: OrderRequest) {
  const current = await orderResult(deps.db, order, deps.gateway.resume);
  if (current.payment || current.amounts.due === 0) return;
  try {
    await deps.gateway.start(order, request.payment_method);
  } catch (error) {
    if (error instanceof ProviderError) {
      throw new ApiError(
        503,
        'Betalingen kunne ikke startes akkurat nå. Varene er holdt av – prøv igjen om litt.',
        'PAYMENT_UNAVAILABLE',
      );
    }
    throw error;
  }
}

/** POST /orders and POST /reservations/create (a pickup parcel: Delivery false). */
export async function placeOrder(
  deps: OrderDeps,
  request: OrderRequest,
  idempotencyKey: string,
  actor: Actor,
): Promise<OrderResult> {
  const { db } = deps;
  const now = deps.now();
  const existing = await orderByIdempotencyKey(db, idempotencyKey);
  if (existing) return replay(deps, existing, request, actor);

  const shop = await shopById(db, request.ShopID);
  if (!shop || !shop.visible) throw new ApiError(422, 'Ukjent butikk', 'SHOP_UNKNOWN');
  if (!request.Delivery && !shop.clickAndCollect)
    throw new ApiError(422, `${shop.name} tilbyr ikke Klikk & Hent.`, 'NO_CLICK_AND_COLLECT');

  const priced = await priceParcel(
    db,
    { shopId: request.ShopID, delivery: request.Delivery, items: request.items },
    request.orderInfo?.checkout,
    {
      promocodeId: request.promocode_id,
      shippingMethodId: request.shipping_method_id,
      now,
    },
  );
  const names = new Map(priced.lines.map((l) => [l.variant.ean, l.variant.name]));
  const blocking = priced.problems.filter((p) => p.code !== 'OUT_OF_STOCK');
  if (blocking.length) throw new CartProblemsError(blocking);
  if (priced.problems.length)
    throw new StockShortageError(
      shortagesFrom(priced.problems, request.items, names, request.ShopID),
    );

  if (request.giftcard) {
    const check = await checkGiftCard(
      db,
      {
        number: request.giftcard.number,
        pin: request.giftcard.pin,
        clientAddress: actor.clientAddress,
      },
      now,
    );
    if (check.kind === 'limited')
      throw new ApiError(429, GIFT_CARD_MESSAGES.limited, 'TOO_MANY_ATTEMPTS');
    if (check.kind !== 'ok')
      throw new ApiError(
        422,
        GIFT_CARD_MESSAGES[check.kind === 'not-found' ? 'notFound' : check.kind],
        'GIFTCARD_INVALID',
      );
  }

  const price = priced.price;
  let created: OrderRow;
  try {
    created = await db.transaction(async (tx) => {
      const no = await nextOrderNo(tx);
      const [order] = await tx
        .insert(orders)
        .values({
          no,
          shopId: request.ShopID,
          customerId: actor.customerId,
          status: 'pending',
          idempotencyKey,
          requestHash: requestHash(request),
          ownerKey: actor.ownerKey,
          checkoutId: request.orderInfo?.checkout?.id ?? null,
          netAmount: price.total - price.vat,
          total: price.total,
          discount: price.discount,
          freight: price.freight,
          pant: price.pant,
          vat: price.vat,
          shippingMethodId: priced.shippingMethodId,
          shippingPrice: price.shipping,
          promoCodeId: priced.promoCodeId,
          paymentMethod: request.payment_method,
          customerName: request.CustomerName,
          email: request.Email,
          phone: request.Phone,
          delivery: request.Delivery,
          address: request.Delivery ? request.Address : null,
          postalCode: request.Delivery ? request.PostalCode : null,
          city: request.City,
          orderInfo: request.orderInfo ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + deps.paymentTimeoutMs),
        })
        // A concurrent request with the same key waits on the unique index, then finds its order.
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning();
      if (!order) throw new KeyTakenMeanwhile();

      const short = await takeStock(
        tx,
        request.ShopID,
        priced.lines.map((l) => ({ variantId: l.variant.variantId, count: l.count })),
      );
      if (short.length) {
        const rows = await stockOf(tx, short);
        throw new StockShortageError(
          priced.lines
            .filter((l) => short.includes(l.variant.variantId))
            .map((l) => ({
              EanNo: l.variant.ean,
              ArticleID: l.variant.articleId,
              name: l.variant.name,
              ShopID: request.ShopID,
              requested: l.count,
              available:
                rows.find((r) => r.variantId === l.variant.variantId && r.shopId === request.ShopID)
                  ?.qty ?? 0,
            })),
        );
      }
      await tx.insert(orderLines).values(
        priced.lines.map((l) => ({
          orderId: order.id,
          articleId: l.variant.articleId,
          variantId: l.variant.variantId,
          ean: l.variant.ean,
          articleName: l.variant.name,
          size: l.variant.size,
          color: l.variant.colour,
          genderId: l.variant.genderId,
          quantity: l.count,
          price: l.price,
          pant: l.variant.pant,
          total: (l.price + l.variant.pant) * l.count,
        })),
      );

      let current: OrderRow = order;
      if (request.giftcard) {
        const drawn = await drawGiftCard(
          tx,
          request.giftcard.number,
          Math.min(request.giftcard.amount, price.total),
          now,
        );
        if (drawn > 0) {
          await tx
            .insert(giftCardRedemptions)
            .values({ orderId: order.id, cardNumber: request.giftcard.number, amount: drawn });
          const [updated] = await tx
            .update(orders)
            .set({ giftcardAmount: drawn })
            .where(eq(orders.id, order.id))
            .returning();
          current = updated ?? current;
        }
      }

      if (!request.Delivery) {
        const [reservation] = await tx
          .insert(reservations)
          .values({
            shopId: request.ShopID,
            customerId: actor.customerId,
            orderId: order.id,
            statusId: 1,
            pickupCode: pickupCode(),
            name: request.CustomerName,
            email: request.Email,
            phone: request.Phone,
            delivery: false,
            total: price.total,
            createdAt: now,
          })
          .returning({ id: reservations.id });
        if (!reservation) throw new Error('reservation insert returned nothing');
        await tx.insert(reservationLines).values(
          priced.lines.map((l) => ({
            reservationId: reservation.id,
            articleId: l.variant.articleId,
            variantId: l.variant.variantId,
            ean: l.variant.ean,
            articleName: l.variant.name,
            size: l.variant.size,
            color: l.variant.colour,
            quantity: l.count,
            price: l.price,
          })),
        );
      }

      // Fully paid by gift card: nothing for a provider to confirm.
      return current.total - current.giftcardAmount === 0
        ? markPaid(tx, current, { provider: 'giftcard', reference: null }, now)
        : current;
    });
  } catch (error) {
    if (error instanceof KeyTakenMeanwhile) {
      const winner = await orderByIdempotencyKey(db, idempotencyKey);
      if (winner) return replay(deps, winner, request, actor);
    }
    throw error;
  }

  await forgetOrderArticles(db, created.id);
  if (created.status === 'pending') await ensurePaymentStarted(deps, created, request);
  return orderResult(db, created, deps.gateway.resume);
}

/** POST /orders/{id}/cancel: the shopper gives up paying (the Klarna widget refused). */
export async function cancelByShopper(
  deps: OrderDeps,
  id: number,
  actor: Actor,
): Promise<OrderResult> {
  const order = await orderById(deps.db, id);
  if (!order || !owns(actor, order)) throw new ApiError(404, 'Fant ikke ordren', 'ORDER_NOT_FOUND');
  if (order.status === 'paid')
    throw new ApiError(
      409,
      'Ordren er betalt og kan ikke avbrytes her. Ta kontakt med kundeservice.',
      'ORDER_PAID',
    );
  const settled = await cancelOrder(deps.db, id, 'cancelled', deps.now());
  await deps.gateway.close(settled.closedPayments);
  return orderResult(deps.db, settled.order, deps.gateway.resume);
}

/** GET /orders/checkout/{id}: the actor's orders of one purchase. */
export async function checkoutOrders(
  deps: OrderDeps,
  checkoutId: string,
  actor: Actor,
): Promise<CheckoutOrders> {
  const rows = (await ordersOfCheckout(deps.db, checkoutId)).filter((o) => owns(actor, o));
  if (rows.length === 0) throw new ApiError(404, 'Fant ingen bestilling', 'CHECKOUT_NOT_FOUND');
  return { checkoutId, orders: await orderResults(deps.db, rows, deps.gateway.resume) };
}

/** POST /reservations/validate-cart (spec §5): every line's problem, lines of one ean+shop summed. */
export async function validateCart(
  db: Db,
  request: ValidateCartRequest,
): Promise<ValidateCartResponse> {
  const lines = new Map<string, { ean: string; shopId: number; count: number }>();
  for (const item of request.items) {
    const shopId = request.shopId ?? item.shopId;
    const key = `${item.ean}@${shopId}`;
    const line = lines.get(key) ?? { ean: item.ean, shopId, count: 0 };
    line.count += item.count;
    lines.set(key, line);
  }
  const variants = await variantsByEan(db, [...new Set(request.items.map((i) => i.ean))]);
  const byEan = new Map(variants.map((v) => [v.ean, v]));
  const stockRows = await stockOf(
    db,
    variants.map((v) => v.variantId),
  );
  const errors: CartError[] = [];
  for (const line of lines.values()) {
    const v = byEan.get(line.ean);
    const facts: LineFacts | undefined = v && {
      articleId: v.articleId,
      name: v.name,
      canPurchase: v.purchasableOnWeb === 1 && v.visibleOnWeb === 1,
      webPurchaseLimit: v.webPurchaseLimit,
      onlyCC: v.onlyCc,
      stock:
        stockRows.find((s) => s.variantId === v.variantId && s.shopId === line.shopId)?.qty ?? 0,
    };
    const problem = lineProblem(line, facts);
    if (problem) errors.push(problem);
  }
  return { valid: errors.length === 0, errors };
}
