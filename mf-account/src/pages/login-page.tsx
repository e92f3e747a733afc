import { useId, useState } from 'react';
import { Link, type PageProps } from 'shared-contracts';
import { OtpLogin } from '../components/otp-login';
import { PasswordLoginForm } from '../components/password-login-form';
import { carriedSearch } from '../rules/redirect';
import '../account.css';

/**
 * /login: password login, or a one-time code by e-mail or SMS. On success (spec §4) the user is
 * stored, the favourites reset, and the page reloads at the redirect target, so every remote
 * starts over with the logged-in session; a login that came from the cart instead goes back to
 * the page the shopper was on and reopens the cart, so they go on to the checkout.
 */
export function LoginPage({ search }: PageProps) {
  const otpId = useId();
  const [otpOpen, setOtpOpen] = useState(false);
  const carried = carriedSearch(search);
  return (
    <section className="acc-login acc-page acc-page--narrow" aria-labelledby="acc-login-title">
      <h1 id="acc-login-title" className="acc-title">
        Logg inn
      </h1>
      <PasswordLoginForm search={search} />
      <p className="acc-links">
        <Link to="/password/reset">Glemt passordet?</Link> ·{' '}
        <Link to={`/register${carried}`}>Ny kunde? Registrer deg</Link>
      </p>
      <div className="acc-otp-box">
        <h2 className="acc-subtitle">Uten passord</h2>
        {/* The name avoids "Logg inn" so the form's one "Logg inn" button stays unambiguous. */}
        <button
          type="button"
          className="acc-button acc-button--secondary"
          aria-expanded={otpOpen}
          aria-controls={otpId}
          onClick={() => setOtpOpen((open) => !open)}
          data-testid="acc-otp-toggle"
        >
          Bruk engangskode på e-post eller SMS
        </button>
        <div id={otpId} hidden={!otpOpen}>
          {otpOpen ? <OtpLogin search={search} /> : null}
        </div>
      </div>
    </section>
  );
}
