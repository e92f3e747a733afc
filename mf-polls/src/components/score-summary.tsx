import type { PollScore } from 'shared-contracts';

const answersWord = (n: number) => (n === 1 ? 'riktig svar' : 'riktige svar');

/** The customer's score in the poll, as GET /polls/{id}/score answers it (never summed here). */
export function ScoreSummary({ score }: { score: PollScore }) {
  return (
    <section className="pol-score" aria-labelledby="pol-score-title" data-testid="pol-score">
      <h2 id="pol-score-title" className="pol-score__title">
        Din poengsum
      </h2>
      <p className="pol-score__points">
        <strong>{score.score}</strong> av {score.maxScore} poeng
      </p>
      <p className="pol-score__details">
        {score.correct} {answersWord(score.correct)} av {score.answered} besvarte ·{' '}
        {score.questions} luker i alt
      </p>
    </section>
  );
}
