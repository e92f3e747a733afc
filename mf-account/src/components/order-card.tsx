import type { HistoryOrder } from 'shared-contracts';
import { formatDate, formatKroner } from '../rules/format';
import { HistoryArticles } from './history-articles';

/** One paid order in the history: number, date, shop, lines and total (kroner). */
export function OrderCard({ order, shopName }: { order: HistoryOrder; shopName: string | null }) {
  const titleId = `acc-order-${order.id}`;
  return (
    <article
      className="acc-history__entry"
      aria-labelledby={titleId}
      data-testid="acc-history-order"
    >
      <header className="acc-history__head">
        <h3 id={titleId} className="acc-history__title">
          Ordre {order.no}
        </h3>
        <span className="acc-history__kind">Kjøp</span>
      </header>
      <dl className="acc-history__facts">
        <div>
          <dt>Dato</dt>
          <dd>
            <time dateTime={order.date}>{formatDate(order.date)}</time>
          </dd>
        </div>
        <div>
          <dt>Butikk</dt>
          <dd>{shopName ?? `Butikk nr. ${order.shopNo}`}</dd>
        </div>
      </dl>
      <HistoryArticles articles={order.articles} />
      <p className="acc-history__total">
        Totalt <strong data-testid="acc-history-total">{formatKroner(order.total)}</strong>
      </p>
    </article>
  );
}
