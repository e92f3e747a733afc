import type { Variant } from 'shared-contracts';

/**
 * Colour and size pickers drive the variant (spec §3 "Variant"). Pure helpers so the rules are
 * unit-tested apart from the page: which colours exist, which sizes a colour has, and which
 * variant a (colour, size) pair means.
 */

export type VariantColour = Variant['color'];

export interface SizeOption {
  size: Variant['size'];
  variant: Variant;
  /** Units across all shops; 0 = sold out in this colour and size. */
  available: number;
}

export function colourOptions(
  variants: readonly Variant[],
): Array<{ colour: VariantColour; available: number }> {
  const byId = new Map<number, { colour: VariantColour; available: number }>();
  for (const variant of variants) {
    const entry = byId.get(variant.color.id);
    if (entry) entry.available += variant.availability;
    else byId.set(variant.color.id, { colour: variant.color, available: variant.availability });
  }
  return [...byId.values()];
}

export function sizeOptions(variants: readonly Variant[], colourId: number | null): SizeOption[] {
  return variants
    .filter((variant) => colourId === null || variant.color.id === colourId)
    .map((variant) => ({ size: variant.size, variant, available: variant.availability }));
}

/** First variant in stock (else the first at all), so the page opens on something buyable. */
export function initialVariant(variants: readonly Variant[]): Variant | undefined {
  return variants.find((variant) => variant.availability > 0) ?? variants[0];
}

/**
 * The variant after picking a colour: the same size in the new colour when it exists (and
 * preferably in stock), otherwise that colour's first size in stock, otherwise its first size.
 */
export function variantForColour(
  variants: readonly Variant[],
  colourId: number,
  currentSizeId: number | null,
): Variant | undefined {
  const inColour = variants.filter((variant) => variant.color.id === colourId);
  const sameSize = inColour.find((variant) => variant.size.id === currentSizeId);
  if (sameSize && sameSize.availability > 0) return sameSize;
  return inColour.find((variant) => variant.availability > 0) ?? sameSize ?? inColour[0];
}

export function variantFor(
  variants: readonly Variant[],
  colourId: number,
  sizeId: number,
): Variant | undefined {
  return variants.find((variant) => variant.color.id === colourId && variant.size.id === sizeId);
}

/** A single variant (one size, one colour) needs no pickers. */
export function needsPickers(variants: readonly Variant[]): { colour: boolean; size: boolean } {
  return {
    colour: new Set(variants.map((v) => v.color.id)).size > 1,
    size: new Set(variants.map((v) => v.size.id)).size > 1,
  };
}
