import type { FormEvent } from 'react';
import { Link } from 'shared-contracts';
import type { FlowProblem } from '../flow/checkout-flow';
import { ErrorSummary, type ErrorItem } from './error-summary';
import { ProblemNotice } from './problem-notice';

export const TERMS_ID = 'chk-terms';
export const TERMS_MESSAGE = 'Du må godta kjøpsvilkårene for å gå videre.';

export interface BuyFormProps {
  readonly termsAccepted: boolean;
  readonly onTerms: (accepted: boolean) => void;
  readonly termsError: boolean;
  readonly errors: readonly ErrorItem[] | null;
  readonly problem: FlowProblem | null;
  /** Why the button is disabled (empty or invalid cart), or null. */
  readonly blocked: { text: string; details: readonly string[] } | null;
  readonly creating: boolean;
  readonly onSubmit: () => void;
}

/** The terms and "Gå til betaling", with every reason the purchase cannot go on next to it. */
export function BuyForm({
  termsAccepted,
  onTerms,
  termsError,
  errors,
  problem,
  blocked,
  creating,
  onSubmit,
}: BuyFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const termsDescribedBy = ['chk-terms-links', termsError ? 'chk-terms-error' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="chk-buy" onSubmit={submit} noValidate aria-label="Bekreft og gå til betaling">
      {errors && errors.length > 0 ? <ErrorSummary items={errors} /> : null}
      {problem ? <ProblemNotice problem={problem} /> : null}
      <div className={`chk-terms${termsError ? ' chk-terms--invalid' : ''}`}>
        <input
          type="checkbox"
          id={TERMS_ID}
          className="chk-checkbox"
          checked={termsAccepted}
          required
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsDescribedBy}
          onChange={(event) => onTerms(event.target.checked)}
        />
        <label htmlFor={TERMS_ID}>Jeg har lest og godtar kjøpsvilkårene</label>
      </div>
      <p id="chk-terms-links" className="chk-terms__links">
        Les{' '}
        <Link to="/terms" target="_blank" rel="noopener">
          kjøpsvilkårene<span className="chk-visually-hidden"> (åpnes i ny fane)</span>
        </Link>{' '}
        og om{' '}
        <Link to="/return" target="_blank" rel="noopener">
          angrerett<span className="chk-visually-hidden"> (åpnes i ny fane)</span>
        </Link>
        .
      </p>
      {termsError ? (
        <p id="chk-terms-error" className="chk-field__error">
          <span aria-hidden="true">⚠ </span>
          {TERMS_MESSAGE}
        </p>
      ) : null}
      <button
        type="submit"
        className="chk-button chk-button--primary chk-buy__button"
        data-testid="checkout-submit"
        disabled={blocked !== null || creating}
        aria-describedby={blocked ? 'chk-buy-blocked' : undefined}
      >
        {creating ? 'Oppretter ordre …' : 'Gå til betaling'}
      </button>
      {blocked ? (
        <div
          id="chk-buy-blocked"
          className="chk-note chk-note--warning"
          data-testid="checkout-blocked"
        >
          <p>{blocked.text}</p>
          {blocked.details.length > 0 ? (
            <ul>
              {blocked.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className="chk-visually-hidden" role="status">
        {creating ? 'Oppretter ordrene og holder av varene …' : ''}
      </p>
    </form>
  );
}
