import { Link, type PageProps, type Poll, type PollQuestion } from 'shared-contracts';
import { fetchPoll } from '../api/polls';
import { doorDate } from '../components/format';
import { LoadError } from '../components/load-error';
import { notFound, toId, usePageLoaded } from '../components/page-status';
import { useApi } from '../components/use-api';
import '../polls.css';

const NOT_FOUND_TEXT = 'Fant ikke konkurransen.';

function Door({ pollId, question }: { pollId: number; question: PollQuestion }) {
  const label = `Luke ${question.number}`;
  if (!question.open) {
    return (
      <li className="pol-door pol-door--closed">
        <span className="pol-door__number" aria-hidden="true">
          {question.number}
        </span>
        <span className="pol-door__text">
          {label} åpner {doorDate.format(new Date(question.opensAt))}
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
export function PollPage({ params, routeName }: PageProps) {
  const id = toId(params.pollId);
  const { state, reload } = useApi(`poll:${params.pollId ?? ''}`, (signal) =>
    id ? fetchPoll(id, signal) : notFound<Poll>(NOT_FOUND_TEXT),
  );
  usePageLoaded(
    routeName,
    state.status !== 'loading',
    state.status === 'ok' ? state.data.name : undefined,
  );

  if (state.status === 'loading') return <p role="status">Laster konkurransen …</p>;
  if (state.status === 'error') {
    return <LoadError error={state.error} notFoundText={NOT_FOUND_TEXT} onRetry={reload} />;
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
