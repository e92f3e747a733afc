import { SEARCH_TAKE } from '../constants';

/** Text search sends commas as spaces (spec §5); surrounding and repeated spaces are dropped. */
export function normaliseSearchQuery(query: string): string {
  return query.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The header search refuses an empty query. */
export function isSearchQueryValid(query: string): boolean {
  return normaliseSearchQuery(query) !== '';
}

/** A number typed into a range filter, or null when it is not a finite number. */
export function parseRangeValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export interface NumericRange {
  min?: number;
  max?: number;
}

/**
 * A range filter (e.g. price) with only numeric bounds kept; swapped when given backwards;
 * null when neither bound is a number (then the filter is left out).
 */
export function normaliseRange(min: unknown, max: unknown): NumericRange | null {
  const lo = parseRangeValue(min);
  const hi = parseRangeValue(max);
  if (lo === null && hi === null) return null;
  if (lo !== null && hi !== null && lo > hi) return { min: hi, max: lo };
  const range: NumericRange = {};
  if (lo !== null) range.min = lo;
  if (hi !== null) range.max = hi;
  return range;
}

/** Pages are 1-based in URLs and sent 0-based to search. */
export function toZeroBasedPage(page: number | string | null | undefined): number {
  const n = typeof page === 'string' ? Number.parseInt(page, 10) : (page ?? 1);
  return Number.isFinite(n) && n > 1 ? Math.floor(n) - 1 : 0;
}

/** Search take, defaulting to SEARCH_TAKE when not a positive integer. */
export function searchTake(take?: number | null): number {
  return take !== undefined && take !== null && Number.isInteger(take) && take > 0
    ? take
    : SEARCH_TAKE;
}
