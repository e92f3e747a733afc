import { clearOverrides } from './overrides';
import { usePlatform } from './platform-context';

/**
 * Visible while a staging override is active, so nobody mistakes a mixed-version page for the
 * real composition. Clearing forgets the overrides and reloads: a remote already loaded by the
 * MF runtime cannot be swapped in place.
 */
export function OverrideBanner() {
  const { overrides } = usePlatform();
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <aside className="sh-override-banner" aria-label="Testoverstyring">
      <p>
        <strong>Testoverstyring aktiv:</strong>{' '}
        {entries.map(([remote, url], index) => (
          <span key={remote}>
            {index > 0 ? ', ' : ''}
            <code>{remote}</code> fra <code>{url}</code>
          </span>
        ))}
      </p>
      <button
        type="button"
        onClick={() => {
          clearOverrides();
          window.location.reload();
        }}
      >
        Fjern overstyring
      </button>
    </aside>
  );
}
