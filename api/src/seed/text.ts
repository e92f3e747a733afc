/** Small text helpers shared by the generators. */

/** Spec §5 slug rule: lower case, spaces → hyphens, æ ø å → ae o a; anything else non-alphanumeric dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** Shelf prices end in 9: 29, 349, 1 299. Input and output in whole kroner. */
export function shelfPrice(kr: number): number {
  if (kr < 100) return Math.max(9, Math.floor(kr / 10) * 10 + 9);
  if (kr < 1000) return Math.floor(kr / 50) * 50 + 49;
  return Math.floor(kr / 100) * 100 + 99;
}

export const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Midnight UTC of the given instant; keeps generated windows stable within a day. */
export function startOfDayUtc(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
