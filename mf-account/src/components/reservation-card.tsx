import type { HistoryReservation } from 'shared-contracts';
import { formatDate, formatKroner } from '../rules/format';
import { HistoryArticles } from './history-articles';

/** One Klikk & Hent reservation: pickup shop and code (or delivery), lines and total (kroner). */
export function ReservationCard({
  reservation,
  shopName,
}: {
  reservation: HistoryReservation;
  shopName: string | null;
}) {
  const titleId = `acc-reservation-${reservation.id}`;
  const shop = shopName ?? `butikk ${reservation.shopID}`;
  const address = [
    reservation.address,
    [reservation.zipcode, reservation.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <article
      className="acc-history__entry acc-history__entry--reservation"
      aria-labelledby={titleId}
      data-testid="acc-history-reservation"
    >
      <header className="acc-history__head">
        <h3 id={titleId} className="acc-history__title">
          Reservasjon {reservation.id}
        </h3>
        <span className="acc-history__kind">Klikk &amp; Hent</span>
      </header>
      <dl className="acc-history__facts">
        <div>
          <dt>Dato</dt>
          <dd>
            <time dateTime={reservation.date}>{formatDate(reservation.date)}</time>
          </dd>
        </div>
        {reservation.delivery ? (
          <div>
            <dt>Sendes til</dt>
            <dd>{address || 'adressen du oppga'}</dd>
          </div>
        ) : (
          <div>
            <dt>Hentes i</dt>
            <dd data-testid="acc-history-shop">{shop}</dd>
          </div>
        )}
        {reservation.pickupCode ? (
          <div className="acc-history__code">
            <dt>Hentekode</dt>
            <dd data-testid="acc-history-pickup-code">{reservation.pickupCode}</dd>
          </div>
        ) : null}
      </dl>
      {reservation.trackingUrl ? (
        <p>
          <a href={reservation.trackingUrl} target="_blank" rel="noopener noreferrer">
            Spor pakken (åpnes i ny fane)
          </a>
        </p>
      ) : null}
      <HistoryArticles articles={reservation.articles} />
      <p className="acc-history__total">
        Totalt <strong data-testid="acc-history-total">{formatKroner(reservation.total)}</strong>
      </p>
    </article>
  );
}
