CREATE TABLE "search_facet_cube" (
	"scope" text NOT NULL,
	"brand_id" integer NOT NULL,
	"gender_id" integer NOT NULL,
	"colour_mask" bigint NOT NULL,
	"n" integer NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	CONSTRAINT "search_facet_cube_scope_brand_id_gender_id_colour_mask_pk" PRIMARY KEY("scope","brand_id","gender_id","colour_mask")
);
