-- search_analyse (owned by src/modules/search, see analysedForms in queries.ts): what the
-- vocabulary says of each query word and its candidate base forms – folded form, lexeme, whether
-- the lexeme is a catalogue word's, whether longer catalogue lexemes start with it, spelling
-- corrections (trigram, only for a word none of whose forms is a catalogue word) and, with
-- p_with_plans, the stored plans of the catalogue words each lexeme stands for.
-- Input: parallel arrays (word index, form index, text). PL/pgSQL keeps the plan for the
-- session: planning the statement took ~0.5 ms of each ~1.7 ms analysis on PostgreSQL.
-- jit off: with a set-returning input the planner guesses 100 rows, and the estimate of the
-- nested statement once crossed jit_above_cost (JIT compilation alone took ~600 ms).
CREATE FUNCTION search_analyse(p_words integer[], p_forms integer[], p_values text[], p_with_plans boolean)
RETURNS TABLE (word integer, form integer, folded text, lexeme text, known boolean,
               has_longer_prefix boolean, fuzzy text[], plan jsonb, fuzzy_plans jsonb)
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
         CASE WHEN p_with_plans AND a.known THEN search_canonical_plan(a.lexeme) END,
         CASE WHEN p_with_plans AND a.fuzzy IS NOT NULL
           THEN (SELECT jsonb_object_agg(x.lexeme, search_canonical_plan(x.lexeme))
                 FROM unnest(a.fuzzy) AS x(lexeme))
         END
  FROM analysed a
  ORDER BY a.word, a.form;
END;
$$;
