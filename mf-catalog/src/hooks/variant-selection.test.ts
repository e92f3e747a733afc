import { describe, expect, it } from 'vitest';
import type { Variant } from 'shared-contracts';
import {
  colourOptions,
  initialVariant,
  needsPickers,
  sizeOptions,
  variantFor,
  variantForColour,
} from './variant-selection';

function variant(id: number, colourId: number, sizeId: number, availability: number): Variant {
  return {
    id,
    ean: `70000000000${id}`,
    availability,
    shops: availability ? [{ id: 1, qty: availability }] : [],
    size: { id: sizeId, name: `S${sizeId}` },
    color: {
      id: colourId,
      name: `C${colourId}`,
      hex: '#000',
      colorCode: String(colourId),
      image: `/img/${colourId}.svg`,
    },
  };
}

const variants = [
  variant(1, 10, 38, 0),
  variant(2, 10, 40, 3),
  variant(3, 20, 38, 2),
  variant(4, 20, 40, 0),
];

describe('variant selection', () => {
  it('lists colours once with their total stock', () => {
    expect(colourOptions(variants).map((o) => [o.colour.id, o.available])).toEqual([
      [10, 3],
      [20, 2],
    ]);
  });

  it('lists the sizes of one colour', () => {
    expect(sizeOptions(variants, 20).map((o) => [o.size.id, o.available])).toEqual([
      [38, 2],
      [40, 0],
    ]);
  });

  it('opens on the first variant in stock', () => {
    expect(initialVariant(variants)?.id).toBe(2);
    expect(initialVariant([variant(9, 1, 1, 0)])?.id).toBe(9);
    expect(initialVariant([])).toBeUndefined();
  });

  it('keeps the size when switching colour if it is in stock, else picks a size in stock', () => {
    expect(variantForColour(variants, 20, 38)?.id).toBe(3);
    // Size 40 is sold out in colour 20: the page moves to 38, which is in stock.
    expect(variantForColour(variants, 20, 40)?.id).toBe(3);
    expect(variantForColour(variants, 10, 38)?.id).toBe(2);
  });

  it('finds the variant of a colour and size, and knows when pickers are needed', () => {
    expect(variantFor(variants, 20, 40)?.id).toBe(4);
    expect(variantFor(variants, 30, 40)).toBeUndefined();
    expect(needsPickers(variants)).toEqual({ colour: true, size: true });
    expect(needsPickers([variant(1, 1, 1, 1)])).toEqual({ colour: false, size: false });
  });
});
