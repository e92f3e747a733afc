import { useEffect, useRef, useState } from 'react';
import type { PageProps } from 'shared-contracts';
import { NewPasswordForm } from '../components/new-password-form';
import { RegistrationForm } from '../components/registration-form';
import { ResetRequestForm } from '../components/reset-request-form';
import '../account.css';

export type EntryFlow = 'register' | 'reset';

/** The shell passes `flow` (route staticParams); the route name tells as well. */
export function flowOf({ params, routeName }: Pick<PageProps, 'params' | 'routeName'>): EntryFlow {
  if (params.flow === 'reset' || params.flow === 'register') return params.flow;
  return routeName === 'password-reset' ? 'reset' : 'register';
}

function ResetFlow({ search }: { search: string }) {
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  // "Be om en ny lenke" after an invalid link shows the request form without leaving the page.
  const [askNew, setAskNew] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (askNew) headingRef.current?.focus();
  }, [askNew]);
  if (token && !askNew) {
    return (
      <>
        <h1 id="acc-entry-title" className="acc-title">
          Velg nytt passord
        </h1>
        <NewPasswordForm email={email} token={token} onRequestNewLink={() => setAskNew(true)} />
      </>
    );
  }
  return (
    <>
      <h1 id="acc-entry-title" className="acc-title" ref={headingRef} tabIndex={-1}>
        Glemt passordet?
      </h1>
      <ResetRequestForm initialEmail={email} />
    </>
  );
}

/**
 * /register and /password/reset: one screen (spec §2) with flow=register or flow=reset. Guests
 * only; the shell's guard sends a logged-in customer to /user.
 */
export function RegisterPage({ params, search, routeName }: PageProps) {
  const flow = flowOf({ params, routeName });
  return (
    <section
      className="acc-page acc-page--narrow"
      aria-labelledby="acc-entry-title"
      data-flow={flow}
    >
      {flow === 'reset' ? (
        <ResetFlow search={search} />
      ) : (
        <>
          <h1 id="acc-entry-title" className="acc-title">
            Registrer deg
          </h1>
          <RegistrationForm search={search} />
        </>
      )}
    </section>
  );
}
