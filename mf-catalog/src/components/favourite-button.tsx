import { $favourites, toggleFavourite } from 'shared-contracts';
import { useBrowserStore } from '../hooks/use-browser-store';

interface FavouriteButtonProps {
  articleId: number;
  articleName: string;
  /** Icon-only on cards; with text on the product page. */
  compact?: boolean;
}

/** Add/remove favourite through the shared store (persisted and mirrored across tabs by it). */
export function FavouriteButton({ articleId, articleName, compact = false }: FavouriteButtonProps) {
  const favourites = useBrowserStore($favourites, []);
  const active = favourites.includes(articleId);
  const label = active
    ? `Fjern ${articleName} fra favoritter`
    : `Legg ${articleName} til i favoritter`;
  return (
    <button
      type="button"
      className={`cat-fav${active ? ' cat-fav--active' : ''}${compact ? ' cat-fav--compact' : ''}`}
      aria-pressed={active}
      aria-label={compact ? label : undefined}
      onClick={() => toggleFavourite(articleId)}
    >
      <svg
        className="cat-fav__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {!compact && <span>{active ? 'Fjern fra favoritter' : 'Legg til favoritter'}</span>}
    </button>
  );
}
