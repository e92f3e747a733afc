import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { emit, Link, resetFavourites, setUser, type PageProps } from 'shared-contracts';
import { login, loginErrorMessage } from '../api/customers';
import '../account.css';

/** Only in-app paths may be a redirect target after login (no open redirect). */
function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  return target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
    ? target
    : '/';
}

/** The cart's "Logg inn" link carries `?from=cart` (shell CartModal). */
function cameFromCart(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'cart';
}

/**
 * /login: an accessible login form (labels, autocomplete hints, error announced in an alert and
 * focused). On success (spec §4) the user is stored, the favourites reset, and the page reloads
 * at the redirect target, so every remote starts over with the logged-in session; a login that
 * came from the cart instead leaves /login in-app and reopens the cart, so the shopper goes on
 * to the checkout without losing their place.
 */
export function LoginPage({ search }: PageProps) {
  const ids = { username: useId(), password: useId(), error: useId() };
  // A new object per failure, so the same text twice in a row still moves focus to it again.
  const [failure, setFailure] = useState<{ text: string } | null>(null);
  const error = failure?.text ?? null;
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  // Focus the message once React has rendered it (a requestAnimationFrame after setState can
  // run before the commit, and then there is nothing to focus yet).
  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    setBusy(false);
    if (result.ok) {
      setUser(result.data);
      resetFavourites();
      emit('auth:changed', { loggedIn: true });
      if (cameFromCart(search)) {
        // Replace: Back must not return to a guest-only page. The shell keeps the cart open
        // across this navigation (it closes menus on route changes, not the cart).
        emit('nav:goto', { to: safeRedirect(search), replace: true });
        emit('cart:open');
        return;
      }
      window.location.assign(safeRedirect(search));
      return;
    }
    setFailure({ text: loginErrorMessage(result.error) });
  };

  return (
    <section className="acc-login" aria-labelledby="acc-login-title">
      <h1 id="acc-login-title" className="acc-title">
        Logg inn
      </h1>
      <form
        className="acc-form"
        method="post"
        action="/api/v1/customers/login"
        noValidate
        aria-describedby={error ? ids.error : undefined}
        onSubmit={(event) => void onSubmit(event)}
      >
        {error ? (
          <p id={ids.error} ref={errorRef} className="acc-error" role="alert" tabIndex={-1}>
            {error}
          </p>
        ) : null}
        <div className="acc-field">
          <label htmlFor={ids.username}>E-post eller mobilnummer</label>
          <input
            id={ids.username}
            name="username"
            type="text"
            inputMode="email"
            autoComplete="username"
            required
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="acc-field">
          <label htmlFor={ids.password}>Passord</label>
          <input
            id={ids.password}
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
        <p className="acc-links">
          <Link to="/password/reset">Glemt passordet?</Link> ·{' '}
          <Link to="/register">Ny kunde? Registrer deg</Link>
        </p>
      </form>
    </section>
  );
}
