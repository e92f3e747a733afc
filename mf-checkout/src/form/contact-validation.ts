/**
 * The contact fields of the checkout, validated with the API's own field schemas
 * (shared-contracts schemas/order.ts), so the browser and the server say the same thing.
 */
import {
  AddressSchema,
  CustomerNameSchema,
  OrderEmailSchema,
  OrderPhoneSchema,
  PostcodeSchema,
  type CheckoutClient,
} from 'shared-contracts';
import { check } from '../api/http';

export type ContactField = 'name' | 'phone' | 'email' | 'address' | 'postcode' | 'city';

/** Form order: the first invalid field in this order gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'phone',
  'email',
  'address',
  'postcode',
  'city',
];

/** Fields that only matter when something is delivered. */
export const ADDRESS_FIELDS: readonly ContactField[] = ['address', 'postcode', 'city'];

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Values as the order body wants them: trimmed, phone as +47…, e-mail in lower case. */
export interface ValidContact extends ContactValues {
  readonly delivery: boolean;
}

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  postcode: '',
  city: '',
};

export function contactFromClient(client: CheckoutClient | null): ContactValues {
  return {
    name: client?.name ?? '',
    phone: client?.phone ?? '',
    email: client?.email ?? '',
    address: client?.address ?? '',
    postcode: client?.postcode ?? '',
    city: client?.city ?? '',
  };
}

const SCHEMAS = {
  name: CustomerNameSchema,
  phone: OrderPhoneSchema,
  email: OrderEmailSchema,
  address: AddressSchema,
  postcode: PostcodeSchema,
} as const;

function parse(field: ContactField, value: string): { value: string } | { message: string } {
  if (field === 'city') return { value: value.trim() };
  const result = check(SCHEMAS[field], value);
  return result.ok ? { value: result.value } : { message: result.messages[0] ?? 'Ugyldig verdi' };
}

export function isRequired(field: ContactField, needsAddress: boolean): boolean {
  if (field === 'city') return false;
  return needsAddress || !ADDRESS_FIELDS.includes(field);
}

/** The message for one field, or null when it is fine (address fields only when delivered). */
export function validateContactField(
  field: ContactField,
  value: string,
  needsAddress: boolean,
): string | null {
  if (!isRequired(field, needsAddress)) return null;
  const result = parse(field, value);
  return 'message' in result ? result.message : null;
}

/** Every field at once: the errors, and the normalised values when there are none. */
export function validateContact(
  values: ContactValues,
  needsAddress: boolean,
): { errors: ContactErrors; valid: ValidContact | null } {
  const errors: ContactErrors = {};
  const out: ContactValues = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) {
    if (!isRequired(field, needsAddress)) {
      out[field] = needsAddress ? values[field].trim() : '';
      continue;
    }
    const result = parse(field, values[field]);
    if ('message' in result) errors[field] = result.message;
    else out[field] = result.value;
  }
  const ok = Object.keys(errors).length === 0;
  return { errors, valid: ok ? { ...out, delivery: needsAddress } : null };
}
