import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { $client, ADDRESS_MESSAGES, cartSetClient } from 'shared-contracts';
import { lookupPostcode } from '../api/postcodes';
import {
  contactFromClient,
  validateContact,
  validateContactField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type ValidContact,
} from '../form/contact-validation';
import { useAddressCheck } from './use-address-check';

export const UNKNOWN_POSTCODE = 'Ukjent postnummer';

export type PostcodeStatus = 'idle' | 'checking' | 'found' | 'unknown';

const REGISTER_MESSAGES: ReadonlySet<string> = new Set(Object.values(ADDRESS_MESSAGES));

/** Places already looked up (null: no such postcode). */
const places = new Map<string, string | null>();

function save(values: ContactValues, delivery: boolean): void {
  cartSetClient({ ...values, delivery });
}

/**
 * The contact fields. Values live in the cart store's `client` (persisted, spec §3), so nothing
 * typed is lost on a reload or an error; messages appear on blur and on submit, and a field with
 * a message is checked again as it is corrected.
 */
export function useContactForm(needsAddress: boolean) {
  const client = useStore($client);
  const values = contactFromClient(client);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [postcodeStatus, setPostcodeStatus] = useState<PostcodeStatus>('idle');
  // A remembered address is checked at once; a typed one once the shopper leaves the field.
  const [addressLeft, setAddressLeft] = useState(() => values.address.trim() !== '');

  const setValue = useCallback(
    (field: ContactField, value: string) => {
      const next = { ...contactFromClient($client.get()), [field]: value };
      save(next, needsAddress);
      setErrors((current) =>
        current[field] === undefined
          ? current
          : { ...current, [field]: validateContactField(field, value, needsAddress) ?? undefined },
      );
    },
    [needsAddress],
  );

  const blur = useCallback(
    (field: ContactField) => {
      if (field === 'address') setAddressLeft(true);
      const value = contactFromClient($client.get())[field];
      const message = validateContactField(field, value, needsAddress);
      setErrors((current) => {
        // The lookup's verdict on the postcode outlives a blur that finds the format fine.
        if (field === 'postcode' && !message && current.postcode === UNKNOWN_POSTCODE)
          return current;
        // Likewise the address register's verdict on the address.
        if (field === 'address' && !message && REGISTER_MESSAGES.has(current.address ?? ''))
          return current;
        return { ...current, [field]: message ?? undefined };
      });
    },
    [needsAddress],
  );

  // A complete postcode fills in the place; an unknown one is said at once.
  const postcode = values.postcode.trim();
  useEffect(() => {
    if (!needsAddress || !/^\d{4}$/.test(postcode)) {
      setPostcodeStatus('idle');
      return;
    }
    const apply = (place: string | null) => {
      if (place === null) {
        setPostcodeStatus('unknown');
        setErrors((current) => ({ ...current, postcode: UNKNOWN_POSTCODE }));
        return;
      }
      setPostcodeStatus('found');
      setErrors((current) =>
        current.postcode === UNKNOWN_POSTCODE ? { ...current, postcode: undefined } : current,
      );
      const latest = contactFromClient($client.get());
      if (latest.postcode.trim() === postcode && latest.city !== place) {
        save({ ...latest, city: place }, needsAddress);
      }
    };
    const known = places.get(postcode);
    if (known !== undefined) {
      apply(known);
      return;
    }
    const controller = new AbortController();
    setPostcodeStatus('checking');
    void lookupPostcode(postcode, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer.ok) {
        places.set(postcode, answer.data.place);
        apply(answer.data.place);
      } else if (answer.error.status === 404) {
        places.set(postcode, null);
        apply(null);
      } else {
        // The register is unreachable: the shopper types the place; the order is not held up.
        setPostcodeStatus('idle');
      }
    });
    return () => controller.abort();
  }, [postcode, needsAddress]);

  // The complete address is checked against the address register (spec §5).
  const address = values.address.trim();
  const addressCheck = useAddressCheck(
    address,
    postcode,
    needsAddress &&
      addressLeft &&
      /^\d{4}$/.test(postcode) &&
      validateContactField('address', address, true) === null,
  );
  useEffect(() => {
    setErrors((current) => {
      if (addressCheck.status === 'refused')
        return current.address === addressCheck.message
          ? current
          : { ...current, address: addressCheck.message };
      return REGISTER_MESSAGES.has(current.address ?? '')
        ? { ...current, address: undefined }
        : current;
    });
  }, [addressCheck]);

  /** Every field at once (submit): the messages shown, and the values ready for the order. */
  const validateAll = useCallback((): { errors: ContactErrors; valid: ValidContact | null } => {
    const result = validateContact(contactFromClient($client.get()), needsAddress);
    const all: ContactErrors = { ...result.errors };
    if (needsAddress && !all.postcode && postcodeStatus === 'unknown')
      all.postcode = UNKNOWN_POSTCODE;
    if (needsAddress && !all.address && addressCheck.status === 'refused')
      all.address = addressCheck.message;
    setErrors(all);
    return { errors: all, valid: Object.keys(all).length === 0 ? result.valid : null };
  }, [needsAddress, postcodeStatus, addressCheck]);

  return { values, errors, postcodeStatus, addressCheck, setValue, blur, validateAll };
}

export type ContactForm = ReturnType<typeof useContactForm>;
