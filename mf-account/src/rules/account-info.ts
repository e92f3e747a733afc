/**
 * The account-info form (spec §5): its values from the customer, the checks made before sending,
 * and the update it becomes. Empty fields are left out of the request by the API module.
 */
import type { CustomerUpdate, UserState } from 'shared-contracts';
import type { FieldErrors } from '../api/http';

export interface InfoValues {
  readonly firstname: string;
  readonly surname: string;
  readonly phone: string;
  readonly birth_date: string;
  readonly gender_id: string;
  readonly addr: string;
  readonly postnr: string;
  readonly city: string;
}

export type InfoField = keyof InfoValues;

/** Field ids of the form by the API's field paths (422 issues). */
export const API_FIELD: Readonly<Record<string, InfoField>> = {
  firstname: 'firstname',
  surname: 'surname',
  phone: 'phone',
  birth_date: 'birth_date',
  gender_id: 'gender_id',
  'address.addr': 'addr',
  'address.postnr': 'postnr',
  address: 'addr',
  city: 'city',
};

/** Spec §5 texts for the fields that must keep a value. */
export const REQUIRED_MESSAGES: Partial<Record<InfoField, string>> = {
  firstname: 'Fornavn må ha en verdi',
  surname: 'Etternavn må ha en verdi',
  phone: 'Telefonnummer må ha en verdi',
};

export const INFO_MESSAGES = {
  postnr: 'Postnummeret må ha fire sifre',
  birthDate: 'Skriv en gyldig fødselsdato',
} as const;

/** Gender choices for a person (ids of spec §3 "Gender"). */
export const GENDER_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Vil ikke oppgi' },
  { value: '2', label: 'Kvinne' },
  { value: '1', label: 'Mann' },
  { value: '10', label: 'Annet' },
];

/** A stored birth date ('1990-04-01' or a date-time) as the date input's value. */
const dateOnly = (value: string | null | undefined): string =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';

export function infoValuesOf(user: UserState): InfoValues {
  return {
    firstname: user.firstname ?? '',
    surname: user.surname ?? '',
    phone: user.phone ?? '',
    birth_date: dateOnly(user.birth_date),
    gender_id: user.gender_id != null ? String(user.gender_id) : '',
    addr: user.address?.addr ?? '',
    postnr: user.address?.postnr ?? '',
    city: user.city ?? '',
  };
}

/** Checks made before sending; messages by form field. */
export function validateInfo(values: InfoValues, today: Date = new Date()): FieldErrors {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES)) {
    if (values[field as InfoField].trim() === '') errors[field] = message;
  }
  if (values.postnr.trim() !== '' && !/^\d{4}$/.test(values.postnr.trim())) {
    errors.postnr = INFO_MESSAGES.postnr;
  }
  if (values.birth_date !== '') {
    const date = Date.parse(`${values.birth_date}T00:00:00Z`);
    if (Number.isNaN(date) || date > today.getTime() || values.birth_date < '1900-01-01') {
      errors.birth_date = INFO_MESSAGES.birthDate;
    }
  }
  return errors;
}

/** The update the form sends (blank values are dropped by `updateBody`). */
export function infoUpdate(values: InfoValues): CustomerUpdate {
  const gender = Number(values.gender_id);
  return {
    firstname: values.firstname.trim(),
    surname: values.surname.trim(),
    phone: values.phone.trim(),
    birth_date: values.birth_date,
    gender_id: values.gender_id !== '' && Number.isInteger(gender) ? gender : undefined,
    address: { addr: values.addr.trim(), postnr: values.postnr.trim() },
    city: values.city.trim(),
  };
}
