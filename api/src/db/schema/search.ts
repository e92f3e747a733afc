/**
 * Search index (owned by the search module, `src/modules/search/`).
 *
 * `article_search` is a denormalised copy of every web-visible article: the stemmed document
 * and the narrow filter, facet and sort columns. Each API process searches and suggests from an
 * in-memory copy of it (search/snapshot.ts). Hidden
 * articles have no row at all, so no query can forget the visibility rule.
 * It is rebuilt by `refreshSearchIndex()` (the seed calls it; any writer of articles,
 * colours, bestsellers or campaign prices must call it for the ids it touched).
 *
 * `search_sources` holds each indexed article's static list tile (its `_source`).
 *
 * `search_terms` is the vocabulary of the index (one row per folded word). Typo tolerance and
 * compound help look words up here through a small trigram index instead of running
 * `similarity()` over every article.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, json, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { articles } from './catalog';
import { pgTimestamp } from './columns';
import type { QueryPlan } from '../../modules/search/text';
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
    // No index on the document: words are matched in memory. Suggestions ask which
    // subcategories and brands have articles; the re-pricing finds expiring prices.
    index('article_search_subcategory_idx').on(t.subcategoryId),
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
    /** The query plan of a one-word search for this word (search/word-plans.ts). */
    plan: jsonb('plan').$type<QueryPlan>(),
  },
  (t) => [
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_lexeme_idx').on(t.lexeme),
  ],
);

/**
 * The static part of each indexed article's list tile (its `_source`, as a search engine keeps
 * it): the article row with brand, gender and category names, bestseller ranks and colours,
 * as `catalog_article_tile` builds it (migration 0014). A search page adds only the live part
 * (`catalog_article_live`: stock per shop, running campaign prices) instead of building
 * whole tiles: 24 tiles took ~1.6 ms instead of ~3 ms on PostgreSQL. Rebuilt with the article's
 * index row (a row leaves with it).
 */
export const searchSources = pgTable('search_sources', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articleSearch.articleId, { onDelete: 'cascade' }),
  source: json('source').notNull(),
});

/**
 * One row: the format of the search index the database holds and its generation. A release
 * that changes what the index rows contain raises SEARCH_INDEX_FORMAT, and the start-up rebuilds
 * an index of an older format before serving (search/indexer.ts). Every index write raises the
 * generation; each API process reloads its in-memory copy of the index when it moves.
 */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey(),
  format: integer('format').notNull(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
