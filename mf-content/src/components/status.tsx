import type { ApiError } from 'shared-contracts';

export function Loading({ text }: { text: string }) {
  return (
    <p className="cnt-status" role="status">
      {text}
    </p>
  );
}

/** An error with a retry when trying again can help; `message` overrides the server's words. */
export function Failure({
  error,
  message,
  onRetry,
}: {
  error: ApiError;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="cnt-status cnt-status--error" role="alert">
      <p>{message ?? error.message}</p>
      {onRetry && error.retryable ? (
        <button type="button" className="cnt-button" onClick={onRetry}>
          Prøv igjen
        </button>
      ) : null}
    </div>
  );
}
