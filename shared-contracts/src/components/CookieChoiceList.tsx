import type { CookieChoices, CookieFlag } from '../rules/consent';
import { COOKIE_CATEGORIES } from '../stores/storage-inventory';

export interface CookieChoiceListProps {
  legend: string;
  choices: CookieChoices;
  onChange: (choices: CookieChoices) => void;
  /** Each owner styles the list its own way (the shell's banner, the /cookies page). */
  classNames: { fieldset: string; legend?: string; choice: string };
}

/**
 * One checkbox per consent category of spec §3; the necessary one is always on and cannot be
 * unticked. The cookie banner and the /cookies page show the same list.
 */
export function CookieChoiceList({ legend, choices, onChange, classNames }: CookieChoiceListProps) {
  const toggle = (flag: CookieFlag) => onChange({ ...choices, [flag]: !choices[flag] });
  return (
    <fieldset className={classNames.fieldset}>
      <legend className={classNames.legend}>{legend}</legend>
      {COOKIE_CATEGORIES.map((category) => {
        const flag = category.id === 'necessary' ? null : category.id;
        return (
          <label key={category.id} className={classNames.choice}>
            <input
              type="checkbox"
              checked={flag ? choices[flag] : true}
              disabled={flag === null}
              onChange={flag ? () => toggle(flag) : undefined}
            />
            <span>
              <strong>{category.label}</strong>
              {flag === null ? ' (alltid på)' : ''} – {category.description}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
