/**
 * Search contract (spec §7 `POST /articles/search`, `POST /articles/searchids`, plus the header's
 * suggestions `GET /articles/suggest`). The answer keeps the Elasticsearch-like shape the spec
 * names (`hits.hits[]._source`, `hits.total.value`); facet counts ride beside it in
 * `aggregations` so a client that only reads `hits` keeps working.
 *
 * Spec §5: range filters accept only numbers (a string price is refused, not coerced), the
 * price filter is a min–max range in øre and pages are zero-based; the default take is
 * `SEARCH_TAKE` (200, not the spec's 1000: see constants.ts).
 * Unknown keys are refused (422) instead of ignored: a misspelt filter that silently matched
 * everything would look like a search bug to the shopper.
 */
import * as v from 'valibot';
import { SEARCH_TAKE } from '../constants';
import { ArticleSchema, MAX_DB_INT } from './catalog';

/* ------------------------------------------------------------------ limits */

/** Upper bound of `take`: the default is also the most one call may ask for. */
export const SEARCH_MAX_TAKE = SEARCH_TAKE;
/** Deep pages cost an ever larger sort; 10 000 pages of one article is more than any catalogue. */
export const SEARCH_MAX_PAGE = 10_000;
/** Longer input is not a search a shopper typed; bounding it bounds the query the database builds. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Most values one list filter (brands, colour groups …) may carry. */
export const SEARCH_MAX_FILTER_VALUES = 200;
/**
 * Most ids one `searchids` call may ask for: the spec's 1000, kept because the favourites page
 * asks for all of a shopper's ids in one call (the response size ceiling bounds the answer).
 */
export const SEARCH_IDS_MAX = 1000;
/** Suggestions: longest prefix and most rows per list. */
export const SUGGEST_QUERY_MAX_LENGTH = 100;
export const SUGGEST_DEFAULT_LIMIT = 6;
export const SUGGEST_MAX_LIMIT = 20;

/**
 * Result orders. `relevance` is the default when there is a query (exact name matches first,
 * then bestsellers); without a query it falls back to `bestseller`. Every order ends with the
 * article id so pages never overlap or skip an article.
 */
export const SEARCH_SORTS = [
  'relevance',
  'name',
  'price_asc',
  'price_desc',
  'newest',
  'bestseller',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The filter keys the API understands (used in the 422 message for an unknown key). */
export const SEARCH_FILTER_KEYS = [
  'colorGroups',
  'brands',
  'genders',
  'price',
  'categoryId',
  'subcategoryId',
  'groupId',
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/* ------------------------------------------------------------------ request pieces */

/** Message for a strict object: names the unknown key, or says the value is not an object. */
function strictMessage(what: string, allowed: readonly string[]) {
  return (issue: v.StrictObjectIssue): string => {
    if (issue.expected === 'never') {
      const key = issue.path?.[issue.path.length - 1]?.key;
      return `Ukjent felt i ${what}: «${String(key)}». Tillatte felt: ${allowed.join(', ')}`;
    }
    return `${what} må være et objekt`;
  };
}

/**
 * Refuses arrays before the strict object sees them: to a strict object `[1]` is an object
 * with an unknown key '0' and `[].sort` a (wrong) value for `sort`, which would be a baffling
 * message. The input type stays the object's, so clients keep typed requests.
 */
function plainObject<TSchema extends v.GenericSchema>(schema: TSchema, what: string) {
  return v.pipe(
    v.custom<v.InferInput<TSchema>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      `${what} må være et objekt`,
    ),
    schema,
  );
}

/** A positive database id given as a JSON number (never a string: spec §5 "only numbers"). */
function idSchema(label: string) {
  const message = `${label} må være positive heltall`;
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_DB_INT, `${label}: tallet er for stort`),
  );
}

/** `[1, 2]`: OR within one filter; an empty list means "no filter". */
function idListSchema(label: string) {
  return v.optional(
    v.pipe(
      v.array(idSchema(label), `${label} må være en liste med id-er`),
      v.maxLength(
        SEARCH_MAX_FILTER_VALUES,
        `${label} kan ha høyst ${SEARCH_MAX_FILTER_VALUES} verdier`,
      ),
    ),
  );
}

/** One end of the price range in øre; null/absent = open end. Strings are refused (spec §5). */
function priceBoundSchema(label: string) {
  const message = `Pris ${label} må være et tall (øre)`;
  return v.nullish(
    v.pipe(
      v.number(message),
      v.integer(`Pris ${label} må være et heltall (øre)`),
      v.minValue(0, `Pris ${label} kan ikke være negativ`),
      v.maxValue(MAX_DB_INT, `Pris ${label} er for stor`),
    ),
  );
}

export const SearchPriceRangeSchema = v.pipe(
  plainObject(
    v.strictObject(
      { min: priceBoundSchema('fra'), max: priceBoundSchema('til') },
      strictMessage('price', ['min', 'max']),
    ),
    'price',
  ),
  v.check(
    (range) => range.min == null || range.max == null || range.min <= range.max,
    'Pris fra kan ikke være høyere enn pris til',
  ),
);
export type SearchPriceRange = v.InferOutput<typeof SearchPriceRangeSchema>;

export const SearchFiltersSchema = plainObject(
  v.strictObject(
    {
      colorGroups: idListSchema('colorGroups'),
      brands: idListSchema('brands'),
      genders: idListSchema('genders'),
      price: v.nullish(SearchPriceRangeSchema),
      categoryId: v.nullish(idSchema('categoryId')),
      subcategoryId: v.nullish(idSchema('subcategoryId')),
      groupId: v.nullish(idSchema('groupId')),
    },
    strictMessage('filters', SEARCH_FILTER_KEYS),
  ),
  'filters',
);
export type SearchFiltersInput = v.InferInput<typeof SearchFiltersSchema>;
export type SearchFilters = v.InferOutput<typeof SearchFiltersSchema>;

/* ------------------------------------------------------------------ POST /articles/search */

export const SearchRequestSchema = plainObject(
  v.strictObject(
    {
      /**
       * Free text; '' (or only spaces/commas) lists every article matching the filters. Commas
       * become spaces server-side too (spec §5), so an old client that skips it still works.
       */
      query: v.optional(
        v.pipe(
          v.string('query må være tekst'),
          v.maxLength(
            SEARCH_QUERY_MAX_LENGTH,
            `Søket kan være høyst ${SEARCH_QUERY_MAX_LENGTH} tegn`,
          ),
        ),
        '',
      ),
      take: v.optional(
        v.pipe(
          v.number('take må være et tall'),
          v.integer('take må være et heltall'),
          v.minValue(1, 'take må være minst 1'),
          v.maxValue(SEARCH_MAX_TAKE, `take kan ikke være større enn ${SEARCH_MAX_TAKE}`),
        ),
        SEARCH_TAKE,
      ),
      /** Zero-based (spec §5). */
      page: v.optional(
        v.pipe(
          v.number('page må være et tall'),
          v.integer('page må være et heltall'),
          v.minValue(0, 'page kan ikke være negativ (første side er 0)'),
          v.maxValue(SEARCH_MAX_PAGE, `page kan ikke være større enn ${SEARCH_MAX_PAGE}`),
        ),
        0,
      ),
      filters: v.optional(SearchFiltersSchema, {}),
      sort: v.optional(v.picklist(SEARCH_SORTS, `sort må være en av ${SEARCH_SORTS.join(', ')}`)),
    },
    strictMessage('søket', ['query', 'take', 'page', 'filters', 'sort']),
  ),
  'søket',
);
export type SearchRequestInput = v.InferInput<typeof SearchRequestSchema>;
export type SearchRequest = v.InferOutput<typeof SearchRequestSchema>;

/* ------------------------------------------------------------------ answers */

export const SearchHitSchema = v.object({
  /** The article id (a number, unlike Elasticsearch, because every other call uses numbers). */
  _id: v.number(),
  /**
   * Relevance tier of the hit (higher is better; 0 without a query). Comparable only within
   * one answer: it says why a hit ranks where it does, it is not a probability.
   */
  _score: v.number(),
  _source: ArticleSchema,
});
export type SearchHit = v.InferOutput<typeof SearchHitSchema>;

export const SearchHitsSchema = v.object({
  /** Every matching article, not just this page. */
  total: v.object({ value: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  hits: v.array(SearchHitSchema),
});
export type SearchHits = v.InferOutput<typeof SearchHitsSchema>;

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ColourGroupFacetSchema = v.object({
  id: v.number(),
  label: v.string(),
  hex: v.string(),
  count: countSchema,
});
export type ColourGroupFacet = v.InferOutput<typeof ColourGroupFacetSchema>;
export const NamedFacetSchema = v.object({ id: v.number(), name: v.string(), count: countSchema });
export type NamedFacet = v.InferOutput<typeof NamedFacetSchema>;

/**
 * Facets computed the usual way: each list counts the matches with every *other* filter
 * applied (so picking a brand still shows how many articles the other brands have), and lists
 * every option with a count above zero plus any selected option (count 0) so the UI can show
 * it as selected-but-empty. Options the list leaves out have zero matches: disable them.
 * Colour groups and genders are in id order, brands by Norwegian name.
 */
export const SearchAggregationsSchema = v.object({
  colorGroups: v.array(ColourGroupFacetSchema),
  brands: v.array(NamedFacetSchema),
  genders: v.array(NamedFacetSchema),
  /** Lowest and highest price (øre) with every filter but price applied; null when nothing matches. */
  price: v.object({ min: v.nullable(countSchema), max: v.nullable(countSchema) }),
});
export type SearchAggregations = v.InferOutput<typeof SearchAggregationsSchema>;

export const SearchResponseSchema = v.object({
  hits: SearchHitsSchema,
  aggregations: SearchAggregationsSchema,
});
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;

/* ------------------------------------------------------------------ POST /articles/searchids */

/** Body is the bare id list (spec §7); duplicates are answered once, at their first position. */
export const SearchIdsRequestSchema = v.pipe(
  v.array(idSchema('Artikkel-id-ene'), 'Forventet en liste med artikkel-id-er'),
  v.maxLength(SEARCH_IDS_MAX, `Høyst ${SEARCH_IDS_MAX} artikkel-id-er per kall`),
);
export type SearchIdsRequest = v.InferOutput<typeof SearchIdsRequestSchema>;

/** The articles in the order asked for, unknown or hidden ids skipped; same shape as a search. */
export const SearchIdsResponseSchema = v.object({ hits: SearchHitsSchema });
export type SearchIdsResponse = v.InferOutput<typeof SearchIdsResponseSchema>;

/* ------------------------------------------------------------------ GET /articles/suggest */

export const SuggestQuerySchema = v.object({
  /** What the shopper has typed so far; blank gives empty lists (the field fires on each keystroke). */
  q: v.optional(
    v.pipe(
      v.string('q må være tekst'),
      v.maxLength(SUGGEST_QUERY_MAX_LENGTH, `q kan være høyst ${SUGGEST_QUERY_MAX_LENGTH} tegn`),
    ),
    '',
  ),
  /** Rows per list; a query string, so it arrives as text. */
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'limit må være et heltall'),
      v.transform((input) => String(input).trim()),
      v.regex(/^\d{1,3}$/, 'limit må være et heltall'),
      v.transform(Number),
      v.minValue(1, 'limit må være minst 1'),
      v.maxValue(SUGGEST_MAX_LIMIT, `limit kan ikke være større enn ${SUGGEST_MAX_LIMIT}`),
    ),
    String(SUGGEST_DEFAULT_LIMIT),
  ),
});
export type SuggestQuery = v.InferOutput<typeof SuggestQuerySchema>;

export const SuggestArticleSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Raw category name ('Tekstil'); show it through `categoryDisplayName`. */
  categoryName: v.string(),
  subcategoryName: v.string(),
});
export type SuggestArticle = v.InferOutput<typeof SuggestArticleSchema>;

/**
 * A category or, when `subcategoryId` is set, one of its subcategories: `id` is always the
 * category id and `name` the matched level's name, so the UI can build the listing link.
 */
export const SuggestCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  categoryName: v.string(),
  subcategoryId: v.optional(v.number()),
});
export type SuggestCategory = v.InferOutput<typeof SuggestCategorySchema>;

export const SuggestResponseSchema = v.object({
  articles: v.array(SuggestArticleSchema),
  categories: v.array(SuggestCategorySchema),
  brands: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type SuggestResponse = v.InferOutput<typeof SuggestResponseSchema>;
