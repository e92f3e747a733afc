import { useId, useState, type FormEvent } from 'react';
import { Link, RegistrationSchema, type ConsentFlag } from 'shared-contracts';
import { check, isStatus, issueFields, type FieldErrors } from '../api/http';
import { register } from '../api/customers';
import { loginErrorMessage, ACCOUNT_TEXTS } from '../api/messages';
import { finishRegistration } from '../auth-flow';
import { COMMUNICATION_FLAGS, CONSENT_TEXTS } from '../rules/consents';
import { carriedSearch } from '../rules/redirect';
import { CheckboxField } from './checkbox-field';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

const TEXT_FIELDS = [
  'firstname',
  'surname',
  'email',
  'phone',
  'password',
  'password_confirmation',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

const LABELS: Record<TextFieldName, string> = {
  firstname: 'Fornavn',
  surname: 'Etternavn',
  email: 'E-post',
  phone: 'Mobilnummer',
  password: 'Passord',
  password_confirmation: 'Gjenta passordet',
};

const INPUTS: Record<
  TextFieldName,
  { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }
> = {
  firstname: { type: 'text', autoComplete: 'given-name' },
  surname: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  password: { type: 'password', autoComplete: 'new-password' },
  password_confirmation: { type: 'password', autoComplete: 'new-password' },
};

const empty = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<
  TextFieldName,
  string
>;

interface Failure {
  readonly message: string;
  readonly fields: FieldErrors;
  /** 423: an account with this e-mail or phone exists. */
  readonly duplicate?: boolean;
}

/** /register: a new customer account (spec §5: password confirmation sent, terms sent as 1). */
export function RegistrationForm({ search }: { search: string }) {
  const base = useId();
  const idOf = (name: string) => `${base}-${name}`;
  const [values, setValues] = useState(empty);
  const [terms, setTerms] = useState(false);
  const [consents, setConsents] = useState<Partial<Record<ConsentFlag, boolean>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const setValue = (name: TextFieldName) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = {
      ...values,
      terms_conditions: terms ? 1 : 0,
      ...Object.fromEntries(Object.entries(consents).filter(([, on]) => on)),
    };
    const checked = check(RegistrationSchema, body);
    if (!checked.ok) {
      setFailure({ message: ACCOUNT_TEXTS.fixFields, fields: checked.fields });
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await register(checked.value);
    if (result.ok) {
      finishRegistration(result.data, search);
      return;
    }
    setBusy(false);
    const fields = isStatus(result.error, 422) ? issueFields(result.error) : {};
    setFailure({
      message:
        Object.keys(fields).length > 0 ? ACCOUNT_TEXTS.fixFields : loginErrorMessage(result.error),
      fields,
      duplicate: isStatus(result.error, 423),
    });
  };

  const fieldError = (name: string) => failure?.fields[name];
  const items = failure
    ? Object.entries(failure.fields)
        .filter(([name]) => name !== '')
        .map(([name, message]) => ({
          id: idOf(name === 'terms_conditions' ? 'terms' : name),
          message,
        }))
    : [];

  return (
    <form
      className="acc-form"
      noValidate
      aria-describedby={failure ? idOf('error') : undefined}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="acc-register-form"
    >
      {failure ? (
        <FormAlert id={idOf('error')} message={failure.message} items={items} focusKey={failure}>
          {failure.duplicate ? (
            <p className="acc-links">
              <Link to="/password/reset">Tilbakestill passordet</Link> ·{' '}
              <Link to={`/login${carriedSearch(search)}`}>Logg inn</Link>
            </p>
          ) : null}
        </FormAlert>
      ) : null}
      <div className="acc-form__row">
        {(['firstname', 'surname'] as const).map((name) => (
          <TextField
            key={name}
            id={idOf(name)}
            name={name}
            label={LABELS[name]}
            value={values[name]}
            onValue={setValue(name)}
            error={fieldError(name)}
            required
            {...INPUTS[name]}
          />
        ))}
      </div>
      {(['email', 'phone'] as const).map((name) => (
        <TextField
          key={name}
          id={idOf(name)}
          name={name}
          label={LABELS[name]}
          value={values[name]}
          onValue={setValue(name)}
          error={fieldError(name)}
          required
          {...INPUTS[name]}
        />
      ))}
      <TextField
        id={idOf('password')}
        name="password"
        label={LABELS.password}
        hint="Minst 8 tegn."
        value={values.password}
        onValue={setValue('password')}
        error={fieldError('password')}
        required
        {...INPUTS.password}
      />
      <TextField
        id={idOf('password_confirmation')}
        name="password_confirmation"
        label={LABELS.password_confirmation}
        value={values.password_confirmation}
        onValue={setValue('password_confirmation')}
        error={fieldError('password_confirmation')}
        required
        {...INPUTS.password_confirmation}
      />
      <fieldset className="acc-fieldset">
        <legend className="acc-fieldset__legend">Hva vil du høre om fra oss? (valgfritt)</legend>
        {COMMUNICATION_FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            id={idOf(flag)}
            label={CONSENT_TEXTS[flag].label}
            hint={CONSENT_TEXTS[flag].description}
            checked={consents[flag] === true}
            onChecked={(on) => setConsents((current) => ({ ...current, [flag]: on }))}
          />
        ))}
      </fieldset>
      <CheckboxField
        id={idOf('terms')}
        label="Jeg godtar brukervilkårene"
        checked={terms}
        onChecked={setTerms}
        error={fieldError('terms_conditions')}
        required
      />
      <p className="acc-links">
        <Link to="/terms" target="_blank" rel="noopener">
          Les brukervilkårene (åpnes i ny fane)
        </Link>
      </p>
      <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
        {busy ? 'Oppretter konto …' : 'Opprett konto'}
      </button>
      <p className="acc-links">
        Har du konto? <Link to={`/login${carriedSearch(search)}`}>Logg inn</Link>
      </p>
    </form>
  );
}
