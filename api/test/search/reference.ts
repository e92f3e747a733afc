/**
 * The search page stated as plain SQL over `article_search`: the oracle the one-statement page
 * (src/modules/search/page.ts) is checked against. Prices always come from the campaigns
 * (`search_shown_price`), never from the stored column, so this also checks the stored prices.
 * Slow and simple on purpose: one statement per facet.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from 'shared-contracts/schemas';
import type { Db } from '../../src/db/client';
import { SCORE, type SearchPageParams } from '../../src/modules/search/page';
import { intArray } from '../../src/db/sql-arrays';
import { queryRows } from '../../src/modules/search/queries';
import type { QueryPlan } from '../../src/modules/search/text';

export interface ComparablePage {
  total: number;
  hits: [number, number][];
  brands: Record<number, number>;
  genders: Record<number, number>;
  colourGroups: Record<number, number>;
  price: { min: number | null; max: number | null };
}

const tsquery = (text: string): SQL =>
  text === '' ? sql`false` : sql`s.document @@ ${text}::tsquery`;

function score(plan: QueryPlan): SQL {
  return sql`(${SCORE.base}
    + case when s.name_fold = ${plan.folded} then ${SCORE.nameEquals} else 0 end
    + case when starts_with(s.name_fold, ${plan.folded}) then ${SCORE.nameStarts} else 0 end
    + case when ${tsquery(plan.exactName)} then ${SCORE.exactName + SCORE.exactAnywhere + SCORE.looseName}
           else case when ${tsquery(plan.exact)} then ${SCORE.exactAnywhere} else 0 end
              + case when ${tsquery(plan.looseName)} then ${SCORE.looseName} else 0 end end)`;
}

function orderBy(sort: SearchSort, price: SQL): SQL {
  switch (sort) {
    case 'relevance':
      return sql`score desc, s.bestseller_rank, s.article_id`;
    case 'bestseller':
      return sql`s.bestseller_rank, score desc, s.article_id`;
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

export async function referencePage(db: Db, params: SearchPageParams): Promise<ComparablePage> {
  const { plan, filters: f } = params;
  const price = sql`search_shown_price(s.article_id, ${params.now.toISOString()}::timestamptz)`;
  const base: SQL[] = [];
  if (params.nothingMatches) base.push(sql`false`);
  else if (plan) base.push(tsquery(plan.match));
  if (f.categoryId !== null) base.push(sql`s.category_id = ${f.categoryId}`);
  if (f.subcategoryId !== null) base.push(sql`s.subcategory_id = ${f.subcategoryId}`);
  if (f.groupId !== null) base.push(sql`s.group_id = ${f.groupId}`);
  const ok = {
    brand: f.brands.length ? sql`s.brand_id = any(${intArray(f.brands)})` : sql`true`,
    gender: f.genders.length ? sql`s.gender_id = any(${intArray(f.genders)})` : sql`true`,
    colour: f.colourGroups.length
      ? sql`exists (select 1 from unnest(${intArray(f.colourGroups)}) g(id) where g.id = any(s.colour_group_ids))`
      : sql`true`,
    price: sql`${price} >= ${f.priceMin ?? -2147483648} and ${price} <= ${f.priceMax ?? 2147483647}`,
  };
  const where = (...parts: SQL[]) => sql.join([sql`true`, ...base, ...parts], sql` and `);
  const scored =
    plan && !params.nothingMatches && (params.sort === 'relevance' || params.sort === 'bestseller');

  const hits = await queryRows<{ id: number; score: number }>(
    db,
    sql`select s.article_id as id, ${scored ? score(plan) : sql`0`} as score
        from article_search s
        where ${where(ok.brand, ok.gender, ok.colour, ok.price)}
        order by ${orderBy(params.sort, price)}
        limit ${params.limit} offset ${params.offset}`,
  );
  const counts = async (key: SQL, ...parts: SQL[]) =>
    Object.fromEntries(
      (
        await queryRows<{ key: number; n: number }>(
          db,
          sql`select ${key} as key, count(*)::int as n from article_search s where ${where(...parts)} group by 1`,
        )
      ).map((r) => [Number(r.key), Number(r.n)]),
    );
  const colourGroups = Object.fromEntries(
    (
      await queryRows<{ key: number; n: number }>(
        db,
        sql`select cg.id as key, count(*)::int as n
            from article_search s join colour_groups cg on cg.id = any(s.colour_group_ids)
            where ${where(ok.brand, ok.gender, ok.price)} group by cg.id`,
      )
    ).map((r) => [Number(r.key), Number(r.n)]),
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from article_search s where ${where(ok.brand, ok.gender, ok.colour, ok.price)}`,
  );
  const [bounds] = await queryRows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(${price}) as min, max(${price}) as max from article_search s where ${where(ok.brand, ok.gender, ok.colour)}`,
  );
  return {
    total: Number(total?.n ?? 0),
    hits: hits.map((h) => [Number(h.id), Number(h.score)]),
    brands: await counts(sql`s.brand_id`, ok.gender, ok.colour, ok.price),
    genders: await counts(sql`s.gender_id`, ok.brand, ok.colour, ok.price),
    colourGroups,
    price: {
      min: bounds?.min === null || bounds?.min === undefined ? null : Number(bounds.min),
      max: bounds?.max === null || bounds?.max === undefined ? null : Number(bounds.max),
    },
  };
}
