import type { Article, Category } from 'shared-contracts';
import { ProductCard } from '../product-card';

interface ProductGridProps {
  articles: readonly Article[];
  categories?: readonly Category[];
  /** Dimmed while the next result loads over the previous one. */
  busy?: boolean;
  label: string;
  headingLevel?: 2 | 3;
}

/** Cards in the first row (at most 4 columns) load eagerly; the rest lazily. */
const EAGER_CARDS = 4;

export function ProductGrid({
  articles,
  categories,
  busy = false,
  label,
  headingLevel = 2,
}: ProductGridProps) {
  return (
    <ul className={`cat-grid${busy ? ' cat-grid--busy' : ''}`} aria-label={label} aria-busy={busy}>
      {articles.map((article, index) => (
        <li key={article.id} className="cat-grid__item">
          <ProductCard
            article={article}
            categories={categories}
            eager={index < EAGER_CARDS}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles of the same size as cards, so the first load does not shift the layout. */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="cat-grid cat-grid--skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="cat-grid__item">
          <div className="cat-card cat-card--skeleton">
            <div className="cat-card__media" />
            <div className="cat-card__body">
              <span className="cat-skeleton-line" />
              <span className="cat-skeleton-line cat-skeleton-line--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
