import { useState } from 'react';
import { showAlert } from 'shared-contracts';
import { resendVerification } from '../api/customers';
import { ACCOUNT_TEXTS } from '../api/messages';
import { StatusMessage } from './status-message';

/**
 * The e-mail verification state, with "send e-post på nytt" while unverified. Success is the
 * §8 alert 'Epost sendt til {email}' (a success alert closes itself after 3000 ms); failure is
 * 'Epost ble ikke sendt'.
 */
export function VerificationNotice({
  verified,
  email,
}: {
  verified: boolean;
  email: string | null | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (verified) {
    return (
      <p className="acc-verified" data-testid="acc-verified">
        <span aria-hidden="true">✓ </span>E-postadressen din er bekreftet.
      </p>
    );
  }

  const resend = async () => {
    setBusy(true);
    setFailed(false);
    const result = await resendVerification();
    setBusy(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    showAlert({
      type: 'success',
      content: result.data.message || ACCOUNT_TEXTS.resent(email ?? ''),
    });
  };

  return (
    <div className="acc-notice" data-testid="acc-unverified">
      <p>
        E-postadressen din{email ? ` (${email})` : ''} er ikke bekreftet ennå. Trykk på lenken i
        e-posten vi sendte deg.
      </p>
      <button
        type="button"
        className="acc-button acc-button--secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void resend()}
      >
        {busy ? 'Sender …' : 'Send e-post på nytt'}
      </button>
      <StatusMessage tone="error">{failed ? ACCOUNT_TEXTS.resendFailed : null}</StatusMessage>
    </div>
  );
}
