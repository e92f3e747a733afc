ALTER TABLE "search_facet_base" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "search_facet_base" ADD COLUMN "top_relevance" jsonb;--> statement-breakpoint
ALTER TABLE "search_facet_base" ADD COLUMN "top_bestseller" jsonb;