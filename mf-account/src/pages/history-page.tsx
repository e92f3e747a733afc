import { useState } from 'react';
import { Link, type PageProps } from 'shared-contracts';
import { HistoryList } from '../components/history-list';
import { StatusMessage } from '../components/status-message';
import { Tabs } from '../components/tabs';
import { useHistory } from '../hooks/use-history';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { hasMore, initialTab, kindsOf, visibleEntries, type HistoryTab } from '../rules/history';
import '../account.css';
import '../account-history.css';

const TABS = [
  { key: 'all', label: 'Alt' },
  { key: 'orders', label: 'Kjøp' },
  { key: 'reservations', label: 'Reservasjoner' },
] as const;

/**
 * /user/history and /user/reservations (one screen, spec §2): orders and reservations merged by
 * id page by page (spec §4), newest first; the route tells which tab is open first.
 */
export function HistoryPage({ params, routeName }: PageProps) {
  const [tab, setTab] = useState<HistoryTab>(() => initialTab(routeName, params));
  const { state, shops, loadMore } = useHistory();
  usePageLoaded(routeName, state.status !== 'loading');

  const kinds = kindsOf(tab);
  const entries = visibleEntries(state.entries, tab);
  const total = kinds.reduce((sum, kind) => sum + state.totals[kind], 0);
  const more = kinds.some((kind) => hasMore(state.paging[kind]));
  const loading = state.status === 'loading';

  return (
    <section
      className="acc-page"
      aria-labelledby="acc-history-title"
      data-testid="acc-history-page"
    >
      <p className="acc-back">
        <Link to="/user">Min side</Link>
      </p>
      <h1 id="acc-history-title" className="acc-title">
        Mine kjøp
      </h1>
      <Tabs label="Vis" tabs={TABS} selected={tab} onSelect={setTab}>
        {loading ? (
          <p aria-busy="true">Henter kjøpene dine …</p>
        ) : (
          <HistoryList entries={entries} tab={tab} shops={shops} />
        )}
        {state.error ? (
          <p className="acc-error" role="alert">
            Noe av historikken kunne ikke hentes. {state.error}
          </p>
        ) : null}
        {!loading && more ? (
          <button
            type="button"
            className="acc-button acc-button--secondary acc-history__more"
            aria-disabled={state.status === 'more' || undefined}
            aria-busy={state.status === 'more'}
            onClick={() => {
              if (state.status !== 'more') void loadMore(kinds);
            }}
            data-testid="acc-history-more"
          >
            {state.status === 'more' ? 'Henter flere …' : 'Vis flere'}
          </button>
        ) : null}
        <StatusMessage testId="acc-history-count">
          {loading || entries.length === 0
            ? null
            : `Viser ${entries.length} av ${Math.max(total, entries.length)}.`}
        </StatusMessage>
      </Tabs>
    </section>
  );
}
