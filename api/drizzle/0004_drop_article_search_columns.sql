-- Full-text search moved to article_search (0001); the generated vector depends on search_text, so it goes first.
DROP INDEX "articles_search_idx";--> statement-breakpoint
DROP INDEX "articles_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_text";
