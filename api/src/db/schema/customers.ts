/**
 * Customers and everything tied to one: sessions, tokens, reviews (orders and reservations in
 * orders.ts), plus infrastructure tables that must survive restarts and be shared by several API
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
import { articles, genders } from './catalog';
import { pgTimestamp } from './columns';

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
    /** When a one-time code sent to `phone` was entered; cleared when the phone changes. */
    phoneVerifiedAt: pgTimestamp('phone_verified_at'),
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

/**
 * One-time tokens: password reset, OTP login/registration, e-mail change. Only keyed hashes
 * (HMAC with the server secret) are stored, so a database dump yields no usable link or code.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** 'password_reset' | 'otp' | 'email_change' | 'email_verify'. */
    kind: text('kind').notNull(),
    /** Where the token was sent ('email:…', 'sms:+47…') or the address it is about. */
    target: text('target'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: pgTimestamp('expires_at').notNull(),
    usedAt: pgTimestamp('used_at'),
    /** Wrong guesses of a short code; the code is dead once they reach the limit. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: pgTimestamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_tokens_lookup_idx').on(t.kind, t.tokenHash),
    index('customer_tokens_customer_idx').on(t.customerId, t.kind),
  ],
);

/**
 * Secrets the server generates once per database (e.g. the key of the QR code's signature when
 * SESSION_SECRET is not set). Apart from `settings`, which GET /settings serves to everybody.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: pgTimestamp('created_at').notNull().defaultNow(),
});

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
