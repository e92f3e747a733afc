import { useId, useState, type FormEvent } from 'react';
import { ReviewCreateSchema, type Review } from 'shared-contracts';
import { check, isStatus, issueFields, type FieldErrors } from '../api/http';
import { ACCOUNT_TEXTS } from '../api/messages';
import { createReview } from '../api/reviews';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import type { ReviewCandidate } from '../rules/review-candidates';
import { CheckboxField } from './checkbox-field';
import { FormAlert } from './form-alert';
import { StarRating } from './star-rating';

const FIT_OPTIONS = [
  { value: '', label: 'Vil ikke si' },
  { value: '-1', label: 'Liten i størrelsen' },
  { value: '0', label: 'Passer som forventet' },
  { value: '1', label: 'Stor i størrelsen' },
] as const;

const CONTENT_MAX = 2000;

interface Failure {
  readonly message: string;
  readonly fields: FieldErrors;
}

function failureOf(error: Parameters<typeof isStatus>[0]): Failure {
  if (isStatus(error, 409)) {
    const text =
      error.message && error.message !== 'Noe gikk galt'
        ? error.message
        : ACCOUNT_TEXTS.reviewExists;
    return { message: text, fields: {} };
  }
  if (isStatus(error, 422)) {
    const fields = issueFields(error);
    if (Object.keys(fields).length > 0) return { message: ACCOUNT_TEXTS.fixFields, fields };
    return { message: ACCOUNT_TEXTS.reviewNotBought, fields: {} };
  }
  return { message: error.message, fields: {} };
}

/** A review of one bought article: rating, text, fit and whether to show the name. */
export function ReviewForm({
  candidate,
  onCreated,
  onCancel,
}: {
  candidate: ReviewCandidate;
  onCreated: (review: Review) => void;
  onCancel: () => void;
}) {
  const base = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [fit, setFit] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(ReviewCreateSchema, {
      reviewable_id: candidate.articleId,
      rating: rating === 0 ? undefined : rating,
      content,
      true_to_size: fit === '' ? null : Number(fit),
      size_color: candidate.sizeColor,
      anonymous,
    });
    if (!checked.ok) {
      setFailure({ message: ACCOUNT_TEXTS.fixFields, fields: checked.fields });
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await createReview(checked.value);
    setBusy(false);
    if (result.ok) onCreated(result.data);
    else setFailure(failureOf(result.error));
  };

  const ids = { rating: `${base}-rating`, content: `${base}-content`, counter: `${base}-counter` };
  const items = failure
    ? (['rating', 'content'] as const)
        .filter((name) => failure.fields[name])
        .map((name) => ({ id: ids[name], message: failure.fields[name] ?? '' }))
    : [];
  const contentError = failure?.fields.content;

  return (
    <form
      className="acc-form acc-review-form"
      noValidate
      aria-labelledby={`${base}-title`}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="acc-review-form"
    >
      <h3 id={`${base}-title`} ref={heading} tabIndex={-1} className="acc-subtitle">
        Anmeld {candidate.name}
      </h3>
      {candidate.sizeColor ? <p className="acc-field__hint">{candidate.sizeColor}</p> : null}
      {failure ? <FormAlert message={failure.message} items={items} focusKey={failure} /> : null}
      <StarRating
        id={ids.rating}
        label="Hvor fornøyd er du?"
        value={rating}
        onValue={setRating}
        error={failure?.fields.rating}
      />
      <div className={`acc-field${contentError ? ' acc-field--invalid' : ''}`}>
        <label htmlFor={ids.content} className="acc-field__label">
          Hva synes du om varen?
        </label>
        <textarea
          id={ids.content}
          name="content"
          className="acc-input acc-textarea"
          rows={5}
          maxLength={CONTENT_MAX}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={[ids.counter, contentError ? `${ids.content}-error` : null]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={ids.counter} className="acc-field__hint">
          {content.length} av {CONTENT_MAX} tegn
        </p>
        {contentError ? (
          <p id={`${ids.content}-error`} className="acc-field__error">
            <span aria-hidden="true">⚠ </span>
            {contentError}
          </p>
        ) : null}
      </div>
      <fieldset className="acc-fieldset">
        <legend className="acc-fieldset__legend">Passform (valgfritt)</legend>
        {FIT_OPTIONS.map((option) => (
          <label key={option.value} className="acc-radio">
            <input
              type="radio"
              name={`${base}-fit`}
              value={option.value}
              checked={fit === option.value}
              onChange={() => setFit(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <CheckboxField
        id={`${base}-anonymous`}
        label="Vis anmeldelsen uten navnet mitt"
        checked={anonymous}
        onChecked={setAnonymous}
      />
      <div className="acc-actions">
        <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
          {busy ? 'Sender …' : 'Send anmeldelsen'}
        </button>
        <button type="button" className="acc-button acc-button--secondary" onClick={onCancel}>
          Avbryt
        </button>
      </div>
    </form>
  );
}
