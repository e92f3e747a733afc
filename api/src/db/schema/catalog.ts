/**
 * Catalogue: the article tree (category → subcategory = ArticleGroup2ID → group =
 * ArticleGroup3ID), brands, genders, product lines, sizes, colours and sellable variants.
 * Money columns are integer øre.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pgTimestamp } from './columns';
import { byteText } from './types';

/** Fixed ids 1 Herre, 2 Dame, 4 Barn, 10 Uni, 11 Junior (spec §3). */
export const genders = pgTable('genders', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const colourGroups = pgTable(
  'colour_groups',
  {
    /** 1–63: a group is one bit of `article_search.colour_mask`. */
    id: serial('id').primaryKey(),
    /** Machine name (e.g. `blue`), stable for filters. */
    name: text('name').notNull().unique(),
    /** Norwegian display label (e.g. `Blå`). */
    label: text('label').notNull(),
    hex: text('hex').notNull(),
    /** Representative colour of the group (spec §3 "colorId"); nullable to avoid a FK cycle. */
    colourId: integer('colour_id'),
  },
  (t) => [check('colour_groups_id_in_mask', sql`${t.id} between 1 and 63`)],
);

export const colours = pgTable(
  'colours',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    colourCode: text('colour_code').notNull(),
    colourGroupId: integer('colour_group_id')
      .notNull()
      .references(() => colourGroups.id),
  },
  (t) => [index('colours_group_idx').on(t.colourGroupId)],
);

export const sizes = pgTable(
  'sizes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Size system (`shoe`, `apparel`, `kids`, `bike`, `ski`, `pole`, `onesize` …) so filters show sizes that fit together. */
    sizeType: text('size_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sizes_type_name_uq').on(t.sizeType, t.name)],
);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  /** Raw name ('Tekstil'); display mapping ('Klær') is a shared-contracts rule. */
  name: text('name').notNull(),
  sortNumber: integer('sort_number').notNull().default(0),
  banner: text('banner'),
  bannerLink: text('banner_link'),
  pageInfo: text('page_info'),
  visible: boolean('visible').notNull().default(true),
});

/** Level ArticleGroup2ID: the id IS the articleGroup2ID. */
export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    sortNumber: integer('sort_number').notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

/** Level ArticleGroup3ID: the id IS the articleGroup3ID. */
export const articleGroups = pgTable(
  'article_groups',
  {
    id: integer('id').primaryKey(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    name: text('name').notNull(),
    sortNumber: integer('sort_number').notNull().default(0),
  },
  (t) => [index('article_groups_subcategory_idx').on(t.subcategoryId)],
);

export const productLines = pgTable(
  'product_lines',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
  },
  (t) => [index('product_lines_category_idx').on(t.categoryId)],
);

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** `nbSortKey(name)`: Norwegian order in a byte-compared column (see types.ts). */
    nameSort: byteText('name_sort').notNull(),
    description: text('description').notNull().default(''),
    webDescription: text('web_description'),
    techDescription: text('tech_description'),
    nutrientContent: text('nutrient_content'),
    washLabel: text('wash_label'),
    careLabel: text('care_label'),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    genderId: integer('gender_id')
      .notNull()
      .references(() => genders.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    articleGroupId: integer('article_group_id')
      .notNull()
      .references(() => articleGroups.id),
    productLineId: integer('product_line_id').references(() => productLines.id),
    /** Ordinary price in øre; the shown price is the lowest active campaign price or this. */
    finalPrice: integer('final_price').notNull(),
    /** "Før"-price in øre (recommended retail), shown struck through. */
    originalPrice: integer('original_price').notNull(),
    pant: integer('pant').notNull().default(0),
    frightPrice: integer('fright_price').notNull().default(9900),
    /** Kept as 0/1 like the source system; spec: canPurchase when PurchasableOnWeb = 1. */
    purchasableOnWeb: smallint('purchasable_on_web').notNull().default(1),
    visibleOnWeb: smallint('visible_on_web').notNull().default(1),
    featured: smallint('featured').notNull().default(0),
    onlyCc: boolean('only_cc').notNull().default(false),
    webPurchaseLimit: integer('web_purchase_limit'),
    customLabel: text('custom_label'),
    season: text('season'),
    image: text('image'),
    /** Denormalised mean of approved reviews, refreshed when reviews change. */
    averageRating: real('average_rating'),
    dateCreated: pgTimestamp('date_created').notNull().defaultNow(),
    // Full-text search lives in its own table (schema/search.ts, modules/search).
  },
  (t) => [
    index('articles_category_idx').on(t.categoryId, t.visibleOnWeb, t.nameSort),
    index('articles_subcategory_idx').on(t.subcategoryId, t.visibleOnWeb, t.nameSort),
    index('articles_group_idx').on(t.articleGroupId, t.visibleOnWeb),
    index('articles_brand_idx').on(t.brandId),
    index('articles_gender_idx').on(t.genderId),
    index('articles_product_line_idx').on(t.productLineId),
    index('articles_visible_idx').on(t.visibleOnWeb, t.nameSort),
    index('articles_featured_idx').on(t.featured),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** EAN-13 with a valid check digit. */
    ean: text('ean').notNull().unique(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    colourId: integer('colour_id')
      .notNull()
      .references(() => colours.id),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('variants_article_idx').on(t.articleId),
    index('variants_colour_idx').on(t.colourId),
  ],
);
