import type { SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange'
> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly options: ReadonlyArray<{ value: string; label: string }>;
  readonly error?: string | undefined;
  readonly optional?: boolean;
}

/** A labelled select with its message tied to it. */
export function SelectField({
  id,
  label,
  value,
  onValue,
  options,
  error,
  optional = false,
  ...select
}: SelectFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`acc-field${error ? ' acc-field--invalid' : ''}`}>
      <label htmlFor={id} className="acc-field__label">
        {label}
        {optional ? <span className="acc-field__optional"> (valgfritt)</span> : null}
      </label>
      <select
        {...select}
        id={id}
        className="acc-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onValue(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="acc-field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
