import { customType } from 'drizzle-orm/pg-core';

/**
 * Text compared byte-wise. Used for `name_sort` keys produced by `nbSortKey`, which
 * encode Norwegian collation (æ < ø < å after z) in plain code points; a locale-aware
 * database collation (en_US.UTF-8 ignores punctuation) would scramble those keys, and
 * PGlite ships without ICU, so `nb-NO-x-icu` is not an option on both dialects.
 */
export const byteText = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'text COLLATE "C"';
  },
});

/** PostgreSQL full-text vector; written and read in SQL only (the search index). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});
