import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'prefix'
> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string;
  /** Shown before the input (e.g. '+47'); the hint says it in words. */
  readonly prefix?: string;
  /** Live status under the field (e.g. a lookup in progress). */
  readonly status?: string;
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
  prefix,
  status,
  optional = false,
  className,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`chk-field${error ? ' chk-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label htmlFor={id} className="chk-field__label">
        {label}
        {optional ? <span className="chk-field__optional"> (valgfritt)</span> : null}
      </label>
      {hint ? (
        <p id={hintId ?? undefined} className="chk-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="chk-field__control">
        {prefix ? (
          <span className="chk-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          {...input}
          id={id}
          className="chk-input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValue(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId ?? undefined} className="chk-field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
      {status !== undefined ? (
        <p className="chk-field__status" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
