import { useId, useState, type FormEvent } from 'react';
import { setUser, type UserState } from 'shared-contracts';
import { updateCustomer } from '../api/customers';
import { accountFailure, ACCOUNT_TEXTS } from '../api/messages';
import { otherUserLoggedIn } from '../auth-flow';
import {
  API_FIELD,
  GENDER_OPTIONS,
  infoUpdate,
  infoValuesOf,
  validateInfo,
  type InfoField,
  type InfoValues,
} from '../rules/account-info';
import { FormAlert } from './form-alert';
import { SelectField } from './select-field';
import { StatusMessage } from './status-message';
import { TextField } from './text-field';

interface Failure {
  readonly message: string;
  readonly fields: Readonly<Partial<Record<InfoField, string>>>;
}

const ORDER: readonly InfoField[] = [
  'firstname',
  'surname',
  'phone',
  'birth_date',
  'gender_id',
  'addr',
  'postnr',
  'city',
];

/** Server field paths (422 issues) as this form's fields. */
function formFields(fields: Readonly<Record<string, string>>): Partial<Record<InfoField, string>> {
  const mapped: Partial<Record<InfoField, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = API_FIELD[path];
    if (field) mapped[field] ??= message;
  }
  return mapped;
}

/** /user/info: name, phone, birth date, gender and address (spec §5 messages inline). */
export function InfoForm({ user }: { user: UserState & { id: number } }) {
  const base = useId();
  const idOf = (field: InfoField) => `${base}-${field}`;
  const [values, setValues] = useState<InfoValues>(() => infoValuesOf(user));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: InfoField) => ({
    id: idOf(name),
    name,
    value: values[name],
    onValue: (value: string) => {
      setSaved(null);
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: failure?.fields[name],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSaved(null);
    const errors = validateInfo(values);
    if (Object.keys(errors).length > 0) {
      setFailure({ message: ACCOUNT_TEXTS.fixFields, fields: errors });
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await updateCustomer(user.id, infoUpdate(values));
    setBusy(false);
    if (result.ok) {
      setUser(result.data);
      setValues(infoValuesOf({ ...result.data, loaded: true }));
      setSaved(ACCOUNT_TEXTS.saved);
      return;
    }
    const problem = accountFailure(result.error);
    if (problem.otherUser) {
      setFailure({ message: problem.message, fields: {} });
      otherUserLoggedIn();
      return;
    }
    setFailure({ message: problem.message, fields: formFields(problem.fields) });
  };

  const items = failure
    ? ORDER.filter((name) => failure.fields[name]).map((name) => ({
        id: idOf(name),
        message: failure.fields[name] ?? '',
      }))
    : [];

  return (
    <form
      className="acc-form"
      noValidate
      aria-labelledby={`${base}-title`}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="acc-info-form"
    >
      <h2 id={`${base}-title`} className="acc-subtitle">
        Personopplysninger
      </h2>
      {failure ? <FormAlert message={failure.message} items={items} focusKey={failure} /> : null}
      <div className="acc-form__row">
        <TextField label="Fornavn" autoComplete="given-name" required {...field('firstname')} />
        <TextField label="Etternavn" autoComplete="family-name" required {...field('surname')} />
      </div>
      <TextField
        label="Mobilnummer"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        {...field('phone')}
      />
      <div className="acc-form__row">
        <TextField
          label="Fødselsdato"
          type="date"
          autoComplete="bday"
          optional
          {...field('birth_date')}
        />
        <SelectField label="Kjønn" options={GENDER_OPTIONS} optional {...field('gender_id')} />
      </div>
      <fieldset className="acc-fieldset">
        <legend className="acc-fieldset__legend">Adresse</legend>
        <TextField label="Gateadresse" autoComplete="street-address" optional {...field('addr')} />
        <div className="acc-form__row">
          <TextField
            label="Postnummer"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            optional
            {...field('postnr')}
          />
          <TextField label="Poststed" autoComplete="address-level2" optional {...field('city')} />
        </div>
      </fieldset>
      <p className="acc-field__hint">
        Tomme felt sendes ikke, så det du har lagret fra før blir stående.
      </p>
      <button type="submit" className="acc-button" disabled={busy} aria-busy={busy}>
        {busy ? 'Lagrer …' : 'Lagre endringene'}
      </button>
      <StatusMessage tone="success" testId="acc-info-saved">
        {saved}
      </StatusMessage>
    </form>
  );
}
