import { useId } from 'react';
import type { Variant } from 'shared-contracts';
import { colourOptions, needsPickers, sizeOptions } from '../../hooks/variant-selection';

interface VariantPickersProps {
  variants: readonly Variant[];
  selected: Variant | undefined;
  onColour: (colourId: number) => void;
  onSize: (sizeId: number) => void;
}

/**
 * Colour and size as native radio groups (arrow keys, labels and checked state come for free,
 * which a row of styled buttons would have to rebuild). Sold-out options stay selectable so a
 * shopper can still see the stock per shop, but say "utsolgt".
 */
export function VariantPickers({ variants, selected, onColour, onSize }: VariantPickersProps) {
  const id = useId();
  const needs = needsPickers(variants);
  const colours = colourOptions(variants);
  const sizes = sizeOptions(variants, selected?.color.id ?? null);
  return (
    <div className="cat-pickers">
      {needs.colour ? (
        <fieldset className="cat-picker">
          <legend className="cat-picker__legend">
            Farge: <strong>{selected?.color.name}</strong>
          </legend>
          <div className="cat-picker__options">
            {colours.map(({ colour, available }) => (
              <label key={colour.id} className="cat-swatch" title={colour.name}>
                <input
                  className="cat-swatch__input"
                  type="radio"
                  name={`${id}-colour`}
                  value={colour.id}
                  checked={selected?.color.id === colour.id}
                  onChange={() => onColour(colour.id)}
                />
                <span
                  className="cat-swatch__color"
                  style={{ background: colour.hex }}
                  aria-hidden="true"
                />
                <span className="cat-visually-hidden">
                  {available === 0 ? `${colour.name}, utsolgt` : colour.name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        selected && <p className="cat-picker__single">{`Farge: ${selected.color.name}`}</p>
      )}
      {needs.size ? (
        <fieldset className="cat-picker">
          <legend className="cat-picker__legend">
            Størrelse: <strong>{selected?.size.name}</strong>
          </legend>
          <div className="cat-picker__options">
            {sizes.map(({ size, available }) => (
              <label key={size.id} className={`cat-size${available === 0 ? ' cat-size--out' : ''}`}>
                <input
                  className="cat-size__input"
                  type="radio"
                  name={`${id}-size`}
                  value={size.id}
                  checked={selected?.size.id === size.id}
                  onChange={() => onSize(size.id)}
                />
                <span className="cat-size__name">{size.name}</span>
                {available === 0 && <span className="cat-visually-hidden">, utsolgt</span>}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        selected && <p className="cat-picker__single">{`Størrelse: ${selected.size.name}`}</p>
      )}
    </div>
  );
}
