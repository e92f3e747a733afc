/**
 * SQL of the search module. Raw SQL (through Drizzle's `sql` template, so every value is a
 * bound parameter) because full-text operators, CTEs and JSON aggregation are the point here.
 * Every statement runs unchanged on PGlite and PostgreSQL.
 *
 * Shape of a search (one round trip for analysis, one for hits + total + facets):
 * 1. `analyseWords`: fold, stem and look up each query word in the small `search_terms`
 *    vocabulary (exact lexeme, inflection base forms, trigram spelling corrections). Typo
 *    tolerance therefore costs a lookup in a few thousand words, never `similarity()` over
 *    every article.
 * 2. `searchPage`: one GIN bitmap scan of `article_search.document` yields the candidates;
 *    filters are evaluated once per candidate as booleans, so the total, the page and every
 *    facet ("all other filters applied") are aggregates over the same materialised set.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { inflectionForms, type QueryPlan, type WordFacts } from './text';
import type { WordScopeRow } from './word-scopes';

/** Rank of an article without a bestseller row (spec §9). */
export const NO_BESTSELLER_RANK = 9999;

/* ------------------------------------------------------------------ helpers */

/**
 * Rows of a raw statement. Drizzle types `execute()` per driver; both drivers answer an object
 * with `rows`, which is all this module reads.
 */
export async function queryRows<TRow>(db: Db, query: SQL): Promise<TRow[]> {
  const result: unknown = await db.execute(query);
  const rows =
    typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows)) throw new Error('search: the database driver answered without rows');
  return rows as TRow[];
}

/**
 * An integer array as ONE parameter (a PostgreSQL array literal). Drizzle would expand a JS array
 * into `($1, $2, …)`; one parameter keeps the statement text the same for any number of ids.
 * Values are checked to be integers, so the literal cannot carry anything else.
 */
export function intArray(values: readonly number[]): SQL {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new Error(`search: not an integer id: ${value}`);
  }
  return sql`${`{${values.join(',')}}`}::integer[]`;
}

/** `(values (1, 'Klær'), …) as d(id, name)`, or an empty row set of that shape. */
function idNameRows(entries: ReadonlyMap<number, string>): SQL {
  if (entries.size === 0) return sql`(select 0::int as id, ''::text as name where false) as d`;
  const rows = [...entries].map(([id, name]) => sql`(${id}::int, ${name}::text)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as d(id, name)`;
}

/** Counts come back as JS numbers on both drivers only when cast to int4; this guards the rest. */
function toInt(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new Error(`search: expected a number, got ${String(value)}`);
  return n;
}

/* ------------------------------------------------------------------ word analysis */

interface WordFormRow {
  word: number;
  form: number;
  folded: string;
  lexeme: string | null;
  known: boolean;
  has_longer_prefix: boolean;
  fuzzy: string[] | null;
}

/**
 * Facts about each word (one round trip for all of them). Each word is tried with its
 * candidate base forms (`inflectionForms`); only the word itself is searched for prefixes and
 * spelling corrections, and a correction is looked up only when no form is a catalogue word.
 */
export async function analyseWords(db: Db, words: readonly string[]): Promise<WordFacts[]> {
  if (words.length === 0) return [];
  const wordForms = words.map((word) => inflectionForms(word));
  // A VALUES list, not jsonb_array_elements(): PostgreSQL then knows it holds a handful of rows.
  // With the default guess (100 rows per set-returning function) the nested estimate crossed
  // jit_above_cost and JIT compilation alone took ~600 ms on PostgreSQL 15.
  const input = wordForms.flatMap((forms, word) =>
    forms.map((value, form) => sql`(${word}::int, ${form}::int, ${value}::text)`),
  );
  const rows = await queryRows<WordFormRow>(
    db,
    sql`
      with input as (
        select v.word, v.form, lower(unaccent(v.value)) as folded
        from (values ${sql.join(input, sql`, `)}) as v(word, form, value)
      ),
      lexed as (
        select i.word, i.form, i.folded,
               (tsvector_to_array(to_tsvector('norwegian', i.folded)))[1] as lexeme
        from input i
      ),
      facts as (
        select l.*, exists (select 1 from search_terms t where t.lexeme = l.lexeme) as known
        from lexed l
      )
      select f.word, f.form, f.folded, f.lexeme, f.known,
        -- A stop word ('so', 'ja') may still be the start of a word being typed ('sokker').
        (f.form = 0 and exists (
          select 1 from search_terms t
          where t.lexeme > coalesce(f.lexeme, f.folded) and starts_with(t.lexeme, coalesce(f.lexeme, f.folded))
        )) as has_longer_prefix,
        case when f.form = 0 and f.lexeme is not null
                  and not exists (select 1 from facts k where k.word = f.word and k.known)
          then (
            select array_agg(z.lexeme order by z.sim desc, z.docs desc, z.lexeme)
            from (
              select t.lexeme, max(similarity(t.term, f.folded)) as sim, max(t.doc_count) as docs
              from search_terms t
              where t.term % f.folded
              group by t.lexeme
              order by sim desc, docs desc, t.lexeme
              limit 3
            ) z
          )
        end as fuzzy
      from facts f
      order by f.word, f.form
    `,
  );

  return wordForms.map((_, index) => {
    const forms = rows.filter((r) => r.word === index);
    const first = forms.find((r) => r.form === 0);
    const lexeme = first?.lexeme ?? null;
    const inflections = new Set<string>();
    for (const r of forms) {
      if (r.form > 0 && r.known && r.lexeme !== null && r.lexeme !== lexeme)
        inflections.add(r.lexeme);
    }
    return {
      folded: first?.folded ?? '',
      lexeme,
      known: first?.known ?? false,
      inflections: [...inflections],
      fuzzy: first?.fuzzy ?? [],
      hasLongerPrefix: first?.has_longer_prefix ?? false,
    };
  });
}

/* ------------------------------------------------------------------ search page */

export interface SearchFilterValues {
  colourGroups: readonly number[];
  brands: readonly number[];
  genders: readonly number[];
  priceMin: number | null;
  priceMax: number | null;
  categoryId: number | null;
  subcategoryId: number | null;
  groupId: number | null;
}

export interface SearchPageParams {
  /** null: no text condition (list by filters). */
  plan: QueryPlan | null;
  /** The query had words but none can match: answer zero hits (facets still list selected options). */
  nothingMatches: boolean;
  filters: SearchFilterValues;
  /** Never 'relevance' without a plan (the service resolves that). */
  sort: SearchSort;
  limit: number;
  offset: number;
  /** The precomputed scope of the query's word (`plan` is then that scope's plan). */
  wordScope?: WordScopeRow | null;
}

export interface FacetRow {
  id: number;
  name: string;
  count: number;
}
export interface ColourFacetRow {
  id: number;
  label: string;
  hex: string;
  count: number;
}

export interface SearchPageResult {
  total: number;
  hits: { id: number; score: number }[];
  brands: FacetRow[];
  genders: FacetRow[];
  colourGroups: ColourFacetRow[];
  price: { min: number | null; max: number | null };
}

/**
 * Relevance tiers, summed (each tier implies the ones below it, so the sum orders them):
 * the whole name equals the query; the name starts with it; every word is in the name as
 * itself; every word is somewhere as itself (brand, colour, category …); every word is in the
 * name at least as a compound or prefix. Within a tier, bestsellers first (ORDER BY).
 */
export const SCORE = {
  nameEquals: 64,
  exactName: 16,
  exactAnywhere: 8,
  looseName: 4,
  nameStarts: 2,
  base: 1,
} as const;

export function scoreExpression(plan: QueryPlan): SQL {
  const loose = sql`s.document @@ ${plan.looseName}::tsquery`;
  // Nested so a row pays for as few tsquery tests as its tier needs: an exact match in the name
  // implies an exact match somewhere and a loose match in the name, so the best rows take one test.
  let tiers: SQL = sql`case when ${loose} then ${SCORE.looseName}::int else 0 end`;
  if (plan.exact !== '') {
    tiers = sql`case when s.document @@ ${plan.exact}::tsquery then ${SCORE.exactAnywhere}::int + ${tiers} else ${tiers} end`;
  }
  if (plan.exactName !== '') {
    tiers = sql`case when s.document @@ ${plan.exactName}::tsquery
      then ${SCORE.exactName + SCORE.exactAnywhere + SCORE.looseName}::int else ${tiers} end`;
  }
  return sql`(${SCORE.base}::int
    + case when s.name_fold = ${plan.folded} then ${SCORE.nameEquals}::int else 0 end
    + case when starts_with(s.name_fold, ${plan.folded}) then ${SCORE.nameStarts}::int else 0 end
    + ${tiers})`;
}

/** ORDER BY of the page; every order ends with the id so pages are disjoint and stable. */
export function orderBy(sort: SearchSort): SQL {
  switch (sort) {
    case 'relevance':
      return sql`score desc, bestseller_rank asc, article_id asc`;
    case 'name':
      return sql`name_sort asc, article_id asc`;
    case 'price_asc':
      return sql`price asc, name_sort asc, article_id asc`;
    case 'price_desc':
      return sql`price desc, name_sort asc, article_id asc`;
    case 'newest':
      return sql`date_created desc, article_id asc`;
    case 'bestseller':
      return sql`bestseller_rank asc, score desc, article_id asc`;
  }
}

const TRUE = sql`true`;

/** Colour group ids that fit the `colour_mask` bit set (see the schema). */
export const MAX_COLOUR_GROUP_ID = 62;

/** The bit set of the given colour groups; ids outside 1–62 cannot be in any article's set. */
export function colourMask(ids: readonly number[]): bigint {
  let mask = 0n;
  for (const id of ids) if (id >= 1 && id <= MAX_COLOUR_GROUP_ID) mask |= 1n << BigInt(id);
  return mask;
}

/** Columns the page's ORDER BY needs besides id, score, rank and price (kept out of the CTE otherwise). */
function sortColumns(sort: SearchSort): SQL {
  if (sort === 'name' || sort === 'price_asc' || sort === 'price_desc') return sql`, s.name_sort`;
  if (sort === 'newest') return sql`, s.date_created`;
  return sql``;
}

type AggRow = {
  set: 'brand' | 'gender' | 'colour' | 'all';
  key: unknown;
  n: unknown;
  price_min: unknown;
  price_max: unknown;
};

export interface FacetBaseRow {
  total: unknown;
  brands: [unknown, unknown][];
  genders: [unknown, unknown][];
  masks: [unknown, unknown][];
  price_min: unknown;
  price_max: unknown;
}

type FacetKey = 'colour' | 'brand' | 'gender' | 'price';
const FACET_KEYS: readonly FacetKey[] = ['colour', 'brand', 'gender', 'price'];

interface FacetDimension {
  key: 'brand' | 'gender' | 'colour';
  column: string;
  /** The other facets' filters: a facet counts with every filter but its own. */
  others: string;
}
/** The counted facets as grouping sets of the candidates (columns of the page CTE). */
const FACET_DIMENSIONS: readonly FacetDimension[] = [
  { key: 'brand', column: 'brand_id', others: 'ok_colour and ok_gender and ok_price' },
  { key: 'gender', column: 'gender_id', others: 'ok_colour and ok_brand and ok_price' },
  { key: 'colour', column: 'colour_mask', others: 'ok_brand and ok_gender and ok_price' },
];

/** `search_facet_base` scope of a listing's tree filter (null: several tree filters given). */
function facetScope(filters: SearchFilterValues): string | null {
  const given = [
    filters.groupId !== null ? `g:${filters.groupId}` : null,
    filters.subcategoryId !== null ? `s:${filters.subcategoryId}` : null,
    filters.categoryId !== null ? `c:${filters.categoryId}` : null,
  ].filter((scope): scope is string => scope !== null);
  // Two tree filters may contradict each other (an empty listing): only one maps to a scope.
  if (given.length > 1) return null;
  return given[0] ?? 'all';
}

/**
 * Adds `n` to every colour group whose bit the mask (a bigint as text) has. The mask is split
 * into two 31-bit numbers once, so the bit tests are plain number operations, not BigInt ones.
 */
function addMask(counts: Map<number, number>, maskText: unknown, n: number): void {
  const mask = BigInt(String(maskText));
  const low = Number(mask & 0x7fffffffn);
  const high = Number(mask >> 31n);
  for (let id = 1; id <= MAX_COLOUR_GROUP_ID; id++) {
    const bit = id < 31 ? (low >>> id) & 1 : (high >>> (id - 31)) & 1;
    if (bit === 1) counts.set(id, (counts.get(id) ?? 0) + n);
  }
}

interface FacetCounts {
  total: number;
  brands: Map<number, number>;
  genders: Map<number, number>;
  colours: Map<number, number>;
  price: SearchPageResult['price'];
}

const nullableInt = (value: unknown): number | null => (value === null ? null : toInt(value));

/** Brand facets are listed in Norwegian order (created once: a collator is costly to build). */
const NB_COLLATOR = new Intl.Collator('nb-NO');

/**
 * Filter tokens: every document also holds one lexeme per filterable value ('~b12' brand 12,
 * '~c5' colour group 5 …). Query text can never produce them (the parser splits at '~'), and
 * a filter then joins the text in one GIN lookup: 'sko' ∧ gender Barn intersects two posting
 * lists instead of reading the 21 000 'sko' rows to test their gender. Price stays a row test.
 */
const FILTER_TOKEN = {
  brand: sql.raw(`'~b'`),
  gender: sql.raw(`'~g'`),
  colour: sql.raw(`'~c'`),
  category: sql.raw(`'~k'`),
  subcategory: sql.raw(`'~s'`),
  group: sql.raw(`'~a'`),
} as const;

/** tsquery text: any of the ids' tokens. */
function tokenAny(prefix: string, ids: readonly number[]): string {
  const operands = ids.map((id) => {
    if (!Number.isSafeInteger(id)) throw new Error(`search: not an integer id: ${id}`);
    return `'~${prefix}${id}'`;
  });
  return operands.length === 1 ? (operands[0] ?? '') : `(${operands.join(' | ')})`;
}

/** tsquery text of a facet filter, or null for price (a range, tested on the row). */
function facetToken(key: FacetKey, filters: SearchFilterValues): string | null {
  if (key === 'brand') return tokenAny('b', filters.brands);
  if (key === 'gender') return tokenAny('g', filters.genders);
  if (key === 'colour') return tokenAny('c', filters.colourGroups);
  return null;
}

/** tsquery text: at least `need` of the operands hold (all subsets of that size, OR-ed). */
function atLeast(operands: readonly string[], need: number): string {
  const subsets: string[][] = [];
  const pick = (start: number, chosen: string[]) => {
    if (chosen.length === need) {
      subsets.push(chosen);
      return;
    }
    for (let i = start; i < operands.length; i++) pick(i + 1, [...chosen, operands[i] ?? '']);
  };
  pick(0, []);
  return `(${subsets.map((set) => set.join(' & ')).join(' | ')})`;
}

/**
 * The asked page from a word scope's stored hits, or null when they do not cover it (another
 * order, or a page beyond them while the scope has more hits).
 */
function storedHits(
  scope: WordScopeRow,
  params: Pick<SearchPageParams, 'sort' | 'limit' | 'offset'>,
): [number, number][] | null {
  const list =
    params.sort === 'relevance'
      ? scope.top_relevance
      : params.sort === 'bestseller'
        ? scope.top_bestseller
        : null;
  if (!list) return null;
  const end = params.offset + params.limit;
  const complete = list.length >= toInt(scope.total);
  return end <= list.length || complete ? list.slice(params.offset, end) : null;
}

/**
 * @param onHits called with the page's article ids as soon as they are known, before the
 *   facet counts are: the caller can load the articles meanwhile.
 */
export async function searchPage(
  db: Db,
  params: SearchPageParams,
  onHits?: (ids: number[]) => void,
): Promise<SearchPageResult> {
  const { plan, filters } = params;

  const where: SQL[] = [];
  if (params.nothingMatches) where.push(sql`false`);
  const treeWhere: SQL[] = [];
  if (filters.categoryId !== null) treeWhere.push(sql`s.category_id = ${filters.categoryId}`);
  if (filters.subcategoryId !== null)
    treeWhere.push(sql`s.subcategory_id = ${filters.subcategoryId}`);
  if (filters.groupId !== null) treeWhere.push(sql`s.group_id = ${filters.groupId}`);
  where.push(...treeWhere);

  // The facet filters (null: not given). Each becomes a boolean column of the candidate set so
  // every facet can count with the other facets' filters only.
  const priceParts: SQL[] = [];
  if (filters.priceMin !== null) priceParts.push(sql`s.price >= ${filters.priceMin}`);
  if (filters.priceMax !== null) priceParts.push(sql`s.price <= ${filters.priceMax}`);
  const filterSql: Record<FacetKey, SQL | null> = {
    colour:
      filters.colourGroups.length > 0
        ? sql`(s.colour_mask & ${colourMask(filters.colourGroups).toString()}::bigint) <> 0`
        : null,
    brand: filters.brands.length > 0 ? sql`s.brand_id = any(${intArray(filters.brands)})` : null,
    gender:
      filters.genders.length > 0 ? sql`s.gender_id = any(${intArray(filters.genders)})` : null,
    price: priceParts.length > 0 ? sql.join(priceParts, sql` and `) : null,
  };
  const active = FACET_KEYS.filter((key) => filterSql[key] !== null);
  const condition = (key: FacetKey): SQL => filterSql[key] ?? TRUE;

  // Listings without text and frequent one-word searches: a facet whose only active filter is
  // its own counts the whole scope, which `search_facet_base` already holds. Such facets are
  // not counted here, and their filter then simply restricts the candidates.
  const noTree =
    filters.categoryId === null && filters.subcategoryId === null && filters.groupId === null;
  const wordScope =
    plan !== null && params.wordScope && noTree && active.length <= 1 ? params.wordScope : null;
  const scope =
    wordScope !== null
      ? wordScope.scope
      : plan === null && !params.nothingMatches && active.length <= 1
        ? facetScope(filters)
        : null;
  const fromBase = new Set<FacetKey>(
    scope === null ? [] : active.length === 0 ? FACET_KEYS : active,
  );
  const live = active.filter((key) => !fromBase.has(key));
  for (const key of active) if (fromBase.has(key)) where.push(condition(key));

  // The text and every filter that restricts the candidates, as one tsquery (filter tokens).
  const treeTokens: string[] = [];
  if (filters.categoryId !== null) treeTokens.push(tokenAny('k', [filters.categoryId]));
  if (filters.subcategoryId !== null) treeTokens.push(tokenAny('s', [filters.subcategoryId]));
  if (filters.groupId !== null) treeTokens.push(tokenAny('a', [filters.groupId]));
  const tokens = [...treeTokens];
  for (const key of active) {
    const token = fromBase.has(key) ? facetToken(key, filters) : null;
    if (token !== null) tokens.push(token);
  }
  const liveTokens = live.map((key) => facetToken(key, filters));
  if (live.length >= 2 && liveTokens.every((t): t is string => t !== null))
    tokens.push(atLeast(liveTokens, live.length - 1));
  // A listing without filters walks an ordered index instead (no GIN scan, no sort).
  const walk = scope !== null && active.length === 0;
  const tsquery = [...(plan ? [`(${plan.match})`] : []), ...(walk && !plan ? [] : tokens)];
  // The tsquery goes in through a scalar sub-select on purpose: PostgreSQL then plans with its
  // default (low) selectivity for @@ and always takes the GIN index. Given the literal, it
  // estimates prefix operands ('<oks':*) far too high (~55 % instead of ~22 % of the rows for
  // 'sko'), picks a sequential scan and evaluates @@ on every row: about 3× slower here. The
  // low estimate also keeps the statement's cost far below jit_above_cost.
  if (!params.nothingMatches && tsquery.length > 0)
    where.push(sql`s.document @@ (select ${tsquery.join(' & ')}::tsquery)`);
  // A candidate failing two live filters counts in no facet and no hit: drop it early.
  if (live.length >= 2) {
    where.push(
      sql`(${sql.join(
        live.map((key) => sql`(${condition(key)})::int`),
        sql` + `,
      )}) >= ${live.length - 1}`,
    );
  }
  const allOk =
    active.length > 0
      ? sql.join(
          active.map((key) => sql`(${condition(key)})`),
          sql` and `,
        )
      : TRUE;
  const whereSql = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;

  const names = sql`
    (select json_agg(json_build_array(b.id, b.name)) from brands b) as brand_names,
    (select json_agg(json_build_array(g.id, g.name) order by g.id) from genders g) as gender_names,
    (select json_agg(json_build_array(cg.id, cg.label, cg.hex) order by cg.id) from colour_groups cg) as colour_groups,
    ${
      scope === null || wordScope !== null
        ? sql`null::json as base`
        : sql`(select row_to_json(b) from search_facet_base b where b.scope = ${scope}) as base`
    }`;

  type PageRow = {
    hits: [number, number][] | null;
    aggs: AggRow[] | null;
    brand_names: [number, string][] | null;
    gender_names: [number, string][] | null;
    colour_groups: [number, string, string][] | null;
    base: FacetBaseRow | null;
  };
  let row: PageRow | undefined;
  // Only hits need a score, so rows that only feed a facet skip the tsquery tests.
  const scored =
    plan !== null &&
    !params.nothingMatches &&
    (params.sort === 'relevance' || params.sort === 'bestseller');
  const stored = wordScope && active.length === 0 ? storedHits(wordScope, params) : null;

  const hitIds = (hits: [number, number][] | null | undefined) =>
    (hits ?? []).map(([id]) => toInt(id));
  if (stored) {
    // The page is among the word scope's stored hits: only the names are read.
    onHits?.(hitIds(stored));
    [row] = await queryRows<PageRow>(
      db,
      sql`select null::json as hits, null::json as aggs, ${names}`,
    );
    if (row) row.hits = stored;
  } else if (walk) {
    // Everything but the page is precomputed: walk the index of the asked order, one page long.
    const pageScore = scored && plan ? scoreExpression(plan) : sql`0`;
    [row] = await queryRows<PageRow>(
      db,
      sql`
        select
          (select json_agg(json_build_array(p.article_id, p.score))
             from (select s.article_id, ${pageScore} as score, s.bestseller_rank, s.name_sort, s.price, s.date_created
                   from article_search s ${whereSql}
                   order by ${orderBy(params.sort)}
                   limit ${params.limit} offset ${params.offset}) p) as hits,
          null::json as aggs,
          ${names}
      `,
    );
  } else {
    // Facets the base already answers are not grouped again.
    const dims = FACET_DIMENSIONS.filter((d) => !fromBase.has(d.key));
    const when = (value: (d: FacetDimension) => string, otherwise: string) =>
      sql.raw(
        dims.length === 0
          ? otherwise
          : `case ${dims.map((d) => `when grouping(${d.column}) = 0 then ${value(d)}`).join(' ')} else ${otherwise} end`,
      );
    const groupingSets = sql.raw([...dims.map((d) => `(${d.column})`), '()'].join(', '));
    // Two statements, run side by side (two connections on PostgreSQL): the page, scored
    // over the rows passing EVERY filter (found through all their tokens at once), and the
    // counts over the candidates. The page no longer waits for the counting, and neither
    // scores rows that only feed a facet.
    const hitTokens = [
      ...(plan ? [`(${plan.match})`] : []),
      ...treeTokens,
      ...active.flatMap((key) => facetToken(key, filters) ?? []),
    ];
    const hitWhere: SQL[] = [...treeWhere, allOk];
    if (params.nothingMatches) hitWhere.push(sql`false`);
    else if (hitTokens.length > 0)
      hitWhere.push(sql`s.document @@ (select ${hitTokens.join(' & ')}::tsquery)`);
    const score = scored && plan ? scoreExpression(plan) : sql`0`;
    const hitsQuery = queryRows<{ hits: [number, number][] | null }>(
      db,
      sql`
        select json_agg(json_build_array(p.article_id, p.score)) as hits
        from (
          select s.article_id, ${score} as score, s.bestseller_rank, s.price ${sortColumns(params.sort)}
          from article_search s
          where ${sql.join(hitWhere, sql` and `)}
          order by ${orderBy(params.sort)}
          limit ${params.limit} offset ${params.offset}
        ) p
      `,
    );
    // A listing without text and without a price filter counts from the cube (a few
    // thousand cells) instead of the articles (up to the whole catalogue).
    // (With one filter the base already answers its facet and the rest is counted over the
    // filtered articles, fewer than the scope's cells.)
    const cubeScope =
      plan === null &&
      !params.nothingMatches &&
      live.length >= 2 &&
      filters.priceMin === null &&
      filters.priceMax === null
        ? facetScope(filters)
        : null;
    const cells =
      cubeScope !== null
        ? sql`s.n, s.price_min, s.price_max from search_facet_cube s where s.scope = ${cubeScope}`
        : sql`1 as n, s.price as price_min, s.price as price_max from article_search s ${whereSql}`;
    const countsQuery = queryRows<PageRow>(
      db,
      sql`
        with c as materialized (
          select s.brand_id, s.gender_id, s.colour_mask,
                 (${condition('colour')}) as ok_colour, (${condition('brand')}) as ok_brand,
                 (${condition('gender')}) as ok_gender, (${condition('price')}) as ok_price,
                 ${cells}
        ),
        -- Every facet, the total and the price bounds in ONE pass over the candidates: each
        -- grouping set counts with the filters of the other facets only.
        agg as (
          select ${when((d) => `'${d.key}'`, `'all'`)} as set,
                 ${when((d) => `${d.column}::bigint`, 'null::bigint')} as key,
                 ${when(
                   (d) => `sum(n) filter (where ${d.others})`,
                   'sum(n) filter (where ok_colour and ok_brand and ok_gender and ok_price)',
                 )}::int as n,
                 min(price_min) filter (where ok_colour and ok_brand and ok_gender) as price_min,
                 max(price_max) filter (where ok_colour and ok_brand and ok_gender) as price_max
          from c
          group by grouping sets (${groupingSets})
        )
        select
          null::json as hits,
          (select json_agg(json_build_object('set', set, 'key', key::text, 'n', n,
                                             'price_min', price_min, 'price_max', price_max))
             from agg where n > 0 or set = 'all') as aggs,
          ${names}
      `,
    );
    const [[hitsRow], [countsRow]] = await Promise.all([
      hitsQuery.then((rows) => {
        onHits?.(hitIds(rows[0]?.hits));
        return rows;
      }),
      countsQuery,
    ]);
    row = countsRow && { ...countsRow, hits: hitsRow?.hits ?? null };
  }
  if (!row) throw new Error('search: the page query returned no row');

  const counts: FacetCounts = {
    total: 0,
    brands: new Map(),
    genders: new Map(),
    colours: new Map(),
    price: { min: null, max: null },
  };
  for (const agg of row.aggs ?? []) {
    const n = toInt(agg.n);
    if (agg.set === 'all') {
      counts.total = n;
      counts.price = { min: nullableInt(agg.price_min), max: nullableInt(agg.price_max) };
    } else if (agg.set === 'brand') counts.brands.set(toInt(agg.key), n);
    else if (agg.set === 'gender') counts.genders.set(toInt(agg.key), n);
    else addMask(counts.colours, agg.key, n);
  }
  if (scope !== null) {
    const base = wordScope ?? row.base;
    if (fromBase.has('brand'))
      counts.brands = new Map(base?.brands.map(([id, n]) => [toInt(id), toInt(n)]));
    if (fromBase.has('gender'))
      counts.genders = new Map(base?.genders.map(([id, n]) => [toInt(id), toInt(n)]));
    if (fromBase.has('colour')) {
      counts.colours = new Map();
      for (const [mask, n] of base?.masks ?? []) addMask(counts.colours, mask, toInt(n));
    }
    if (fromBase.has('price')) {
      counts.price = {
        min: nullableInt(base?.price_min ?? null),
        max: nullableInt(base?.price_max ?? null),
      };
    }
    if (active.length === 0) counts.total = base ? toInt(base.total) : 0;
  }

  const selected = {
    brands: new Set(filters.brands),
    genders: new Set(filters.genders),
    colours: new Set(filters.colourGroups),
  };
  return {
    total: counts.total,
    hits: (row.hits ?? []).map(([id, score]) => ({ id: toInt(id), score: toInt(score) })),
    brands: (row.brand_names ?? [])
      .map(([id, name]) => ({ id: toInt(id), name, count: counts.brands.get(toInt(id)) ?? 0 }))
      .filter((b) => b.count > 0 || selected.brands.has(b.id))
      .sort((a, b) => NB_COLLATOR.compare(a.name, b.name) || a.id - b.id),
    genders: (row.gender_names ?? [])
      .map(([id, name]) => ({ id: toInt(id), name, count: counts.genders.get(toInt(id)) ?? 0 }))
      .filter((g) => g.count > 0 || selected.genders.has(g.id)),
    colourGroups: (row.colour_groups ?? [])
      .map(([id, label, hex]) => ({
        id: toInt(id),
        label,
        hex,
        count: counts.colours.get(toInt(id)) ?? 0,
      }))
      .filter((c) => c.count > 0 || selected.colours.has(c.id)),
    price: counts.price,
  };
}

/**
 * `insert into search_facet_base` of the rows `scoped` yields (columns scope, brand_id,
 * gender_id, colour_mask, price): per scope the total, brand, gender and colour-mask counts and
 * the price bounds, in one pass.
 */
export function facetBaseInsert(scoped: SQL): SQL {
  return sql`
    insert into search_facet_base (scope, total, brands, genders, masks, price_min, price_max)
    with scoped as (${scoped}),
    agg as (
      select scope, grouping(brand_id) as gb, grouping(gender_id) as gg, grouping(colour_mask) as gc,
             brand_id, gender_id, colour_mask, count(*)::int as n, min(price) as pmin, max(price) as pmax
      from scoped
      group by grouping sets ((scope, brand_id), (scope, gender_id), (scope, colour_mask), (scope))
    )
    select scope,
           coalesce(max(n) filter (where gb = 1 and gg = 1 and gc = 1), 0),
           coalesce(jsonb_agg(jsonb_build_array(brand_id, n)) filter (where gb = 0), '[]'::jsonb),
           coalesce(jsonb_agg(jsonb_build_array(gender_id, n)) filter (where gg = 0), '[]'::jsonb),
           coalesce(jsonb_agg(jsonb_build_array(colour_mask::text, n)) filter (where gc = 0), '[]'::jsonb),
           max(pmin) filter (where gb = 1 and gg = 1 and gc = 1),
           max(pmax) filter (where gb = 1 and gg = 1 and gc = 1)
    from agg
    group by scope
  `;
}

/**
 * Rebuilds the listing scopes of `search_facet_base` (whole catalogue, each category,
 * subcategory and article group) and `search_facet_cube`. Word scopes are word-scopes.ts's.
 */
export async function rebuildFacetBase(db: Db): Promise<void> {
  const scoped = sql`
    select 'all'::text as scope, brand_id, gender_id, colour_mask, price from article_search
    union all select 'c:' || category_id, brand_id, gender_id, colour_mask, price from article_search
    union all select 's:' || subcategory_id, brand_id, gender_id, colour_mask, price from article_search
    union all select 'g:' || group_id, brand_id, gender_id, colour_mask, price from article_search
  `;
  await db.execute(sql`delete from search_facet_base where not starts_with(scope, 'w:')`);
  await db.execute(facetBaseInsert(scoped));
  await db.execute(sql`delete from search_facet_cube`);
  await db.execute(sql`
    insert into search_facet_cube (scope, brand_id, gender_id, colour_mask, n, price_min, price_max)
    select scope, brand_id, gender_id, colour_mask, count(*)::int, min(price), max(price)
    from (${scoped}) x
    group by scope, brand_id, gender_id, colour_mask
    -- A scope's cells on neighbouring pages: one scope is read, not the whole table.
    order by scope, brand_id, gender_id, colour_mask
  `);
}

/* ------------------------------------------------------------------ suggestions */

/** `(1, 'word'), (2, 'other')`: small literal row sets keep the planner's estimates (and costs) tiny. */
function wordValues(words: readonly string[]): SQL {
  return sql.join(
    words.map((word, i) => sql`(${i + 1}::int, ${word}::text)`),
    sql`, `,
  );
}

export interface SuggestArticleRow {
  id: number;
  name: string;
  categoryName: string;
  subcategoryName: string;
}

/** Rows of the bestseller order a suggestion looks at before it ranks (see `suggestArticles`). */
export const SUGGEST_WALK_ROWS = 5000;
/** Matches gathered from that walk and then ranked by tier. */
const SUGGEST_POOL = 50;

interface SuggestPoolRow {
  article_id: number;
  score: number;
  bestseller_rank: number;
}

/**
 * Best few articles for a suggest plan, fast enough for every keystroke. A two-letter prefix
 * ('lø' → 'lo':*) matches a third of the catalogue, and ranking all of that per keystroke is
 * what made suggestions slow. So the candidate set is limited before ranking: walk the
 * bestseller index over the best SUGGEST_WALK_ROWS articles, keep the first SUGGEST_POOL
 * matches, rank those by tier (name matches first). Only when that walk finds too few matches
 * – the word is rare, so an exact ranking of all its matches is cheap – are all matches ranked.
 * A suggestion can therefore miss an exact-name match that sells poorly; the search page
 * itself ranks exactly.
 */
export async function suggestArticles(
  db: Db,
  plan: QueryPlan,
  limit: number,
): Promise<SuggestArticleRow[]> {
  let pool = await queryRows<SuggestPoolRow>(
    db,
    sql`
      select s.article_id, ${scoreExpression(plan)} as score, s.bestseller_rank
      from (
        select article_id, bestseller_rank, name_fold, document from article_search
        order by bestseller_rank, article_id
        limit ${SUGGEST_WALK_ROWS}
      ) s
      where s.document @@ ${plan.match}::tsquery
      order by s.bestseller_rank, s.article_id
      limit ${SUGGEST_POOL}
    `,
  );
  if (pool.length < limit) {
    pool = await queryRows<SuggestPoolRow>(
      db,
      sql`
        select s.article_id, ${scoreExpression(plan)} as score, s.bestseller_rank
        from article_search s
        where s.document @@ (select ${plan.match}::tsquery)
        order by score desc, s.bestseller_rank, s.article_id
        limit ${limit}
      `,
    );
  }
  const best = pool
    .map((r) => ({
      id: toInt(r.article_id),
      score: toInt(r.score),
      rank: toInt(r.bestseller_rank),
    }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank || a.id - b.id)
    .slice(0, limit);
  if (best.length === 0) return [];

  const rows = await queryRows<{
    id: number;
    name: string;
    category_name: string;
    subcategory_name: string;
  }>(
    db,
    sql`
      select a.id, a.name, c.name as category_name, sc.name as subcategory_name
      from articles a
      join categories c on c.id = a.category_id
      join subcategories sc on sc.id = a.subcategory_id
      where a.id = any(${intArray(best.map((b) => b.id))})
    `,
  );
  const byId = new Map(rows.map((r) => [toInt(r.id), r]));
  return best.flatMap((b) => {
    const r = byId.get(b.id);
    return r
      ? [
          {
            id: b.id,
            name: r.name,
            categoryName: r.category_name,
            subcategoryName: r.subcategory_name,
          },
        ]
      : [];
  });
}

export interface SuggestCategoryRow {
  categoryId: number;
  categoryName: string;
  subcategoryId: number | null;
  name: string;
}

/**
 * Categories and subcategories whose folded name (or display name) contains every query word;
 * a name starting with the query ranks first. The tree is a few dozen rows: a scan is cheaper
 * than any index here.
 */
export async function suggestCategories(
  db: Db,
  words: readonly string[],
  displayNames: ReadonlyMap<number, string>,
  limit: number,
): Promise<SuggestCategoryRow[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{
    category_id: number;
    category_name: string;
    subcategory_id: number | null;
    name: string;
    rank: number;
  }>(
    db,
    sql`
      with w as (
        select lower(unaccent(e.value)) as word, e.ord from (values ${wordValues(words)}) as e(ord, value)
      ),
      shown as (
        select d.id, d.name from ${idNameRows(displayNames)}
      ),
      nodes as (
        select c.id as category_id, c.name as category_name, null::int as subcategory_id,
               coalesce(sh.name, c.name) as name,
               lower(unaccent(c.name || ' ' || coalesce(sh.name, ''))) as folded,
               c.sort_number as sort1, 0 as sort2
        from categories c left join shown sh on sh.id = c.id
        where c.visible
        union all
        select c.id, c.name, sc.id, sc.name, lower(unaccent(sc.name)), c.sort_number, sc.sort_number
        from subcategories sc join categories c on c.id = sc.category_id
        where c.visible and exists (select 1 from article_search s where s.subcategory_id = sc.id)
      )
      select n.category_id, n.category_name, n.subcategory_id, n.name,
             case when starts_with(n.folded, (select string_agg(word, ' ' order by ord) from w)) then 0 else 1 end as rank
      from nodes n
      where not exists (select 1 from w where position(w.word in n.folded) = 0)
      order by rank, (n.subcategory_id is not null), n.sort1, n.sort2, n.name
      limit ${limit}
    `,
  );
  return rows.map((r) => ({
    categoryId: toInt(r.category_id),
    categoryName: r.category_name,
    subcategoryId: r.subcategory_id === null ? null : toInt(r.subcategory_id),
    name: r.name,
  }));
}

/**
 * Brands with articles in the index whose folded name contains every query word, or, for a
 * single word of 4+ letters, is a close trigram match ('bergens' → Bergans).
 */
export async function suggestBrands(
  db: Db,
  words: readonly string[],
  limit: number,
): Promise<{ id: number; name: string }[]> {
  if (words.length === 0) return [];
  const joined = words.join(' ');
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`
      with w as (
        select lower(unaccent(e.value)) as word from (values ${wordValues(words)}) as e(ord, value)
      ),
      q as (select lower(unaccent(${joined})) as text),
      b as (
        select b.id, b.name, lower(unaccent(b.name)) as folded from brands b
        where exists (select 1 from article_search s where s.brand_id = b.id)
      )
      select b.id, b.name
      from b, q
      where not exists (select 1 from w where position(w.word in b.folded) = 0)
         or (length(q.text) >= 4 and similarity(b.folded, q.text) >= 0.4)
      order by case when starts_with(b.folded, q.text) then 0
                    when not exists (select 1 from w where position(w.word in b.folded) = 0) then 1
                    else 2 end,
               similarity(b.folded, q.text) desc, b.name
      limit ${limit}
    `,
  );
  return rows.map((r) => ({ id: toInt(r.id), name: r.name }));
}

/* ------------------------------------------------------------------ index maintenance */

/**
 * Rebuilds the search rows of `articleIds` (every article when omitted) and the vocabulary.
 * The documents are built in SQL so the folding and stemming are the very functions queries use.
 * `categoryDisplayNames` adds the names shoppers see ('Klær' for 'Tekstil') to the documents.
 */
export async function rebuildSearchRows(
  db: Db,
  options: {
    articleIds?: readonly number[];
    now: Date;
    categoryDisplayNames: ReadonlyMap<number, string>;
  },
): Promise<number> {
  const only = options.articleIds ? sql`a.id = any(${intArray(options.articleIds)})` : TRUE;
  const onlyVariants = options.articleIds
    ? sql`v.article_id = any(${intArray(options.articleIds)})`
    : TRUE;
  const onlyPrices = options.articleIds
    ? sql`cp.article_id = any(${intArray(options.articleIds)})`
    : TRUE;
  const displayNames = options.categoryDisplayNames;
  const now = options.now.toISOString();

  const [range] = await queryRows<{ lo: number | null; hi: number | null }>(
    db,
    sql`select min(id) as lo, max(id) as hi from colour_groups`,
  );
  if (
    range &&
    range.lo !== null &&
    range.hi !== null &&
    (range.lo < 1 || range.hi > MAX_COLOUR_GROUP_ID)
  ) {
    throw new Error(`search: colour group ids must be 1–${MAX_COLOUR_GROUP_ID} to fit colour_mask`);
  }

  if (options.articleIds) {
    await db.execute(
      sql`delete from article_search where article_id = any(${intArray(options.articleIds)})`,
    );
  } else {
    await db.execute(sql`delete from article_search`);
  }

  // Aggregates first (hash joins), then one pass over the articles: far faster for the whole
  // catalogue than a correlated lookup per article.
  const inserted = await queryRows<{ n: unknown }>(
    db,
    sql`
      with col as (
        select v.article_id,
               bit_or(1::bigint << co.colour_group_id) as mask,
               array_agg(distinct ${FILTER_TOKEN.colour} || co.colour_group_id) as colour_tokens,
               string_agg(distinct co.name, ' ') as names,
               string_agg(distinct cg.label, ' ') as labels
        from variants v
        join colours co on co.id = v.colour_id
        join colour_groups cg on cg.id = co.colour_group_id
        where ${onlyVariants}
        group by v.article_id
      ),
      prices as (
        select cp.article_id,
               min(cp.price) filter (where k.start_at <= ${now}::timestamptz) as active_min,
               min(case when k.start_at > ${now}::timestamptz then k.start_at else k.end_at end) as valid_until
        from campaign_prices cp
        join campaigns k on k.id = cp.campaign_id
        where ${onlyPrices} and k.active and k.end_at > ${now}::timestamptz
        group by cp.article_id
      ),
      shown as (
        select d.id, d.name from ${idNameRows(displayNames)}
      ),
      src as (
        select a.id, a.name, a.name_sort, a.brand_id, a.gender_id, a.category_id, a.subcategory_id,
               a.article_group_id, a.final_price, a.date_created,
               coalesce(col.mask, 0) as mask,
               coalesce(col.colour_tokens, '{}'::text[]) as colour_tokens,
               least(a.final_price, coalesce(pr.active_min, a.final_price)) as price,
               pr.valid_until,
               coalesce(bs.qty_rank, ${NO_BESTSELLER_RANK}) as rank,
               to_tsvector('norwegian', unaccent(a.name)) as v_name,
               to_tsvector('norwegian', unaccent(b.name)) as v_brand,
               to_tsvector('norwegian', unaccent(coalesce(col.names, '') || ' ' || coalesce(col.labels, ''))) as v_colour,
               to_tsvector('norwegian', unaccent(
                 c.name || ' ' || coalesce(sh.name, '') || ' ' || sc.name || ' ' || ag.name || ' ' || g.name
               )) as v_tree
        from articles a
        join brands b on b.id = a.brand_id
        join genders g on g.id = a.gender_id
        join categories c on c.id = a.category_id
        join subcategories sc on sc.id = a.subcategory_id
        join article_groups ag on ag.id = a.article_group_id
        left join shown sh on sh.id = a.category_id
        left join col on col.article_id = a.id
        left join prices pr on pr.article_id = a.id
        left join bestsellers bs on bs.article_id = a.id
        where a.visible_on_web = 1 and ${only}
      ),
      ins as (
        insert into article_search (
          article_id, name_fold, name_sort, brand_id, gender_id, category_id, subcategory_id, group_id,
          colour_mask, price, price_valid_until, bestseller_rank, date_created, document
        )
        select id,
               btrim(regexp_replace(lower(unaccent(name)), '[^[:alnum:]]+', ' ', 'g')),
               name_sort, brand_id, gender_id, category_id, subcategory_id, article_group_id,
               mask, price, valid_until, rank, date_created,
               setweight(v_name, 'A') || search_reverse_lexemes(v_name, 'A')
                 || setweight(v_brand, 'B') || search_reverse_lexemes(v_brand, 'B')
                 || setweight(v_colour, 'C') || search_reverse_lexemes(v_colour, 'C')
                 || setweight(v_tree, 'D') || search_reverse_lexemes(v_tree, 'D')
                 || array_to_tsvector(array[
                      ${FILTER_TOKEN.brand} || brand_id, ${FILTER_TOKEN.gender} || gender_id,
                      ${FILTER_TOKEN.category} || category_id, ${FILTER_TOKEN.subcategory} || subcategory_id,
                      ${FILTER_TOKEN.group} || article_group_id
                    ] || colour_tokens)
        from src
        -- Rows of one category tree branch land on neighbouring pages, so a broad word
        -- ('sko', 'jakke') reads a fraction of the heap instead of nearly every page.
        order by category_id, subcategory_id, article_group_id, id
        returning 1
      )
      select count(*)::int as n from ins
    `,
  );
  return toInt(inserted[0]?.n ?? 0);
}

/**
 * Rebuilds the vocabulary from the index: every folded word of article names, brands, colours,
 * colour groups and the category tree (display names included), with its lexeme and the number
 * of articles holding it. Stop words have no lexeme and are left out.
 */
export async function rebuildSearchTerms(
  db: Db,
  categoryDisplayNames: ReadonlyMap<number, string>,
): Promise<number> {
  const displayNames = categoryDisplayNames;
  await db.execute(sql`delete from search_terms`);
  const rows = await queryRows<{ n: unknown }>(
    db,
    sql`
      with shown as (
        select d.id, d.name from ${idNameRows(displayNames)}
      ),
      names as (
        select w.word, count(*)::int as docs
        from article_search s
        cross join lateral regexp_split_to_table(s.name_fold, ' ') as w(word)
        group by w.word
      ),
      dims as (
        select b.name as text, (select count(*)::int from article_search s where s.brand_id = b.id) as docs from brands b
        union all select co.name, 0 from colours co
        union all select cg.label, 0 from colour_groups cg
        union all select c.name, (select count(*)::int from article_search s where s.category_id = c.id) from categories c
        union all select sh.name, (select count(*)::int from article_search s where s.category_id = sh.id) from shown sh
        union all select sc.name, (select count(*)::int from article_search s where s.subcategory_id = sc.id) from subcategories sc
        union all select ag.name, (select count(*)::int from article_search s where s.group_id = ag.id) from article_groups ag
        union all select g.name, (select count(*)::int from article_search s where s.gender_id = g.id) from genders g
      ),
      dim_words as (
        select w.word, sum(d.docs)::int as docs
        from dims d
        cross join lateral regexp_split_to_table(lower(unaccent(d.text)), '[^[:alnum:]]+') as w(word)
        group by w.word
      ),
      words as (
        select word, sum(docs)::int as docs from (
          select word, docs from names union all select word, docs from dim_words
        ) u
        where word <> ''
        group by word
      ),
      ins as (
        insert into search_terms (term, lexeme, doc_count)
        select word, lexeme, docs
        from (
          select word, docs, (tsvector_to_array(to_tsvector('norwegian', word)))[1] as lexeme from words
        ) x
        where lexeme is not null
        returning 1
      )
      select count(*)::int as n from ins
    `,
  );
  return toInt(rows[0]?.n ?? 0);
}

/**
 * Moves the entries a bulk write left in the GIN indexes' pending lists into the indexes
 * proper. With `fastupdate` (the default) new entries wait in an unsorted list that every
 * search must scan in full until a VACUUM merges it; after a full refresh that list held
 * ~6 000 tuples on 345 pages and made even a narrow search ('hjelm', 600 hits) cost 8 ms of
 * index time instead of 2. PGlite runs no autovacuum, so there the list would never shrink.
 */
export async function flushGinPendingLists(db: Db): Promise<void> {
  await db.execute(
    sql`select gin_clean_pending_list('article_search_document_idx'::regclass),
               gin_clean_pending_list('search_terms_term_trgm_idx'::regclass)`,
  );
}

/**
 * Re-prices rows whose price stopped being true (a campaign started or ended since the last
 * build). Returns how many rows changed.
 */
export async function repriceExpired(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const rows = await queryRows<{ n: unknown }>(
    db,
    sql`
      with due as (
        select s.article_id from article_search s
        where s.price_valid_until is not null and s.price_valid_until <= ${at}::timestamptz
      ),
      prices as (
        select cp.article_id,
               min(cp.price) filter (where k.start_at <= ${at}::timestamptz) as active_min,
               min(case when k.start_at > ${at}::timestamptz then k.start_at else k.end_at end) as valid_until
        from campaign_prices cp
        join campaigns k on k.id = cp.campaign_id
        where cp.article_id in (select article_id from due) and k.active and k.end_at > ${at}::timestamptz
        group by cp.article_id
      ),
      upd as (
        update article_search s
        set price = least(a.final_price, coalesce(pr.active_min, a.final_price)),
            price_valid_until = pr.valid_until
        from articles a
        left join prices pr on pr.article_id = a.id
        where a.id = s.article_id and s.article_id in (select article_id from due)
        returning 1
      )
      select count(*)::int as n from upd
    `,
  );
  return toInt(rows[0]?.n ?? 0);
}

/** The earliest instant at which some indexed price stops being true, or null. */
export async function nextPriceChange(db: Db): Promise<Date | null> {
  const rows = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select min(price_valid_until) as at from article_search where price_valid_until is not null`,
  );
  const at = rows[0]?.at ?? null;
  if (at === null) return null;
  return at instanceof Date ? at : new Date(at);
}

/** Category display names need the raw names; the tree is small. */
export async function categoryNames(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from categories`,
  );
  return rows.map((r) => ({ id: toInt(r.id), name: r.name }));
}
