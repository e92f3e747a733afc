/**
 * One search page answered by the database: the hits of the asked order and page, the total,
 * and every facet count ("all other filters applied"), in one statement. A page without text
 * that the facet summary can answer reads its counts there (facet-summary.ts). Otherwise the
 * candidates (text through the GIN index on the document or a scan, the category tree through
 * its btree indexes) are read once; brand, gender and colour counts, the total and the price
 * bounds are one grouped pass over them (grouping sets).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { intArray } from '../../db/sql-arrays';
import {
  answersFromSummary,
  hasPriceFilter,
  pricedPageStatement,
  summaryPageStatement,
} from './facet-summary';
import { queryRows } from './queries';
import type { QueryPlan } from './text';

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
  /** The instant whose campaign prices count (price filter, order and bounds). */
  now: Date;
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
 * name at least as a compound or prefix. Within a tier, bestsellers first.
 */
export const SCORE = {
  nameEquals: 64,
  exactName: 16,
  exactAnywhere: 8,
  looseName: 4,
  nameStarts: 2,
  base: 1,
} as const;

/** Brand facets are listed in Norwegian order (created once: a collator is costly to build). */
const NB_COLLATOR = new Intl.Collator('nb-NO');

/** `document @@ text`; an empty text means no document can match (see `buildQueryPlan`). */
function matches(text: string): SQL {
  return text === '' ? sql`false` : sql`s.document @@ ${text}::tsquery`;
}

/** The SCORE tiers of a row of `article_search s`, summed. */
export function scoreOf(plan: QueryPlan): SQL {
  return sql`(${SCORE.base}
    + case when s.name_fold = ${plan.folded} then ${SCORE.nameEquals} else 0 end
    + case when starts_with(s.name_fold, ${plan.folded}) then ${SCORE.nameStarts} else 0 end
    + case when ${matches(plan.exactName)}
           then ${SCORE.exactName + SCORE.exactAnywhere + SCORE.looseName}
           else case when ${matches(plan.exact)} then ${SCORE.exactAnywhere} else 0 end
              + case when ${matches(plan.looseName)} then ${SCORE.looseName} else 0 end
      end)`;
}

/**
 * The shown price of a row of `article_search s` at `now`: the stored price while it is true,
 * else priced from the campaigns (a campaign started or ended since the row was written and the
 * re-pricing job has not caught up yet).
 */
export function shownPrice(now: Date): SQL {
  const at = now.toISOString();
  return sql`(case when s.price_valid_until is null or s.price_valid_until > ${at}::timestamptz
                   then s.price else search_shown_price(s.article_id, ${at}::timestamptz) end)`;
}

/** Every order ends on the article id, so pages are disjoint and stable. */
function orderBy(sort: SearchSort): SQL {
  switch (sort) {
    case 'relevance':
      return sql`f.score desc, f.rank, f.id`;
    case 'bestseller':
      return sql`f.rank, f.score desc, f.id`;
    case 'name':
      return sql`f.name_sort, f.id`;
    case 'price_asc':
      return sql`f.price, f.name_sort, f.id`;
    case 'price_desc':
      return sql`f.price desc, f.name_sort, f.id`;
    case 'newest':
      return sql`f.date_created desc, f.id`;
  }
}

interface PageRow {
  hits: [number, number][] | null;
  totals: [number, number | null, number | null] | null;
  brands: [number, string, number][] | null;
  genders: [number, string, number][] | null;
  colours: [number, string, string, number][] | null;
}

/** `a and b and …`, or null when there is no condition. */
function allOf(conditions: readonly (SQL | null)[]): SQL | null {
  const present = conditions.filter((c): c is SQL => c !== null);
  return present.length ? sql.join(present, sql` and `) : null;
}

/** `filter (where …)` of an aggregate, or nothing when every row counts. */
function counting(condition: SQL | null): SQL {
  return condition ? sql`filter (where ${condition})` : sql``;
}

/**
 * The statement of one page (one row: hits, totals, facets as JSON). `storedPriceRange`: the
 * price filter selects the candidates by their stored price (the index on it) instead of being
 * counted per facet – for `pricedPageStatement`, which takes the price bounds (the one figure
 * that leaves the price filter out) from the summary and knows every stored price in the scope
 * to be true.
 */
export function pageStatement(params: SearchPageParams, storedPriceRange = false): SQL {
  const { plan } = params;
  const inRange = storedPriceRange && hasPriceFilter(params.filters);
  const f = inRange ? { ...params.filters, priceMin: null, priceMax: null } : params.filters;
  const where: SQL[] = [];
  if (params.nothingMatches) where.push(sql`false`);
  else if (plan) where.push(matches(plan.match));
  if (f.categoryId !== null) where.push(sql`s.category_id = ${f.categoryId}`);
  if (f.subcategoryId !== null) where.push(sql`s.subcategory_id = ${f.subcategoryId}`);
  if (f.groupId !== null) where.push(sql`s.group_id = ${f.groupId}`);
  if (inRange) {
    const { priceMin, priceMax } = params.filters;
    if (priceMin !== null) where.push(sql`s.price >= ${priceMin}`);
    if (priceMax !== null) where.push(sql`s.price <= ${priceMax}`);
  }
  // Each facet filter as a column of the candidates, present only when the filter is set: an
  // absent filter drops out of every count instead of being tested on every row.
  const price = shownPrice(params.now);
  const rowBrand = f.brands.length ? sql`s.brand_id = any(${intArray(f.brands)})` : null;
  const rowGender = f.genders.length ? sql`s.gender_id = any(${intArray(f.genders)})` : null;
  const rowColour = f.colourGroups.length
    ? sql`s.colour_group_ids && ${intArray(f.colourGroups)}`
    : null;
  const rowPrice =
    f.priceMin !== null || f.priceMax !== null
      ? sql`${price} between ${f.priceMin ?? -2147483648} and ${f.priceMax ?? 2147483647}`
      : null;
  const okBrand = rowBrand && sql`f.ok_b`;
  const okGender = rowGender && sql`f.ok_g`;
  const okColour = rowColour && sql`f.ok_c`;
  const okPrice = rowPrice && sql`f.ok_p`;
  const filterColumns = [
    rowBrand && sql`, ${rowBrand} as ok_b`,
    rowGender && sql`, ${rowGender} as ok_g`,
    rowColour && sql`, ${rowColour} as ok_c`,
    rowPrice && sql`, ${rowPrice} as ok_p`,
  ].filter((c): c is SQL => c !== null);
  const hit = allOf([okBrand, okGender, okColour, okPrice]);
  const rowHit = allOf([rowBrand, rowGender, rowColour, rowPrice]);
  const scored =
    plan !== null &&
    !params.nothingMatches &&
    (params.sort === 'relevance' || params.sort === 'bestseller');
  // Only a hit needs a score: a candidate that fails a filter is only counted.
  const score =
    scored && plan
      ? rowHit
        ? sql`case when ${rowHit} then ${scoreOf(plan)} else 0 end`
        : scoreOf(plan)
      : sql`0`;

  // Sort keys only when the order needs them: every column is copied for every candidate.
  const keys =
    params.sort === 'name' || params.sort === 'price_asc' || params.sort === 'price_desc'
      ? sql`, s.name_sort`
      : params.sort === 'newest'
        ? sql`, s.date_created`
        : sql``;
  // The candidates are kept once (the hits and the counts read them) with their colours as a
  // bit mask: an integer is copied and grouped far cheaper than an array.
  return sql`
      with f as materialized (
        select s.article_id as id, s.brand_id as b, s.gender_id as g, s.colour_mask as cm,
               ${price} as price, s.bestseller_rank as rank ${keys}, ${score} as score
               ${sql.join(filterColumns, sql``)}
        from article_search s
        where ${sql.join([sql`true`, ...where], sql` and `)}
      ),
      -- One grouped pass: per brand, per gender, per colour combination (few distinct ones,
      -- spread over their groups below) and in total, each count with every filter but its own.
      agg as (
        select grouping(f.b) as gb, grouping(f.g) as gg, grouping(f.cm) as gc, f.b, f.g, f.cm,
               count(*) ${counting(allOf([okGender, okColour, okPrice]))} as n_b,
               count(*) ${counting(allOf([okBrand, okColour, okPrice]))} as n_g,
               count(*) ${counting(allOf([okBrand, okGender, okPrice]))} as n_c,
               count(*) ${counting(hit)} as total,
               min(f.price) ${counting(allOf([okBrand, okGender, okColour]))} as lo,
               max(f.price) ${counting(allOf([okBrand, okGender, okColour]))} as hi
        from f
        group by grouping sets ((f.b), (f.g), (f.cm), ())
      ),
      colour_counts as (
        select u.id, sum(a.n_c)::int as n
        from agg a join colour_groups u on a.cm & (1::bigint << (u.id - 1)) <> 0
        where a.gc = 0
        group by u.id
      )
      select
        (select json_agg(json_build_array(h.id, h.score))
         from (select f.id, f.score from f where ${hit ?? sql`true`}
               order by ${orderBy(params.sort)}
               limit ${params.limit} offset ${params.offset}) h) as hits,
        (select json_build_array(a.total, a.lo, a.hi) from agg a where a.gb = 1 and a.gg = 1 and a.gc = 1) as totals,
        (select json_agg(json_build_array(br.id, br.name, coalesce(a.n_b, 0)))
         from brands br left join agg a on a.gb = 0 and a.b = br.id
         where a.n_b > 0 or br.id = any(${intArray(f.brands)})) as brands,
        (select json_agg(json_build_array(ge.id, ge.name, coalesce(a.n_g, 0)) order by ge.id)
         from genders ge left join agg a on a.gg = 0 and a.g = ge.id
         where a.n_g > 0 or ge.id = any(${intArray(f.genders)})) as genders,
        (select json_agg(json_build_array(cg.id, cg.label, cg.hex, coalesce(x.n, 0)) order by cg.id)
         from colour_groups cg left join colour_counts x on x.id = cg.id
         where x.n > 0 or cg.id = any(${intArray(f.colourGroups)})) as colours
    `;
}

/**
 * Runs a search statement with settings of its own (one transaction, one extra statement):
 * - memory for the candidates it keeps and groups (a broad word or a filter over the whole
 *   catalogue keeps tens of thousands of rows, which the default `work_mem` writes to disk);
 * - for text, no sequential scans: the planner prices `@@` like a cheap operator and guesses a
 *   prefix operand ('<oks':*) to match a large share of the table, so it would evaluate every
 *   document where the GIN index hands it the few candidates.
 */
async function runSearchStatement<T>(db: Db, statement: SQL, text: boolean): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('work_mem', '64MB', true),
                 set_config('enable_seqscan', ${text ? 'off' : 'on'}, true)`,
    );
    return queryRows<T>(tx, statement);
  });
}

/**
 * A page without text answered with the facet summary's help, or undefined when the summary
 * cannot answer its filters (`stale`: a stored price in its scope ran out; the caller then takes
 * the full statement).
 */
async function answerWithoutText(
  db: Db,
  params: SearchPageParams,
): Promise<(PageRow & { stale: boolean }) | undefined> {
  type Row = PageRow & { stale: boolean };
  if (answersFromSummary(params.filters)) {
    // Few rows to group: the default settings serve, no transaction needed.
    return (await queryRows<Row>(db, summaryPageStatement(params, shownPrice(params.now))))[0];
  }
  if (!hasPriceFilter(params.filters)) return undefined;
  const statement = pricedPageStatement(params, pageStatement(params, true));
  return (await runSearchStatement<Row>(db, statement, false))[0];
}

export async function searchPage(db: Db, params: SearchPageParams): Promise<SearchPageResult> {
  if (params.plan === null && !params.nothingMatches) {
    const row = await answerWithoutText(db, params);
    if (row && !row.stale) return toResult(row);
  }
  const text = params.plan !== null && !params.nothingMatches;
  const [row] = await runSearchStatement<PageRow>(db, pageStatement(params), text);
  return toResult(row);
}

function toResult(row: PageRow | undefined): SearchPageResult {
  const [total, min, max] = row?.totals ?? [0, null, null];
  return {
    total: Number(total),
    hits: (row?.hits ?? []).map(([id, score]) => ({ id: Number(id), score: Number(score) })),
    brands: (row?.brands ?? [])
      .map(([id, name, count]) => ({ id: Number(id), name, count: Number(count) }))
      .sort((a, b) => NB_COLLATOR.compare(a.name, b.name) || a.id - b.id),
    genders: (row?.genders ?? []).map(([id, name, count]) => ({
      id: Number(id),
      name,
      count: Number(count),
    })),
    colourGroups: (row?.colours ?? []).map(([id, label, hex, count]) => ({
      id: Number(id),
      label,
      hex,
      count: Number(count),
    })),
    // No article passed the other filters: no bounds.
    price: { min: min === null ? null : Number(min), max: max === null ? null : Number(max) },
  };
}

export interface SuggestArticleRow {
  id: number;
  name: string;
  categoryName: string;
  subcategoryName: string;
}

/**
 * The best `limit` articles for a suggest plan (the words as typed, the last one a prefix):
 * ranked exactly as a search ranks them, without the facets a search page counts.
 */
export async function suggestArticles(
  db: Db,
  plan: QueryPlan,
  limit: number,
): Promise<SuggestArticleRow[]> {
  const rows = await runSearchStatement<{
    id: number;
    name: string;
    category_name: string;
    subcategory_name: string;
  }>(
    db,
    sql`
      select t.id, a.name, c.name as category_name, sc.name as subcategory_name
      from (
        select s.article_id as id, ${scoreOf(plan)} as score, s.bestseller_rank as rank
        from article_search s
        where ${matches(plan.match)}
        order by score desc, rank, id
        limit ${limit}
      ) t
      join articles a on a.id = t.id
      join categories c on c.id = a.category_id
      join subcategories sc on sc.id = a.subcategory_id
      order by t.score desc, t.rank, t.id
    `,
    true,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    categoryName: r.category_name,
    subcategoryName: r.subcategory_name,
  }));
}
