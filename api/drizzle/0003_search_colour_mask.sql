-- colour_group_ids (integer[]) becomes colour_mask (bigint bit set): facet counts and the
-- colour filter become integer operations in the single aggregation pass of a search.
-- Existing rows keep their colours (converted here); a refresh rebuilds them anyway.
ALTER TABLE "article_search" ADD COLUMN "colour_mask" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "article_search" SET "colour_mask" = (
  SELECT coalesce(bit_or(1::bigint << g), 0) FROM unnest("colour_group_ids") AS g WHERE g BETWEEN 1 AND 62
);--> statement-breakpoint
ALTER TABLE "article_search" DROP COLUMN "colour_group_ids";
