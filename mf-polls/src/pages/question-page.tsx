import { useState, type FormEvent } from 'react';
import { emit, Link, POLL_ALREADY_ANSWERED_MESSAGE, type PageProps } from 'shared-contracts';
import { answerQuestion } from '../api/polls';
import { formatDoorDate } from '../components/format';
import { LoadError } from '../components/load-error';
import { usePageLoaded } from '../components/page-status';
import { calendarPath, questionArticlePath, responsePath } from '../components/paths';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { QUESTION_NOT_FOUND_TEXT, useQuestionData } from '../hooks/use-question-data';
import { useRedirectAnswered } from '../hooks/use-redirect-answered';
import { doorState } from '../rules/door-state';
import '../polls.css';

const NOT_FOUND_TEXT = QUESTION_NOT_FOUND_TEXT;

/**
 * /user/poll/{pollId}/{questionId}: one calendar door's question with its options as radio
 * buttons. The answer goes to the API, which alone judges it; then the response screen shows
 * the result. An answered question goes back to the calendar (the shell's guard already keeps
 * out questions with a correct answer); an answer the server refuses as given before shows
 * 'Error: Already answered' and goes to user (spec §8).
 */
export function QuestionPage({ params, routeName }: PageProps) {
  const { pollId, questionId, state, reload } = useQuestionData(params, 'question');
  const [choice, setChoice] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const question =
    state.status === 'ok'
      ? state.data.poll.questions.find((q) => q.id === questionId && q.pollId === pollId)
      : undefined;
  const answered = state.status === 'ok' && state.data.score.answered && question !== undefined;
  useRedirectAnswered(answered, `${pollId}:${questionId}`, pollId ? calendarPath(pollId) : '/user');
  usePageLoaded(
    routeName,
    state.status !== 'loading',
    question?.open && !answered ? question.title : undefined,
  );
  const headingRef = useFocusHeading<HTMLHeadingElement>(
    state.status !== 'loading' && !answered,
    `${state.status}:${pollId}:${questionId}`,
  );

  if (state.status === 'loading') {
    return (
      <p role="status" className="pol-status">
        Laster spørsmålet …
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError error={state.error} notFoundText={NOT_FOUND_TEXT} onRetry={reload} />;
  }
  const { poll, score } = state.data;
  const calendar = (
    <p className="pol-back">
      <Link to={calendarPath(poll.id)}>Tilbake til kalenderen</Link>
    </p>
  );
  if (!question) {
    return (
      <div role="alert" className="pol-status">
        <p>{NOT_FOUND_TEXT}</p>
        {calendar}
      </div>
    );
  }
  if (answered) {
    // Shown for the moment before the shell follows the redirect (or if it cannot).
    return (
      <div role="status" className="pol-status">
        <p>Du har allerede svart på luke {question.number}. Du sendes til kalenderen.</p>
        {calendar}
      </div>
    );
  }
  const door = doorState(question, poll, score, new Date());
  if (door === 'future') {
    return (
      <section className="pol-page" aria-labelledby="pol-question-title">
        <h1 id="pol-question-title" className="pol-title" ref={headingRef} tabIndex={-1}>
          Luke {question.number} er låst
        </h1>
        <p>Luken åpner {formatDoorDate(question.opensAt)}.</p>
        {calendar}
      </section>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice === null) {
      setError('Velg et svar før du sender.');
      return;
    }
    setSending(true);
    setError(null);
    const result = await answerQuestion(question.id, choice);
    if (result.ok) {
      // Replace: back from the result goes to the calendar, not to a question already answered.
      emit('nav:goto', { to: responsePath(poll.id, question.id), replace: true });
      return;
    }
    if (result.error.kind === 'http' && result.error.status === 409) {
      // Spec §8: answered before (another tab, a double submit): say so and go to user.
      emit('alert:show', { type: 'error', content: POLL_ALREADY_ANSWERED_MESSAGE });
      emit('nav:goto', { to: '/user', replace: true });
      return;
    }
    setSending(false);
    setError(result.error.message);
  };

  return (
    <section className="pol-page" aria-labelledby="pol-question-title">
      <p className="pol-kicker">
        {poll.name} · Luke {question.number}
      </p>
      <h1 id="pol-question-title" className="pol-title" ref={headingRef} tabIndex={-1}>
        {question.title}
      </h1>
      {question.image ? (
        // A door's picture is a 1200×500 banner: the attributes reserve its space (no shift).
        <img className="pol-question-image" src={question.image} alt="" width={1200} height={500} />
      ) : null}
      {question.text ? <p>{question.text}</p> : null}
      {question.articleId !== null ? (
        <p>
          <Link
            to={questionArticlePath(poll.id, question.id, question.articleId)}
            className="pol-article-link"
          >
            Se varen spørsmålet handler om
          </Link>
        </p>
      ) : null}
      {door === 'missed' ? (
        <p className="pol-notice">Konkurransen er avsluttet, så luken kan ikke lenger besvares.</p>
      ) : (
        <form className="pol-form" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="pol-options" disabled={sending}>
            <legend>Velg ett svar</legend>
            {question.options.map((option) => (
              <label key={option.id} className="pol-option">
                <input
                  type="radio"
                  name="pol-option"
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => {
                    setChoice(option.id);
                    setError(null);
                  }}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </fieldset>
          {error ? (
            <p role="alert" className="pol-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="pol-button" disabled={sending}>
            {sending ? 'Sender …' : 'Send svar'}
          </button>
          <p role="status" className="pol-visually-hidden">
            {sending ? 'Sender svaret …' : ''}
          </p>
        </form>
      )}
      {calendar}
    </section>
  );
}
