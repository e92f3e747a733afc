import { useId, useRef } from 'react';
import type { Article, Category } from 'shared-contracts';
import { ProductCard } from '../product-card';

interface ProductSliderProps {
  articles: readonly Article[];
  categories?: readonly Category[];
  label: string;
  loading: boolean;
}

/**
 * Product slider (home section variant 0): a horizontally scrolling list with snap points.
 * It is an ordinary list, so keyboard and screen-reader users move through the cards with Tab;
 * the arrow buttons are a convenience for pointer users.
 */
export function ProductSlider({ articles, categories, label, loading }: ProductSliderProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * list.clientWidth * 0.9,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  if (!loading && articles.length === 0) return null;
  return (
    <div className="cat-slider" role="group" aria-labelledby={id}>
      <h2 id={id} className="cat-visually-hidden">
        {label}
      </h2>
      <button
        type="button"
        className="cat-slider__nav cat-slider__nav--prev"
        onClick={() => scroll(-1)}
        aria-label={`Forrige varer i ${label}`}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={listRef} className="cat-slider__list" aria-busy={loading}>
        {loading && articles.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="cat-slider__item" aria-hidden="true">
                <div className="cat-card cat-card--skeleton">
                  <div className="cat-card__media" />
                </div>
              </li>
            ))
          : articles.map((article) => (
              <li key={article.id} className="cat-slider__item">
                <ProductCard article={article} categories={categories} headingLevel={3} />
              </li>
            ))}
      </ul>
      <button
        type="button"
        className="cat-slider__nav cat-slider__nav--next"
        onClick={() => scroll(1)}
        aria-label={`Neste varer i ${label}`}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
