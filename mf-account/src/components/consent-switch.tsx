import { useId } from 'react';

export interface ConsentSwitchProps {
  readonly label: string;
  readonly description: string;
  readonly checked: boolean;
  readonly saving: boolean;
  readonly onToggle: () => void;
  readonly testId?: string;
}

/**
 * One consent as a switch (role="switch", aria-checked), named by its label and described by its
 * text. While saving it stays focusable (aria-disabled) so the focus is not lost.
 */
export function ConsentSwitch({
  label,
  description,
  checked,
  saving,
  onToggle,
  testId,
}: ConsentSwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="acc-switch">
      <div className="acc-switch__text">
        <span id={labelId} className="acc-switch__label">
          {label}
        </span>
        <span id={descriptionId} className="acc-switch__description">
          {description}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        className="acc-switch__control"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        onClick={() => {
          if (!saving) onToggle();
        }}
        data-testid={testId}
      >
        <span className="acc-switch__track" aria-hidden="true">
          <span className="acc-switch__thumb" />
        </span>
        <span className="acc-switch__state" aria-hidden="true">
          {checked ? 'På' : 'Av'}
        </span>
      </button>
    </li>
  );
}
