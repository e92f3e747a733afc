import type { ReactNode } from 'react';

export interface RadioOption<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  readonly legend: ReactNode;
  /** Name of the radios (unique on the page). */
  readonly name: string;
  readonly value: V | null;
  readonly options: readonly RadioOption<V>[];
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean;
  readonly legendHidden?: boolean;
  readonly testId?: string;
}

/** A radiogroup as fieldset + legend: the browser gives arrow keys and the group's name. */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled = false,
  legendHidden = false,
  testId,
}: RadioGroupProps<V>) {
  return (
    <fieldset className="chk-choice" disabled={disabled} data-testid={testId}>
      <legend className={legendHidden ? 'chk-visually-hidden' : 'chk-choice__legend'}>
        {legend}
      </legend>
      <div className="chk-choice__options">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const descriptionId = option.description ? `${id}-desc` : undefined;
          return (
            <div key={option.value} className="chk-choice__option">
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={id} className="chk-choice__label">
                {option.label}
              </label>
              {option.description ? (
                <span id={descriptionId} className="chk-choice__description">
                  {option.description}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
