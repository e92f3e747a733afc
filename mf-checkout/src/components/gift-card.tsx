import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import {
  formatPrice,
  GiftCardNumberSchema,
  GiftCardPinSchema,
  type GiftCardBalance,
  checkGiftCardBalance,
} from 'shared-contracts';
import { check } from '../api/http';
import { $giftCard, applyGiftCard, removeGiftCard } from '../flow/gift-card-store';
import { TextField } from './text-field';

export interface GiftCardProps {
  /** What the gift card pays of this purchase (min(balance, total)). */
  readonly applied: number;
  readonly locked: boolean;
}

interface Checked {
  readonly number: string;
  readonly pin: string;
  readonly balance: GiftCardBalance;
}

const price = (ore: number) => formatPrice(ore, { nbsp: true });

/** A date-only expiry ('2027-05-05') is a calendar day, not an instant in some time zone. */
export function formatExpiry(value: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('nb-NO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** Gavekort: check the balance, use it as part payment, or remove it before paying. */
export function GiftCard({ applied, locked }: GiftCardProps) {
  const inUse = useStore($giftCard);
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ number?: string; pin?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const n = check(GiftCardNumberSchema, number);
    const p = check(GiftCardPinSchema, pin);
    const next = {
      number: n.ok ? undefined : n.messages[0],
      pin: p.ok ? undefined : p.messages[0],
    };
    setErrors(next);
    setFailure(null);
    setChecked(null);
    if (!n.ok || !p.ok) {
      document.getElementById(n.ok ? 'chk-gift-pin' : 'chk-gift-number')?.focus();
      return;
    }
    setBusy(true);
    const answer = await checkGiftCardBalance(n.value, p.value);
    setBusy(false);
    if (answer.ok) setChecked({ number: n.value, pin: p.value, balance: answer.data });
    else setFailure(answer.error.message);
  };

  const use = () => {
    if (!checked) return;
    applyGiftCard({
      number: checked.number,
      pin: checked.pin,
      balance: checked.balance.balanceOre,
      expiresAt: checked.balance.expiresAt,
    });
    setChecked(null);
    setNumber('');
    setPin('');
  };

  return (
    <section
      className="chk-section chk-section--compact"
      aria-labelledby="chk-gift-title"
      data-testid="checkout-giftcard-section"
    >
      <h2 id="chk-gift-title" className="chk-section__title">
        Gavekort
      </h2>
      {inUse ? (
        <p className="chk-applied">
          <span>
            Gavekort som slutter på {inUse.number.slice(-4)} betaler {price(applied)} (saldo{' '}
            {price(inUse.balance)}).
          </span>
          <button
            type="button"
            className="chk-link-button"
            onClick={removeGiftCard}
            disabled={locked}
          >
            Fjern<span className="chk-visually-hidden"> gavekortet</span>
          </button>
        </p>
      ) : (
        <form className="chk-giftcard" onSubmit={submit} noValidate>
          <fieldset className="chk-fields" disabled={locked}>
            <legend className="chk-visually-hidden">Gavekort</legend>
            <div className="chk-fields__row">
              <TextField
                id="chk-gift-number"
                label="Gavekortnummer"
                inputMode="numeric"
                autoComplete="off"
                value={number}
                error={errors.number}
                onValue={setNumber}
              />
              <TextField
                id="chk-gift-pin"
                className="chk-field--pin"
                label="PIN-kode"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                value={pin}
                error={errors.pin}
                onValue={setPin}
              />
            </div>
            <button type="submit" className="chk-button chk-button--secondary" disabled={busy}>
              {busy ? 'Sjekker …' : 'Sjekk saldo'}
            </button>
          </fieldset>
        </form>
      )}
      <div role="status" className="chk-feedback">
        {failure ? (
          <p className="chk-field__error">
            <span aria-hidden="true">⚠ </span>
            {failure}
          </p>
        ) : null}
        {checked ? (
          <div className="chk-balance" data-testid="checkout-giftcard-balance">
            <p>
              Saldo: <strong>{price(checked.balance.balanceOre)}</strong>
              {checked.balance.expiresAt ? (
                <> – gyldig til {formatExpiry(checked.balance.expiresAt)}</>
              ) : null}
            </p>
            {checked.balance.balanceOre > 0 ? (
              <button
                type="button"
                className="chk-button chk-button--secondary"
                onClick={use}
                disabled={locked}
              >
                Bruk gavekort
              </button>
            ) : (
              <p>Gavekortet er brukt opp.</p>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
