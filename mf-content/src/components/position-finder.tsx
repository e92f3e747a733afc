import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import {
  $position,
  clearPosition,
  findKnownAddress,
  rememberAddress,
  setPosition,
  type ClientPosition,
  type KnownAddress,
} from 'shared-contracts';
import { fetchPostcode, searchAddress } from '../api/shops';

type Lookup = { ok: true; place: KnownAddress } | { ok: false; message: string };

const POSTCODE = /^\d{4}$/;

/** A postcode through GET /postalcodes/{code}, anything else as 'gateaddresse husnummer'. */
async function lookUp(query: string): Promise<Lookup> {
  const known = findKnownAddress(query);
  if (known) return { ok: true, place: known };
  if (POSTCODE.test(query)) {
    const result = await fetchPostcode(query);
    if (!result.ok) {
      return {
        ok: false,
        message:
          result.error.status === 404
            ? `Fant ikke postnummer ${query}.`
            : 'Kunne ikke slå opp postnummeret. Prøv igjen.',
      };
    }
    const { CoordLat: lat, CoordLong: lon, place } = result.data;
    return { ok: true, place: { query, label: `${query} ${place}`, lat, lon, postcode: query } };
  }
  const result = await searchAddress(query);
  if (!result.ok) return { ok: false, message: result.error.message };
  const found = result.data.addresses.find((a) => a.lat !== undefined && a.lon !== undefined);
  if (!found || found.lat === undefined || found.lon === undefined) {
    return { ok: false, message: 'Ingen addresser funnet' };
  }
  return {
    ok: true,
    place: {
      query,
      label: `${found.street} ${found.houseNumber}, ${found.postcode} ${found.city}`,
      lat: found.lat,
      lon: found.lon,
      postcode: found.postcode,
    },
  };
}

function describe(position: ClientPosition): string {
  if (position.source === 'geolocation') return 'Avstand fra der du er nå.';
  return `Avstand fra ${position.label ?? position.postcode ?? 'stedet du valgte'}.`;
}

/**
 * Where the shopper is, for shop distances: a postcode or street address, or the browser's
 * geolocation. The answer goes to the shared position store, which the product page's shop
 * list reads too; looked-up places are remembered (with consent) so a repeat needs no call.
 */
export function PositionFinder() {
  const position = useStore($position);
  const id = useId();
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      setMessage('Skriv inn et postnummer eller en adresse.');
      return;
    }
    setBusy(true);
    setMessage(null);
    const found = await lookUp(text);
    setBusy(false);
    if (!found.ok) {
      setMessage(found.message);
      return;
    }
    rememberAddress(found.place);
    const { lat, lon, label, postcode } = found.place;
    setPosition({
      lat,
      lon,
      label,
      source: POSTCODE.test(text) ? 'postcode' : 'address',
      ...(postcode ? { postcode } : {}),
    });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage('Nettleseren din kan ikke finne posisjonen. Skriv inn postnummer i stedet.');
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

  return (
    <div className="cnt-finder">
      <form className="cnt-finder__form" onSubmit={(e) => void submit(e)} role="search">
        <label htmlFor={`${id}-query`} className="cnt-label">
          Postnummer eller adresse
        </label>
        <div className="cnt-finder__row">
          <input
            id={`${id}-query`}
            className="cnt-input"
            autoComplete="postal-code"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${id}-msg`}
          />
          <button type="submit" className="cnt-button" disabled={busy}>
            Finn nærmeste butikk
          </button>
          <button
            type="button"
            className="cnt-button cnt-button--secondary"
            onClick={locate}
            disabled={busy}
          >
            Bruk min posisjon
          </button>
        </div>
      </form>
      <p id={`${id}-msg`} className="cnt-finder__message" role="status">
        {busy ? 'Finner posisjonen …' : (message ?? (position ? describe(position) : ''))}
        {position && !busy ? (
          <>
            {' '}
            <button
              type="button"
              className="cnt-link-button"
              onClick={() => {
                clearPosition();
                setQuery('');
                setMessage(null);
              }}
            >
              Glem posisjonen
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}
