/**
 * What an external search engine indexes of an article: the database's index row
 * (`article_search`: filters, sort keys, the shown price) with the texts a shopper searches
 * (name, brand, colours, category tree with display names). The database stays the source; an
 * engine holds a copy fed from the outbox (engine-sync.ts).
 */
import { sql } from 'drizzle-orm';
import { categoryDisplayName } from 'shared-contracts/rules';
import type { Db } from '../../../db/client';
import { intArray } from '../../../db/sql-arrays';
import { queryRows } from '../queries';

export interface EngineDocument {
  id: number;
  name: string;
  brand: string;
  colours: string;
  tree: string;
  brand_id: number;
  gender_id: number;
  category_id: number;
  subcategory_id: number;
  group_id: number;
  colour_group_ids: number[];
  /** Shown price in øre as the index row holds it (re-priced rows reach the engine too). */
  price: number;
  bestseller_rank: number;
  name_sort: string;
  /** Seconds since 1970 (engines sort numbers). */
  date_created: number;
  category_name: string;
  subcategory_name: string;
}

/** The documents of the indexed articles among `ids` (all when omitted), by id. */
export async function engineDocuments(
  db: Db,
  ids: readonly number[] | undefined,
): Promise<EngineDocument[]> {
  const rows = await queryRows<Omit<EngineDocument, 'tree'> & { tree: string }>(
    db,
    sql`
      select s.article_id as id, a.name, b.name as brand,
             coalesce((select string_agg(distinct co.name || ' ' || cg.label, ' ')
                       from variants v join colours co on co.id = v.colour_id
                       join colour_groups cg on cg.id = co.colour_group_id
                       where v.article_id = s.article_id), '') as colours,
             concat_ws(' ', c.name, sc.name, ag.name, g.name) as tree,
             s.brand_id, s.gender_id, s.category_id, s.subcategory_id, s.group_id,
             s.colour_group_ids, s.price, s.bestseller_rank, s.name_sort,
             extract(epoch from s.date_created)::float8 as date_created,
             c.name as category_name, sc.name as subcategory_name
      from article_search s
      join articles a on a.id = s.article_id
      join brands b on b.id = s.brand_id
      join genders g on g.id = s.gender_id
      join categories c on c.id = s.category_id
      join subcategories sc on sc.id = s.subcategory_id
      join article_groups ag on ag.id = s.group_id
      where ${ids ? sql`s.article_id = any(${intArray(ids)})` : sql`true`}
      order by s.article_id
    `,
  );
  return rows.map((r) => {
    const shown = categoryDisplayName(r.category_name);
    return {
      ...r,
      id: Number(r.id),
      // The names shoppers see ('Klær' for 'Tekstil') are searchable, as in the database index.
      tree: shown === r.category_name ? r.tree : `${r.tree} ${shown}`,
      price: Number(r.price),
      date_created: Number(r.date_created),
    };
  });
}
