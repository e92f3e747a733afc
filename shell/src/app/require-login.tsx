import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { $isLoggedIn, apiGet, clearUser, CustomerSchema, setUser } from 'shared-contracts';
import * as v from 'valibot';

/** 204 (nobody logged in) arrives as null. */
const CurrentCustomerSchema = v.nullable(CustomerSchema);

/**
 * Minimal login guard for /user routes: with no loaded user it asks the API once
 * (GET /customers/current) and sends guests to /login. The full guard chain of spec §2/§6
 * (terms, email verification, redirect messages) belongs to the shell's route work (issue 4).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useStore($isLoggedIn);
  const location = useLocation();
  const [checked, setChecked] = useState(loggedIn);

  useEffect(() => {
    if (loggedIn) return undefined;
    const controller = new AbortController();
    void apiGet('/customers/current', CurrentCustomerSchema, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        // A failure is tolerated and treated as no active user (spec §2 navigation behaviour).
        if (result.ok && result.data) setUser(result.data);
        else clearUser();
        setChecked(true);
      },
    );
    return () => controller.abort();
  }, [loggedIn]);

  if (loggedIn) return <>{children}</>;
  if (!checked) {
    return (
      <p className="sh-remote-loading" role="status">
        Sjekker innlogging …
      </p>
    );
  }
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
}
