/**
 * URL slug of a name (spec §5): spaces → hyphens, lowercase, æ→ae, ø→o, å→a. Used for the
 * legacy /category redirect and category routes, by the shell and the API alike.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/\s+/g, '-');
}

/** Category names are stored raw; 'Tekstil' is shown to shoppers as 'Klær'. */
export function categoryDisplayName(name: string): string {
  return name === 'Tekstil' ? 'Klær' : name;
}
