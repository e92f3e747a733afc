import { useState } from 'react';
import { logoutAndReload } from '../auth-flow';

/** Logs out (POST /customers/logout, user cleared, `auth:changed`) and loads the front page. */
export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="acc-button acc-button--secondary"
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true);
        void logoutAndReload('/');
      }}
      data-testid="acc-logout"
    >
      {busy ? 'Logger ut …' : 'Logg ut'}
    </button>
  );
}
