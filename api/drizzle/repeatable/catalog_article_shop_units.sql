-- Repeatable (applied after the migrations on every start, in file-name order): the triggers
-- that keep article_shop_units (migration 0001) true as stock and variants change. The database
-- keeps it true: statement-level triggers aggregate each statement's transition table once (a
-- bulk COPY or INSERT … SELECT costs one grouped upsert, not one per row).
--
-- The trigger functions below find rows by primary key (variants, article_shop_units) with
-- hash and merge joins off: PL/pgSQL keeps a statement's first plan for the session, and a
-- hash join planned for a 66 000-row load chunk would then read all 530 000 variants on every
-- later one-row update (measured 0.5 ms → 400 ms per update); key lookups suit both sizes.
--
-- Stock rows added (INSERT, COPY, the new side of an UPDATE): one grouped upsert.
CREATE OR REPLACE FUNCTION article_shop_units_add_stock() RETURNS trigger
LANGUAGE plpgsql
SET enable_hashjoin = off
SET enable_mergejoin = off
AS $$
BEGIN
  INSERT INTO article_shop_units AS u (article_id, shop_id, qty, stock_rows)
  SELECT v.article_id, s.shop_id, sum(s.qty), count(*)
  FROM stock_added s
  JOIN variants v ON v.id = s.variant_id
  GROUP BY v.article_id, s.shop_id
  ON CONFLICT (article_id, shop_id) DO UPDATE
    SET qty = u.qty + excluded.qty, stock_rows = u.stock_rows + excluded.stock_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Stock rows removed (DELETE, the old side of an UPDATE): subtract, then drop the rows left
-- without stock rows. Never inserts: when a shop or article is deleted its units rows may
-- already be gone through their own cascade, and a variant deleted in the same statement is
-- no longer found here (article_shop_units_variants_changed recounts its article instead).
CREATE OR REPLACE FUNCTION article_shop_units_remove_stock() RETURNS trigger
LANGUAGE plpgsql
SET enable_hashjoin = off
SET enable_mergejoin = off
AS $$
DECLARE
  emptied_articles integer[];
  emptied_shops integer[];
BEGIN
  WITH removed AS (
    SELECT v.article_id, s.shop_id, sum(s.qty) AS qty, count(*) AS n
    FROM stock_removed s
    JOIN variants v ON v.id = s.variant_id
    GROUP BY v.article_id, s.shop_id
  ), updated AS (
    UPDATE article_shop_units u
    SET qty = u.qty - r.qty, stock_rows = u.stock_rows - r.n
    FROM removed r
    WHERE u.article_id = r.article_id AND u.shop_id = r.shop_id
    RETURNING u.article_id, u.shop_id, u.stock_rows
  )
  SELECT array_agg(article_id), array_agg(shop_id) INTO emptied_articles, emptied_shops
  FROM updated
  WHERE stock_rows = 0;
  -- A separate statement: one statement cannot delete the row versions it just wrote.
  IF emptied_articles IS NOT NULL THEN
    DELETE FROM article_shop_units u
    USING unnest(emptied_articles, emptied_shops) AS e(article_id, shop_id)
    WHERE u.article_id = e.article_id AND u.shop_id = e.shop_id AND u.stock_rows = 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION article_shop_units_clear() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- DELETE, not TRUNCATE: this runs inside the TRUNCATE of stock, which may list this table too.
  DELETE FROM article_shop_units;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A variant deleted or moved to another article changes its articles' units; their rows are
-- recounted from stock (rare: the catalogue feed only adds variants).
CREATE OR REPLACE FUNCTION article_shop_units_variants_changed() RETURNS trigger
LANGUAGE plpgsql
SET enable_hashjoin = off
SET enable_mergejoin = off
AS $$
DECLARE
  affected integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT article_id) INTO affected FROM variants_removed;
  ELSE
    SELECT array_agg(DISTINCT article_id) INTO affected
    FROM (
      (SELECT id, article_id FROM variants_removed EXCEPT SELECT id, article_id FROM variants_added)
      UNION ALL
      (SELECT id, article_id FROM variants_added EXCEPT SELECT id, article_id FROM variants_removed)
    ) moved;
  END IF;
  IF affected IS NOT NULL THEN
    DELETE FROM article_shop_units WHERE article_id = ANY (affected);
    INSERT INTO article_shop_units (article_id, shop_id, qty, stock_rows)
    SELECT v.article_id, s.shop_id, sum(s.qty), count(*)
    FROM stock s
    JOIN variants v ON v.id = s.variant_id
    WHERE v.article_id = ANY (affected)
    GROUP BY v.article_id, s.shop_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- On UPDATE the add trigger fires before the remove trigger (same event: name order), so a
-- qty change never drops and re-inserts its row.
CREATE OR REPLACE TRIGGER stock_units_insert AFTER INSERT ON stock
REFERENCING NEW TABLE AS stock_added
FOR EACH STATEMENT EXECUTE FUNCTION article_shop_units_add_stock();--> statement-breakpoint
CREATE OR REPLACE TRIGGER stock_units_update_1_add AFTER UPDATE ON stock
REFERENCING NEW TABLE AS stock_added
FOR EACH STATEMENT EXECUTE FUNCTION article_shop_units_add_stock();--> statement-breakpoint
CREATE OR REPLACE TRIGGER stock_units_update_2_remove AFTER UPDATE ON stock
REFERENCING OLD TABLE AS stock_removed
FOR EACH STATEMENT EXECUTE FUNCTION article_shop_units_remove_stock();--> statement-breakpoint
CREATE OR REPLACE TRIGGER stock_units_delete AFTER DELETE ON stock
REFERENCING OLD TABLE AS stock_removed
FOR EACH STATEMENT EXECUTE FUNCTION article_shop_units_remove_stock();--> statement-breakpoint
CREATE OR REPLACE TRIGGER stock_units_truncate AFTER TRUNCATE ON stock
FOR EACH STATEMENT EXECUTE FUNCTION article_shop_units_clear();--> statement-breakpoint
CREATE OR REPLACE TRIGGER variants_units_update AFTER UPDATE ON variants
REFERENCING OLD TABLE AS variants_removed NEW TABLE AS variants_added
FOR EACH STATEMENT EXECUTE FUNCTION article_shop_units_variants_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER variants_units_delete AFTER DELETE ON variants
REFERENCING OLD TABLE AS variants_removed
FOR EACH STATEMENT EXECUTE FUNCTION article_shop_units_variants_changed();--> statement-breakpoint
-- ALWAYS: the seed loads with session_replication_role = replica to skip foreign-key checks
-- (seed/bulk-load.ts), which also skips ordinary triggers; this table must follow even then.
ALTER TABLE stock ENABLE ALWAYS TRIGGER stock_units_insert;--> statement-breakpoint
ALTER TABLE stock ENABLE ALWAYS TRIGGER stock_units_update_1_add;--> statement-breakpoint
ALTER TABLE stock ENABLE ALWAYS TRIGGER stock_units_update_2_remove;--> statement-breakpoint
ALTER TABLE stock ENABLE ALWAYS TRIGGER stock_units_delete;--> statement-breakpoint
ALTER TABLE stock ENABLE ALWAYS TRIGGER stock_units_truncate;--> statement-breakpoint
ALTER TABLE variants ENABLE ALWAYS TRIGGER variants_units_update;--> statement-breakpoint
ALTER TABLE variants ENABLE ALWAYS TRIGGER variants_units_delete;--> statement-breakpoint
