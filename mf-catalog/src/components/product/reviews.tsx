import { useId } from 'react';
import type { Review } from 'shared-contracts';
import { dayMonthYearText, oneDecimalText } from '../nb-text';

export function averageRating(reviews: readonly Review[], stored: number | null): number | null {
  if (stored !== null) return stored;
  if (reviews.length === 0) return null;
  return reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
}

/** Spec §3 Review.true_to_size: -1 small, 0 true to size, 1 large. */
export function trueToSizeText(value: number | null): string | null {
  if (value === null) return null;
  if (value < 0) return 'Liten i størrelsen';
  if (value > 0) return 'Stor i størrelsen';
  return 'Riktig størrelse';
}

export function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="cat-stars" role="img" aria-label={`${oneDecimalText(rating)} av 5 stjerner`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={`cat-stars__star${rounded >= n ? ' cat-stars__star--full' : rounded >= n - 0.5 ? ' cat-stars__star--half' : ''}`}
        >
          ★
        </span>
      ))}
    </span>
  );
}

export function Reviews({
  reviews,
  stored,
}: {
  reviews: readonly Review[];
  stored: number | null;
}) {
  const id = useId();
  const average = averageRating(reviews, stored);
  const approved = reviews.filter((r) => r.approved);
  const sizeVotes = approved.filter((r) => r.true_to_size !== null);
  const trueToSize = sizeVotes.length
    ? Math.round((sizeVotes.filter((r) => r.true_to_size === 0).length / sizeVotes.length) * 100)
    : null;
  return (
    <section className="cat-reviews" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cat-section-title">
        {`Anmeldelser (${approved.length})`}
      </h2>
      {average !== null ? (
        <p className="cat-reviews__summary">
          <Stars rating={average} /> <strong>{oneDecimalText(average)}</strong> av 5
          {trueToSize !== null && (
            <span className="cat-reviews__fit"> · {trueToSize} % sier riktig størrelse</span>
          )}
        </p>
      ) : (
        <p>Ingen anmeldelser ennå.</p>
      )}
      {approved.length > 0 && (
        <ul className="cat-reviews__list">
          {approved.map((review) => (
            <li key={review.id} className="cat-review">
              <article>
                <header className="cat-review__header">
                  <Stars rating={review.rating} />
                  <span className="cat-review__author">
                    {review.anonymous || !review.customer ? 'Anonym' : review.customer}
                  </span>
                  <time className="cat-review__date" dateTime={review.created_at}>
                    {formatDate(review.created_at)}
                  </time>
                </header>
                <p className="cat-review__content">{review.content}</p>
                <p className="cat-review__meta">
                  {[trueToSizeText(review.true_to_size), review.size_color]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {review.reply && (
                  <blockquote className="cat-review__reply">
                    <p>
                      <strong>Svar fra Bare lave priser:</strong> {review.reply}
                    </p>
                  </blockquote>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dayMonthYearText(time);
}
