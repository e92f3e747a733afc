import type { Article } from 'shared-contracts';

/**
 * Articles seen in any answer this visit (listings, search, bundles, campaign pages), newest
 * data replacing older by id (spec §4 "Articles: fetched articles are merged into the list").
 * The home page asks it first and fetches only the slider articles it is missing (spec §7).
 */
const known = new Map<number, Article>();
const MAX_KNOWN = 2000;

export function rememberArticles(articles: readonly Article[]): void {
  for (const article of articles) {
    known.delete(article.id);
    known.set(article.id, article);
  }
  // Oldest first in a Map: trim from the front so a long visit stays bounded.
  for (const id of known.keys()) {
    if (known.size <= MAX_KNOWN) break;
    known.delete(id);
  }
}

export function knownArticle(id: number): Article | undefined {
  return known.get(id);
}

export function missingArticleIds(ids: readonly number[]): number[] {
  return ids.filter((id) => !known.has(id));
}

export function forgetArticles(): void {
  known.clear();
}
