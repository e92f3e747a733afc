-- Nothing queries name_fold by trigram any more (suggestions walk the bestseller index and
-- rank names with tsquery tiers); the index only slowed every refresh and took space.
DROP INDEX "article_search_name_trgm_idx";
