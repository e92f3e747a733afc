import { formatPrice, type Article } from 'shared-contracts';
import { AddToCartButton } from './add-to-cart-button';

export function ArticleCard({ article }: { article: Article }) {
  const discounted = article.price < article.originalPrice;
  return (
    <li className="cat-card">
      <img
        className="cat-card__image"
        src={article.image}
        alt=""
        loading="lazy"
        width={300}
        height={300}
      />
      <h2 className="cat-card__name">{article.name}</h2>
      <p className="cat-card__brand">{article.brand.name}</p>
      <p className="cat-card__price">
        <span className={discounted ? 'cat-card__price--sale' : undefined}>
          {formatPrice(article.price)}
        </span>
        {discounted ? (
          <>
            {' '}
            <s aria-label={`Før ${formatPrice(article.originalPrice)}`}>
              {formatPrice(article.originalPrice)}
            </s>
          </>
        ) : null}
      </p>
      <AddToCartButton article={article} />
    </li>
  );
}
