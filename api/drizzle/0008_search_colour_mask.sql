-- The colour groups of an index row as bits (group id n is bit n - 1), for the generated
-- column below (a generated column needs an immutable function; it lives here, not in a
-- repeatable file, because the column depends on it).
CREATE FUNCTION search_colour_mask(p_ids integer[])
RETURNS bigint
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT coalesce(bit_or((1::bigint) << (g - 1)), 0) FROM unnest(p_ids) AS g
$$;--> statement-breakpoint
ALTER TABLE "article_search" ADD COLUMN "colour_mask" bigint GENERATED ALWAYS AS (search_colour_mask(colour_group_ids)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "colour_groups" ADD CONSTRAINT "colour_groups_id_in_mask" CHECK ("colour_groups"."id" between 1 and 63);