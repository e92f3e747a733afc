import { formatPrice, type Article } from 'shared-contracts';

export type PricedArticle = Pick<
  Article,
  'price' | 'originalPrice' | 'previousLowestPrice' | 'pant'
>;

/** Discounted = the shown price is below the ordinary price the shopper could compare with. */
export function isDiscounted(article: PricedArticle): boolean {
  return (
    article.price < article.originalPrice ||
    (article.previousLowestPrice !== null && article.price < article.previousLowestPrice)
  );
}

/**
 * The reference a discount is measured against. Norwegian price-marking rules
 * (prisopplysningsforskriften) say a "before" price must be the lowest price of the previous
 * 30 days, so that is the one struck through and used for the percentage when known.
 */
export function referencePrice(article: PricedArticle): number | null {
  if (!isDiscounted(article)) return null;
  return article.previousLowestPrice ?? article.originalPrice;
}

export function discountPercent(article: PricedArticle): number | null {
  const reference = referencePrice(article);
  if (reference === null || reference <= 0 || article.price >= reference) return null;
  return Math.round((1 - article.price / reference) * 100);
}

interface PriceTagProps {
  article: PricedArticle;
  /** Product page shows the full explanation; cards a compact line. */
  variant?: 'card' | 'detail';
}

export function PriceTag({ article, variant = 'card' }: PriceTagProps) {
  const reference = referencePrice(article);
  const discounted = reference !== null;
  return (
    <div className={`cat-price cat-price--${variant}`}>
      <p className="cat-price__now">
        <span className="cat-visually-hidden">{discounted ? 'Tilbudspris: ' : 'Pris: '}</span>
        <span
          className={discounted ? 'cat-price__amount cat-price__amount--sale' : 'cat-price__amount'}
        >
          {formatPrice(article.price, { nbsp: true })}
        </span>
      </p>
      {discounted && article.previousLowestPrice !== null && (
        <p className="cat-price__before">
          Førpris <s>{formatPrice(article.previousLowestPrice, { nbsp: true })}</s>
          {variant === 'detail' && (
            <span className="cat-price__note"> (laveste pris siste 30 dager)</span>
          )}
        </p>
      )}
      {article.originalPrice > article.price &&
        (variant === 'detail' || article.previousLowestPrice === null) && (
          <p className="cat-price__original">
            {article.previousLowestPrice === null ? (
              <>
                {'Veil. pris '}
                <s>{formatPrice(article.originalPrice, { nbsp: true })}</s>
              </>
            ) : (
              `Veil. pris ${formatPrice(article.originalPrice, { nbsp: true })}`
            )}
          </p>
        )}
      {variant === 'detail' && article.pant > 0 && (
        <p className="cat-price__pant">+ pant {formatPrice(article.pant, { nbsp: true })}</p>
      )}
    </div>
  );
}
