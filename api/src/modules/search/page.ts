/**
 * One search page from the in-memory index: the hits of the asked order and page, the total,
 * and every facet count ("all other filters applied") in one pass over the candidates.
 */
import type { SearchSort } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { add, emptySet, fullSet, has, type Bitset } from './bitset';
import { planSets, type PlanSets } from './match';
import { MAX_COLOUR_GROUP_ID, suggestedArticleRows, type SuggestArticleRow } from './queries';
import { lowerBound, type FixedOrder, type SearchSnapshot } from './snapshot';
import type { QueryPlan } from './text';
import { currentSnapshot } from './snapshots';

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

/** Unscored hit sets smaller than 1/16 of the index are sorted; larger ones walk a stored order. */
const SORT_BELOW = 16;

interface ColourFilter {
  low: number;
  high: number;
}

/** Flags by id of the selected values, or null when none are selected (no filter). */
function selection(ids: readonly number[], maxId: number): Uint8Array | null {
  if (ids.length === 0) return null;
  const flags = new Uint8Array(maxId + 1);
  for (const id of ids) if (id >= 0 && id <= maxId) flags[id] = 1;
  return flags;
}

/** The selected colour groups as the two halves of a `colour_mask`; ids outside 1–62 fit no article. */
function colourFilter(ids: readonly number[]): ColourFilter {
  let low = 0;
  let high = 0;
  for (const id of ids) {
    if (id >= 1 && id < 31) low |= 1 << id;
    else if (id >= 31 && id <= MAX_COLOUR_GROUP_ID) high |= 1 << (id - 31);
  }
  return { low, high };
}

/** Adds one to every colour group in a document's mask halves (counts indexed by group id). */
function countColours(counts: Int32Array, low: number, high: number): void {
  for (let bits = low; bits !== 0; bits &= bits - 1) {
    const id = 31 - Math.clz32(bits & -bits);
    counts[id] = (counts[id] as number) + 1;
  }
  for (let bits = high; bits !== 0; bits &= bits - 1) {
    const id = 62 - Math.clz32(bits & -bits);
    counts[id] = (counts[id] as number) + 1;
  }
}

/** What scoring needs besides the plan's sets: names that equal and that start with the query. */
interface Scoring {
  sets: PlanSets;
  nameStarts: Bitset;
  nameEquals: Bitset;
}

function scoring(snapshot: SearchSnapshot, plan: QueryPlan, sets: PlanSets): Scoring {
  const nameStarts = emptySet(snapshot.size);
  const nameEquals = emptySet(snapshot.size);
  const { byName, nameFold } = snapshot;
  const folded = plan.folded;
  const nameAt = (i: number) => nameFold[byName[i] as number] as string;
  for (let i = lowerBound(byName.length, nameAt, folded); i < byName.length; i++) {
    const doc = byName[i] as number;
    const name = nameFold[doc] as string;
    if (!name.startsWith(folded)) break;
    add(nameStarts, doc);
    if (name === folded) add(nameEquals, doc);
  }
  return { sets, nameStarts, nameEquals };
}

/** Every score is below this (the SCORE tiers sum to 95 at most). */
const SCORE_SPAN = 128;

/** The SCORE tiers of one document, summed. */
function scoreOf(scoring: Scoring, doc: number): number {
  const { sets } = scoring;
  let score = SCORE.base;
  if (has(scoring.nameEquals, doc)) score += SCORE.nameEquals;
  if (has(scoring.nameStarts, doc)) score += SCORE.nameStarts;
  if (sets.exactName && has(sets.exactName, doc))
    return score + SCORE.exactName + SCORE.exactAnywhere + SCORE.looseName;
  if (sets.exact && has(sets.exact, doc)) score += SCORE.exactAnywhere;
  if (has(sets.looseName, doc)) score += SCORE.looseName;
  return score;
}

/**
 * Documents `offset` … `offset + limit` of `hits` in the asked order, as [article id, score].
 * Every order ends on the article id, so pages are disjoint and stable. Scored orders walk the
 * bestseller order (rank, id) and keep per score only as many documents as the page can use:
 * relevance ranks every hit by score first, bestseller only within a rank. Unscored orders sort
 * a small hit set by position, or walk the stored order of a large one up to the page's end.
 */
function pageOf(
  snapshot: SearchSnapshot,
  hits: Bitset,
  total: number,
  sort: SearchSort,
  scored: Scoring | null,
  offset: number,
  limit: number,
): [number, number][] {
  const need = Math.min(offset + limit, total);
  if (offset >= need) return [];
  const score = (doc: number) => (scored ? scoreOf(scored, doc) : 0);
  const fixed: FixedOrder = sort === 'relevance' ? 'bestseller' : sort;
  const order = snapshot.orders[fixed];
  const docs: number[] = [];

  if (scored !== null) {
    // Per score, the documents of the current rank group (all hits form one group for
    // relevance) in walk order, each list no longer than the page can still use.
    const buckets: number[][] = Array.from({ length: SCORE_SPAN }, () => []);
    const used: number[] = [];
    let group = Number.NaN;
    const flush = () => {
      used.sort((x, y) => y - x);
      for (const s of used) {
        const bucket = buckets[s] as number[];
        for (let i = 0; i < bucket.length && docs.length < need; i++)
          docs.push(bucket[i] as number);
        bucket.length = 0;
      }
      used.length = 0;
    };
    const ranks = snapshot.bestsellerRank;
    for (let i = 0; i < order.length; i++) {
      const doc = order[i] as number;
      if (!has(hits, doc)) continue;
      const rank = sort === 'bestseller' ? (ranks[doc] as number) : 0;
      if (rank !== group) {
        flush();
        if (docs.length >= need) break;
        group = rank;
      }
      const s = scoreOf(scored, doc);
      const bucket = buckets[s] as number[];
      if (bucket.length === 0) used.push(s);
      if (bucket.length < need - docs.length) bucket.push(doc);
    }
    flush();
  } else if (total * SORT_BELOW < snapshot.size) {
    const positions = snapshot.positions[fixed];
    const keys = new Float64Array(total);
    let n = 0;
    for (let w = 0; w < hits.length; w++)
      for (let bits = hits[w] as number; bits !== 0; bits &= bits - 1)
        keys[n++] = positions[(w << 5) + 31 - Math.clz32(bits & -bits)] as number;
    keys.sort();
    for (let i = 0; i < need; i++) docs.push(order[keys[i] as number] as number);
  } else {
    for (let i = 0; i < order.length && docs.length < need; i++) {
      const doc = order[i] as number;
      if (has(hits, doc)) docs.push(doc);
    }
  }
  return docs
    .slice(offset, need)
    .map((doc): [number, number] => [snapshot.articleId[doc] as number, score(doc)]);
}

function snapshotPage(snapshot: SearchSnapshot, params: SearchPageParams): SearchPageResult {
  const { plan, filters } = params;
  const sets = plan && !params.nothingMatches ? planSets(snapshot, plan) : null;
  const candidates = params.nothingMatches
    ? emptySet(snapshot.size)
    : (sets?.match ?? fullSet(snapshot.size));

  const brands = selection(filters.brands, snapshot.maxBrandId);
  const genders = selection(filters.genders, snapshot.maxGenderId);
  const colours = filters.colourGroups.length > 0 ? colourFilter(filters.colourGroups) : null;
  const priceMin = filters.priceMin ?? -Infinity;
  const priceMax = filters.priceMax ?? Infinity;
  const { categoryId, subcategoryId, groupId } = filters;
  // Local references: the loop below runs once per candidate (up to the whole catalogue).
  const {
    category,
    subcategory,
    group,
    brand: brandOf,
    gender: genderOf,
    price: priceOf,
  } = snapshot;
  const { maskLow, maskHigh } = snapshot;

  // Counters indexed by id: a Map update per document and facet cost more than the rest.
  const brandCounts = new Int32Array(snapshot.maxBrandId + 1);
  const genderCounts = new Int32Array(snapshot.maxGenderId + 1);
  const colourCounts = new Int32Array(MAX_COLOUR_GROUP_ID + 1);
  let priceLow = Infinity;
  let priceHigh = -Infinity;
  const hits = emptySet(snapshot.size);
  let total = 0;
  for (let w = 0; w < candidates.length; w++) {
    for (let bits = candidates[w] as number; bits !== 0; bits &= bits - 1) {
      const doc = (w << 5) + 31 - Math.clz32(bits & -bits);
      // The category tree restricts the candidates (it is no facet).
      if (categoryId !== null && category[doc] !== categoryId) continue;
      if (subcategoryId !== null && subcategory[doc] !== subcategoryId) continue;
      if (groupId !== null && group[doc] !== groupId) continue;
      const brand = brandOf[doc] as number;
      const gender = genderOf[doc] as number;
      const low = maskLow[doc] as number;
      const high = maskHigh[doc] as number;
      const price = priceOf[doc] as number;
      const okBrand = brands === null || brands[brand] === 1;
      const okGender = genders === null || genders[gender] === 1;
      const okColour = colours === null || (low & colours.low) !== 0 || (high & colours.high) !== 0;
      const okPrice = price >= priceMin && price <= priceMax;
      // Each facet counts with every filter but its own.
      if (okColour && okGender && okPrice) brandCounts[brand] = (brandCounts[brand] as number) + 1;
      if (okColour && okBrand && okPrice)
        genderCounts[gender] = (genderCounts[gender] as number) + 1;
      if (okBrand && okGender && okPrice) countColours(colourCounts, low, high);
      if (okColour && okBrand && okGender) {
        if (price < priceLow) priceLow = price;
        if (price > priceHigh) priceHigh = price;
        if (okPrice) {
          hits[w] = (hits[w] as number) | (bits & -bits);
          total += 1;
        }
      }
    }
  }

  const scored =
    sets !== null && plan !== null && (params.sort === 'relevance' || params.sort === 'bestseller');
  const page = pageOf(
    snapshot,
    hits,
    total,
    params.sort,
    scored ? scoring(snapshot, plan, sets) : null,
    params.offset,
    params.limit,
  );

  const selected = {
    brands: new Set(filters.brands),
    genders: new Set(filters.genders),
    colours: new Set(filters.colourGroups),
  };
  return {
    total,
    hits: page.map(([id, score]) => ({ id, score })),
    brands: snapshot.brandNames
      .map(([id, name]) => ({ id, name, count: brandCounts[id] ?? 0 }))
      .filter((b) => b.count > 0 || selected.brands.has(b.id)),
    genders: snapshot.genderNames
      .map(([id, name]) => ({ id, name, count: genderCounts[id] ?? 0 }))
      .filter((g) => g.count > 0 || selected.genders.has(g.id)),
    colourGroups: snapshot.colourGroups
      .map(([id, label, hex]) => ({ id, label, hex, count: colourCounts[id] ?? 0 }))
      .filter((c) => c.count > 0 || selected.colours.has(c.id)),
    // No document passed the other filters: no bounds.
    price: priceLow <= priceHigh ? { min: priceLow, max: priceHigh } : { min: null, max: null },
  };
}

/** The page of `params` from the current in-memory index of `db`. */
export async function searchPage(db: Db, params: SearchPageParams): Promise<SearchPageResult> {
  return snapshotPage(await currentSnapshot(db), params);
}

/**
 * The best `limit` articles for a suggest plan (the words as typed, the last one a prefix):
 * every match ranked exactly as a search ranks it, without the facets a search page counts.
 */
export async function suggestArticles(
  db: Db,
  plan: QueryPlan,
  limit: number,
): Promise<SuggestArticleRow[]> {
  const snapshot = await currentSnapshot(db);
  const sets = planSets(snapshot, plan);
  // A scored walk needs the hit count only as an upper bound of the page's end.
  const hits = pageOf(
    snapshot,
    sets.match,
    snapshot.size,
    'relevance',
    scoring(snapshot, plan, sets),
    0,
    limit,
  );
  return suggestedArticleRows(
    db,
    hits.map(([id]) => id),
  );
}
