import { useEffect, useId, useState, type FormEvent } from 'react';
import { $position, clearPosition, setPosition } from 'shared-contracts';
import { postalCodeResource } from '../../api/catalog-resources';
import { isNotFound, load } from '../../api/http';
import { useBrowserStore } from '../../hooks/use-browser-store';

/**
 * Where the shopper is, for shop distances: a postcode looked up with GET /postalcodes/{code}
 * or the browser's geolocation, stored in the shared position store (other remotes, e.g. the
 * shop finder, reuse it).
 */
export function PositionForm() {
  const position = useBrowserStore($position, null);
  const id = useId();
  const [code, setCode] = useState(position?.postcode ?? '');
  // A stored postcode shows up after hydration (the server has no storage): fill the field then
  // unless the shopper has typed in it.
  const stored = position?.postcode;
  useEffect(() => {
    if (stored) setCode((current) => current || stored);
  }, [stored]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!/^\d{4}$/.test(trimmed)) {
      setMessage('Postnummer må være fire siffer.');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const found = await load(postalCodeResource(trimmed));
      setPosition({
        lat: found.CoordLat,
        lon: found.CoordLong,
        source: 'postcode',
        postcode: trimmed,
      });
    } catch (error) {
      setMessage(
        isNotFound(error)
          ? `Fant ikke postnummer ${trimmed}.`
          : 'Kunne ikke slå opp postnummeret. Prøv igjen.',
      );
    } finally {
      setBusy(false);
    }
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage('Nettleseren din kan ikke finne posisjonen.');
      return;
    }
    setBusy(true);
    setMessage(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setBusy(false);
        setPosition({ lat: pos.coords.latitude, lon: pos.coords.longitude, source: 'geolocation' });
      },
      () => {
        setBusy(false);
        setMessage('Fikk ikke tilgang til posisjonen din. Skriv inn postnummer i stedet.');
      },
      { maximumAge: 10 * 60_000, timeout: 10_000 },
    );
  };

  const status =
    message ??
    (position
      ? position.source === 'postcode'
        ? `Avstand fra postnummer ${position.postcode ?? ''}.`
        : 'Avstand fra din posisjon.'
      : null);
  return (
    <div className="cat-position">
      <form className="cat-position__form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={`${id}-code`} className="cat-field__label">
          Postnummer
        </label>
        <div className="cat-position__row">
          <input
            id={`${id}-code`}
            className="cat-input cat-position__input"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="\d{4}"
            maxLength={4}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={message ? `${id}-msg` : undefined}
          />
          <button type="submit" className="cat-button cat-button--secondary" disabled={busy}>
            Vis avstand
          </button>
          <button type="button" className="cat-link-button" onClick={locate} disabled={busy}>
            Bruk min posisjon
          </button>
        </div>
      </form>
      <p id={`${id}-msg`} className="cat-position__message" role="status">
        {/* One text node or none before the button: the server's markup hydrates as it is. */}
        {status && position ? `${status} ` : status}
        {position && (
          <button
            type="button"
            className="cat-link-button"
            onClick={() => {
              clearPosition();
              setCode('');
            }}
          >
            Fjern
          </button>
        )}
      </p>
    </div>
  );
}

/**
 * Shop coordinates and postcode points come from Erik Bolstad's register (CC BY 3.0): every
 * page using them must link www.erikbolstad.no/postnummer/ (shared/data/README.md).
 */
export function PostcodeAttribution() {
  return (
    <p className="cat-attribution">
      Postnummerkoordinater:{' '}
      <a href="https://www.erikbolstad.no/postnummer/" target="_blank" rel="noopener noreferrer">
        Erik Bolstad (CC BY 3.0)
      </a>
    </p>
  );
}
