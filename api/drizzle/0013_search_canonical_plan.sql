-- search_canonical_plan(lexeme): the stored query plan of the catalogue word a lexeme stands for –
-- the most frequent catalogue word with that lexeme, then the shortest, then alphabetical (owned
-- by src/modules/search: a one-word search is searched as its catalogue word). Null when no
-- catalogue word has the lexeme. PL/pgSQL keeps the statement's plan for the session; a SQL
-- function was planned again on every call (~0.4 ms each).
CREATE OR REPLACE FUNCTION search_canonical_plan(p_lexeme text)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
  RETURN (
    SELECT t.plan
    FROM search_terms t
    WHERE t.lexeme = p_lexeme
    ORDER BY t.doc_count DESC, length(t.term), t.term
    LIMIT 1
  );
END;
$$;
