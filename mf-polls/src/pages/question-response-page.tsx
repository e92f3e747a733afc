import { Link, type PageProps } from 'shared-contracts';
import { LoadError } from '../components/load-error';
import { usePageLoaded } from '../components/page-status';
import { QUESTION_NOT_FOUND_TEXT, useQuestionData } from '../hooks/use-question-data';
import '../polls.css';

const NOT_FOUND_TEXT = QUESTION_NOT_FOUND_TEXT;

/**
 * /user/poll/{pollId}/{questionId}/response: the result of the customer's answer, from the
 * question score (spec §2 "Loads the question score"). The right option is named only after
 * answering, which is when the API reveals it.
 */
export function QuestionResponsePage({ params, routeName }: PageProps) {
  const { state, reload } = useQuestionData(params, 'response');
  usePageLoaded(routeName, state.status !== 'loading');

  if (state.status === 'loading') return <p role="status">Laster svaret …</p>;
  if (state.status === 'error') {
    return <LoadError error={state.error} notFoundText={NOT_FOUND_TEXT} onRetry={reload} />;
  }
  const { poll, score } = state.data;
  const question = poll.questions.find((q) => q.id === score.questionId);
  const optionText = (id: number | null) =>
    question?.options.find((o) => o.id === id)?.text ?? null;
  const right = optionText(score.correctOptionId);

  return (
    <section className="pol-page" aria-labelledby="pol-response-title">
      <p className="pol-kicker">
        {poll.name}
        {question ? ` · Luke ${question.number}` : ''}
      </p>
      {question ? <p className="pol-question-title">{question.title}</p> : null}
      {!score.answered ? (
        <>
          <h1 id="pol-response-title" className="pol-title">
            Ikke besvart ennå
          </h1>
          <p>
            <Link to={`/user/poll/${poll.id}/${score.questionId}`}>Svar på spørsmålet</Link>
          </p>
        </>
      ) : score.correct ? (
        <>
          <h1 id="pol-response-title" className="pol-title pol-result--correct">
            Riktig svar!
          </h1>
          <p>Du fikk {score.score} poeng.</p>
        </>
      ) : (
        <>
          <h1 id="pol-response-title" className="pol-title pol-result--wrong">
            Feil svar
          </h1>
          {right ? <p>Riktig svar var: {right}</p> : null}
        </>
      )}
      {score.answered && optionText(score.answeredOptionId) ? (
        <p>Ditt svar: {optionText(score.answeredOptionId)}</p>
      ) : null}
      <p>
        <Link to={`/user/poll/${poll.id}`}>Tilbake til kalenderen</Link>
      </p>
    </section>
  );
}
