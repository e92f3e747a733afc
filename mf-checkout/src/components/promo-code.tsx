import { useState, type FormEvent } from 'react';
import {
  cartApplyPromocode,
  cartRemoveDiscount,
  type Discount,
  type Promocode,
} from 'shared-contracts';
import { checkPromocode } from '../api/promocodes';

export interface PromoCodeProps {
  readonly discount: Discount;
  readonly promocode: Promocode | null;
  readonly locked: boolean;
}

type Feedback = { kind: 'error' | 'info'; text: string } | null;

/** Rabattkode: checked with the API, applied once (spec §4), removable. */
export function PromoCode({ discount, promocode, locked }: PromoCodeProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setFeedback({ kind: 'error', text: 'Skriv inn en rabattkode.' });
      return;
    }
    setBusy(true);
    setFeedback(null);
    const answer = await checkPromocode(typed);
    setBusy(false);
    if (!answer.ok) {
      setFeedback({ kind: 'error', text: answer.error.message });
      return;
    }
    const outcome = cartApplyPromocode(answer.data);
    if (outcome === 'applied') {
      setCode('');
      setFeedback({ kind: 'info', text: `Rabattkoden ${answer.data.Name} er brukt.` });
    } else if (outcome === 'already-active') {
      setFeedback({
        kind: 'error',
        text: 'Du har allerede brukt en rabattkode. Fjern den først for å bruke en annen.',
      });
    } else {
      setFeedback({ kind: 'error', text: 'Handlekurven er tom.' });
    }
  };

  const remove = () => {
    cartRemoveDiscount();
    setFeedback({ kind: 'info', text: 'Rabattkoden er fjernet.' });
  };

  const errorId = feedback?.kind === 'error' ? 'chk-promo-error' : undefined;
  return (
    <section
      className="chk-section chk-section--compact"
      aria-labelledby="chk-promo-title"
      data-testid="checkout-promocode"
    >
      <h2 id="chk-promo-title" className="chk-section__title">
        Rabattkode
      </h2>
      {discount.activated ? (
        <p className="chk-applied">
          <span>
            Rabattkoden <strong>{promocode?.Name ?? ''}</strong> er brukt.
          </span>
          <button type="button" className="chk-link-button" onClick={remove} disabled={locked}>
            Fjern<span className="chk-visually-hidden"> rabattkoden</span>
          </button>
        </p>
      ) : (
        <form className="chk-inline-form" onSubmit={apply} noValidate>
          <label htmlFor="chk-promo" className="chk-visually-hidden">
            Rabattkode
          </label>
          <input
            id="chk-promo"
            className="chk-input"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Rabattkode"
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            disabled={locked}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="submit"
            className="chk-button chk-button--secondary"
            disabled={busy || locked}
          >
            {busy ? 'Sjekker …' : 'Bruk'}
          </button>
        </form>
      )}
      <div role="status" className="chk-feedback">
        {feedback ? (
          <p
            id={errorId}
            className={feedback.kind === 'error' ? 'chk-field__error' : 'chk-success-text'}
          >
            {feedback.kind === 'error' ? <span aria-hidden="true">⚠ </span> : null}
            {feedback.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
