import { useEffect, useState } from 'react';
import { ADDRESS_NOT_FOUND } from 'shared-contracts';
import { lookupAddress } from '../api/addresses';

export type AddressCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'found' }
  /** The register's verdict, in its own words (spec §5). */
  | { status: 'refused'; message: string };

/** Lets a shopper finish typing before the register is asked. */
const SETTLE_MS = 350;

/** Verdicts already given, per 'address|postcode' (null: found). */
const verdicts = new Map<string, string | null>();

const verdictOf = (message: string | null): AddressCheck =>
  message === null ? { status: 'found' } : { status: 'refused', message };

/**
 * The delivery address checked against the address register once it is complete (a valid
 * address and a four-digit postcode). Only the register's ADDRESS_NOT_FOUND refuses it: when the
 * lookup cannot be made, the order is not held up.
 */
export function useAddressCheck(address: string, postcode: string, enabled: boolean): AddressCheck {
  const [check, setCheck] = useState<AddressCheck>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) {
      setCheck({ status: 'idle' });
      return;
    }
    const key = `${address.toLocaleLowerCase('nb-NO')}|${postcode}`;
    const known = verdicts.get(key);
    if (known !== undefined) {
      setCheck(verdictOf(known));
      return;
    }
    const controller = new AbortController();
    setCheck({ status: 'checking' });
    const timer = setTimeout(() => {
      void lookupAddress(address, postcode, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.ok) {
          verdicts.set(key, null);
          setCheck(verdictOf(null));
        } else if (answer.error.code === ADDRESS_NOT_FOUND) {
          verdicts.set(key, answer.error.message);
          setCheck(verdictOf(answer.error.message));
        } else {
          setCheck({ status: 'idle' });
        }
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [address, postcode, enabled]);
  return check;
}
