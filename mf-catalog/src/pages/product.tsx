import { useEffect, useMemo, useState } from 'react';
import {
  $selectedShop,
  categoryDisplayName,
  Link,
  type PageProps,
  categoryPath,
  articlePlace,
} from 'shared-contracts';
import {
  articleResource,
  availabilityResource,
  categoriesResource,
  settingsResource,
  shopsResource,
} from '../api/catalog-resources';
import { CampaignLabels, isBestseller } from '../components/campaign-labels';
import { FavouriteButton } from '../components/favourite-button';
import { PriceTag } from '../components/price';
import { AddToCart } from '../components/product/add-to-cart';
import { Descriptions } from '../components/product/descriptions';
import { Gallery } from '../components/product/gallery';
import { productVideo } from '../components/product/product-video';
import { Reviews, Stars, averageRating } from '../components/product/reviews';
import { ShopAvailability } from '../components/product/shop-availability';
import { VariantPickers } from '../components/product/variant-pickers';
import { LoadingState } from '../components/status';
import { LazyVideoPlayer } from '../components/video/lazy-video-player';
import { canBuyFrom, defaultShopId, shopStockRows } from '../hooks/shop-stock';
import { articleIdOf } from '../hooks/route-params';
import { useApi } from '../hooks/use-api';
import { useBrowserStore } from '../hooks/use-browser-store';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { initialVariant, variantFor, variantForColour } from '../hooks/variant-selection';
import '../styles/catalog.css';
import '../styles/product.css';

/** Spec §8: shown when the article cannot be loaded. */
export const ARTICLE_ERROR = 'Error: Could not load article';

/** Product page `/{categoryName?}/{subcategoryName?}/product/{articleId}`. */
export default function ProductPage({ params, routeName }: PageProps) {
  const id = articleIdOf(params);
  const article = useApi(id === null ? null : articleResource(id));
  const availability = useApi(id === null ? null : availabilityResource(id));
  const shops = useApi(shopsResource());
  const tree = useApi(categoriesResource());
  const settings = useApi(settingsResource());
  const rememberedShop = useBrowserStore($selectedShop, null);
  usePageLoaded(routeName, article.status !== 'loading' || id === null, article.data?.name);

  const detail = article.data;
  const [variantId, setVariantId] = useState<number | null>(null);
  const [shopId, setShopId] = useState<number | null>(null);
  // A new article (navigating between products) starts from its own first variant in stock.
  useEffect(() => {
    setVariantId(null);
    setShopId(null);
  }, [id]);

  const variant = useMemo(() => {
    if (!detail) return undefined;
    return detail.variants.find((v) => v.id === variantId) ?? initialVariant(detail.variants);
  }, [detail, variantId]);

  // Fresher per-shop stock from the availability call when it has arrived.
  const stock = useMemo(() => {
    if (!variant) return [];
    const fresh = availability.data?.variants.find((v) => v.id === variant.id);
    return fresh?.shops ?? variant.shops;
  }, [variant, availability.data]);

  const rows = useMemo(
    () => (shops.data ? shopStockRows(shops.data, stock, null) : []),
    [shops.data, stock],
  );
  const onlyCC = article.data?.onlyCC ?? false;
  const chosenShopId =
    shopId !== null && rows.some((r) => r.shop.id === shopId && canBuyFrom(r, onlyCC))
      ? shopId
      : defaultShopId(rows, rememberedShop, onlyCC);
  const chosenShop = shops.data?.find((s) => s.id === chosenShopId);

  if (id === null || article.status === 'error') {
    return (
      <div className="cat-error" role="alert">
        <h1 className="cat-title">Fant ikke varen</h1>
        <p>{ARTICLE_ERROR}</p>
        {id !== null && (
          <button type="button" className="cat-button" onClick={article.retry}>
            Prøv igjen
          </button>
        )}
      </div>
    );
  }
  if (!detail) return <LoadingState label="Laster vare …" />;

  const { category, subcategory } = articlePlace(detail, tree.data);
  const video = productVideo(detail.id, settings.data);
  const rating = averageRating(detail.reviews, detail.averageRating);

  return (
    <article className="cat-product" aria-labelledby="cat-product-name">
      <div className="cat-product__media">
        <Gallery
          article={detail}
          selected={variant}
          onColour={(colourId) =>
            setVariantId(
              variantForColour(detail.variants, colourId, variant?.size.id ?? null)?.id ?? null,
            )
          }
        />
        {video && (
          <LazyVideoPlayer
            placeholder={<div className="cat-video cat-video--square" aria-hidden="true" />}
            src={video.src}
            poster={video.poster}
            label={`Video: ${detail.name}`}
            square
          />
        )}
      </div>
      <div className="cat-product__info">
        <p className="cat-product__brand">
          {category ? (
            <>
              {`${detail.brand.name} · `}
              <Link to={categoryPath(category, subcategory)}>
                {subcategory?.Name ?? categoryDisplayName(category.name)}
              </Link>
            </>
          ) : (
            detail.brand.name
          )}
        </p>
        <h1 id="cat-product-name" className="cat-product__name">
          {detail.name}
        </h1>
        <div className="cat-product__badges">
          {isBestseller(detail) && (
            <span className="cat-badge cat-badge--bestseller">Bestselger</span>
          )}
          <CampaignLabels article={detail} />
        </div>
        {rating !== null && (
          <p className="cat-product__rating">
            <Stars rating={rating} /> <a href="#cat-reviews">{detail.reviews.length} anmeldelser</a>
          </p>
        )}
        <PriceTag article={detail} variant="detail" />
        <VariantPickers
          variants={detail.variants}
          selected={variant}
          onColour={(colourId) =>
            setVariantId(
              variantForColour(detail.variants, colourId, variant?.size.id ?? null)?.id ?? null,
            )
          }
          onSize={(sizeId) =>
            variant &&
            setVariantId(variantFor(detail.variants, variant.color.id, sizeId)?.id ?? null)
          }
        />
        <ul className="cat-product__facts">
          {!detail.canPurchase && <li>Kan ikke kjøpes på nett – se lagerstatus i butikk.</li>}
          {detail.onlyCC && <li>Kun Klikk &amp; Hent: bestill på nett og hent i butikk.</li>}
          {detail.webPurchaseLimit !== null && (
            <li>{`Maks ${detail.webPurchaseLimit} stk per kunde på nett.`}</li>
          )}
        </ul>
        <AddToCart article={detail} variant={variant} stock={stock} shop={chosenShop} />
        <FavouriteButton articleId={detail.id} articleName={detail.name} />
        <ShopAvailability
          shops={shops.data}
          stock={stock}
          selectedShopId={chosenShopId}
          onSelectShop={setShopId}
          selectable={detail.canPurchase}
          onlyClickAndCollect={detail.onlyCC}
        />
      </div>
      <div className="cat-product__details">
        <Descriptions article={detail} />
        <div id="cat-reviews">
          <Reviews reviews={detail.reviews} stored={detail.averageRating} />
        </div>
      </div>
    </article>
  );
}
