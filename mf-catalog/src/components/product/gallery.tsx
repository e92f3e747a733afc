import { PRODUCT_MAIN_SIZES, productImageSizes } from 'shared-contracts';
import { useState } from 'react';
import type { ArticleDetail, Variant } from 'shared-contracts';

/** A colour thumbnail's box in CSS pixels: it takes the smallest generated size that fills it. */
const THUMB_SIZE = 64;

interface GalleryProps {
  article: ArticleDetail;
  selected: Variant | undefined;
  onColour: (colourId: number) => void;
}

/**
 * The main picture follows the chosen colour; thumbnails show the other colours and pick them.
 * Product images are 400×400: width/height keep the box stable before the pixels arrive, and
 * the main image is the page's largest paint, so it is fetched first.
 */
export function Gallery({ article, selected, onColour }: GalleryProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const colourImages = new Map<number, { image: string; name: string }>();
  for (const variant of article.variants) {
    if (variant.color.image && !colourImages.has(variant.color.id)) {
      colourImages.set(variant.color.id, { image: variant.color.image, name: variant.color.name });
    }
  }
  const candidate = selected?.color.image || article.image;
  const main = candidate === failed ? article.image : candidate;
  return (
    <div className="cat-gallery">
      <img
        className="cat-gallery__main"
        src={main}
        {...productImageSizes(main, PRODUCT_MAIN_SIZES)}
        alt={`${article.name}${selected ? `, ${selected.color.name}` : ''}`}
        width={400}
        height={400}
        fetchPriority="high"
        onError={() => setFailed(main)}
      />
      {colourImages.size > 1 && (
        <ul className="cat-gallery__thumbs" aria-label="Bilder i andre farger">
          {[...colourImages.entries()].map(([colourId, { image, name }]) => (
            <li key={colourId}>
              <button
                type="button"
                className={`cat-gallery__thumb${selected?.color.id === colourId ? ' cat-gallery__thumb--active' : ''}`}
                aria-pressed={selected?.color.id === colourId}
                onClick={() => onColour(colourId)}
              >
                <img
                  src={image}
                  {...productImageSizes(image, `${THUMB_SIZE}px`)}
                  alt={`Vis ${name}`}
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
