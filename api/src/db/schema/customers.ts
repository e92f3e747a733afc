/**
 * Customers and everything tied to one: sessions, tokens, reviews, reservations, orders,
 * plus infrastructure tables that must survive restarts and be shared by several API
 * processes (e-mail outbox, rate-limit buckets).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articles, genders, variants } from './catalog';
import { pgTimestamp } from './columns';
import { shops } from './shops';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Public, unguessable id (spec `auth_id`), used by OTP links and the QR code. */
    authId: text('auth_id').notNull().unique(),
    firstname: text('firstname').notNull(),
    surname: text('surname').notNull(),
    /** Stored lower case; unique index below. */
    email: text('email').notNull(),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    genderId: integer('gender_id').references(() => genders.id),
    /** argon2id hash (@node-rs/argon2). */
    passwordHash: text('password_hash').notNull(),
    /** 1 accepted, 0 not (spec). */
    termsConditions: smallint('terms_conditions').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    address: text('address'),
    postnr: text('postnr'),
    city: text('city'),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    club: boolean('club').notNull().default(false),
    marketing: boolean('marketing').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    eventInvite: boolean('event_invite').notNull().default(false),
    birthdayGift: boolean('birthday_gift').notNull().default(false),
    cookieDefault: boolean('cookie_default').notNull().default(true),
    cookieGa: boolean('cookie_ga').notNull().default(false),
    cookieGoogleTagManager: boolean('cookie_google_tag_manager').notNull().default(false),
    cookieMetaPixel: boolean('cookie_meta_pixel').notNull().default(false),
    registrationToken: text('registration_token'),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
    updatedAt: pgTimestamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('customers_phone_uq').on(t.phone),
  ],
);

/** Server-side sessions (cookie `sid`). Nothing session-related lives only in memory. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    csrfToken: text('csrf_token').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
    expiresAt: pgTimestamp('expires_at').notNull(),
  },
  (t) => [
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_customer_idx').on(t.customerId),
  ],
);

/** One-time tokens: password reset, OTP login/registration, e-mail change. Only hashes stored. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** 'password_reset' | 'otp' | 'email_change' | 'email_verify' … */
    kind: text('kind').notNull(),
    /** Lookup key when there is no customer yet (e-mail or phone). */
    target: text('target'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: pgTimestamp('expires_at').notNull(),
    usedAt: pgTimestamp('used_at'),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('customer_tokens_lookup_idx').on(t.kind, t.tokenHash)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    reply: text('reply'),
    rating: smallint('rating').notNull(),
    approved: boolean('approved').notNull().default(false),
    anonymous: boolean('anonymous').notNull().default(false),
    /** -1 small, 0 true to size, 1 large. */
    trueToSize: smallint('true_to_size'),
    sizeColor: text('size_color'),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reviews_article_idx').on(t.articleId, t.approved),
    index('reviews_customer_idx').on(t.customerId),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    statusId: integer('status_id').notNull().default(1),
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
  (t) => [index('reservations_customer_idx').on(t.customerId, t.createdAt)],
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

/** One order per shop (orders are split per shop). Amounts in øre; the API divides by 100 for history. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    no: text('no').notNull().unique(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** 'pending' | 'paid' | 'cancelled' | 'failed'. */
    status: text('status').notNull().default('pending'),
    /** Client-supplied key so a retried create never makes a second order. */
    idempotencyKey: text('idempotency_key').unique(),
    netAmount: integer('net_amount').notNull(),
    total: integer('total').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingMethodId: text('shipping_method_id'),
    shippingPrice: integer('shipping_price').notNull().default(0),
    promoCodeId: integer('promo_code_id'),
    paymentMethod: text('payment_method'),
    /** Provider's own order/session reference (Klarna-/Vipps-style). */
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
    paidAt: pgTimestamp('paid_at'),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_provider_ref_idx').on(t.providerReference),
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
    price: integer('price').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Mail is written here instead of sent; readable in development. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    kind: text('kind').notNull(),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
    sentAt: pgTimestamp('sent_at'),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Fixed-window counters (login attempts …) shared by all API processes. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: pgTimestamp('reset_at').notNull(),
  },
  (t) => [index('rate_limit_buckets_reset_idx').on(t.resetAt)],
);
