import { LOCALE } from '../constants';

const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: true });
const withOre = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

// ICU versions differ: nb-NO groups with U+00A0 or U+202F and writes minus as U+2212.
const SPACES = /[\u00a0\u202f\u2009\u2007 ]/g;

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
  const negative = rounded < 0;
  const abs = Math.abs(rounded);
  const kroner = abs % 100 === 0;
  const number = kroner ? `${whole.format(abs / 100)},-` : withOre.format(abs / 100);
  const text = `kr ${negative ? '-' : ''}${number.replace(/\u2212/g, '-')}`;
  return text.replace(SPACES, space);
}
