-- Repeatable (applied after the migrations on every start): how the search index is read
-- (owned by src/modules/search, ADR 0003).
--
-- search_canonical_term(lexeme): the catalogue word a lexeme stands for – the most frequent
-- catalogue word with that lexeme, then the shortest, then alphabetical (a one-word search is
-- searched as its catalogue word). Null when no catalogue word has the lexeme.
CREATE OR REPLACE FUNCTION search_canonical_term(p_lexeme text)
RETURNS text
LANGUAGE sql
STABLE
AS $$
  SELECT t.term
  FROM search_terms t
  WHERE t.lexeme = p_lexeme
  ORDER BY t.doc_count DESC, length(t.term), t.term
  LIMIT 1
$$;--> statement-breakpoint
-- search_analyse (see analysedForms in queries.ts): what the vocabulary says of each query word
-- and its candidate base forms – folded form, lexeme, whether the lexeme is a catalogue word's,
-- whether longer catalogue lexemes start with it, spelling corrections (trigram, only for a word
-- none of whose forms is a catalogue word) and, with p_canonical, whether the word itself is a
-- catalogue word and the catalogue words its lexeme and each correction stand for.
-- Input: parallel arrays (word index, form index, text). PL/pgSQL keeps the plan for the
-- session: planning the statement took ~0.5 ms of each ~1.7 ms analysis on PostgreSQL.
-- jit off: with a set-returning input the planner guesses 100 rows, and the estimate of the
-- nested statement once crossed jit_above_cost (JIT compilation alone took ~600 ms).
CREATE OR REPLACE FUNCTION search_analyse(p_words integer[], p_forms integer[], p_values text[], p_canonical boolean)
RETURNS TABLE (word integer, form integer, folded text, lexeme text, known boolean,
               has_longer_prefix boolean, fuzzy text[], is_term boolean, canonical text,
               fuzzy_canonical jsonb)
LANGUAGE plpgsql
STABLE
SET jit = off
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT v.word, v.form, lower(unaccent(v.value)) AS folded
    FROM unnest(p_words, p_forms, p_values) AS v(word, form, value)
  ),
  lexed AS (
    SELECT i.word, i.form, i.folded,
           (tsvector_to_array(to_tsvector('norwegian', i.folded)))[1] AS lexeme
    FROM input i
  ),
  facts AS (
    SELECT l.*, EXISTS (SELECT 1 FROM search_terms t WHERE t.lexeme = l.lexeme) AS known
    FROM lexed l
  ),
  analysed AS (
    SELECT f.word, f.form, f.folded, f.lexeme, f.known,
      -- A stop word ('so', 'ja') may still be the start of a word being typed ('sokker').
      (f.form = 0 AND EXISTS (
        SELECT 1 FROM search_terms t
        WHERE t.lexeme > coalesce(f.lexeme, f.folded) AND starts_with(t.lexeme, coalesce(f.lexeme, f.folded))
      )) AS has_longer_prefix,
      CASE WHEN f.form = 0 AND f.lexeme IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM facts k WHERE k.word = f.word AND k.known)
        THEN (
          SELECT array_agg(z.lexeme ORDER BY z.sim DESC, z.docs DESC, z.lexeme)
          FROM (
            SELECT t.lexeme, max(similarity(t.term, f.folded)) AS sim, max(t.doc_count) AS docs
            FROM search_terms t
            WHERE t.term % f.folded
            GROUP BY t.lexeme
            ORDER BY sim DESC, docs DESC, t.lexeme
            LIMIT 3
          ) z
        )
      END AS fuzzy
    FROM facts f
  )
  SELECT a.word, a.form, a.folded, a.lexeme::text, a.known, a.has_longer_prefix, a.fuzzy::text[],
         p_canonical AND a.form = 0 AND EXISTS (SELECT 1 FROM search_terms t WHERE t.term = a.folded),
         CASE WHEN p_canonical AND a.known THEN search_canonical_term(a.lexeme) END,
         CASE WHEN p_canonical AND a.fuzzy IS NOT NULL
           THEN (SELECT jsonb_object_agg(x.lexeme, search_canonical_term(x.lexeme))
                 FROM unnest(a.fuzzy) AS x(lexeme))
         END
  FROM analysed a
  ORDER BY a.word, a.form;
END;
$$;--> statement-breakpoint
-- search_article_list (owned by src/modules/search): the tiles of a search page, static part
-- from the index (search_sources, so of indexed – web-visible – articles only), live part
-- fresh.
CREATE OR REPLACE FUNCTION search_article_list(p_ids integer[], p_now timestamptz, p_window_ms bigint)
RETURNS TABLE (tile json, live json)
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
  RETURN QUERY
  SELECT s.source, l.live
  FROM search_sources s
  JOIN catalog_article_live(p_ids, p_now, p_window_ms) l ON l.id = s.article_id
  WHERE s.article_id = ANY (p_ids);
END;
$$;
