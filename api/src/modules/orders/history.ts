/**
 * A customer's history (spec §3 Order and Reservation, §7 `current/orders`, `current/reservations`):
 * paid orders and Klikk & Hent reservations, newest first, page by page. Amounts in kroner, as the
 * spec says the history shows them (minor units / 100).
 */
import type { HistoryOrder, HistoryReservation } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { customerOrderPage, customerReservationPage, linesOfOrders } from './queries';

export const HISTORY_PAGE_SIZE = 10;
const kroner = (ore: number) => ore / 100;

function meta(page: number, total: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
    total,
  };
}

export async function orderHistory(db: Db, customerId: number, page: number) {
  const { total, rows } = await customerOrderPage(db, customerId, page, HISTORY_PAGE_SIZE);
  const lines = await linesOfOrders(
    db,
    rows.map((r) => r.order.id),
  );
  const data: HistoryOrder[] = rows.map(({ order, shopNo }) => ({
    id: order.id,
    no: order.no,
    shopNo,
    net_amount: kroner(order.netAmount),
    total: kroner(order.total),
    date: order.createdAt.toISOString(),
    articles: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => ({
        ArticleID: l.articleId,
        ArticleName: l.articleName,
        Total: kroner(l.total),
        Size: l.size,
        Color: l.color,
        GenderID: l.genderId,
        EAN: l.ean,
        Quantity: l.quantity,
        Price: kroner(l.price),
      })),
  }));
  return { data, meta: meta(page, total) };
}

export async function reservationHistory(db: Db, customerId: number, page: number) {
  const { total, rows, lines } = await customerReservationPage(
    db,
    customerId,
    page,
    HISTORY_PAGE_SIZE,
  );
  const data: HistoryReservation[] = rows.map((r) => ({
    id: r.id,
    shopID: r.shopId,
    customerID: r.customerId,
    statusID: r.statusId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    delivery: r.delivery,
    address: r.address,
    city: r.city,
    zipcode: r.zipcode,
    total: kroner(r.total),
    trackingUrl: r.trackingUrl,
    pickupCode: r.pickupCode,
    articles: lines
      .filter((l) => l.reservationId === r.id)
      .map((l) => ({
        ArticleID: l.articleId,
        ArticleName: l.articleName,
        EAN: l.ean,
        Size: l.size,
        Color: l.color,
        Quantity: l.quantity,
        Price: kroner(l.price),
      })),
    date: r.createdAt.toISOString(),
  }));
  return { data, meta: meta(page, total) };
}
