-- Repeatable (applied after the migrations on every start): how search_facet_counts follows the
-- search index (owned by src/modules/search, ADR 0003). Statement-level triggers on
-- article_search turn each statement's rows into per-combination deltas (category tree node,
-- brand, gender, colour group; colour 0 for the article itself) and apply them in the writer's
-- transaction. Only the combinations a statement touched are written; nothing is rebuilt.
--
-- search_facet_counts_apply(keys…, deltas): adds the deltas, then re-reads the price bounds of
-- those combinations from article_search (a lowest or highest price that left cannot be
-- subtracted), then drops combinations no article holds any more. The upsert locks the
-- combinations' rows (in key order, so concurrent writers queue instead of deadlocking) before
-- the bounds are read: a writer of the same combination waits for this transaction, and its own
-- read of the bounds, a later statement, then sees these rows.
CREATE OR REPLACE FUNCTION search_facet_counts_apply(
  p_category integer[], p_subcategory integer[], p_group integer[], p_brand integer[],
  p_gender integer[], p_colour integer[], p_delta integer[]
)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_facet_counts AS f (
    category_id, subcategory_id, group_id, brand_id, gender_id, colour_group_id,
    articles, min_price, max_price
  )
  SELECT k.category_id, k.subcategory_id, k.group_id, k.brand_id, k.gender_id, k.colour_group_id,
         k.delta, 0, 0
  FROM unnest(p_category, p_subcategory, p_group, p_brand, p_gender, p_colour, p_delta)
    AS k(category_id, subcategory_id, group_id, brand_id, gender_id, colour_group_id, delta)
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (category_id, subcategory_id, group_id, brand_id, gender_id, colour_group_id)
  DO UPDATE SET articles = f.articles + excluded.articles;

  UPDATE search_facet_counts f
  SET min_price = x.lo, max_price = x.hi
  FROM (
    SELECT k.category_id, k.subcategory_id, k.group_id, k.brand_id, k.gender_id,
           k.colour_group_id, min(s.price) AS lo, max(s.price) AS hi
    FROM unnest(p_category, p_subcategory, p_group, p_brand, p_gender, p_colour)
      AS k(category_id, subcategory_id, group_id, brand_id, gender_id, colour_group_id)
    JOIN article_search s
      ON s.group_id = k.group_id AND s.category_id = k.category_id
     AND s.subcategory_id = k.subcategory_id AND s.brand_id = k.brand_id
     AND s.gender_id = k.gender_id
     AND (k.colour_group_id = 0 OR k.colour_group_id = ANY (s.colour_group_ids))
    GROUP BY 1, 2, 3, 4, 5, 6
  ) x
  WHERE f.category_id = x.category_id AND f.subcategory_id = x.subcategory_id
    AND f.group_id = x.group_id AND f.brand_id = x.brand_id AND f.gender_id = x.gender_id
    AND f.colour_group_id = x.colour_group_id;

  DELETE FROM search_facet_counts f
  USING unnest(p_category, p_subcategory, p_group, p_brand, p_gender, p_colour)
    AS k(category_id, subcategory_id, group_id, brand_id, gender_id, colour_group_id)
  WHERE f.category_id = k.category_id AND f.subcategory_id = k.subcategory_id
    AND f.group_id = k.group_id AND f.brand_id = k.brand_id AND f.gender_id = k.gender_id
    AND f.colour_group_id = k.colour_group_id AND f.articles <= 0;
END;
$$;--> statement-breakpoint
-- The triggers: each statement's rows grouped into combinations, +1 per added and -1 per
-- removed row, for the row itself (colour 0) and for each of its colour groups.
CREATE OR REPLACE FUNCTION search_facet_counts_rows_added() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  c integer[]; sc integer[]; g integer[]; b integer[]; ge integer[]; co integer[]; d integer[];
BEGIN
  SELECT array_agg(x.category_id), array_agg(x.subcategory_id), array_agg(x.group_id),
         array_agg(x.brand_id), array_agg(x.gender_id), array_agg(x.colour), array_agg(x.n)
  INTO c, sc, g, b, ge, co, d
  FROM (
    SELECT r.category_id, r.subcategory_id, r.group_id, r.brand_id, r.gender_id, u.colour,
           count(*)::int AS n
    FROM search_rows_added r CROSS JOIN LATERAL unnest(array[0] || r.colour_group_ids) AS u(colour)
    GROUP BY 1, 2, 3, 4, 5, 6
  ) x;
  IF c IS NOT NULL THEN PERFORM search_facet_counts_apply(c, sc, g, b, ge, co, d); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_facet_counts_rows_removed() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  c integer[]; sc integer[]; g integer[]; b integer[]; ge integer[]; co integer[]; d integer[];
BEGIN
  SELECT array_agg(x.category_id), array_agg(x.subcategory_id), array_agg(x.group_id),
         array_agg(x.brand_id), array_agg(x.gender_id), array_agg(x.colour), array_agg(x.n)
  INTO c, sc, g, b, ge, co, d
  FROM (
    SELECT r.category_id, r.subcategory_id, r.group_id, r.brand_id, r.gender_id, u.colour,
           -count(*)::int AS n
    FROM search_rows_removed r
    CROSS JOIN LATERAL unnest(array[0] || r.colour_group_ids) AS u(colour)
    GROUP BY 1, 2, 3, 4, 5, 6
  ) x;
  IF c IS NOT NULL THEN PERFORM search_facet_counts_apply(c, sc, g, b, ge, co, d); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An UPDATE (the re-pricing job, a rank change) touches only the combinations of rows whose
-- facet columns or price changed; a price change alone nets a delta of 0 but moves the bounds.
CREATE OR REPLACE FUNCTION search_facet_counts_rows_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  c integer[]; sc integer[]; g integer[]; b integer[]; ge integer[]; co integer[]; d integer[];
BEGIN
  WITH changed AS (
    SELECT o.category_id AS o_category_id, o.subcategory_id AS o_subcategory_id,
           o.group_id AS o_group_id, o.brand_id AS o_brand_id, o.gender_id AS o_gender_id,
           o.colour_group_ids AS o_colours,
           n.category_id, n.subcategory_id, n.group_id, n.brand_id, n.gender_id,
           n.colour_group_ids AS colours
    FROM search_rows_removed o
    JOIN search_rows_added n ON n.article_id = o.article_id
    WHERE (o.category_id, o.subcategory_id, o.group_id, o.brand_id, o.gender_id,
           o.colour_group_ids, o.price)
          IS DISTINCT FROM
          (n.category_id, n.subcategory_id, n.group_id, n.brand_id, n.gender_id,
           n.colour_group_ids, n.price)
  ),
  signed AS (
    SELECT category_id, subcategory_id, group_id, brand_id, gender_id, colours, 1 AS sign
    FROM changed
    UNION ALL
    SELECT o_category_id, o_subcategory_id, o_group_id, o_brand_id, o_gender_id, o_colours, -1
    FROM changed
  )
  SELECT array_agg(x.category_id), array_agg(x.subcategory_id), array_agg(x.group_id),
         array_agg(x.brand_id), array_agg(x.gender_id), array_agg(x.colour), array_agg(x.n)
  INTO c, sc, g, b, ge, co, d
  FROM (
    SELECT r.category_id, r.subcategory_id, r.group_id, r.brand_id, r.gender_id, u.colour,
           sum(r.sign)::int AS n
    FROM signed r CROSS JOIN LATERAL unnest(array[0] || r.colours) AS u(colour)
    GROUP BY 1, 2, 3, 4, 5, 6
  ) x;
  IF c IS NOT NULL THEN PERFORM search_facet_counts_apply(c, sc, g, b, ge, co, d); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_facet_counts_clear() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM search_facet_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_facet_counts_insert AFTER INSERT ON article_search
REFERENCING NEW TABLE AS search_rows_added
FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_rows_added();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_facet_counts_update AFTER UPDATE ON article_search
REFERENCING OLD TABLE AS search_rows_removed NEW TABLE AS search_rows_added
FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_rows_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_facet_counts_delete AFTER DELETE ON article_search
REFERENCING OLD TABLE AS search_rows_removed
FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_rows_removed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_facet_counts_truncate AFTER TRUNCATE ON article_search
FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_clear();--> statement-breakpoint
-- ALWAYS: the counts must follow the index even in a session that skips ordinary triggers
-- (the seed's bulk load, seed/bulk-load.ts).
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_facet_counts_insert;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_facet_counts_update;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_facet_counts_delete;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_facet_counts_truncate;
