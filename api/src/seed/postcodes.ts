/** Loads data/postcodes-no.csv (5 137 rows; see README in shared/data for sources and licence). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface PostcodeRow {
  postcode: string;
  place: string;
  municipalityNo: string;
  municipality: string;
  county: string;
  category: string;
  lat: number;
  lon: number;
}

export const POSTCODES_CSV = fileURLToPath(new URL('../../data/postcodes-no.csv', import.meta.url));

/** Attribution the coordinate licence (CC BY 3.0, Erik Bolstad) requires wherever points are used. */
export const POSTCODE_ATTRIBUTION = {
  text: 'Postnummerkoordinater: Erik Bolstad (CC BY 3.0)',
  url: 'https://www.erikbolstad.no/postnummer/',
} as const;

let cache: PostcodeRow[] | undefined;

/** The file has no quoted fields (checked: no commas inside values), so a plain split is exact. */
export function loadPostcodes(path = POSTCODES_CSV): PostcodeRow[] {
  if (cache && path === POSTCODES_CSV) return cache;
  const lines = readFileSync(path, 'utf8').split('\n');
  const rows: PostcodeRow[] = [];
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    const [postcode, place, municipalityNo, municipality, county, category, lat, lon] =
      line.split(',');
    if (!postcode || !place || lat === undefined || lon === undefined)
      throw new Error(`Bad postcode row: ${line}`);
    rows.push({
      postcode,
      place,
      municipalityNo: municipalityNo ?? '',
      municipality: municipality ?? '',
      county: county ?? '',
      category: category ?? '',
      lat: Number(lat),
      lon: Number(lon),
    });
  }
  if (path === POSTCODES_CSV) cache = rows;
  return rows;
}
