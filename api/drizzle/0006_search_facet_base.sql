CREATE TABLE "search_facet_base" (
	"scope" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"brands" jsonb NOT NULL,
	"genders" jsonb NOT NULL,
	"masks" jsonb NOT NULL,
	"price_min" integer,
	"price_max" integer
);
--> statement-breakpoint
CREATE INDEX "article_search_price_idx" ON "article_search" USING btree ("price","article_id");--> statement-breakpoint
CREATE INDEX "article_search_name_idx" ON "article_search" USING btree ("name_sort","article_id");--> statement-breakpoint
CREATE INDEX "article_search_date_idx" ON "article_search" USING btree ("date_created","article_id");