/**
 * The search index held in memory: a read-only copy of `article_search` as columns and
 * posting lists, loaded from the database and replaced whenever the index changes.
 *
 * Why: a broad word ('sko' matches a fifth of the catalogue) means counting facets over
 * 20 000 rows, and reading that many rows from PostgreSQL's heap costs ≥ 15 ms on our 2-core
 * machine however the SQL is written (a bare count(*) over the GIN candidates already does),
 * while the same counts over typed arrays take well under a millisecond. PostgreSQL stays the
 * source: the documents are built and stemmed there, query words are analysed there, and this
 * copy is derived from it like a read replica (see ADR 0003).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from './queries';
import { eachLexeme } from './tsvector-text';
import { loadVocabulary, type Vocabulary } from './word-plans';

/** Documents holding one lexeme (ascending) and, per document, its weight bits. */
export interface Posting {
  docs: Int32Array;
  weights: Uint8Array;
}

/** Sort orders of a page that do not depend on the query, as document indices. */
export type FixedOrder = 'bestseller' | 'name' | 'price_asc' | 'price_desc' | 'newest';

export interface SearchSnapshot {
  /** `search_index_state.generation` when loaded (0 without a state row). */
  generation: number;
  /** Number of documents; document i is the i-th article by ascending id. */
  size: number;
  articleId: Int32Array;
  nameFold: string[];
  brand: Int32Array;
  gender: Int32Array;
  category: Int32Array;
  subcategory: Int32Array;
  group: Int32Array;
  /** Colour groups 1–30 (bits 1–30) and 31–62 (bits 0–31) of `colour_mask`. */
  maskLow: Int32Array;
  maskHigh: Int32Array;
  price: Int32Array;
  bestsellerRank: Int32Array;
  /** Every document in each fixed order, and each document's position in it. */
  orders: Record<FixedOrder, Int32Array>;
  positions: Record<FixedOrder, Int32Array>;
  /** Documents by folded name (string order), for the names that start with a query. */
  byName: Int32Array;
  postings: Map<string, Posting>;
  /** The postings' lexemes sorted, for prefix ranges ('jakk':* → every lexeme starting so). */
  lexemes: string[];
  /** Largest brand and gender id (facet counters are arrays indexed by id). */
  maxBrandId: number;
  maxGenderId: number;
  /** Facet labels: brands (in Norwegian order), genders (by id), colour groups (by id). */
  brandNames: [number, string][];
  genderNames: [number, string][];
  colourGroups: [number, string, string][];
  /** Catalogue words and their plans, of the same generation as the documents. */
  vocabulary: Vocabulary;
}

/** Brand facets are listed in Norwegian order (created once: a collator is costly to build). */
const NB_COLLATOR = new Intl.Collator('nb-NO');

interface DocumentRow {
  article_id: number;
  name_fold: string;
  brand_id: number;
  gender_id: number;
  category_id: number;
  subcategory_id: number;
  group_id: number;
  mask_low: number;
  mask_high: number;
  price: number;
  bestseller_rank: number;
  name_pos: number;
  newest_pos: number;
  document: string;
}

/**
 * The first index of a sequence sorted by `keyAt` (string order) whose key is not below
 * `target`: where the keys starting with `target` begin (`lexemes`, names via `byName`).
 */
export function lowerBound(length: number, keyAt: (i: number) => string, target: string): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyAt(mid) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index generation the database holds (raised by every index write). */
export async function storedGeneration(db: Db): Promise<number> {
  const [row] = await queryRows<{ generation: unknown }>(
    db,
    sql`select generation from search_index_state where id = 1`,
  );
  return row ? Number(row.generation) : 0;
}

/**
 * Reads the whole index. The generation is read first: a write committed while the rows are
 * read then only causes one more reload, never a stale snapshot marked current.
 */
export async function loadSnapshot(db: Db): Promise<SearchSnapshot> {
  const generation = await storedGeneration(db);
  const [rows, [names], vocabulary] = await Promise.all([
    queryRows<DocumentRow>(
      db,
      sql`
      select s.article_id, s.name_fold, s.brand_id, s.gender_id, s.category_id,
             s.subcategory_id, s.group_id,
             (s.colour_mask & 2147483647)::int as mask_low,
             (s.colour_mask >> 31)::float8 as mask_high,
             s.price, s.bestseller_rank,
             -- Positions in the orders that need the database's collation or timestamps.
             (row_number() over (order by s.name_sort, s.article_id))::int as name_pos,
             (row_number() over (order by s.date_created desc, s.article_id))::int as newest_pos,
             s.document::text as document
      from article_search s
      order by s.article_id
    `,
    ),
    queryRows<{
      brands: [number, string][] | null;
      genders: [number, string][] | null;
      colour_groups: [number, string, string][] | null;
    }>(
      db,
      sql`
      select (select json_agg(json_build_array(b.id, b.name)) from brands b) as brands,
             (select json_agg(json_build_array(g.id, g.name) order by g.id) from genders g) as genders,
             (select json_agg(json_build_array(cg.id, cg.label, cg.hex) order by cg.id) from colour_groups cg) as colour_groups
    `,
    ),
    loadVocabulary(db),
  ]);
  return buildSnapshot(generation, rows, vocabulary, {
    brands: names?.brands ?? [],
    genders: names?.genders ?? [],
    colourGroups: names?.colour_groups ?? [],
  });
}

function buildSnapshot(
  generation: number,
  rows: readonly DocumentRow[],
  vocabulary: Vocabulary,
  names: {
    brands: [number, string][];
    genders: [number, string][];
    colourGroups: [number, string, string][];
  },
): SearchSnapshot {
  const size = rows.length;
  const column = (pick: (row: DocumentRow) => number) => Int32Array.from(rows, (r) => pick(r));
  const namePos = column((r) => Number(r.name_pos) - 1);
  const newestPos = column((r) => Number(r.newest_pos) - 1);
  const price = column((r) => Number(r.price));
  const folded = rows.map((r) => r.name_fold);
  const rank = column((r) => Number(r.bestseller_rank));

  const byPosition = (positions: Int32Array) => {
    const order = new Int32Array(size);
    positions.forEach((position, doc) => (order[position] = doc));
    return order;
  };
  const nameOrder = byPosition(namePos);
  // Ties end on the article id (= document order), as the SQL orders did.
  const bestseller = Float64Array.from(
    { length: size },
    (_, doc) => (rank[doc] as number) * size + doc,
  );
  bestseller.sort();
  const byPrice = priceOrders(price, namePos, nameOrder);
  const orders: Record<FixedOrder, Int32Array> = {
    bestseller: Int32Array.from(bestseller, (key) => key % size),
    name: nameOrder,
    price_asc: byPrice.price_asc,
    price_desc: byPrice.price_desc,
    newest: byPosition(newestPos),
  };

  const lists = new Map<string, { docs: number[]; weights: number[] }>();
  rows.forEach((row, doc) => {
    eachLexeme(row.document, (lexeme, weights) => {
      let list = lists.get(lexeme);
      if (!list) {
        list = { docs: [], weights: [] };
        lists.set(lexeme, list);
      }
      list.docs.push(doc);
      list.weights.push(weights);
    });
  });
  const postings = new Map<string, Posting>();
  for (const [lexeme, list] of lists) {
    postings.set(lexeme, {
      docs: Int32Array.from(list.docs),
      weights: Uint8Array.from(list.weights),
    });
  }

  const brand = column((r) => Number(r.brand_id));
  const gender = column((r) => Number(r.gender_id));
  const brandNames = names.brands
    .map(([id, name]): [number, string] => [Number(id), name])
    .sort(([a, x], [b, y]) => NB_COLLATOR.compare(x, y) || a - b);
  const genderNames = names.genders.map(([id, name]): [number, string] => [Number(id), name]);
  const maxId = (...lists: ArrayLike<number>[]) => {
    let max = 0;
    for (const list of lists)
      for (let i = 0; i < list.length; i++) max = Math.max(max, list[i] as number);
    return max;
  };
  return {
    generation,
    size,
    articleId: column((r) => Number(r.article_id)),
    nameFold: folded,
    brand,
    gender,
    category: column((r) => Number(r.category_id)),
    subcategory: column((r) => Number(r.subcategory_id)),
    group: column((r) => Number(r.group_id)),
    maskLow: column((r) => Number(r.mask_low)),
    // Up to 32 bits: `| 0` keeps the bit pattern in an Int32Array.
    maskHigh: column((r) => Number(r.mask_high) | 0),
    price,
    bestsellerRank: rank,
    orders,
    positions: {
      bestseller: positionsOf(orders.bestseller),
      name: namePos,
      price_asc: byPrice.positions.price_asc,
      price_desc: byPrice.positions.price_desc,
      newest: newestPos,
    },
    byName: Int32Array.from(
      Array.from({ length: size }, (_, doc) => doc).sort((a, b) => {
        const x = folded[a] as string;
        const y = folded[b] as string;
        return x < y ? -1 : x > y ? 1 : a - b;
      }),
    ),
    postings,
    lexemes: [...postings.keys()].sort(),
    maxBrandId: maxId(
      brand,
      brandNames.map(([id]) => id),
    ),
    maxGenderId: maxId(
      gender,
      genderNames.map(([id]) => id),
    ),
    brandNames,
    genderNames,
    colourGroups: names.colourGroups.map(([id, label, hex]) => [Number(id), label, hex]),
    vocabulary,
  };
}

function positionsOf(order: Int32Array): Int32Array {
  const positions = new Int32Array(order.length);
  order.forEach((doc, position) => (positions[doc] = position));
  return positions;
}

/** The two price orders (ties by name) and each document's position in them. */
function priceOrders(price: Int32Array, namePos: Int32Array, nameOrder: Int32Array) {
  const size = price.length;
  // Sorted by `major`, ties by name position (which ends on the id). One double per
  // document and a native sort: a comparator over 100 000 documents took ~0.4 s.
  const byMajorThenName = (major: (doc: number) => number) => {
    const keys = Float64Array.from(
      { length: size },
      (_, doc) => major(doc) * size + (namePos[doc] as number),
    );
    keys.sort();
    return Int32Array.from(keys, (key) => nameOrder[key % size] as number);
  };
  // Prices are below 2^31 and documents far below 2^21: every key is exact in a double.
  const asc = byMajorThenName((doc) => price[doc] as number);
  const desc = byMajorThenName((doc) => 2 ** 31 - (price[doc] as number));
  return {
    price_asc: asc,
    price_desc: desc,
    positions: { price_asc: positionsOf(asc), price_desc: positionsOf(desc) },
  };
}

/**
 * The snapshot with new prices for some articles (`prices`: article id → price in øre) as of
 * `generation`: a re-pricing at a campaign boundary changes only prices, so everything else is
 * shared instead of reloaded. Articles not in the snapshot are ignored.
 */
export function withPrices(
  snapshot: SearchSnapshot,
  prices: ReadonlyMap<number, number>,
  generation: number,
): SearchSnapshot {
  const price = Int32Array.from(snapshot.price);
  snapshot.articleId.forEach((id, doc) => {
    const changed = prices.get(id);
    if (changed !== undefined) price[doc] = changed;
  });
  const byPrice = priceOrders(price, snapshot.positions.name, snapshot.orders.name);
  return {
    ...snapshot,
    generation,
    price,
    orders: { ...snapshot.orders, price_asc: byPrice.price_asc, price_desc: byPrice.price_desc },
    positions: { ...snapshot.positions, ...byPrice.positions },
  };
}
