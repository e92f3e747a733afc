import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { setUser, UpdateEmailSchema } from 'shared-contracts';
import { confirmEmailChange, requestEmailChange } from '../api/customers';
import { check } from '../api/http';
import { accountFailure, OTP_TEXTS } from '../api/messages';
import { otherUserLoggedIn } from '../auth-flow';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { FormAlert } from './form-alert';
import { StatusMessage } from './status-message';
import { TextField } from './text-field';

type Step =
  | { readonly name: 'idle' }
  | { readonly name: 'address' }
  | { readonly name: 'code'; readonly email: string; readonly sentMessage: string };

interface Problem {
  readonly text: string;
  /** The message is about the input itself (shown under it) rather than the step. */
  readonly field: boolean;
}

function CodeForm({
  customerId,
  email,
  sentMessage,
  onDone,
  onCancel,
}: {
  customerId: number;
  email: string;
  sentMessage: string;
  onDone: (email: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const intro = useFocusOnMount<HTMLParagraphElement>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) {
      setProblem({ text: OTP_TEXTS.codeFormat, field: true });
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await confirmEmailChange(customerId, email, token);
    setBusy(false);
    if (result.ok) {
      setUser(result.data);
      onDone(result.data.email ?? email);
      return;
    }
    const failure = accountFailure(result.error);
    if (failure.otherUser) {
      setProblem({ text: failure.message, field: false });
      otherUserLoggedIn();
      return;
    }
    const codeRefused =
      result.error.kind === 'http' && [404, 410, 422].includes(result.error.status ?? 0);
    setProblem({
      text: failure.fields.token ?? (codeRefused ? OTP_TEXTS.wrongCode : failure.message),
      field: false,
    });
  };

  return (
    <form
      className="acc-form acc-form--inline"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <p ref={intro} tabIndex={-1} data-testid="acc-email-code-sent">
        {sentMessage}
      </p>
      {problem && !problem.field ? <FormAlert message={problem.text} focusKey={problem} /> : null}
      <TextField
        id={`${id}-code`}
        name="token"
        label={`Kode fra e-posten til ${email}`}
        hint="Seks siffer."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onValue={setCode}
        error={problem?.field ? problem.text : undefined}
      />
      <div className="acc-actions">
        <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
          {busy ? 'Bekrefter …' : 'Bekreft ny e-post'}
        </button>
        <button type="button" className="acc-button acc-button--secondary" onClick={onCancel}>
          Avbryt
        </button>
      </div>
    </form>
  );
}

function AddressForm({
  customerId,
  onSent,
  onCancel,
}: {
  customerId: number;
  onSent: (email: string, message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  // The button that opened this form is gone: the focus moves to the new field.
  useEffect(() => {
    document.getElementById(`${id}-email`)?.focus();
  }, [id]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(UpdateEmailSchema, { email });
    if (!checked.ok) {
      setProblem({ text: checked.fields.email ?? 'Ugyldig e-postadresse', field: true });
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await requestEmailChange(customerId, checked.value.email);
    setBusy(false);
    if (result.ok) {
      onSent(checked.value.email, result.data.message);
      return;
    }
    const failure = accountFailure(result.error);
    if (failure.otherUser) {
      setProblem({ text: failure.message, field: false });
      otherUserLoggedIn();
      return;
    }
    const fieldText = failure.fields.email;
    setProblem(
      fieldText ? { text: fieldText, field: true } : { text: failure.message, field: false },
    );
  };

  return (
    <form
      className="acc-form acc-form--inline"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {problem && !problem.field ? <FormAlert message={problem.text} focusKey={problem} /> : null}
      <TextField
        id={`${id}-email`}
        name="email"
        label="Ny e-postadresse"
        hint="Vi sender en kode dit, så du kan bekrefte at adressen er din."
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={problem?.field ? problem.text : undefined}
      />
      <div className="acc-actions">
        <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
          {busy ? 'Sender …' : 'Send kode'}
        </button>
        <button type="button" className="acc-button acc-button--secondary" onClick={onCancel}>
          Avbryt
        </button>
      </div>
    </form>
  );
}

/**
 * The e-mail change as its own small flow (spec §7 `updateEmail`): the new address gets a
 * six-digit code, and the code confirms the change.
 */
export function EmailChange({ customerId, email }: { customerId: number; email: string | null }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [done, setDone] = useState<string | null>(null);
  // Back from the flow (done or cancelled): the focus returns to the button that started it.
  const [returned, setReturned] = useState(0);
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returned > 0) start.current?.focus();
  }, [returned]);
  const backToStart = () => {
    setStep({ name: 'idle' });
    setReturned((n) => n + 1);
  };

  return (
    <section className="acc-card" aria-labelledby="acc-email-title" data-testid="acc-email-change">
      <h2 id="acc-email-title" className="acc-subtitle">
        E-post
      </h2>
      <p>
        Nåværende e-postadresse: <strong>{email ?? 'ingen'}</strong>
      </p>
      {step.name === 'idle' ? (
        <button
          ref={start}
          type="button"
          className="acc-button acc-button--secondary"
          onClick={() => {
            setDone(null);
            setStep({ name: 'address' });
          }}
        >
          Endre e-postadressen
        </button>
      ) : step.name === 'address' ? (
        <AddressForm
          customerId={customerId}
          onSent={(next, message) =>
            setStep({
              name: 'code',
              email: next,
              sentMessage: message || `Vi har sendt en kode til ${next}.`,
            })
          }
          onCancel={backToStart}
        />
      ) : (
        <CodeForm
          customerId={customerId}
          email={step.email}
          sentMessage={step.sentMessage}
          onDone={(next) => {
            setDone(`E-postadressen er endret til ${next}.`);
            backToStart();
          }}
          onCancel={backToStart}
        />
      )}
      <StatusMessage tone="success" testId="acc-email-changed">
        {done}
      </StatusMessage>
    </section>
  );
}
