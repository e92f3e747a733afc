import type { ApiError } from 'shared-contracts';
import { isNotFound } from './page-status';

/** A failed load in Norwegian, with a retry when trying again can help. */
export function LoadError({
  error,
  notFoundText,
  onRetry,
}: {
  error: ApiError;
  notFoundText: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="pol-status">
      <p>{isNotFound(error) ? notFoundText : error.message}</p>
      {error.retryable ? (
        <button type="button" className="pol-button" onClick={onRetry}>
          Prøv igjen
        </button>
      ) : null}
    </div>
  );
}
