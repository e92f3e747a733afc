import { useId, useState, type FormEvent } from 'react';
import { Link, PasswordEmailSchema } from 'shared-contracts';
import { check } from '../api/http';
import { requestPasswordReset } from '../api/password';
import { FormAlert } from './form-alert';
import { StatusMessage } from './status-message';
import { TextField } from './text-field';

/** /password/reset without a link: asks for the e-mail address the reset link goes to. */
export function ResetRequestForm({ initialEmail = '' }: { initialEmail?: string }) {
  const base = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<{ text: string; field: boolean } | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(PasswordEmailSchema, { email });
    if (!checked.ok) {
      setError({ text: checked.fields.email ?? 'Ugyldig e-postadresse', field: true });
      return;
    }
    setBusy(true);
    setError(null);
    setSent(null);
    const result = await requestPasswordReset(checked.value.email);
    setBusy(false);
    if (result.ok) setSent(result.data.message);
    else setError({ text: result.error.message, field: false });
  };

  return (
    <form
      className="acc-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="acc-reset-request-form"
    >
      <p>Skriv inn e-postadressen din, så sender vi deg en lenke for å velge nytt passord.</p>
      {error && !error.field ? <FormAlert message={error.text} focusKey={error} /> : null}
      <TextField
        id={`${base}-email`}
        name="email"
        label="E-post"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onValue={setEmail}
        error={error?.field ? error.text : undefined}
      />
      <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
        {busy ? 'Sender …' : 'Send lenke'}
      </button>
      <StatusMessage tone="success" testId="acc-reset-sent">
        {sent}
      </StatusMessage>
      <p className="acc-links">
        <Link to="/login">Tilbake til innlogging</Link>
      </p>
    </form>
  );
}
