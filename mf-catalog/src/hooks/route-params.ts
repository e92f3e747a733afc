import type { PageProps } from 'shared-contracts';

/**
 * Route params as the pages and the entry's prefetchers read them (one parser each, so both
 * build identical requests). Kept free of components so the entry chunk stays small.
 */
type Params = PageProps['params'];

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

export function articleIdOf(params: Params): number | null {
  const raw = params.articleId ?? '';
  return POSITIVE_ID.test(raw) ? Number(raw) : null;
}

export function campaignIdOf(params: Params): number | null {
  const raw = params.campaignId ?? '';
  return POSITIVE_ID.test(raw) ? Number(raw) : null;
}

/** Most ids a bundle URL may name (the API's bound). */
export const MAX_BUNDLE = 100;

/**
 * `/utvalg/{ids}`: ids joined by '+' (spec §2). A '+' may arrive decoded as a space, and
 * commas are accepted too; invalid parts are ignored, duplicates dropped, order kept.
 */
export function bundleIds(param: string | undefined): number[] {
  const ids = (param ?? '')
    .split(/[+,\s]+|%2B/i)
    .filter((part) => POSITIVE_ID.test(part))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_BUNDLE);
}

/** Decoded `/search/{query}` segment; a malformed escape stays as typed. */
export function searchQueryOf(params: Params): string {
  const raw = params.query ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
