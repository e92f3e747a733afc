/**
 * Address lookup input (spec §5): 'gateaddresse husnummer'. The browser (to warn before asking)
 * and the API (before calling the address register) read the text with the same rule.
 */

export interface StreetAndNumber {
  street: string;
  number: number;
  /** House letter in upper case ('' when none), e.g. 'B' in 'Storgata 12B'. */
  letter: string;
}

/**
 * Spec §5: special characters become spaces. Letters of any alphabet, digits, hyphens, full
 * stops and apostrophes stay, because Norwegian street names use them ('St. Olavs gate',
 * 'Nils Collett Vogts vei', 'Tordenskiold-gata'); runs of spaces collapse to one.
 */
export function cleanAddressText(input: string): string {
  return input
    .replace(/[^\p{L}\p{N}\s.'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUMBER = /^(\d{1,5})([a-z])?$/i;
const LETTER = /^[a-z]$/i;

/**
 * Splits 'street housenumber' after cleaning: the street is every word before the first word that
 * is a house number ('12', '12B', or '12 B'); anything after it (a postcode, a place) is ignored.
 * Null when there is no street or no house number: the caller answers ADDRESS_NOT_FOUND with
 * `ADDRESS_MESSAGES.missingNumber`.
 */
export function parseStreetAddress(input: string): StreetAndNumber | null {
  const words = cleanAddressText(input).split(' ');
  const at = words.findIndex((word, i) => i > 0 && NUMBER.test(word));
  if (at < 1) return null;
  const [, digits = '', attached = ''] = NUMBER.exec(words[at] ?? '') ?? [];
  const next = words[at + 1] ?? '';
  const letter = attached || (LETTER.test(next) ? next : '');
  const number = Number(digits);
  if (number < 1) return null;
  return { street: words.slice(0, at).join(' '), number, letter: letter.toUpperCase() };
}

/** '12' or '12B': the house number as addresses show it. */
export const houseNumberText = (number: number, letter: string): string => `${number}${letter}`;
