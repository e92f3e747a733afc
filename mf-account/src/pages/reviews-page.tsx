import { useRef, useState } from 'react';
import { Link, type PageProps } from 'shared-contracts';
import { ACCOUNT_TEXTS } from '../api/messages';
import { ReviewCandidates } from '../components/review-candidates';
import { ReviewForm } from '../components/review-form';
import { ReviewItem } from '../components/review-item';
import { StatusMessage } from '../components/status-message';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { useReviews } from '../hooks/use-reviews';
import type { ReviewCandidate } from '../rules/review-candidates';
import '../account.css';
import '../account-reviews.css';

/**
 * /user/reviews: the customer's reviews (approved or waiting), and "skriv en anmeldelse" for an
 * article of a paid order that has none yet. A new review waits for approval before the product
 * page shows it.
 */
export function ReviewsPage({ routeName }: PageProps) {
  const { state, candidates, names, loadMore, added } = useReviews();
  const [writing, setWriting] = useState<ReviewCandidate | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const writeTitle = useRef<HTMLHeadingElement>(null);
  usePageLoaded(routeName, state.status !== 'loading');
  const loading = state.status === 'loading';

  return (
    <section
      className="acc-page"
      aria-labelledby="acc-reviews-title"
      data-testid="acc-reviews-page"
    >
      <p className="acc-back">
        <Link to="/user">Min side</Link>
      </p>
      <h1 id="acc-reviews-title" className="acc-title">
        Mine anmeldelser
      </h1>
      <StatusMessage tone="success" testId="acc-review-thanks">
        {thanks}
      </StatusMessage>

      <section className="acc-card" aria-labelledby="acc-write-title">
        <h2 id="acc-write-title" ref={writeTitle} tabIndex={-1} className="acc-subtitle">
          Skriv en anmeldelse
        </h2>
        {writing ? (
          <ReviewForm
            key={writing.articleId}
            candidate={writing}
            onCreated={(review) => {
              added(review);
              setWriting(null);
              setThanks(ACCOUNT_TEXTS.reviewThanks);
              listTitle.current?.focus();
            }}
            onCancel={() => {
              setWriting(null);
              writeTitle.current?.focus();
            }}
          />
        ) : (
          <ReviewCandidates
            candidates={candidates}
            onWrite={(candidate) => {
              setThanks(null);
              setWriting(candidate);
            }}
          />
        )}
      </section>

      <section aria-labelledby="acc-review-list-title">
        <h2 id="acc-review-list-title" ref={listTitle} tabIndex={-1} className="acc-subtitle">
          Dine anmeldelser
        </h2>
        {loading ? (
          <p aria-busy="true">Henter anmeldelsene dine …</p>
        ) : state.reviews.length === 0 ? (
          <p className="acc-empty" data-testid="acc-reviews-empty">
            Du har ikke skrevet noen anmeldelser ennå.
          </p>
        ) : (
          <ul className="acc-reviews" data-testid="acc-review-list">
            {state.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} articleName={names.get(review.reviewable_id) ?? null} />
              </li>
            ))}
          </ul>
        )}
        {state.error ? (
          <p className="acc-error" role="alert">
            Anmeldelsene kunne ikke hentes. {state.error}
          </p>
        ) : null}
        {!loading && state.page < state.lastPage ? (
          <button
            type="button"
            className="acc-button acc-button--secondary"
            aria-disabled={state.status === 'more' || undefined}
            onClick={() => {
              if (state.status !== 'more') void loadMore();
            }}
          >
            {state.status === 'more' ? 'Henter flere …' : 'Vis flere'}
          </button>
        ) : null}
      </section>
    </section>
  );
}
