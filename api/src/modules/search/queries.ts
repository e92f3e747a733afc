/**
 * SQL of the search module besides the search page (page.ts). Raw SQL (through Drizzle's `sql`
 * template, so every value is a bound parameter) because full-text operators, CTEs and JSON
 * aggregation are the point here. Every statement runs unchanged on PGlite and PostgreSQL.
 *
 * Here: writing the index rows (`article_search` documents; the vocabulary `search_terms`
 * follows them through triggers), the analysis of query words against that vocabulary
 * (`analyseWords`: exact lexeme, inflection base forms, trigram spelling corrections – typo
 * tolerance costs a lookup in a few thousand words, never `similarity()` over every article),
 * suggestions, and re-pricing rows whose campaign price ran out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, textArray } from '../../db/sql-arrays';
import { inflectionForms, type WordFacts } from './text';

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
  /** With `canonical`: the word itself is a catalogue word (form 0 only). */
  is_term: boolean | null;
  /** With `canonical`: the catalogue word this form's lexeme stands for. */
  canonical: string | null;
  /** With `canonical`: the catalogue word each spelling correction stands for. */
  fuzzy_canonical: Record<string, string | null> | null;
}

/**
 * Facts about each word (one round trip for all of them). Each word is tried with its
 * candidate base forms (`inflectionForms`); only the word itself is searched for prefixes and
 * spelling corrections, and a correction is looked up only when no form is a catalogue word.
 */
export async function analyseWords(db: Db, words: readonly string[]): Promise<WordFacts[]> {
  return (await analysedForms(db, words, false)).map(({ facts }) => facts);
}

/** One word's facts with what a one-word search needs to search it as a catalogue word. */
export interface CanonicalFacts {
  facts: WordFacts;
  /** The word itself is a catalogue word. */
  isTerm: boolean;
  /** Lexeme (of a form or a correction) → the catalogue word that lexeme stands for. */
  terms: Map<string, string>;
}

/**
 * The facts of one word and, in the same round trip, the catalogue word each lexeme it may be
 * understood as stands for (`search_canonical_term`: the most frequent word with the lexeme).
 */
export async function analyseWordCanonically(db: Db, word: string): Promise<CanonicalFacts> {
  const [only] = await analysedForms(db, [word], true);
  if (!only) throw new Error('search: the analysis of one word answered nothing');
  return only;
}

async function analysedForms(
  db: Db,
  words: readonly string[],
  canonical: boolean,
): Promise<CanonicalFacts[]> {
  if (words.length === 0) return [];
  const wordForms = words.map((word) => inflectionForms(word));
  const input = wordForms.flatMap((forms, word) =>
    forms.map((value, form) => ({ word, form, value })),
  );
  // Parallel arrays as three parameters: the statement text (and the function's kept plan) is
  // the same for any number of words.
  const rows = await queryRows<WordFormRow>(
    db,
    sql`select * from search_analyse(
      ${intArray(input.map((i) => i.word))},
      ${intArray(input.map((i) => i.form))},
      ${textArray(input.map((i) => i.value))},
      ${canonical}::boolean
    )`,
  );

  return wordForms.map((_, index) => {
    const forms = rows.filter((r) => r.word === index);
    const first = forms.find((r) => r.form === 0);
    const lexeme = first?.lexeme ?? null;
    const inflections = new Set<string>();
    const terms = new Map<string, string>();
    for (const r of forms) {
      if (r.form > 0 && r.known && r.lexeme !== null && r.lexeme !== lexeme)
        inflections.add(r.lexeme);
      if (r.canonical && r.lexeme !== null) terms.set(r.lexeme, r.canonical);
    }
    for (const [correction, term] of Object.entries(first?.fuzzy_canonical ?? {}))
      if (term) terms.set(correction, term);
    return {
      facts: {
        folded: first?.folded ?? '',
        lexeme,
        known: first?.known ?? false,
        inflections: [...inflections],
        fuzzy: first?.fuzzy ?? [],
        hasLongerPrefix: first?.has_longer_prefix ?? false,
      },
      isTerm: first?.is_term ?? false,
      terms,
    };
  });
}

const TRUE = sql`true`;

/* ------------------------------------------------------------------ suggestions */

/** `(1, 'word'), (2, 'other')`: small literal row sets keep the planner's estimates (and costs) tiny. */
function wordValues(words: readonly string[]): SQL {
  return sql.join(
    words.map((word, i) => sql`(${i + 1}::int, ${word}::text)`),
    sql`, `,
  );
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
 * Per article passing `only` (a condition on `cp.article_id`): the lowest campaign price running
 * at `at` (`active_min`, null if none yet) and when the shown price next changes – a covering
 * campaign starting or ending (`valid_until`). The index's side of the catalogue's shown-price
 * rule (`shownPrice`, `search_shown_price`), used by the row writer and the re-pricing alike.
 */
function campaignPriceWindows(at: string, only: SQL): SQL {
  return sql`
    select cp.article_id,
           min(cp.price) filter (where k.start_at <= ${at}::timestamptz) as active_min,
           min(case when k.start_at > ${at}::timestamptz then k.start_at else k.end_at end) as valid_until
    from campaign_prices cp
    join campaigns k on k.id = cp.campaign_id
    where ${only} and k.active and k.end_at > ${at}::timestamptz
    group by cp.article_id`;
}

/**
 * Writes the search rows of `articleIds` (every article when omitted): removes the old ones and
 * inserts one per web-visible article. The documents are built in SQL so the folding and
 * stemming are the very functions queries use; the vocabulary follows through the triggers on
 * `article_search`. `categoryDisplayNames` adds the names shoppers see ('Klær' for 'Tekstil').
 */
export async function writeSearchRows(
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
  const now = options.now.toISOString();

  if (options.articleIds) {
    const ids = intArray(options.articleIds);
    // Their sources first: the foreign key's cascade would delete them one row at a time.
    await db.execute(sql`delete from search_sources where article_id = any(${ids})`);
    await db.execute(sql`delete from article_search where article_id = any(${ids})`);
  } else {
    // The truncate trigger empties the vocabulary in one go.
    await db.execute(sql`truncate article_search, search_sources`);
  }

  // Aggregates first (hash joins), then one pass over the articles: far faster for the whole
  // catalogue than a correlated lookup per article.
  const inserted = await queryRows<{ n: unknown }>(
    db,
    sql`
      with col as (
        select v.article_id,
               array_agg(distinct co.colour_group_id order by co.colour_group_id) as groups,
               string_agg(distinct co.name, ' ') as names,
               string_agg(distinct cg.label, ' ') as labels
        from variants v
        join colours co on co.id = v.colour_id
        join colour_groups cg on cg.id = co.colour_group_id
        where ${onlyVariants}
        group by v.article_id
      ),
      prices as (${campaignPriceWindows(now, onlyPrices)}),
      shown as (
        select d.id, d.name from ${idNameRows(options.categoryDisplayNames)}
      ),
      src as (
        select a.id, a.name, a.name_sort, a.brand_id, a.gender_id, a.category_id, a.subcategory_id,
               a.article_group_id, a.date_created,
               coalesce(col.groups, '{}') as groups,
               least(a.final_price, coalesce(pr.active_min, a.final_price)) as price,
               pr.valid_until,
               coalesce(bs.qty_rank, ${NO_BESTSELLER_RANK}) as rank,
               lower(unaccent(concat_ws(' ', a.name, b.name, col.names, col.labels, c.name, sh.name,
                                        sc.name, ag.name, g.name))) as all_text,
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
          colour_group_ids, price, price_valid_until, bestseller_rank, date_created, words, document
        )
        select id,
               btrim(regexp_replace(lower(unaccent(name)), '[^[:alnum:]]+', ' ', 'g')),
               name_sort, brand_id, gender_id, category_id, subcategory_id, article_group_id,
               groups, price, valid_until, rank, date_created,
               array(select distinct w from regexp_split_to_table(all_text, '[^[:alnum:]]+') as w
                     where w <> '' order by w),
               setweight(v_name, 'A') || search_reverse_lexemes(v_name, 'A')
                 || setweight(v_brand, 'B') || search_reverse_lexemes(v_brand, 'B')
                 || setweight(v_colour, 'C') || search_reverse_lexemes(v_colour, 'C')
                 || setweight(v_tree, 'D') || search_reverse_lexemes(v_tree, 'D')
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
 * Stores the static tile (`catalog_article_tile`) of the indexed articles among `articleIds`
 * (all when omitted) as their `_source`; call after `writeSearchRows` for the same ids.
 */
export async function writeSearchSources(
  db: Db,
  articleIds: readonly number[] | undefined,
): Promise<void> {
  const ids = articleIds
    ? intArray(articleIds)
    : sql`(select coalesce(array_agg(article_id), '{}') from article_search)`;
  await db.execute(sql`
    insert into search_sources (article_id, source)
    select t.id, t.tile
    from catalog_article_tile(${ids}) t
    join article_search s on s.article_id = t.id
  `);
}

/**
 * Moves the entries a write left in the GIN pending lists (documents, vocabulary trigrams) into
 * the indexes proper. With `fastupdate` (the default) new entries wait in an unsorted list that
 * every search must scan in full until a VACUUM merges it, and PGlite runs no autovacuum.
 */
export async function flushGinPendingLists(db: Db): Promise<void> {
  await db.execute(sql`
    select gin_clean_pending_list('article_search_document_idx'::regclass),
           gin_clean_pending_list('search_terms_term_trgm_idx'::regclass)
  `);
}

/**
 * Re-prices rows whose stored price stopped being true (a campaign started or ended since the
 * row was written). Searches are right without it (they price such rows from the campaigns,
 * `search_shown_price`); this keeps that fallback rare. Returns the number of rows re-priced.
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
      prices as (${campaignPriceWindows(at, sql`cp.article_id in (select article_id from due)`)}),
      updated as (
        update article_search s
        set price = least(a.final_price, coalesce(pr.active_min, a.final_price)),
            price_valid_until = pr.valid_until
        from articles a
        left join prices pr on pr.article_id = a.id
        where a.id = s.article_id and s.article_id in (select article_id from due)
        returning 1
      )
      select count(*)::int as n from updated
    `,
  );
  return toInt(rows[0]?.n ?? 0);
}

/** Category display names need the raw names; the tree is small. */
export async function categoryNames(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from categories`,
  );
  return rows.map((r) => ({ id: toInt(r.id), name: r.name }));
}
