import { Link, type PageProps } from 'shared-contracts';
import { LoadError } from '../components/load-error';
import { usePageLoaded } from '../components/page-status';
import { calendarPath, questionArticlePath, questionPath } from '../components/paths';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { QUESTION_NOT_FOUND_TEXT, useQuestionData } from '../hooks/use-question-data';
import '../polls.css';

const NOT_FOUND_TEXT = QUESTION_NOT_FOUND_TEXT;

/**
 * /user/poll/{pollId}/{questionId}/response: the result of the customer's answer, from the
 * question score (spec §2 "Loads the question score"). Right or wrong is the server's verdict;
 * the right option is named only after answering, which is when the API reveals it.
 */
export function QuestionResponsePage({ params, routeName }: PageProps) {
  const { state, reload } = useQuestionData(params, 'response');
  const ready = state.status !== 'loading';
  usePageLoaded(routeName, ready);
  const headingRef = useFocusHeading<HTMLHeadingElement>(
    ready,
    `${state.status}:${params.pollId ?? ''}:${params.questionId ?? ''}`,
  );

  if (state.status === 'loading') {
    return (
      <p role="status" className="pol-status">
        Laster svaret …
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError error={state.error} notFoundText={NOT_FOUND_TEXT} onRetry={reload} />;
  }
  const { poll, score } = state.data;
  const question = poll.questions.find((q) => q.id === score.questionId);
  const optionText = (id: number | null) =>
    question?.options.find((o) => o.id === id)?.text ?? null;
  const right = optionText(score.correctOptionId);
  const heading = (text: string, className = '') => (
    <h1
      id="pol-response-title"
      className={`pol-title ${className}`.trim()}
      ref={headingRef}
      tabIndex={-1}
    >
      {text}
    </h1>
  );

  return (
    <section className="pol-page" aria-labelledby="pol-response-title">
      <p className="pol-kicker">
        {poll.name}
        {question ? ` · Luke ${question.number}` : ''}
      </p>
      {question ? <p className="pol-question-title">{question.title}</p> : null}
      {!score.answered ? (
        <>
          {heading('Ikke besvart ennå')}
          <p>
            <Link to={questionPath(poll.id, score.questionId)}>Svar på spørsmålet</Link>
          </p>
        </>
      ) : score.correct ? (
        <>
          {heading('Riktig svar!', 'pol-result--correct')}
          <p>Du fikk {score.score} poeng.</p>
        </>
      ) : (
        <>
          {heading('Feil svar', 'pol-result--wrong')}
          {right ? <p>Riktig svar var: {right}</p> : null}
        </>
      )}
      {score.answered && optionText(score.answeredOptionId) ? (
        <p>Ditt svar: {optionText(score.answeredOptionId)}</p>
      ) : null}
      {question?.articleId ? (
        <p>
          <Link to={questionArticlePath(poll.id, question.id, question.articleId)}>
            Se varen spørsmålet handler om
          </Link>
        </p>
      ) : null}
      <p className="pol-back">
        <Link to={calendarPath(poll.id)}>Tilbake til kalenderen</Link>
      </p>
    </section>
  );
}
