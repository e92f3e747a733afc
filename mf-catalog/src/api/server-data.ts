/**
 * The answers the server rendered this page with (ADR 0010), put into the resource cache before
 * the page renders in the browser: hydration then finds what the server's render read and asks
 * for nothing again. Articles from listings are remembered as their fetch would have done.
 */
import type { Article, SearchResponse } from 'shared-contracts';
import { readServerData } from 'tooling/server-data';
import { rememberArticles } from './article-store';
import { resources } from './resource-cache';

/** This remote's container name, under which the server keeps its data. */
const CONTAINER = 'mf_catalog';

export function seedFromServer(doc: Document | undefined = globalThis.document): void {
  const data = readServerData(doc)?.remotes[CONTAINER]?.data;
  if (!data) return;
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith('search:'))
      rememberArticles((value as SearchResponse).hits.hits.map((hit) => hit._source));
    else if (key.startsWith('searchids:')) rememberArticles(value as Article[]);
    resources.set(key, value);
  }
}
