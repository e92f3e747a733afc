-- Repeatable (applied after the migrations on every start): how the search index is written
-- (owned by src/modules/search, ADR 0003).
--
-- search_reverse_lexemes(doc, weight): every lexeme of `doc` (3+ characters) reversed and
-- marked with a leading '<', as a tsvector whose entries carry position 1 and the given weight.
-- A prefix query on a reversed word then matches words that END with it, which is how
-- Norwegian compounds are found from their head word: 'sko' -> '<oks':* matches 'lopesko'
-- ('<oksepol'), 'jakke' (lexeme 'jakk') -> '<kkaj':* matches 'vinterjakke'.
-- The entries are built through the tsvector text form because array_to_tsvector() yields
-- lexemes without positions, and weights live on positions: without them a weight-restricted
-- query (':A' = name only) could not tell a name compound from a category compound.
CREATE OR REPLACE FUNCTION search_reverse_lexemes(doc tsvector, weight text)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(
    string_agg(
      '''<' || replace(replace(reverse(u.lexeme), '\', '\\'), '''', '''''') || ''':1' || weight,
      ' '
    ),
    ''
  )::tsvector
  FROM unnest(doc) AS u(lexeme, positions, weights)
  WHERE length(u.lexeme) >= 3
$$;--> statement-breakpoint
-- search_shown_price(article, at): the price a shopper sees at `at` – the lowest campaign price
-- running then, else the final price (the catalogue's `shownPrice` rule). A search reads the
-- index's stored price while it is true (`price_valid_until`) and this past it, so a campaign
-- starting or ending changes search results at that instant without any write on the read path.
CREATE OR REPLACE FUNCTION search_shown_price(p_article_id integer, p_at timestamptz)
RETURNS integer
LANGUAGE sql
STABLE
AS $$
  SELECT least(a.final_price, coalesce((
    SELECT min(cp.price)
    FROM campaign_prices cp
    JOIN campaigns k ON k.id = cp.campaign_id
    WHERE cp.article_id = a.id AND k.active AND k.start_at <= p_at AND k.end_at > p_at
  ), a.final_price))
  FROM articles a
  WHERE a.id = p_article_id
$$;--> statement-breakpoint
-- The vocabulary (search_terms) follows the index row by row: each article_search row lists its
-- folded words (`words`), and statement-level triggers add or subtract each statement's words
-- in one grouped upsert. A word's lexeme is computed when it first appears; stop words (no
-- lexeme) are no vocabulary. A word no indexed article holds any more goes.
CREATE OR REPLACE FUNCTION search_terms_adjust(p_words text[], p_deltas integer[])
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_terms AS t (term, lexeme, doc_count)
  SELECT d.word, d.lexeme, d.delta
  FROM (
    SELECT u.word, u.delta, (tsvector_to_array(to_tsvector('norwegian', u.word)))[1] AS lexeme
    FROM unnest(p_words, p_deltas) AS u(word, delta)
    WHERE u.delta <> 0
  ) d
  WHERE d.lexeme IS NOT NULL
  ON CONFLICT (term) DO UPDATE SET doc_count = t.doc_count + excluded.doc_count;
  DELETE FROM search_terms t
  USING unnest(p_words) AS u(word)
  WHERE t.term = u.word AND t.doc_count <= 0;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_rows_added() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  w text[];
  d integer[];
BEGIN
  SELECT array_agg(x.word), array_agg(x.n) INTO w, d
  FROM (
    SELECT u.word, count(*)::int AS n
    FROM search_rows_added r CROSS JOIN LATERAL unnest(r.words) AS u(word)
    GROUP BY u.word
  ) x;
  IF w IS NOT NULL THEN PERFORM search_terms_adjust(w, d); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_rows_removed() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  w text[];
  d integer[];
BEGIN
  SELECT array_agg(x.word), array_agg(x.n) INTO w, d
  FROM (
    SELECT u.word, -count(*)::int AS n
    FROM search_rows_removed r CROSS JOIN LATERAL unnest(r.words) AS u(word)
    GROUP BY u.word
  ) x;
  IF w IS NOT NULL THEN PERFORM search_terms_adjust(w, d); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An UPDATE (the re-pricing job, a rank change) touches the vocabulary only for rows whose
-- words changed.
CREATE OR REPLACE FUNCTION search_terms_rows_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  w text[];
  d integer[];
BEGIN
  WITH changed AS (
    SELECT o.words AS old_words, n.words AS new_words
    FROM search_rows_removed o
    JOIN search_rows_added n ON n.article_id = o.article_id
    WHERE o.words IS DISTINCT FROM n.words
  )
  SELECT array_agg(x.word), array_agg(x.n) INTO w, d
  FROM (
    SELECT y.word, sum(y.n)::int AS n
    FROM (
      SELECT u.word, 1 AS n FROM changed c CROSS JOIN LATERAL unnest(c.new_words) AS u(word)
      UNION ALL
      SELECT u.word, -1 FROM changed c CROSS JOIN LATERAL unnest(c.old_words) AS u(word)
    ) y
    GROUP BY y.word
  ) x;
  IF w IS NOT NULL THEN PERFORM search_terms_adjust(w, d); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_clear() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM search_terms;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_terms_insert AFTER INSERT ON article_search
REFERENCING NEW TABLE AS search_rows_added
FOR EACH STATEMENT EXECUTE FUNCTION search_terms_rows_added();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_terms_update AFTER UPDATE ON article_search
REFERENCING OLD TABLE AS search_rows_removed NEW TABLE AS search_rows_added
FOR EACH STATEMENT EXECUTE FUNCTION search_terms_rows_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_terms_delete AFTER DELETE ON article_search
REFERENCING OLD TABLE AS search_rows_removed
FOR EACH STATEMENT EXECUTE FUNCTION search_terms_rows_removed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_terms_truncate AFTER TRUNCATE ON article_search
FOR EACH STATEMENT EXECUTE FUNCTION search_terms_clear();--> statement-breakpoint
-- ALWAYS: the vocabulary must follow the index even in a session that skips ordinary triggers
-- (the seed's bulk load, seed/bulk-load.ts).
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_terms_insert;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_terms_update;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_terms_delete;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_terms_truncate;
--> statement-breakpoint
-- An external search engine (search/engines/) learns of index writes through search_engine_outbox,
-- filled in the writer's transaction while an engine is registered (search_engine_consumers).
-- Article id 0: the whole index changed (a truncate).
CREATE OR REPLACE FUNCTION search_engine_outbox_rows_added() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_engine_consumers) THEN
    INSERT INTO search_engine_outbox (article_id)
    SELECT DISTINCT r.article_id FROM search_rows_added r
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_engine_outbox_rows_removed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_engine_consumers) THEN
    INSERT INTO search_engine_outbox (article_id)
    SELECT DISTINCT r.article_id FROM search_rows_removed r
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_engine_outbox_truncated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_engine_consumers) THEN
    INSERT INTO search_engine_outbox (article_id) VALUES (0) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_engine_outbox_insert AFTER INSERT ON article_search
REFERENCING NEW TABLE AS search_rows_added
FOR EACH STATEMENT EXECUTE FUNCTION search_engine_outbox_rows_added();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_engine_outbox_update AFTER UPDATE ON article_search
REFERENCING NEW TABLE AS search_rows_added
FOR EACH STATEMENT EXECUTE FUNCTION search_engine_outbox_rows_added();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_engine_outbox_delete AFTER DELETE ON article_search
REFERENCING OLD TABLE AS search_rows_removed
FOR EACH STATEMENT EXECUTE FUNCTION search_engine_outbox_rows_removed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER search_engine_outbox_truncate AFTER TRUNCATE ON article_search
FOR EACH STATEMENT EXECUTE FUNCTION search_engine_outbox_truncated();--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_engine_outbox_insert;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_engine_outbox_update;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_engine_outbox_delete;--> statement-breakpoint
ALTER TABLE article_search ENABLE ALWAYS TRIGGER search_engine_outbox_truncate;
