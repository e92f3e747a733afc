import {
  Link,
  type Article,
  type Category,
  PRODUCT_TILE_SIZES,
  productImageSizes,
  productPath,
} from 'shared-contracts';
import { CampaignLabels, isBestseller } from './campaign-labels';
import { FavouriteButton } from './favourite-button';
import { PriceTag } from './price';

interface ProductCardProps {
  article: Article;
  categories?: readonly Category[];
  /** Cards in the first row are above the fold: load eagerly, others lazily. */
  eager?: boolean;
  /** Heading level inside the surrounding section (listing h1 → card h2). */
  headingLevel?: 2 | 3;
}

/** Product tile used by listings, search, sliders, favourites, bundles and campaigns. */
export function ProductCard({
  article,
  categories,
  eager = false,
  headingLevel = 2,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = productPath(article, categories);
  return (
    <article className="cat-card">
      <div className="cat-card__media">
        {/* width/height reserve the box before the image arrives (no layout shift). */}
        <img
          className="cat-card__image"
          src={article.image}
          {...productImageSizes(article.image, PRODUCT_TILE_SIZES)}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <CampaignLabels article={article} />
        {isBestseller(article) && <span className="cat-card__badge">Bestselger</span>}
      </div>
      <div className="cat-card__body">
        <p className="cat-card__brand">{article.brand.name}</p>
        <Heading className="cat-card__name">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link to={href} className="cat-card__link">
            {article.name}
          </Link>
        </Heading>
        <PriceTag article={article} />
        {!article.canPurchase && <p className="cat-card__note">Kan ikke kjøpes på nett</p>}
        {article.onlyCC && <p className="cat-card__note">Kun Klikk &amp; Hent</p>}
      </div>
      <div className="cat-card__fav">
        <FavouriteButton articleId={article.id} articleName={article.name} compact />
      </div>
    </article>
  );
}
