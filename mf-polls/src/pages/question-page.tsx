import { useState, type FormEvent } from 'react';
import { emit, Link, POLL_ALREADY_ANSWERED_MESSAGE, type PageProps } from 'shared-contracts';
import { answerQuestion } from '../api/polls';
import { doorDate } from '../components/format';
import { LoadError } from '../components/load-error';
import { usePageLoaded } from '../components/page-status';
import { QUESTION_NOT_FOUND_TEXT, useQuestionData } from '../hooks/use-question-data';
import '../polls.css';

const NOT_FOUND_TEXT = QUESTION_NOT_FOUND_TEXT;

export const responsePath = (pollId: number, questionId: number) =>
  `/user/poll/${pollId}/${questionId}/response`;

/**
 * /user/poll/{pollId}/{questionId}: one calendar door's question with its options as radio
 * buttons. The answer goes to the API, which alone judges it; then the response screen shows
 * the result. The shell's guard already keeps out questions with a correct answer.
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
  usePageLoaded(routeName, state.status !== 'loading', question?.open ? question.title : undefined);

  if (state.status === 'loading') return <p role="status">Laster spørsmålet …</p>;
  if (state.status === 'error') {
    return <LoadError error={state.error} notFoundText={NOT_FOUND_TEXT} onRetry={reload} />;
  }
  const { poll, score } = state.data;
  const calendar = (
    <p>
      <Link to={`/user/poll/${poll.id}`}>Tilbake til kalenderen</Link>
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
  if (!question.open) {
    return (
      <div className="pol-status">
        <p>
          Luke {question.number} åpner {doorDate.format(new Date(question.opensAt))}.
        </p>
        {calendar}
      </div>
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
      <h1 id="pol-question-title" className="pol-title">
        {question.title}
      </h1>
      {question.image ? <img className="pol-question-image" src={question.image} alt="" /> : null}
      {question.text ? <p>{question.text}</p> : null}
      {score.answered ? (
        // Only a wrong answer gets here (the guard stops correct ones); one answer per question.
        <div className="pol-status">
          <p>Du har allerede svart på dette spørsmålet.</p>
          <p>
            <Link to={responsePath(poll.id, question.id)}>Se svaret ditt</Link>
          </p>
        </div>
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
        </form>
      )}
      {calendar}
    </section>
  );
}
