import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  formatPrice,
  GiftCardNumberSchema,
  GiftCardPinSchema,
  type GiftCardBalance,
  type PageProps,
  checkGiftCardBalance,
} from 'shared-contracts';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { formatDay, giftCardFailure } from '../rules/gift-card';
import '../content.css';

type Answer = { kind: 'balance'; balance: GiftCardBalance } | { kind: 'failure'; text: string };

type Checked = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks a field with the shared schema through its Standard Schema interface (`~standard`), so
 * this remote needs no copy of valibot; the output is the normalised value the API expects.
 */
function check(
  schema: typeof GiftCardNumberSchema | typeof GiftCardPinSchema,
  value: string,
): Checked {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('[mf-content] async schemas are not supported');
  return result.issues
    ? { ok: false, message: result.issues[0]?.message ?? 'Ugyldig verdi' }
    : { ok: true, value: result.value };
}

/** /giftcard/status: card number + PIN → balance in kroner, expiry and last use. */
export function GiftCardPage({ routeName }: PageProps) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ number?: string; pin?: string }>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  usePageLoaded(routeName, true);

  // The answer replaces the form's focus so screen readers and keyboards land on it.
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = check(GiftCardNumberSchema, number);
    const code = check(GiftCardPinSchema, pin);
    setErrors({
      ...(card.ok ? {} : { number: card.message }),
      ...(code.ok ? {} : { pin: code.message }),
    });
    setAnswer(null);
    if (!card.ok || !code.ok) {
      document.getElementById(card.ok ? `${id}-pin` : `${id}-number`)?.focus();
      return;
    }
    setBusy(true);
    const result = await checkGiftCardBalance(card.value, code.value);
    setBusy(false);
    setAnswer(
      result.ok
        ? { kind: 'balance', balance: result.data }
        : { kind: 'failure', text: giftCardFailure(result.error) },
    );
  };

  return (
    <section className="cnt-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="cnt-page__title">
        Saldo på gavekort
      </h1>
      <p className="cnt-lead">
        Skriv inn kortnummeret og PIN-koden som står på baksiden av gavekortet. Gavekortet kan
        brukes i alle butikkene våre og i nettbutikken.
      </p>
      <form className="cnt-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="cnt-field">
          <label htmlFor={`${id}-number`} className="cnt-label">
            Kortnummer
          </label>
          <input
            id={`${id}-number`}
            className="cnt-input"
            inputMode="numeric"
            autoComplete="off"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={errors.number ? `${id}-number-error` : `${id}-number-hint`}
          />
          <p id={`${id}-number-hint`} className="cnt-hint">
            10–19 siffer, med eller uten mellomrom.
          </p>
          {errors.number ? (
            <p id={`${id}-number-error`} className="cnt-field-error">
              {errors.number}
            </p>
          ) : null}
        </div>
        <div className="cnt-field">
          <label htmlFor={`${id}-pin`} className="cnt-label">
            PIN-kode
          </label>
          <input
            id={`${id}-pin`}
            className="cnt-input cnt-input--short"
            inputMode="numeric"
            autoComplete="off"
            type="password"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            aria-invalid={errors.pin ? true : undefined}
            aria-describedby={errors.pin ? `${id}-pin-error` : undefined}
          />
          {errors.pin ? (
            <p id={`${id}-pin-error`} className="cnt-field-error">
              {errors.pin}
            </p>
          ) : null}
        </div>
        <button type="submit" className="cnt-button" disabled={busy}>
          {busy ? 'Sjekker …' : 'Sjekk saldo'}
        </button>
      </form>
      <div aria-live="polite">
        {answer?.kind === 'balance' ? (
          <div
            ref={answerRef}
            tabIndex={-1}
            className="cnt-result"
            data-testid="cnt-giftcard-result"
            aria-labelledby={`${id}-result`}
            role="region"
          >
            <h2 id={`${id}-result`}>
              Saldo: {formatPrice(answer.balance.balanceOre, { nbsp: true })}
            </h2>
            {answer.balance.balanceOre === 0 ? <p>Gavekortet er brukt opp.</p> : null}
            <dl className="cnt-facts">
              <dt>Gyldig til</dt>
              <dd>
                {answer.balance.expiresAt
                  ? formatDay(answer.balance.expiresAt)
                  : 'Ingen utløpsdato'}
              </dd>
              <dt>Sist brukt</dt>
              <dd>
                {answer.balance.lastUsedAt
                  ? formatDay(answer.balance.lastUsedAt)
                  : 'Ikke brukt ennå'}
              </dd>
            </dl>
          </div>
        ) : null}
      </div>
      {answer?.kind === 'failure' ? (
        <div ref={answerRef} tabIndex={-1} className="cnt-status cnt-status--error" role="alert">
          <p>{answer.text}</p>
        </div>
      ) : null}
    </section>
  );
}
