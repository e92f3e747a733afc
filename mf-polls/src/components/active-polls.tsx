import { Link, useApi } from 'shared-contracts';
import { fetchActivePolls } from '../api/polls';
import { calendarPath } from './paths';

/**
 * The running polls (GET /polls/active) as links to their calendars: offered when the poll in
 * the URL does not exist, so the customer has somewhere to go.
 */
export function ActivePolls({ exceptId }: { exceptId?: number | null }) {
  const { state, reload } = useApi('polls:active', (signal) => fetchActivePolls(signal));
  const title = (
    <h2 id="pol-active-title" className="pol-subtitle">
      Aktive konkurranser
    </h2>
  );

  if (state.status === 'loading') {
    return (
      <section className="pol-active" aria-labelledby="pol-active-title">
        {title}
        <p role="status">Laster konkurransene …</p>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="pol-active" aria-labelledby="pol-active-title">
        {title}
        <div role="alert">
          <p>Kunne ikke hente konkurransene. {state.error.message}</p>
          {state.error.retryable ? (
            <button type="button" className="pol-button" onClick={reload}>
              Prøv igjen
            </button>
          ) : null}
        </div>
      </section>
    );
  }
  const polls = state.data.filter((poll) => poll.id !== exceptId);
  return (
    <section className="pol-active" aria-labelledby="pol-active-title" data-testid="pol-active">
      {title}
      {polls.length === 0 ? (
        <p>Ingen konkurranser er aktive akkurat nå.</p>
      ) : (
        <ul className="pol-active__list">
          {polls.map((poll) => (
            <li key={poll.id} className="pol-active__item">
              <Link to={calendarPath(poll.id)} className="pol-active__link">
                {poll.name}
              </Link>
              {poll.description ? <p className="pol-active__text">{poll.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
