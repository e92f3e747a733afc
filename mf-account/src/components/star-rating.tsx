import { useId } from 'react';

const starLabel = (n: number) => (n === 1 ? '1 stjerne' : `${n} stjerner`);

/**
 * Rating 1–5 as a radio group of stars: native radios (arrow keys move between them), each
 * named "N stjerner"; the stars up to the chosen one are filled.
 */
export function StarRating({
  id,
  label,
  value,
  onValue,
  error,
}: {
  id: string;
  label: string;
  value: number;
  onValue: (value: number) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`acc-field${error ? ' acc-field--invalid' : ''}`}>
      <span id={labelId} className="acc-field__label">
        {label}
      </span>
      <div
        id={id}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        className="acc-stars"
        tabIndex={-1}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`acc-stars__star${n <= value ? ' acc-stars__star--on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onValue(n)}
              className="acc-stars__input"
            />
            <span aria-hidden="true">★</span>
            <span className="acc-visually-hidden">{starLabel(n)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="acc-field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A rating as text for screen readers and stars for the eye. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="acc-stars-display" role="img" aria-label={`${rating} av 5 stjerner`}>
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="acc-stars-display__off">{'★'.repeat(Math.max(0, 5 - rating))}</span>
      </span>
    </span>
  );
}
