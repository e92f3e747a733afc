/**
 * Dates and ratings as nb-NO writes them ('5. mai', '5. mai 2026', '4,5'), written out instead of
 * `Intl`: a page's first Intl object costs tens of milliseconds of main thread while ICU loads its
 * locale data, and these are formatted while the page first renders. Local time, as Intl would.
 */
const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
] as const;

/** '5. mai' */
export function dayMonthText(time: number): string {
  const date = new Date(time);
  return `${date.getDate()}. ${MONTHS[date.getMonth()] ?? ''}`;
}

/** '5. mai 2026' */
export function dayMonthYearText(time: number): string {
  return `${dayMonthText(time)} ${new Date(time).getFullYear()}`;
}

/**
 * A non-negative number with one decimal and a comma: 4.25 → '4,3', 4 → '4,0'. Rounded half up
 * from its decimal form, as Intl rounds (1.15 is 1.1499… in binary; Intl and this say '1,2').
 */
export function oneDecimalText(value: number): string {
  const tenths = Math.round(Number((value * 10).toPrecision(12)));
  return `${Math.floor(tenths / 10)},${tenths % 10}`;
}
