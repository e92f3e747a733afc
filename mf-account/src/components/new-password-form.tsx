import { useId, useState, type FormEvent } from 'react';
import { Link, PasswordResetSchema } from 'shared-contracts';
import { check, isStatus, type FieldErrors } from '../api/http';
import { ACCOUNT_TEXTS } from '../api/messages';
import { resetPassword } from '../api/password';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

interface Failure {
  readonly message: string;
  readonly fields: FieldErrors;
  /** The link was used, is expired or wrong: a new one must be asked for. */
  readonly linkInvalid: boolean;
}

function Done({ message }: { message: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="acc-success" role="status" data-testid="acc-reset-done">
      <p>{message}</p>
      <p>
        <Link to="/login">Logg inn med det nye passordet</Link>
      </p>
    </div>
  );
}

/** /password/reset?token=…&email=…: a new password, with the single-use link from the mail. */
export function NewPasswordForm({
  email,
  token,
  onRequestNewLink,
}: {
  email: string;
  token: string;
  onRequestNewLink: () => void;
}) {
  const base = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (done) return <Done message={done} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(PasswordResetSchema, {
      email,
      token,
      password,
      password_confirmation: confirmation,
    });
    if (!checked.ok) {
      const linkInvalid = 'token' in checked.fields || 'email' in checked.fields;
      setFailure({
        message: linkInvalid ? ACCOUNT_TEXTS.resetLinkInvalid : ACCOUNT_TEXTS.fixFields,
        fields: checked.fields,
        linkInvalid,
      });
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await resetPassword(checked.value);
    setBusy(false);
    if (result.ok) {
      setDone(result.data.message);
      return;
    }
    const linkInvalid = isStatus(result.error, 422, 404, 410);
    setFailure({
      message: linkInvalid ? ACCOUNT_TEXTS.resetLinkInvalid : result.error.message,
      fields: {},
      linkInvalid,
    });
  };

  const items = failure
    ? (['password', 'password_confirmation'] as const)
        .filter((name) => failure.fields[name])
        .map((name) => ({ id: `${base}-${name}`, message: failure.fields[name] ?? '' }))
    : [];

  return (
    <form
      className="acc-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="acc-new-password-form"
    >
      <p>
        Velg et nytt passord for <strong>{email}</strong>.
      </p>
      {failure ? (
        <FormAlert message={failure.message} items={items} focusKey={failure}>
          {failure.linkInvalid ? (
            <button
              type="button"
              className="acc-button acc-button--secondary"
              onClick={onRequestNewLink}
            >
              Be om en ny lenke
            </button>
          ) : null}
        </FormAlert>
      ) : null}
      <TextField
        id={`${base}-password`}
        name="password"
        label="Nytt passord"
        hint="Minst 8 tegn."
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValue={setPassword}
        error={failure?.fields.password}
      />
      <TextField
        id={`${base}-password_confirmation`}
        name="password_confirmation"
        label="Gjenta det nye passordet"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onValue={setConfirmation}
        error={failure?.fields.password_confirmation}
      />
      <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
        {busy ? 'Lagrer …' : 'Lagre nytt passord'}
      </button>
    </form>
  );
}
