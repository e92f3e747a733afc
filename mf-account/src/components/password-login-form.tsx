import { useId, useState, type FormEvent } from 'react';
import { login } from '../api/customers';
import { loginErrorMessage } from '../api/messages';
import { finishLogin } from '../auth-flow';
import { FormAlert } from './form-alert';

/**
 * Login with e-mail or mobile number and password: labels, autocomplete hints, the error
 * announced in an alert and focused. The form posts to the API without JavaScript too.
 */
export function PasswordLoginForm({ search }: { search: string }) {
  const ids = { username: useId(), password: useId(), error: useId() };
  // A new object per failure, so the same text twice in a row still moves focus to it again.
  const [failure, setFailure] = useState<{ text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const error = failure?.text ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setFailure({ text: 'Fyll inn e-post eller mobilnummer og passord.' });
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await login({ username, password });
    if (result.ok) {
      finishLogin(result.data, search);
      return;
    }
    setBusy(false);
    setFailure({ text: loginErrorMessage(result.error) });
  };

  return (
    <form
      className="acc-form"
      method="post"
      action="/api/v1/customers/login"
      noValidate
      aria-describedby={error ? ids.error : undefined}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="acc-login-form"
    >
      {failure ? <FormAlert id={ids.error} message={failure.text} focusKey={failure} /> : null}
      <div className="acc-field">
        <label htmlFor={ids.username} className="acc-field__label">
          E-post eller mobilnummer
        </label>
        <input
          id={ids.username}
          className="acc-input"
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          required
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className="acc-field">
        <label htmlFor={ids.password} className="acc-field__label">
          Passord
        </label>
        <input
          id={ids.password}
          className="acc-input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
        />
      </div>
      <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
        {busy ? 'Logger inn …' : 'Logg inn'}
      </button>
    </form>
  );
}
