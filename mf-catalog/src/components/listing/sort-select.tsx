import { useId } from 'react';
import { RELEVANCE_OPTION, SORT_OPTIONS, type ListingSort } from '../../hooks/listing-state';

interface SortSelectProps {
  value: ListingSort;
  /** Search results can be ordered by relevance; category listings cannot. */
  withRelevance?: boolean;
  onChange: (sort: ListingSort) => void;
}

export function SortSelect({ value, withRelevance = false, onChange }: SortSelectProps) {
  const id = useId();
  const options = withRelevance ? [RELEVANCE_OPTION, ...SORT_OPTIONS] : SORT_OPTIONS;
  return (
    <div className="cat-sort">
      <label htmlFor={id} className="cat-sort__label">
        Sorter etter
      </label>
      <select
        id={id}
        className="cat-select"
        value={value}
        onChange={(e) => onChange(e.target.value as ListingSort)}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
