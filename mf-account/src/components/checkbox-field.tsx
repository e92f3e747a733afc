import type { ReactNode } from 'react';

export interface CheckboxFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChecked: (checked: boolean) => void;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly required?: boolean;
}

/** A checkbox with its label, hint and message (aria-describedby, aria-invalid). */
export function CheckboxField({
  id,
  label,
  checked,
  onChecked,
  hint,
  error,
  required,
}: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`acc-check${error ? ' acc-check--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="acc-check__input"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <div className="acc-check__text">
        <label htmlFor={id} className="acc-check__label">
          {label}
        </label>
        {hint ? (
          <p id={hintId ?? undefined} className="acc-field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId ?? undefined} className="acc-field__error">
            <span aria-hidden="true">⚠ </span>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
