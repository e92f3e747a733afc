import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { SearchAggregations } from 'shared-contracts';
import {
  hasActiveFilters,
  toggleId,
  updateListingState,
  type ListingState,
} from '../../hooks/listing-state';

interface FilterPanelProps {
  state: ListingState;
  facets: SearchAggregations | undefined;
  onChange: (next: ListingState) => void;
}

/** Brands shown before "Vis alle": long lists bury the price filter below them. */
const BRANDS_COLLAPSED = 8;

/**
 * Colour group, brand, gender and price filters with facet counts from the search API.
 * Every change is a navigation (the URL holds the filters), so back undoes it.
 */
export function FilterPanel({ state, facets, onChange }: FilterPanelProps) {
  const [showAllBrands, setShowAllBrands] = useState(false);
  const brands = facets?.brands ?? [];
  const visibleBrands = showAllBrands ? brands : brands.slice(0, BRANDS_COLLAPSED);
  // Selected brands stay visible even when collapsed, so a selection is never hidden.
  for (const brand of brands) {
    if (state.brands.includes(brand.id) && !visibleBrands.includes(brand))
      visibleBrands.push(brand);
  }

  return (
    <div className="cat-filters">
      <FacetGroup legend="Farge" empty={!facets?.colorGroups.length}>
        {(facets?.colorGroups ?? []).map((group) => (
          <FacetCheckbox
            key={group.id}
            label={group.label}
            count={group.count}
            checked={state.colorGroups.includes(group.id)}
            swatch={group.hex}
            onToggle={() =>
              onChange(
                updateListingState(state, { colorGroups: toggleId(state.colorGroups, group.id) }),
              )
            }
          />
        ))}
      </FacetGroup>
      <FacetGroup legend="Merke" empty={brands.length === 0}>
        {visibleBrands.map((brand) => (
          <FacetCheckbox
            key={brand.id}
            label={brand.name}
            count={brand.count}
            checked={state.brands.includes(brand.id)}
            onToggle={() =>
              onChange(updateListingState(state, { brands: toggleId(state.brands, brand.id) }))
            }
          />
        ))}
        {brands.length > BRANDS_COLLAPSED && (
          <li>
            <button
              type="button"
              className="cat-link-button"
              aria-expanded={showAllBrands}
              onClick={() => setShowAllBrands((v) => !v)}
            >
              {showAllBrands ? 'Vis færre merker' : `Vis alle merker (${brands.length})`}
            </button>
          </li>
        )}
      </FacetGroup>
      <FacetGroup legend="Kjønn" empty={!facets?.genders.length}>
        {(facets?.genders ?? []).map((gender) => (
          <FacetCheckbox
            key={gender.id}
            label={gender.name}
            count={gender.count}
            checked={state.genders.includes(gender.id)}
            onToggle={() =>
              onChange(updateListingState(state, { genders: toggleId(state.genders, gender.id) }))
            }
          />
        ))}
      </FacetGroup>
      <PriceFilter state={state} facets={facets} onChange={onChange} />
      {hasActiveFilters(state) && <ResetFiltersButton state={state} onReset={onChange} />}
    </div>
  );
}

function FacetGroup({
  legend,
  empty,
  children,
}: {
  legend: string;
  empty: boolean;
  children: ReactNode;
}) {
  // No options at all (nothing matches): leave the group out rather than show an empty box.
  if (empty) return null;
  return (
    <fieldset className="cat-facet">
      <legend className="cat-facet__legend">{legend}</legend>
      <ul className="cat-facet__list">{children}</ul>
    </fieldset>
  );
}

interface FacetCheckboxProps {
  label: string;
  count: number;
  checked: boolean;
  swatch?: string;
  onToggle: () => void;
}

function FacetCheckbox({ label, count, checked, swatch, onToggle }: FacetCheckboxProps) {
  // The API lists an option with count 0 only while it is selected: it can still be unticked.
  const disabled = count === 0 && !checked;
  return (
    <li className="cat-facet__item">
      <label className={`cat-check${disabled ? ' cat-check--disabled' : ''}`}>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
        {swatch && (
          <span className="cat-check__swatch" style={{ background: swatch }} aria-hidden="true" />
        )}
        <span className="cat-check__label">{label}</span>
        <span className="cat-check__count">
          <span className="cat-visually-hidden">, </span>
          {count}
          <span className="cat-visually-hidden"> varer</span>
        </span>
      </label>
    </li>
  );
}

function PriceFilter({ state, facets, onChange }: FilterPanelProps) {
  const id = useId();
  const [min, setMin] = useState(state.priceMin === null ? '' : String(state.priceMin));
  const [max, setMax] = useState(state.priceMax === null ? '' : String(state.priceMax));
  // Back/forward changes the URL under us: the inputs follow it.
  useEffect(() => {
    setMin(state.priceMin === null ? '' : String(state.priceMin));
    setMax(state.priceMax === null ? '' : String(state.priceMax));
  }, [state.priceMin, state.priceMax]);

  const lowest = facets?.price.min == null ? undefined : Math.floor(facets.price.min / 100);
  const highest = facets?.price.max == null ? undefined : Math.ceil(facets.price.max / 100);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: range filters accept only numbers; anything else clears that end.
    const parse = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
    let lo = parse(min);
    let hi = parse(max);
    if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
    onChange(updateListingState(state, { priceMin: lo, priceMax: hi }));
  };

  return (
    <form className="cat-facet cat-price-filter" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="cat-facet__legend">
        Pris (kr)
      </p>
      <div className="cat-price-filter__row">
        <PriceInput label="Fra" placeholder={lowest} value={min} onChange={setMin} />
        <PriceInput label="Til" placeholder={highest} value={max} onChange={setMax} />
        <button type="submit" className="cat-button">
          Bruk
        </button>
      </div>
    </form>
  );
}

function PriceInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: number | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="cat-field">
      <span className="cat-field__label">{label}</span>
      <input
        className="cat-input"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder === undefined ? '' : String(placeholder)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** Clears every filter (colour group, brand, gender, price) and keeps the rest of the state. */
export function ResetFiltersButton({
  state,
  onReset,
}: {
  state: ListingState;
  onReset: (next: ListingState) => void;
}) {
  return (
    <button
      type="button"
      className="cat-button cat-button--secondary"
      onClick={() =>
        onReset(
          updateListingState(state, {
            colorGroups: [],
            brands: [],
            genders: [],
            priceMin: null,
            priceMax: null,
          }),
        )
      }
    >
      Nullstill filtre
    </button>
  );
}
