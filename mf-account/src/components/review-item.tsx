import { Link, type Review } from 'shared-contracts';
import { formatDate } from '../rules/format';
import { Stars } from './star-rating';

const FIT: Record<string, string> = {
  '-1': 'Liten i størrelsen',
  '0': 'Passer som forventet',
  '1': 'Stor i størrelsen',
};

/** One of the customer's reviews: the article, stars, text, and whether it is shown yet. */
export function ReviewItem({
  review,
  articleName,
}: {
  review: Review;
  articleName: string | null;
}) {
  const titleId = `acc-review-${review.id}`;
  return (
    <article className="acc-review" aria-labelledby={titleId} data-testid="acc-review">
      <header className="acc-review__head">
        <h3 id={titleId} className="acc-review__title">
          <Link to={`/product/${review.reviewable_id}`}>
            {articleName ?? `Vare ${review.reviewable_id}`}
          </Link>
        </h3>
        <span
          className={`acc-badge${review.approved ? ' acc-badge--ok' : ''}`}
          data-testid="acc-review-state"
        >
          {review.approved ? 'Publisert' : 'Venter på godkjenning'}
        </span>
      </header>
      <p className="acc-review__meta">
        <Stars rating={review.rating} /> ·{' '}
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
        {review.anonymous ? ' · Vises uten navn' : ''}
      </p>
      <p className="acc-review__content">{review.content}</p>
      {review.true_to_size !== null && FIT[String(review.true_to_size)] ? (
        <p className="acc-review__fit">Passform: {FIT[String(review.true_to_size)]}</p>
      ) : null}
      {review.reply ? (
        <blockquote className="acc-review__reply">
          <p>
            <strong>Svar fra oss:</strong> {review.reply}
          </p>
        </blockquote>
      ) : null}
    </article>
  );
}
