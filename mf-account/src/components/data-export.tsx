import { useState } from 'react';
import { exportCustomerData } from '../api/customers';
import { browser } from '../browser';
import { StatusMessage } from './status-message';

/** Today's date as YYYY-MM-DD for the file name. */
const today = () => new Date().toISOString().slice(0, 10);

/** "Last ned mine data": everything kept about the customer as a JSON file (GDPR art. 15/20). */
export function DataExport() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);

  const download = async () => {
    setBusy(true);
    setStatus(null);
    const result = await exportCustomerData();
    setBusy(false);
    if (!result.ok) {
      setStatus({ text: `Dataene kunne ikke lastes ned. ${result.error.message}`, tone: 'error' });
      return;
    }
    browser.downloadJson(`mine-data-bare-lave-priser-${today()}.json`, result.data);
    setStatus({ text: 'Filen med dataene dine er lastet ned.', tone: 'success' });
  };

  return (
    <section className="acc-card" aria-labelledby="acc-export-title">
      <h2 id="acc-export-title" className="acc-subtitle">
        Dine data
      </h2>
      <p>
        Last ned alt vi har lagret om deg: profil, samtykker, kjøp, reservasjoner og anmeldelser.
      </p>
      <button
        type="button"
        className="acc-button acc-button--secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
        data-testid="acc-export"
      >
        {busy ? 'Henter dataene …' : 'Last ned mine data'}
      </button>
      <StatusMessage tone={status?.tone}>{status?.text}</StatusMessage>
    </section>
  );
}
