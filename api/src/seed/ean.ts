/** EAN-13 (GTIN-13) codes with valid check digits. */

/** Check digit for the first 12 digits: weights 1,3,1,3… from the left, then mod 10. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 body must be 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * Builds a unique EAN from a running number. Prefix 70 is GS1 Norway's range; a short
 * prefix leaves room for 10^8 serials, enough for 100 000 articles with many variants.
 */
export function makeEan13(serial: number, prefix = '7090'): string {
  const body = prefix + String(serial).padStart(12 - prefix.length, '0');
  if (body.length !== 12)
    throw new Error(`EAN serial ${serial} does not fit after prefix ${prefix}`);
  return body + String(ean13CheckDigit(body));
}
