import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { $client, cartSetClient } from 'shared-contracts';
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

export const UNKNOWN_POSTCODE = 'Ukjent postnummer';

export type PostcodeStatus = 'idle' | 'checking' | 'found' | 'unknown';

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
      const value = contactFromClient($client.get())[field];
      const message = validateContactField(field, value, needsAddress);
      setErrors((current) => {
        // The lookup's verdict on the postcode outlives a blur that finds the format fine.
        if (field === 'postcode' && !message && current.postcode === UNKNOWN_POSTCODE)
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

  /** Every field at once (submit): the messages shown, and the values ready for the order. */
  const validateAll = useCallback((): { errors: ContactErrors; valid: ValidContact | null } => {
    const result = validateContact(contactFromClient($client.get()), needsAddress);
    const all: ContactErrors = { ...result.errors };
    if (needsAddress && !all.postcode && postcodeStatus === 'unknown')
      all.postcode = UNKNOWN_POSTCODE;
    setErrors(all);
    return { errors: all, valid: Object.keys(all).length === 0 ? result.valid : null };
  }, [needsAddress, postcodeStatus]);

  return { values, errors, postcodeStatus, setValue, blur, validateAll };
}

export type ContactForm = ReturnType<typeof useContactForm>;
