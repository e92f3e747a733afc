-- Searches and suggestions run on an in-memory copy of the index (src/modules/search/snapshot.ts):
-- the precomputed facet counts and the SQL search indexes go; the vocabulary keeps each word's
-- query plan; the generation tells other processes to reload their copy.
DROP TABLE "search_facet_base" CASCADE;--> statement-breakpoint
DROP TABLE "search_facet_cube" CASCADE;--> statement-breakpoint
DROP INDEX "article_search_document_idx";--> statement-breakpoint
DROP INDEX "article_search_bestseller_idx";--> statement-breakpoint
DROP INDEX "article_search_price_idx";--> statement-breakpoint
DROP INDEX "article_search_name_idx";--> statement-breakpoint
DROP INDEX "article_search_date_idx";--> statement-breakpoint
DROP INDEX "article_search_category_idx";--> statement-breakpoint
DROP INDEX "article_search_group_idx";--> statement-breakpoint
ALTER TABLE "search_index_state" ADD COLUMN "generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "plan" jsonb;