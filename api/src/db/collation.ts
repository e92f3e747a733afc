/**
 * Norwegian (nb-NO) ordering as a plain string key, stored in `articles.name_sort`
 * (a `COLLATE "C"` column) so ORDER BY name is right and index-backed on PGlite, which has
 * no ICU, and on any PostgreSQL whatever its default locale.
 *
 * Rules: case-insensitive; æ, ø, å sort after z in that order (ä/ö count as æ/ø as in
 * Norwegian dictionaries, ü as y); other accents are ignored (é → e).
 */
const AFTER_Z: Record<string, string> = {
  æ: '{', // 0x7B, 0x7C, 0x7D: the code points right after 'z'
  ä: '{',
  ø: '|',
  ö: '|',
  å: '}',
  ü: 'y',
};

export function nbSortKey(value: string): string {
  let out = '';
  for (const ch of value.toLowerCase()) {
    const mapped = AFTER_Z[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    // Decompose and drop combining marks so é sorts with e.
    out += ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }
  return out;
}
