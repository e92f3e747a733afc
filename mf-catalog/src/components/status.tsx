import { Link } from 'shared-contracts';
import { errorMessage } from '../api/http';

export function LoadingState({ label = 'Laster …' }: { label?: string }) {
  return (
    <p className="cat-loading" role="status">
      <span className="cat-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorState({
  error,
  onRetry,
  text,
}: {
  error?: unknown;
  onRetry?: () => void;
  text?: string;
}) {
  return (
    <div className="cat-error" role="alert">
      <p>{text ?? errorMessage(error)}</p>
      {onRetry && (
        <button type="button" className="cat-button" onClick={onRetry}>
          Prøv igjen
        </button>
      )}
    </div>
  );
}

/** In-page 404: the header, cart and menus stay usable around it. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <section className="cat-notfound" aria-labelledby="cat-notfound-title">
      <h1 id="cat-notfound-title" className="cat-title">
        {title}
      </h1>
      <p>{text}</p>
      <p>
        <Link to="/">Gå til forsiden</Link>
      </p>
    </section>
  );
}
