import { useState } from 'react';
import { isOn, setUser, type ConsentFlag, type UserState } from 'shared-contracts';
import { updateCustomer } from '../api/customers';
import { accountFailure } from '../api/messages';
import { otherUserLoggedIn } from '../auth-flow';
import { CONSENT_TEXTS } from '../rules/consents';

export type ConsentNotice =
  | { readonly tone: 'success'; readonly text: string }
  | { readonly tone: 'error'; readonly text: string; readonly flag: ConsentFlag };

export interface Consents {
  isChecked(flag: ConsentFlag): boolean;
  isSaving(flag: ConsentFlag): boolean;
  toggle(flag: ConsentFlag): Promise<void>;
  readonly notice: ConsentNotice | null;
}

/**
 * Consent switches saved at once (PUT /customers/{id} with the one flag): the switch moves at
 * once, the answer's customer becomes the user, and a refused save puts the switch back.
 */
export function useConsents(user: UserState & { id: number }): Consents {
  const [pending, setPending] = useState<Partial<Record<ConsentFlag, boolean>>>({});
  const [notice, setNotice] = useState<ConsentNotice | null>(null);

  const settle = (flag: ConsentFlag) =>
    setPending((current) => {
      const next = { ...current };
      delete next[flag];
      return next;
    });

  const isChecked = (flag: ConsentFlag) => pending[flag] ?? isOn(user[flag]);

  const toggle = async (flag: ConsentFlag) => {
    if (pending[flag] !== undefined) return;
    const next = !isOn(user[flag]);
    const label = CONSENT_TEXTS[flag].label;
    setPending((current) => ({ ...current, [flag]: next }));
    setNotice(null);
    const result = await updateCustomer(user.id, { [flag]: next });
    if (result.ok) {
      setUser(result.data);
      settle(flag);
      const on = isOn(result.data[flag]);
      setNotice({ tone: 'success', text: `Lagret: ${label} er slått ${on ? 'på' : 'av'}.` });
      return;
    }
    settle(flag); // rollback: the switch shows the stored value again
    const failure = accountFailure(result.error);
    setNotice({
      tone: 'error',
      flag,
      text: `Kunne ikke lagre ${label}, valget er satt tilbake. ${failure.message}`,
    });
    if (failure.otherUser) otherUserLoggedIn();
  };

  return {
    isChecked,
    isSaving: (flag) => pending[flag] !== undefined,
    toggle,
    notice,
  };
}
