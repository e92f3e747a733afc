import type { PageProps } from 'shared-contracts';
import { ActivePolls } from '../components/active-polls';
import { Door } from '../components/door';
import { formatDoorDate } from '../components/format';
import { LoadError } from '../components/load-error';
import { isNotFound, usePageLoaded } from '../components/page-status';
import { ScoreSummary } from '../components/score-summary';
import { POLL_NOT_FOUND_TEXT, useCalendarData } from '../hooks/use-calendar-data';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { doorState, pollHasEnded, resultsByQuestion } from '../rules/door-state';
import '../polls.css';

/**
 * /user/poll/{pollId}: the calendar screen of one poll (behind the shell's login guard). Every
 * door shows the customer's state from GET /polls/{id}/answers (judged by the server), the score
 * comes from GET /polls/{id}/score. An id that leads nowhere offers the running polls instead.
 */
export function PollPage({ params, routeName }: PageProps) {
  const { pollId, state, reload } = useCalendarData(params);
  const ready = state.status !== 'loading';
  usePageLoaded(routeName, ready, state.status === 'ok' ? state.data.poll.name : undefined);
  const headingRef = useFocusHeading<HTMLHeadingElement>(
    ready,
    `${state.status}:${params.pollId ?? ''}`,
  );

  if (state.status === 'loading') {
    return (
      <p role="status" className="pol-status">
        Laster kalenderen …
      </p>
    );
  }
  if (state.status === 'error') {
    if (!isNotFound(state.error)) {
      return <LoadError error={state.error} notFoundText={POLL_NOT_FOUND_TEXT} onRetry={reload} />;
    }
    return (
      <section className="pol-page" aria-labelledby="pol-title">
        <h1 id="pol-title" className="pol-title" ref={headingRef} tabIndex={-1}>
          {POLL_NOT_FOUND_TEXT}
        </h1>
        <p>Konkurransen finnes ikke, eller lenken er feil. Kanskje du leter etter en av disse?</p>
        <ActivePolls exceptId={pollId} />
      </section>
    );
  }

  const { poll, answers, score } = state.data;
  const now = new Date();
  const results = resultsByQuestion(answers);
  const ended = pollHasEnded(poll, now);
  return (
    <section className="pol-page" aria-labelledby="pol-title">
      {poll.bannerDesktop ? (
        <picture>
          {poll.bannerMobile ? (
            <source media="(max-width: 767px)" srcSet={poll.bannerMobile} />
          ) : null}
          {/* Campaign banners are drawn 1200×500: the attributes reserve the space (no shift). */}
          <img className="pol-banner" src={poll.bannerDesktop} alt="" width={1200} height={500} />
        </picture>
      ) : null}
      <h1 id="pol-title" className="pol-title" ref={headingRef} tabIndex={-1}>
        {poll.name}
      </h1>
      {poll.description ? <p className="pol-description">{poll.description}</p> : null}
      {ended ? (
        <p className="pol-notice" data-testid="pol-ended">
          Konkurransen ble avsluttet {formatDoorDate(poll.endAt)}. Du kan se svarene dine, men ikke
          svare på flere luker.
        </p>
      ) : null}
      <ScoreSummary score={score} />
      <h2 id="pol-doors-title" className="pol-subtitle">
        Luker
      </h2>
      <ol className="pol-calendar" aria-labelledby="pol-doors-title">
        {poll.questions.map((question) => (
          <Door
            key={question.id}
            pollId={poll.id}
            question={question}
            state={doorState(question, poll, results.get(question.id), now)}
          />
        ))}
      </ol>
    </section>
  );
}
