CREATE TABLE "search_facet_counts" (
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"gender_id" integer NOT NULL,
	"colour_group_id" integer NOT NULL,
	"articles" integer NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	CONSTRAINT "search_facet_counts_pk" PRIMARY KEY("category_id","subcategory_id","group_id","brand_id","gender_id","colour_group_id")
);
--> statement-breakpoint
CREATE INDEX "search_facet_counts_subcategory_idx" ON "search_facet_counts" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "search_facet_counts_group_idx" ON "search_facet_counts" USING btree ("group_id");