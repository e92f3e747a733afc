/**
 * Search index (owned by the search module, `src/modules/search/`).
 *
 * `article_search` is a denormalised copy of every web-visible article, shaped for one job:
 * match the text through one GIN index, then filter, facet and sort on narrow integer
 * columns without touching `articles`, `variants` or `campaign_prices` per row. Hidden
 * articles have no row at all, so no query can forget the visibility rule.
 * It is rebuilt by `refreshSearchIndex()` (the seed calls it; any writer of articles,
 * colours, bestsellers or campaign prices must call it for the ids it touched).
 *
 * `search_terms` is the vocabulary of the index (one row per folded word). Typo tolerance and
 * compound help look words up here through a small trigram index instead of running
 * `similarity()` over every article.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { articles } from './catalog';
import { pgTimestamp } from './columns';
import { byteText, tsvector } from './types';

export const articleSearch = pgTable(
  'article_search',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** lower(unaccent(name)) with single spaces: exact-name and name-prefix ranking tiers. */
    nameFold: text('name_fold').notNull(),
    /** Copy of `articles.name_sort` (Norwegian order in a byte-compared column). */
    nameSort: byteText('name_sort').notNull(),
    brandId: integer('brand_id').notNull(),
    genderId: integer('gender_id').notNull(),
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id').notNull(),
    groupId: integer('group_id').notNull(),
    /**
     * Colour groups of the article's variants as a bit set (bit n = colour group id n, ids
     * 1–62; the refresh refuses others). One integer AND filters and counts every colour
     * facet in the same pass as the other facets, where an array needed an unnest per row.
     */
    colourMask: bigint('colour_mask', { mode: 'number' }).notNull().default(0),
    /** Shown price in øre: lowest active campaign price, else the final price (as the catalogue maps it). */
    price: integer('price').notNull(),
    /**
     * When `price` stops being true (the next start or end of a campaign covering the article);
     * null when no campaign will change it. The search service re-prices rows past this instant.
     */
    priceValidUntil: pgTimestamp('price_valid_until'),
    /** Quantity rank; 9999 without a bestseller row (spec §9). */
    bestsellerRank: integer('bestseller_rank').notNull().default(9999),
    dateCreated: pgTimestamp('date_created').notNull(),
    /**
     * Folded text as lexemes of the `norwegian` configuration, weighted by field
     * (A name, B brand, C colours, D category tree and gender), plus each lexeme reversed with
     * a '<' marker (same weight) so a prefix query on the reversed word finds compound endings:
     * '<oks':* matches 'løpesko'.
     */
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('article_search_document_idx').using('gin', t.document),
    // Listing without a query (category pages' facets, the home page's 1000) in bestseller order.
    index('article_search_bestseller_idx').on(t.bestsellerRank, t.articleId),
    // Listings without text walk these in the asked order and stop after one page.
    index('article_search_price_idx').on(t.price, t.articleId),
    index('article_search_name_idx').on(t.nameSort, t.articleId),
    index('article_search_date_idx').on(t.dateCreated, t.articleId),
    index('article_search_category_idx').on(t.categoryId),
    index('article_search_subcategory_idx').on(t.subcategoryId),
    index('article_search_group_idx').on(t.groupId),
    index('article_search_brand_idx').on(t.brandId),
    index('article_search_price_valid_idx')
      .on(t.priceValidUntil)
      .where(sql`${t.priceValidUntil} is not null`),
  ],
);

export const searchTerms = pgTable(
  'search_terms',
  {
    /** A folded surface word (lower(unaccent(...))), e.g. 'lopesko'. */
    term: text('term').primaryKey(),
    /** Its `norwegian` lexeme, the form the document holds ('jakker' → 'jakk'). */
    lexeme: byteText('lexeme').notNull(),
    /** Articles containing the word; prefers common words among equally close typo corrections. */
    docCount: integer('doc_count').notNull().default(0),
  },
  (t) => [
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_lexeme_idx').on(t.lexeme),
  ],
);

/**
 * Facet counts of every listing scope without text and without facet filters: the whole
 * catalogue (`all`), each category (`c:<id>`), subcategory (`s:<id>`) and article group
 * (`g:<id>`); and of every frequent search word (`w:<lexeme>`, see search/word-scopes.ts).
 * Built with the index. A category page or a one-word search opening with no filter, or with
 * one facet filter (whose own facet ignores it), is then answered without counting tens of
 * thousands of rows on every request.
 */
export const searchFacetBase = pgTable('search_facet_base', {
  scope: text('scope').primaryKey(),
  total: integer('total').notNull(),
  /** `[[brandId, count], …]` */
  brands: jsonb('brands').$type<[number, number][]>().notNull(),
  /** `[[genderId, count], …]` */
  genders: jsonb('genders').$type<[number, number][]>().notNull(),
  /** `[[colourMask as text, count], …]` (a mask counts for each of its colour groups). */
  masks: jsonb('masks').$type<[string, number][]>().notNull(),
  priceMin: integer('price_min'),
  priceMax: integer('price_max'),
  /**
   * Word scopes ('w:<lexeme>') only: the query plan the counts were made with, and the first
   * hits of that plan in relevance and in bestseller order (`[[articleId, score], …]`).
   */
  plan: jsonb('plan'),
  topRelevance: jsonb('top_relevance').$type<[number, number][]>(),
  topBestseller: jsonb('top_bestseller').$type<[number, number][]>(),
});

/**
 * Article counts and price bounds per listing scope (as in `search_facet_base`) and per cell of
 * brand × gender × colour set. A listing without text and without a price filter counts its
 * facets from these cells, whatever brand, gender and colour filters it has: 'green' + 'Barn'
 * over the whole catalogue sums a few thousand cells instead of reading 20 000 articles.
 */
export const searchFacetCube = pgTable(
  'search_facet_cube',
  {
    scope: text('scope').notNull(),
    brandId: integer('brand_id').notNull(),
    genderId: integer('gender_id').notNull(),
    colourMask: bigint('colour_mask', { mode: 'bigint' }).notNull(),
    n: integer('n').notNull(),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.brandId, t.genderId, t.colourMask] })],
);

/**
 * One row: the format of the search index the database holds. A release that changes what the
 * index rows contain (filter tokens, word scopes …) raises SEARCH_INDEX_FORMAT, and the start-up
 * rebuilds an index of an older format before serving (search/indexer.ts).
 */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey(),
  format: integer('format').notNull(),
});
