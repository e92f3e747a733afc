/**
 * The per-shop result of spec §8 / ADR 0004 built from stored rows: what the checkout shows after
 * creating, confirming or reloading, and what the receipt mail says.
 */
import { outstandingUnits } from 'shared-contracts/rules';
import type { OrderPayment, OrderResult, OrderState, PaymentStart } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import {
  linesOfOrders,
  paymentsOfOrders,
  redemptionsOfOrders,
  reservationsOfOrders,
  shopNames,
  type OrderRow,
} from './queries';

type PaymentRow = Awaited<ReturnType<typeof paymentsOfOrders>>[number];

const PROVIDERS = ['klarna', 'vipps'] as const;
const PAYMENT_STATES = ['created', 'authorized', 'refused', 'cancelled', 'expired', 'captured'];

function paymentView(row: PaymentRow): OrderPayment {
  const provider = PROVIDERS.find((p) => p === row.provider) ?? 'klarna';
  const state = (
    PAYMENT_STATES.includes(row.state) ? row.state : 'created'
  ) as OrderPayment['state'];
  return {
    provider,
    state,
    amount: row.amount,
    reference: provider === 'klarna' ? row.providerOrderId : row.reference,
  };
}

/** Where the shopper goes on with an unpaid order: the open payment's own start data. */
export type PaymentStarter = (order: OrderRow, open: PaymentRow) => PaymentStart | null;

/** Results of several orders with three batched reads. */
export async function orderResults(
  db: Db,
  rows: readonly OrderRow[],
  resume: PaymentStarter,
): Promise<OrderResult[]> {
  const ids = rows.map((r) => r.id);
  const [lines, payments, reservations, redemptions, names] = await Promise.all([
    linesOfOrders(db, ids),
    paymentsOfOrders(db, ids),
    reservationsOfOrders(db, ids),
    redemptionsOfOrders(db, ids),
    shopNames(
      db,
      rows.map((r) => r.shopId),
    ),
  ]);
  return rows.map((order) => {
    const own = lines.filter((l) => l.orderId === order.id);
    const ownPayments = payments.filter((p) => p.orderId === order.id);
    const reservation = reservations.find((r) => r.orderId === order.id);
    const giftcard = redemptions
      .filter((r) => r.orderId === order.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const state = order.status as OrderState;
    const open = ownPayments.find((p) => p.state === 'created');
    const shopName = names.get(order.shopId) ?? `Butikk ${order.shopId}`;
    const units = own.reduce((sum, l) => sum + l.quantity, 0);
    const views = ownPayments.filter((p) => p.state !== 'created').map(paymentView);
    if (order.giftcardAmount > 0)
      views.unshift({
        provider: 'giftcard',
        state: state === 'cancelled' ? 'cancelled' : 'authorized',
        amount: giftcard || order.giftcardAmount,
        reference: null,
      });
    return {
      status: 200,
      ShopID: order.shopId,
      shopName,
      OrderID: order.id,
      OrderNo: order.no,
      Delivery: outstandingUnits(state, units),
      delivery: order.delivery,
      state,
      cancelReason: order.cancelReason,
      amounts: {
        items: own.reduce((sum, l) => sum + l.total, 0),
        pant: order.pant,
        discount: order.discount,
        freight: order.freight,
        shipping: order.shippingPrice,
        total: order.total,
        vat: order.vat,
        giftcard: order.giftcardAmount,
        due: order.total - order.giftcardAmount,
      },
      items: own.map((l) => ({
        EanNo: l.ean,
        Count: l.quantity,
        ArticleID: l.articleId,
        ArticleName: l.articleName,
        Size: l.size,
        Color: l.color,
        Price: l.price,
        Pant: l.pant,
        Total: l.total,
      })),
      payment: state === 'pending' && open ? resume(order, open) : null,
      payments: views,
      pickup: reservation?.pickupCode
        ? {
            reservationId: reservation.id,
            pickupCode: reservation.pickupCode,
            shopId: reservation.shopId,
            shopName,
          }
        : null,
      expiresAt: state === 'pending' ? (order.expiresAt?.toISOString() ?? null) : null,
      checkoutId: order.checkoutId,
    };
  });
}

export async function orderResult(
  db: Db,
  row: OrderRow,
  resume: PaymentStarter,
): Promise<OrderResult> {
  const [result] = await orderResults(db, [row], resume);
  return result as OrderResult;
}
