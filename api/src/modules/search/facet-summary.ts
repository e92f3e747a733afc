/**
 * A search page without text answered from `search_facet_counts` (kept by triggers on the index,
 * repeatable/search_facet_counts.sql): the total, the facets and the price bounds are sums over
 * the few combinations (tree node × brand × gender × colour group) of the page's scope instead of
 * a pass over every article in it, and only the hits of the page are read from `article_search`.
 *
 * The summary knows no prices but each combination's stored bounds, and counts each colour group
 * on its own, so it answers only pages without a price filter and with at most one colour group
 * (`answersFromSummary`); a page whose scope holds a row whose stored price has run out (the
 * re-pricing job has not caught up) is answered by the full statement instead. A page without
 * text with a price filter takes only its price bounds from here (`pricedPageStatement`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from 'shared-contracts/schemas';
import { intArray } from '../../db/sql-arrays';
import type { SearchFilterValues, SearchPageParams } from './page';

/** A price filter is set (a bound or both). */
export function hasPriceFilter(filters: SearchFilterValues): boolean {
  return filters.priceMin !== null || filters.priceMax !== null;
}

/** Whether `summaryPageStatement` can answer a page of these filters without text. */
export function answersFromSummary(filters: SearchFilterValues): boolean {
  return !hasPriceFilter(filters) && filters.colourGroups.length <= 1;
}

/** The category tree part of a page's filters, on rows of `alias` (the index or the summary). */
function scopeOf(f: SearchFilterValues, alias: SQL): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.categoryId !== null) parts.push(sql`${alias}.category_id = ${f.categoryId}`);
  if (f.subcategoryId !== null) parts.push(sql`${alias}.subcategory_id = ${f.subcategoryId}`);
  if (f.groupId !== null) parts.push(sql`${alias}.group_id = ${f.groupId}`);
  return sql.join(parts, sql` and `);
}

/** The brand and gender filters on rows of `alias` (true when not set). */
function brandOf(f: SearchFilterValues, alias: SQL): SQL {
  return f.brands.length ? sql`${alias}.brand_id = any(${intArray(f.brands)})` : sql`true`;
}
function genderOf(f: SearchFilterValues, alias: SQL): SQL {
  return f.genders.length ? sql`${alias}.gender_id = any(${intArray(f.genders)})` : sql`true`;
}

/** A row of the scope whose stored price has run out (the re-pricing job has not caught up). */
function staleIn(scope: SQL, at: Date): SQL {
  return sql`exists (select 1 from article_search s
                     where s.price_valid_until is not null
                       and s.price_valid_until <= ${at.toISOString()}::timestamptz
                       and ${scope})`;
}

/**
 * A page without text with a price filter. Every count but the price bounds applies the price
 * filter, so `inRange` – the page statement over the articles whose stored price is in the range,
 * read through the index on it – answers the hits, the total and the facets, and the bounds (every
 * other filter, not the price) come from the summary: a brand page with a price filter groups the
 * articles in its range instead of every article of the catalogue. Stored prices are the shown
 * ones unless a row of the scope (any brand, gender or colour: each is counted) has run out:
 * `stale` then sends the page to the full statement.
 */
export function pricedPageStatement(params: SearchPageParams, inRange: SQL): SQL {
  const f = params.filters;
  const c = sql`c`;
  const colours = f.colourGroups.length
    ? sql`c.colour_group_id = any(${intArray(f.colourGroups)})`
    : sql`c.colour_group_id = 0`;
  return sql`
      select p.hits, p.brands, p.genders, p.colours,
             json_build_array(coalesce((p.totals ->> 0)::int, 0), b.lo, b.hi) as totals,
             ${staleIn(scopeOf(f, sql`s`), params.now)} as stale
      from (${inRange}) p
      cross join (select min(c.min_price) as lo, max(c.max_price) as hi
                  from search_facet_counts c
                  where ${scopeOf(f, c)} and ${colours} and ${brandOf(f, c)} and ${genderOf(f, c)}) b
    `;
}

/** The order of hits without text (every score is 0, so the tiers drop out). */
function unscoredOrder(sort: SearchSort, price: SQL): SQL {
  switch (sort) {
    case 'relevance':
    case 'bestseller':
      return sql`s.bestseller_rank, s.article_id`;
    case 'name':
      return sql`s.name_sort, s.article_id`;
    case 'price_asc':
      return sql`${price}, s.name_sort, s.article_id`;
    case 'price_desc':
      return sql`${price} desc, s.name_sort, s.article_id`;
    case 'newest':
      return sql`s.date_created desc, s.article_id`;
  }
}

/**
 * The statement of a page without text (one row, shaped as the full statement's, plus `stale`:
 * the scope holds a row whose stored price ran out, so the bounds may be wrong). `price` is the
 * shown price of a row of `article_search s`.
 */
export function summaryPageStatement(params: SearchPageParams, price: SQL): SQL {
  const f = params.filters;
  const colour = f.colourGroups[0] ?? 0;
  const s = sql`s`;
  const rowFilters = sql`${scopeOf(f, s)} and ${brandOf(f, s)} and ${genderOf(f, s)}
    and ${colour === 0 ? sql`true` : sql`${colour} = any(s.colour_group_ids)`}`;
  return sql`
      with k as materialized (
        select c.brand_id as b, c.gender_id as g, c.colour_group_id as c, c.articles as n,
               c.min_price as lo, c.max_price as hi,
               ${brandOf(f, sql`c`)} as ok_b, ${genderOf(f, sql`c`)} as ok_g
        from search_facet_counts c
        where ${scopeOf(f, sql`c`)}
      )
      select
        (select json_agg(json_build_array(h.id, 0))
         from (select s.article_id as id from article_search s
               where ${rowFilters}
               order by ${unscoredOrder(params.sort, price)}
               limit ${params.limit} offset ${params.offset}) h) as hits,
        (select json_build_array(coalesce(sum(k.n), 0), min(k.lo), max(k.hi))
         from k where k.c = ${colour} and k.ok_b and k.ok_g) as totals,
        (select json_agg(json_build_array(br.id, br.name, coalesce(x.n, 0)))
         from brands br
         left join (select k.b, sum(k.n)::int as n from k where k.c = ${colour} and k.ok_g
                    group by k.b) x on x.b = br.id
         where x.n > 0 or br.id = any(${intArray(f.brands)})) as brands,
        (select json_agg(json_build_array(ge.id, ge.name, coalesce(x.n, 0)) order by ge.id)
         from genders ge
         left join (select k.g, sum(k.n)::int as n from k where k.c = ${colour} and k.ok_b
                    group by k.g) x on x.g = ge.id
         where x.n > 0 or ge.id = any(${intArray(f.genders)})) as genders,
        (select json_agg(json_build_array(cg.id, cg.label, cg.hex, coalesce(x.n, 0)) order by cg.id)
         from colour_groups cg
         left join (select k.c, sum(k.n)::int as n from k where k.c <> 0 and k.ok_b and k.ok_g
                    group by k.c) x on x.c = cg.id
         where x.n > 0 or cg.id = any(${intArray(f.colourGroups)})) as colours,
        ${staleIn(rowFilters, params.now)} as stale
    `;
}
