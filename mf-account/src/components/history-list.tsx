import { Link } from 'shared-contracts';
import type { ShopNames } from '../hooks/use-history';
import type { HistoryEntry, HistoryTab } from '../rules/history';
import { OrderCard } from './order-card';
import { ReservationCard } from './reservation-card';

const EMPTY: Record<HistoryTab, string> = {
  all: 'Du har ingen kjøp eller reservasjoner ennå.',
  orders: 'Du har ingen kjøp ennå.',
  reservations: 'Du har ingen Klikk & Hent-reservasjoner ennå.',
};

/** The merged entries of the chosen tab, newest first, or the empty state. */
export function HistoryList({
  entries,
  tab,
  shops,
}: {
  entries: readonly HistoryEntry[];
  tab: HistoryTab;
  shops: ShopNames;
}) {
  if (entries.length === 0) {
    return (
      <div className="acc-empty" data-testid="acc-history-empty">
        <p>{EMPTY[tab]}</p>
        <p>
          <Link to="/campaign">Se ukens kampanjer</Link>
        </p>
      </div>
    );
  }
  return (
    <ol className="acc-history__list" data-testid="acc-history-list">
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.kind === 'order' ? (
            <OrderCard order={entry.order} shopName={shops.byNo(entry.order.shopNo)} />
          ) : (
            <ReservationCard
              reservation={entry.reservation}
              shopName={shops.byId(entry.reservation.shopID)}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
