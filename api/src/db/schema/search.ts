/**
 * Search index (owned by the search module, `src/modules/search/`, ADR 0003).
 *
 * `article_search` is a denormalised copy of every web-visible article: the stemmed document
 * (GIN-indexed) and the narrow filter, facet and sort columns. Every API process searches it
 * with SQL; there is no copy in any process. Hidden articles have no row at all, so no query can
 * forget the visibility rule. A writer of articles, colours, bestsellers or campaign prices
 * refreshes the rows of the ids it touched in its own transaction (`refreshSearchIndex`).
 *
 * `search_sources` holds each indexed article's static list tile (its `_source`).
 *
 * `search_terms` is the vocabulary of the index (one row per folded word, with the number of
 * indexed articles holding it). Triggers on `article_search` keep it true row by row
 * (repeatable/search_terms.sql). Typo tolerance and compound help look words up here through a
 * small trigram index instead of running `similarity()` over every article.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, json, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
    /** Colour groups of the article's variants (distinct, ascending). */
    colourGroupIds: integer('colour_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * The same colour groups as bits (group id n is bit n − 1): a search groups its candidates
     * by colour combination, and an integer groups and copies far cheaper than an array.
     * Written by the database (`search_colour_mask`); colour group ids stay within 1–63.
     */
    colourMask: bigint('colour_mask', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`search_colour_mask(colour_group_ids)`),
    /**
     * Shown price in øre (lowest campaign price running, else the final price) as of the last
     * write of the row; true until `price_valid_until`. Past that instant a search computes the
     * price from the campaigns itself (`search_shown_price`), and the re-pricing job rewrites it.
     */
    price: integer('price').notNull(),
    /** When `price` stops being true (a covering campaign starts or ends); null: never. */
    priceValidUntil: pgTimestamp('price_valid_until'),
    /** Quantity rank; 9999 without a bestseller row (spec §9). */
    bestsellerRank: integer('bestseller_rank').notNull().default(9999),
    dateCreated: pgTimestamp('date_created').notNull(),
    /** Folded distinct words of every field: the vocabulary's share of this article. */
    words: text('words').array().notNull(),
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
    index('article_search_category_idx').on(t.categoryId),
    index('article_search_subcategory_idx').on(t.subcategoryId),
    index('article_search_group_idx').on(t.groupId),
    index('article_search_brand_idx').on(t.brandId),
    index('article_search_bestseller_idx').on(t.bestsellerRank, t.articleId),
    // A price filter without text reads the articles in its range (facet-summary.ts).
    index('article_search_price_idx').on(t.price),
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
    /** Indexed articles holding the word; prefers common words among equally close corrections. */
    docCount: integer('doc_count').notNull().default(0),
  },
  (t) => [
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_lexeme_idx').on(t.lexeme),
  ],
);

/**
 * Facet counts of the index by category tree node, brand, gender and colour group, kept by
 * statement-level triggers on `article_search` (repeatable/search_facet_counts.sql) in the
 * writer's transaction. A search without text, price or several colours (a category page, a
 * brand page) reads its total, facets and price bounds here instead of grouping every article
 * of its scope. One row per combination that indexed articles have; `colour_group_id` 0 counts
 * the articles themselves, any other the articles holding that colour group.
 */
export const searchFacetCounts = pgTable(
  'search_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id').notNull(),
    groupId: integer('group_id').notNull(),
    brandId: integer('brand_id').notNull(),
    genderId: integer('gender_id').notNull(),
    colourGroupId: integer('colour_group_id').notNull(),
    articles: integer('articles').notNull(),
    /** Lowest and highest stored price (`article_search.price`) of those articles. */
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'search_facet_counts_pk',
      columns: [t.categoryId, t.subcategoryId, t.groupId, t.brandId, t.genderId, t.colourGroupId],
    }),
    index('search_facet_counts_subcategory_idx').on(t.subcategoryId),
    index('search_facet_counts_group_idx').on(t.groupId),
  ],
);

/**
 * The static part of each indexed article's list tile (its `_source`, as a search engine keeps
 * it): the article row with brand, gender and category names, bestseller ranks and colours,
 * as `catalog_article_tile` builds it. A search page adds only the live part
 * (`catalog_article_live`: stock per shop, running campaign prices). Rebuilt with the article's
 * index row (a row leaves with it).
 */
export const searchSources = pgTable('search_sources', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articleSearch.articleId, { onDelete: 'cascade' }),
  source: json('source').notNull(),
});

/**
 * One row: the format of the search index the database holds. A release that changes what the
 * index rows contain raises SEARCH_INDEX_FORMAT, and the start-up rebuilds an index of an older
 * format before serving (search/indexer.ts).
 */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey(),
  format: integer('format').notNull(),
});

/**
 * Index rows written since an external search engine last took them (ADR 0003): filled by a
 * trigger on `article_search` in the writer's transaction while any engine is registered in
 * `search_engine_consumers`, emptied by the engine adapter once the engine holds the change.
 * Article id 0 stands for the whole index (a truncate).
 */
export const searchEngineOutbox = pgTable('search_engine_outbox', {
  articleId: integer('article_id').primaryKey(),
});

/** External search engines fed from the outbox; none: the outbox stays empty. */
export const searchEngineConsumers = pgTable('search_engine_consumers', {
  name: text('name').primaryKey(),
});
