import { useId, useState, type FormEvent } from 'react';
import { OtpValueParamsSchema, type OtpSent } from 'shared-contracts';
import { check } from '../api/http';
import { OTP_TEXTS, otpErrorMessage } from '../api/messages';
import { checkLoginCode, sendLoginCode } from '../api/otp';
import { finishLogin } from '../auth-flow';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

/** What the message says about where the code went (the address is partly hidden). */
function sentText(sent: OtpSent): string {
  return sent.channel === 'sms'
    ? `Vi har sendt en kode på SMS til ${sent.to}.`
    : `Vi har sendt en kode på e-post til ${sent.to}.`;
}

function CodeStep({
  sent,
  search,
  onRestart,
}: {
  sent: OtpSent;
  search: string;
  onRestart: () => void;
}) {
  const id = useId();
  const intro = useFocusOnMount<HTMLParagraphElement>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ text: string; field: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) {
      setError({ text: OTP_TEXTS.codeFormat, field: true });
      return;
    }
    setBusy(true);
    setError(null);
    const result = await checkLoginCode(sent.authId, token);
    if (result.ok) {
      finishLogin(result.data, search);
      return;
    }
    setBusy(false);
    setError({ text: otpErrorMessage(result.error, 'check'), field: false });
  };

  return (
    <form className="acc-otp__step" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p ref={intro} tabIndex={-1} className="acc-otp__sent" data-testid="acc-otp-sent">
        {sentText(sent)}
      </p>
      {error && !error.field ? <FormAlert message={error.text} focusKey={error} /> : null}
      <TextField
        id={`${id}-code`}
        name="code"
        label="Engangskode"
        hint="Seks siffer."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onValue={setCode}
        error={error?.field ? error.text : undefined}
      />
      <div className="acc-actions">
        <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
          {busy ? 'Sjekker koden …' : 'Bekreft koden'}
        </button>
        <button type="button" className="acc-button acc-button--secondary" onClick={onRestart}>
          Send en ny kode
        </button>
      </div>
    </form>
  );
}

function ValueStep({ onSent }: { onSent: (sent: OtpSent) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<{ text: string; field: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(OtpValueParamsSchema, { value });
    if (!checked.ok) {
      setError({ text: OTP_TEXTS.value, field: true });
      return;
    }
    setBusy(true);
    setError(null);
    const result = await sendLoginCode(checked.value.value);
    setBusy(false);
    if (result.ok) onSent(result.data);
    else setError({ text: otpErrorMessage(result.error, 'send'), field: false });
  };

  return (
    <form className="acc-otp__step" noValidate onSubmit={(event) => void onSubmit(event)}>
      {error && !error.field ? <FormAlert message={error.text} focusKey={error} /> : null}
      <TextField
        id={`${id}-value`}
        name="otp-value"
        label="Din e-post eller ditt mobilnummer"
        type="text"
        inputMode="email"
        autoComplete="username"
        value={value}
        onValue={setValue}
        error={error?.field ? error.text : undefined}
      />
      <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
        {busy ? 'Sender …' : 'Send kode'}
      </button>
    </form>
  );
}

/**
 * Login with a one-time code (spec §7 `/otp/login`, `/otp/check`): the code goes by e-mail or
 * SMS, then the six digits log the shopper in, with the same aftermath as a password login.
 */
export function OtpLogin({ search }: { search: string }) {
  const [sent, setSent] = useState<OtpSent | null>(null);
  return (
    <div className="acc-otp" data-testid="acc-otp">
      {sent ? (
        <CodeStep sent={sent} search={search} onRestart={() => setSent(null)} />
      ) : (
        <ValueStep onSent={setSent} />
      )}
    </div>
  );
}
