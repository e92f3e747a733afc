/**
 * Orders (one per shop and delivery mode), their lines, Klikk & Hent reservations, payments with
 * the providers, provider events and gift card redemptions (ADR 0004). Amounts in øre.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { pgTimestamp } from './columns';
import { customers } from './customers';
import { shops } from './shops';

/** Order numbers (`W0200001`) after the demo history's. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 200001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    no: text('no').notNull().unique(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** 'pending' (stock held, payment outstanding) | 'paid' | 'cancelled' (stock given back). */
    status: text('status').notNull().default('pending'),
    /** Client-supplied key so a retried create never makes a second order. */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the validated request: the same key with another request is refused. */
    requestHash: text('request_hash'),
    /**
     * SHA-256 of the creating visitor's CSRF token, which survives login (the session id does
     * not): only that visitor, or the order's customer, may read or cancel the order.
     */
    ownerKey: text('owner_key'),
    /** Groups the orders of one purchase (the confirmation page). */
    checkoutId: text('checkout_id'),
    /** Total without VAT. */
    netAmount: integer('net_amount').notNull(),
    total: integer('total').notNull(),
    discount: integer('discount').notNull().default(0),
    freight: integer('freight').notNull().default(0),
    pant: integer('pant').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    giftcardAmount: integer('giftcard_amount').notNull().default(0),
    shippingMethodId: text('shipping_method_id'),
    shippingPrice: integer('shipping_price').notNull().default(0),
    promoCodeId: integer('promo_code_id'),
    paymentMethod: text('payment_method'),
    /** Provider's own order/session reference of the paying payment (history, support). */
    providerReference: text('provider_reference'),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    delivery: boolean('delivery').notNull().default(true),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    orderInfo: jsonb('order_info').$type<Record<string, unknown>>(),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
    /** Unpaid after this instant → the sweeper cancels the order and gives the stock back. */
    expiresAt: pgTimestamp('expires_at'),
    paidAt: pgTimestamp('paid_at'),
    cancelledAt: pgTimestamp('cancelled_at'),
    /** 'refused' | 'cancelled' | 'expired' | 'provider-error'. */
    cancelReason: text('cancel_reason'),
    capturedAt: pgTimestamp('captured_at'),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_provider_ref_idx').on(t.providerReference),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    ean: text('ean').notNull(),
    articleName: text('article_name').notNull(),
    size: text('size'),
    color: text('color'),
    genderId: integer('gender_id'),
    quantity: integer('quantity').notNull(),
    /** Unit price without deposit. */
    price: integer('price').notNull(),
    pant: integer('pant').notNull().default(0),
    total: integer('total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The Klikk & Hent order this reservation belongs to (null for the demo history). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 received (awaiting payment), 2 ready for pickup, 3 picked up, 4 cancelled. */
    statusId: integer('status_id').notNull().default(1),
    /** Shown at the counter; short and unambiguous (no 0/O, 1/I). */
    pickupCode: text('pickup_code'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    delivery: boolean('delivery').notNull().default(false),
    address: text('address'),
    city: text('city'),
    zipcode: text('zipcode'),
    total: integer('total').notNull(),
    trackingUrl: text('tracking_url'),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reservations_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('reservations_order_uq').on(t.orderId),
  ],
);

export const reservationLines = pgTable(
  'reservation_lines',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    ean: text('ean').notNull(),
    articleName: text('article_name').notNull(),
    size: text('size'),
    color: text('color'),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('reservation_lines_reservation_idx').on(t.reservationId)],
);

/**
 * One attempt to have an order paid by a provider. Klarna: `reference` is the Payments session id,
 * `providerOrderId` the order created from the authorisation token. Vipps: `reference` is the
 * ePayment reference (a retry needs a new one, hence `attempt`).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    attempt: integer('attempt').notNull().default(1),
    reference: text('reference').notNull(),
    providerOrderId: text('provider_order_id'),
    /** 'created' | 'authorized' | 'refused' | 'cancelled' | 'expired' | 'captured'. */
    state: text('state').notNull().default('created'),
    amount: integer('amount').notNull(),
    /** Klarna: what the widget needs to resume after a reload. */
    clientToken: text('client_token'),
    /** Vipps: where to send the shopper. */
    redirectUrl: text('redirect_url'),
    /** Klarna: the payment method categories the session offers (the widget loads one). */
    categories: jsonb('categories').$type<{ identifier: string; name: string }[]>(),
    /** Klarna: SHA-256 of the one-time secret in the authorisation callback URL. */
    callbackSecretHash: text('callback_secret_hash'),
    captureId: text('capture_id'),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
    authorizedAt: pgTimestamp('authorized_at'),
    capturedAt: pgTimestamp('captured_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_uq').on(t.provider, t.reference),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Provider callbacks as received; the unique key makes a redelivered event a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    /** Distinguishes repeated events of one name (Vipps: the event's timestamp). */
    eventKey: text('event_key').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    receivedAt: pgTimestamp('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.reference, t.name, t.eventKey)],
);

/** Webhook registrations at a provider (Vipps gives a secret per registration). */
export const providerWebhooks = pgTable(
  'provider_webhooks',
  {
    provider: text('provider').notNull(),
    url: text('url').notNull(),
    webhookId: text('webhook_id').notNull(),
    secret: text('secret').notNull(),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_webhooks_uq').on(t.provider, t.url)],
);

/** Gift card money drawn for an order; `releasedAt` set when it went back to the card. */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cardNumber: text('card_number').notNull(),
    amount: integer('amount').notNull(),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
    releasedAt: pgTimestamp('released_at'),
  },
  (t) => [
    index('gift_card_redemptions_order_idx').on(t.orderId),
    // The balance page shows a card's last use.
    index('gift_card_redemptions_card_idx').on(t.cardNumber, t.createdAt),
  ],
);
