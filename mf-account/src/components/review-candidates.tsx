import { formatDate } from '../rules/format';
import type { ReviewCandidate } from '../rules/review-candidates';

/** Bought articles without a review yet, each with "Skriv en anmeldelse". */
export function ReviewCandidates({
  candidates,
  onWrite,
}: {
  candidates: readonly ReviewCandidate[];
  onWrite: (candidate: ReviewCandidate) => void;
}) {
  if (candidates.length === 0) {
    return (
      <p className="acc-empty" data-testid="acc-review-candidates-empty">
        Du har ingen kjøpte varer som venter på en anmeldelse.
      </p>
    );
  }
  return (
    <ul className="acc-candidates" data-testid="acc-review-candidates">
      {candidates.map((candidate) => (
        <li key={candidate.articleId} className="acc-candidates__item">
          <span className="acc-candidates__text">
            <span className="acc-candidates__name">{candidate.name}</span>
            <span className="acc-field__hint">
              Ordre {candidate.orderNo}, {formatDate(candidate.date)}
              {candidate.sizeColor ? ` · ${candidate.sizeColor}` : ''}
            </span>
          </span>
          <button
            type="button"
            className="acc-button acc-button--secondary"
            aria-label={`Skriv en anmeldelse av ${candidate.name}`}
            onClick={() => onWrite(candidate)}
          >
            Skriv en anmeldelse
          </button>
        </li>
      ))}
    </ul>
  );
}
