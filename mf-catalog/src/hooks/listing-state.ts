// Always the package root: the shell shares 'shared-contracts' itself, and a subpath import
// would load this remote's own fallback copy of the rules (and valibot) next to it.
import {
  normaliseRange,
  toZeroBasedPage,
  type SearchFiltersInput,
  type SearchSort,
} from 'shared-contracts';

/**
 * The listing's filters, sort and page, kept in the URL query string so a filtered listing can
 * be shared and the back button walks through filter changes (issue 6 §2). Norwegian keys,
 * because shoppers see and share these URLs:
 *
 *   ?sortering=pris-stigende&farge=3,5&merke=12&kjonn=1,2&pris=200-800&side=2
 *
 * Ids (not names) identify filter values: the search request can start before the brand and
 * colour lists have loaded, and a renamed brand does not break shared links. Prices in the URL
 * are whole kroner (what the shopper types); the API gets øre.
 */

export const SORT_OPTIONS = [
  { key: 'navn', label: 'Navn', api: 'name' },
  { key: 'pris-stigende', label: 'Pris stigende', api: 'price_asc' },
  { key: 'pris-synkende', label: 'Pris synkende', api: 'price_desc' },
  { key: 'nyeste', label: 'Nyeste', api: 'newest' },
  { key: 'bestselger', label: 'Bestselger', api: 'bestseller' },
] as const satisfies ReadonlyArray<{ key: string; label: string; api: SearchSort }>;

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
/** Search results may also be ordered by relevance (the default there). */
export type ListingSort = SortKey | 'relevans';

export const RELEVANCE_OPTION = { key: 'relevans', label: 'Relevans', api: 'relevance' } as const;

export interface ListingState {
  sort: ListingSort;
  colorGroups: number[];
  brands: number[];
  genders: number[];
  /** Whole kroner, as typed; null = open end. */
  priceMin: number | null;
  priceMax: number | null;
  /** 1-based, as shown. */
  page: number;
}

export const QUERY_KEYS = {
  sort: 'sortering',
  colorGroups: 'farge',
  brands: 'merke',
  genders: 'kjonn',
  price: 'pris',
  page: 'side',
} as const;

/** Something query-like: URLSearchParams, a plain record, or a query string. */
export type QueryLike =
  URLSearchParams | string | Readonly<Record<string, string | readonly string[] | undefined>>;

export function toSearchParams(query: QueryLike | null | undefined): URLSearchParams {
  if (!query) return new URLSearchParams();
  if (typeof query === 'string' || query instanceof URLSearchParams)
    return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'string') params.append(key, value);
    else for (const item of value) params.append(key, item);
  }
  return params;
}

function parseIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(/[,\s+]+/)
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function parseKroner(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

export function parseListingState(
  query: QueryLike | null | undefined,
  defaultSort: ListingSort = 'navn',
): ListingState {
  const params = toSearchParams(query);
  const sortValue = params.get(QUERY_KEYS.sort);
  const allowed: readonly string[] = [...SORT_OPTIONS.map((o) => o.key), RELEVANCE_OPTION.key];
  const sort = sortValue && allowed.includes(sortValue) ? (sortValue as ListingSort) : defaultSort;
  const [minText, maxText] = (params.get(QUERY_KEYS.price) ?? '').split('-');
  let priceMin = parseKroner(minText);
  let priceMax = parseKroner(maxText);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const page = Number.parseInt(params.get(QUERY_KEYS.page) ?? '1', 10);
  return {
    sort,
    colorGroups: parseIds(params.get(QUERY_KEYS.colorGroups)),
    brands: parseIds(params.get(QUERY_KEYS.brands)),
    genders: parseIds(params.get(QUERY_KEYS.genders)),
    priceMin,
    priceMax,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/**
 * Back to a query string in a fixed key order, defaults left out, so one listing has one URL
 * (and one cache key). Returns '' or a string starting with '?'.
 */
export function serializeListingState(
  state: ListingState,
  defaultSort: ListingSort = 'navn',
): string {
  const params = new URLSearchParams();
  if (state.sort !== defaultSort) params.set(QUERY_KEYS.sort, state.sort);
  if (state.colorGroups.length)
    params.set(QUERY_KEYS.colorGroups, [...state.colorGroups].sort((a, b) => a - b).join(','));
  if (state.brands.length)
    params.set(QUERY_KEYS.brands, [...state.brands].sort((a, b) => a - b).join(','));
  if (state.genders.length)
    params.set(QUERY_KEYS.genders, [...state.genders].sort((a, b) => a - b).join(','));
  if (state.priceMin !== null || state.priceMax !== null) {
    params.set(QUERY_KEYS.price, `${state.priceMin ?? ''}-${state.priceMax ?? ''}`);
  }
  if (state.page > 1) params.set(QUERY_KEYS.page, String(state.page));
  // Commas are safe in a query string; keeping them unescaped keeps shared links readable.
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

export function hasActiveFilters(state: ListingState): boolean {
  return (
    state.colorGroups.length > 0 ||
    state.brands.length > 0 ||
    state.genders.length > 0 ||
    state.priceMin !== null ||
    state.priceMax !== null
  );
}

/** Any filter change starts again at page 1: page 3 of the old result means nothing now. */
export function updateListingState(
  state: ListingState,
  change: Partial<Omit<ListingState, 'page'>>,
): ListingState {
  return { ...state, ...change, page: 1 };
}

export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].sort((a, b) => a - b);
}

export interface ListingScope {
  categoryId?: number;
  subcategoryId?: number;
  groupId?: number;
}

/** The search API's filters for a state within a scope (category tree position). */
export function toSearchFilters(state: ListingState, scope: ListingScope = {}): SearchFiltersInput {
  const filters: SearchFiltersInput = {};
  if (scope.categoryId) filters.categoryId = scope.categoryId;
  if (scope.subcategoryId) filters.subcategoryId = scope.subcategoryId;
  if (scope.groupId) filters.groupId = scope.groupId;
  if (state.colorGroups.length) filters.colorGroups = state.colorGroups;
  if (state.brands.length) filters.brands = state.brands;
  if (state.genders.length) filters.genders = state.genders;
  // Spec §5: only numeric bounds, a min–max range; kroner → øre for the API.
  const range = normaliseRange(state.priceMin, state.priceMax);
  if (range) {
    filters.price = {
      min: range.min === undefined ? null : Math.round(range.min * 100),
      max: range.max === undefined ? null : Math.round(range.max * 100),
    };
  }
  return filters;
}

export function toApiSort(sort: ListingSort): SearchSort {
  if (sort === 'relevans') return 'relevance';
  return SORT_OPTIONS.find((o) => o.key === sort)?.api ?? 'name';
}

/** Zero-based page for the search API (spec §5). */
export function toApiPage(state: ListingState): number {
  return toZeroBasedPage(state.page);
}
