import { useState } from 'react';
import { deleteCustomer } from '../api/customers';
import { accountFailure } from '../api/messages';
import { finishDeletion, otherUserLoggedIn } from '../auth-flow';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Account deletion behind a confirmation that names the consequence. Afterwards (spec §4) the
 * favourites are reset and the page reloads; order records are kept, anonymised, for bookkeeping.
 */
export function DeleteAccount({ customerId }: { customerId: number }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await deleteCustomer(customerId);
    if (result.ok) {
      finishDeletion();
      return;
    }
    setBusy(false);
    const failure = accountFailure(result.error);
    if (failure.otherUser) {
      setError(failure.message);
      otherUserLoggedIn();
      return;
    }
    setError(failure.message);
  };

  return (
    <section className="acc-card acc-danger-zone" aria-labelledby="acc-delete-title">
      <h2 id="acc-delete-title" className="acc-subtitle">
        Slett kontoen
      </h2>
      <p>Sletter du kontoen, forsvinner profilen, samtykkene, anmeldelsene og favorittene dine.</p>
      <button
        type="button"
        className="acc-button acc-button--danger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="acc-delete-open"
      >
        Slett kontoen min
      </button>
      {open ? (
        <ConfirmDialog
          title="Vil du slette kontoen din?"
          confirmLabel={busy ? 'Sletter …' : 'Ja, slett kontoen'}
          cancelLabel="Nei, behold kontoen"
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={close}
          testId="acc-delete-dialog"
          error={
            error ? (
              <p className="acc-error" role="alert">
                {error}
              </p>
            ) : null
          }
        >
          <p>
            Kontoen, kundekoden, samtykkene og anmeldelsene dine slettes for godt, og du blir logget
            ut. Favorittene dine nullstilles. Ordrene beholdes uten navn og kontaktopplysninger
            fordi regnskapsloven krever det, men du kan ikke lenger se dem. Dette kan ikke angres.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
