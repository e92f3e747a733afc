-- Catalogue units per shop and the search index (ADR 0003). The tables only: their functions
-- and triggers live in drizzle/repeatable/, applied after the migrations on every start.
--
-- article_shop_units: units of an article per shop (the sum of its variants' stock rows), read
-- by catalog_article_live instead of summing `stock` per article on every call; kept true by
-- statement-level triggers on stock and variants (repeatable/catalog_article_shop_units.sql).
-- `stock_rows` counts the stock rows behind a row, so a shop holding only qty-0 rows is listed.
CREATE TABLE "article_shop_units" (
	"article_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"stock_rows" integer NOT NULL,
	CONSTRAINT "article_shop_units_article_id_shop_id_pk" PRIMARY KEY("article_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "article_search" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"name_fold" text NOT NULL,
	"name_sort" text COLLATE "C" NOT NULL,
	"brand_id" integer NOT NULL,
	"gender_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"colour_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price" integer NOT NULL,
	"price_valid_until" timestamp with time zone,
	"bestseller_rank" integer DEFAULT 9999 NOT NULL,
	"date_created" timestamp with time zone NOT NULL,
	"words" text[] NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_engine_consumers" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_engine_outbox" (
	"article_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"format" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_sources" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"source" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"lexeme" text COLLATE "C" NOT NULL,
	"doc_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_shop_units" ADD CONSTRAINT "article_shop_units_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shop_units" ADD CONSTRAINT "article_shop_units_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_search" ADD CONSTRAINT "article_search_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sources" ADD CONSTRAINT "search_sources_article_id_article_search_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article_search"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_search_document_idx" ON "article_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "article_search_category_idx" ON "article_search" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "article_search_subcategory_idx" ON "article_search" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "article_search_group_idx" ON "article_search" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "article_search_brand_idx" ON "article_search" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "article_search_bestseller_idx" ON "article_search" USING btree ("bestseller_rank","article_id");--> statement-breakpoint
CREATE INDEX "article_search_price_valid_idx" ON "article_search" USING btree ("price_valid_until") WHERE "article_search"."price_valid_until" is not null;--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_lexeme_idx" ON "search_terms" USING btree ("lexeme");
