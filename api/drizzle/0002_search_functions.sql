-- Search helpers drizzle-kit cannot express (owned by src/modules/search).
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
$$;
