/**
 * GET /customers/current/export (GDPR art. 15 and 20): all data kept about the customer, in one
 * JSON document with readable field names. Amounts in kroner, as the history shows them.
 */
import type { CustomerExport } from 'shared-contracts/schemas';
import type { Db } from '../../../db/client';
import { findCustomerById } from '../queries';
import { toCustomer } from '../service';
import { ordersWithLines, pollAnswersOf, reservationsWithLines, reviewsOf } from './queries';

const kroner = (ore: number) => ore / 100;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function exportCustomer(
  db: Db,
  customerId: number,
  now: Date,
): Promise<CustomerExport | null> {
  const row = await findCustomerById(db, customerId);
  if (!row) return null;
  const [orderRows, reservationRows, reviewRows, answers] = await Promise.all([
    ordersWithLines(db, customerId),
    reservationsWithLines(db, customerId),
    reviewsOf(db, customerId),
    pollAnswersOf(db, customerId),
  ]);
  return {
    exportedAt: now.toISOString(),
    customer: toCustomer(row),
    account: {
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      phoneVerifiedAt: iso(row.phoneVerifiedAt),
    },
    orders: orderRows.map(({ order: o, lines }) => ({
      no: o.no,
      status: o.status,
      shopId: o.shopId,
      date: o.createdAt.toISOString(),
      paidAt: iso(o.paidAt),
      cancelledAt: iso(o.cancelledAt),
      name: o.customerName,
      email: o.email,
      phone: o.phone,
      delivery: o.delivery,
      address: o.address,
      postalCode: o.postalCode,
      city: o.city,
      shippingMethod: o.shippingMethodId,
      paymentMethod: o.paymentMethod,
      total: kroner(o.total),
      netAmount: kroner(o.netAmount),
      discount: kroner(o.discount),
      shipping: kroner(o.shippingPrice),
      giftcard: kroner(o.giftcardAmount),
      articles: lines.map((l) => ({
        articleId: l.articleId,
        name: l.articleName,
        ean: l.ean,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        price: kroner(l.price),
        total: kroner(l.total),
      })),
    })),
    reservations: reservationRows.map(({ reservation: r, lines }) => ({
      id: r.id,
      shopId: r.shopId,
      statusId: r.statusId,
      date: r.createdAt.toISOString(),
      name: r.name,
      email: r.email,
      phone: r.phone,
      delivery: r.delivery,
      address: r.address,
      city: r.city,
      zipcode: r.zipcode,
      total: kroner(r.total),
      articles: lines.map((l) => ({
        articleId: l.articleId,
        name: l.articleName,
        ean: l.ean,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        price: kroner(l.price),
      })),
    })),
    reviews: reviewRows.map((r) => ({
      id: r.id,
      articleId: r.articleId,
      rating: r.rating,
      content: r.content,
      reply: r.reply,
      approved: r.approved,
      anonymous: r.anonymous,
      trueToSize: r.trueToSize,
      sizeColor: r.sizeColor,
      date: r.createdAt.toISOString(),
    })),
    pollAnswers: answers.map((a) => ({ ...a, answeredAt: a.answeredAt.toISOString() })),
  };
}
