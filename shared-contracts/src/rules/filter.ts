/** Keys of T whose values may be compared as numbers. */
type NumericKey<T> = {
  [K in keyof T]-?: T[K] extends number | string | null | undefined ? K : never;
}[keyof T];

/**
 * Keeps items whose numeric field is greater than zero (spec §5 list-filter helper), e.g.
 * categories with articles or shops with stock. Numeric strings count; anything else drops.
 */
export function filterPositive<T, K extends NumericKey<T>>(list: readonly T[], field: K): T[] {
  return list.filter((item) => {
    const value = item[field];
    return (typeof value === 'number' || typeof value === 'string') && Number(value) > 0;
  });
}
