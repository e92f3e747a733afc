/**
 * Digits of a whole number in groups of three, as nb-NO writes them ('1 234 567'). Written out
 * instead of `Intl.NumberFormat`: a page's first Intl object costs tens of milliseconds of main
 * thread while ICU loads its locale data, and a price is the first thing every page formats.
 */
function groupDigits(whole: number, space: string): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, space);
}

export interface FormatPriceOptions {
  /** Join with non-breaking spaces (U+00A0) so a price never wraps; default plain spaces. */
  readonly nbsp?: boolean;
}

/**
 * Formats øre for display (nb-NO): 129900 → 'kr 1 299,-', 129950 → 'kr 1 299,50'. Money is
 * integers everywhere else; this is the only place it becomes text.
 */
export function formatPrice(ore: number, options: FormatPriceOptions = {}): string {
  const space = options.nbsp ? '\u00a0' : ' ';
  const rounded = Math.round(ore);
  const abs = Math.abs(rounded);
  const rest = abs % 100;
  const fraction = rest === 0 ? '-' : String(rest).padStart(2, '0');
  return `kr${space}${rounded < 0 ? '-' : ''}${groupDigits(Math.floor(abs / 100), space)},${fraction}`;
}
