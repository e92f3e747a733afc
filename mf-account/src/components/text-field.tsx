import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange'
> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly optional?: boolean;
}

/** A labelled input with its hint and message tied to it (aria-describedby, aria-invalid). */
export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  optional = false,
  className,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`acc-field${error ? ' acc-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label htmlFor={id} className="acc-field__label">
        {label}
        {optional ? <span className="acc-field__optional"> (valgfritt)</span> : null}
      </label>
      {hint ? (
        <p id={hintId ?? undefined} className="acc-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        className="acc-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
      {error ? (
        <p id={errorId ?? undefined} className="acc-field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
