import { Link, type PageProps, type PollQuestion } from 'shared-contracts';
import { fetchPoll } from '../api/polls';
import { useApi } from '../components/use-api';
import '../polls.css';

const dateFormat = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long' });

function Door({ pollId, question }: { pollId: number; question: PollQuestion }) {
  const label = `Luke ${question.number}`;
  if (!question.open) {
    return (
      <li className="pol-door pol-door--closed">
        <span className="pol-door__number" aria-hidden="true">
          {question.number}
        </span>
        <span className="pol-door__text">
          {label} åpner {dateFormat.format(new Date(question.opensAt))}
        </span>
      </li>
    );
  }
  return (
    <li className="pol-door">
      <Link to={`/user/poll/${pollId}/${question.id}`} className="pol-door__link">
        <span className="pol-door__number" aria-hidden="true">
          {question.number}
        </span>
        <span className="pol-door__text">
          {label}: {question.title}
        </span>
      </Link>
    </li>
  );
}

/** /user/poll/{pollId}: the calendar screen of one poll (behind the shell's login guard). */
export function PollPage({ params }: PageProps) {
  const id = Number(params.pollId);
  const valid = Number.isInteger(id) && id > 0;
  const { state, reload } = useApi(`poll:${params.pollId ?? ''}`, (signal) =>
    valid
      ? fetchPoll(id, signal)
      : Promise.resolve({
          ok: false as const,
          error: {
            kind: 'http' as const,
            status: 404,
            message: 'Fant ikke konkurransen.',
            retryable: false,
          },
        }),
  );

  if (state.status === 'loading') return <p role="status">Laster konkurransen …</p>;
  if (state.status === 'error') {
    const notFound = state.error.kind === 'http' && state.error.status === 404;
    return (
      <div role="alert" className="pol-status">
        <p>{notFound ? 'Fant ikke konkurransen.' : state.error.message}</p>
        {state.error.retryable ? (
          <button type="button" className="pol-button" onClick={reload}>
            Prøv igjen
          </button>
        ) : null}
      </div>
    );
  }
  const poll = state.data;
  return (
    <section className="pol-page" aria-labelledby="pol-title">
      {poll.bannerDesktop ? (
        <picture>
          {poll.bannerMobile ? (
            <source media="(max-width: 767px)" srcSet={poll.bannerMobile} />
          ) : null}
          <img className="pol-banner" src={poll.bannerDesktop} alt="" />
        </picture>
      ) : null}
      <h1 id="pol-title" className="pol-title">
        {poll.name}
      </h1>
      <p className="pol-description">{poll.description}</p>
      <ol className="pol-calendar" aria-label="Luker">
        {poll.questions.map((question) => (
          <Door key={question.id} pollId={poll.id} question={question} />
        ))}
      </ol>
    </section>
  );
}
