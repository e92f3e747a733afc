/** Pricing and commerce settings: campaigns, price history, bestsellers, promo codes, shipping, gift cards, settings. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { articles } from './catalog';
import { pgTimestamp } from './columns';

/** Server shape of spec §3 (CampaignID, ShortTitle …); the client maps it with `mapCampaign`. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey(),
    shortTitle: text('short_title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    startAt: pgTimestamp('start_at').notNull(),
    endAt: pgTimestamp('end_at').notNull(),
    image: text('image'),
    imageMobile: text('image_mobile'),
    showLabel: boolean('show_label').notNull().default(true),
    showImage: boolean('show_image').notNull().default(true),
    labelText: text('label_text'),
    campaignUrl: text('campaign_url'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('campaigns_window_idx').on(t.startAt, t.endAt)],
);

export const campaignPrices = pgTable(
  'campaign_prices',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    /** Label style on the tile ('percent', 'price', 'text'). */
    labelType: text('label_type').notNull().default('percent'),
    labelData: text('label_data'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.articleId] }),
    index('campaign_prices_article_idx').on(t.articleId),
  ],
);

/**
 * Every price an article has had, so a discount can show the lowest price of the previous
 * 30 days (Norwegian price-marking rules). `validTo` null = still current.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    validFrom: pgTimestamp('valid_from').notNull(),
    validTo: pgTimestamp('valid_to'),
  },
  (t) => [index('price_history_article_idx').on(t.articleId, t.validFrom)],
);

export const bestsellers = pgTable(
  'bestsellers',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    qtyRank: integer('qty_rank').notNull().default(9999),
    turnoverRank: integer('turnover_rank').notNull().default(9999),
  },
  (t) => [index('bestsellers_qty_idx').on(t.qtyRank)],
);

export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  /** The code the shopper types, stored upper case. */
  name: text('name').notNull().unique(),
  validFrom: pgTimestamp('valid_from').notNull(),
  validTo: pgTimestamp('valid_to').notNull(),
  /** 1: Amount is øre off the total. 0: Amount is whole percent off. */
  fixed: smallint('fixed').notNull(),
  amount: integer('amount').notNull(),
  /** What it applies to; 'order' for all seeded codes. */
  type: text('type').notNull().default('order'),
});

export const shippingMethods = pgTable('shipping_methods', {
  /** 'delivery' | 'pickup' – ids the client keeps in local storage. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const giftCards = pgTable(
  'gift_cards',
  {
    number: text('number').primaryKey(),
    /** argon2id hash of the card's PIN (printed under the scratch field). */
    pinHash: text('pin_hash'),
    balance: integer('balance').notNull(),
    expiresAt: pgTimestamp('expires_at').notNull(),
    /** 'active' | 'blocked'. */
    status: text('status').notNull().default('active'),
  },
  (t) => [check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** Key/value settings (campaign ids, banner slots …) read by GET /settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});
