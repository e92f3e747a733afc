import { useId, useState } from 'react';
import {
  $selectedShop,
  cartAdd,
  emit,
  formatPrice,
  LOCALE,
  Link,
  productImageSizes,
  type Article,
  type ArticleDetail,
  type LineOutcome,
  type Shop,
  type Variant,
  useApi,
} from 'shared-contracts';
import { fetchArticle } from '../api/blog';

/** The tile grid's columns are at least 16rem wide; one column on a phone. */
const TILE_SIZES = '(min-width: 640px) 20rem, 100vw';

/** Shopper-facing result of one add (the shared cart rules decide the outcome). */
export function outcomeText(outcome: LineOutcome, limit: number | null): string {
  switch (outcome) {
    case 'added':
    case 'incremented':
      return 'Lagt i handlekurven.';
    case 'limit':
      return limit === null
        ? 'Du har nådd maks antall for denne varen.'
        : `Du kan kjøpe maks ${limit} stk av denne varen på nett.`;
    case 'stock':
      return 'Butikken har ikke flere på lager av denne varianten.';
    default:
      return 'Kunne ikke legge varen i handlekurven.';
  }
}

const variantLabel = (v: Variant) => `${v.color.name}, str. ${v.size.name}`;

function stockIn(variant: Variant | undefined, shopId: number): number {
  return variant?.shops.find((s) => s.id === shopId)?.qty ?? 0;
}

/** Shops with the variant in stock, by name; the remembered shop first when it has it. */
function shopsWith(variant: Variant | undefined, shops: readonly Shop[]): Shop[] {
  return shops
    .filter((shop) => stockIn(variant, shop.id) > 0)
    .sort((a, b) => a.name.localeCompare(b.name, LOCALE));
}

function BuyForm({ article, shops }: { article: ArticleDetail; shops: readonly Shop[] }) {
  const id = useId();
  const variants = article.variants.filter((v) => v.availability > 0);
  const [variantId, setVariantId] = useState<number | null>(variants[0]?.id ?? null);
  const variant = variants.find((v) => v.id === variantId);
  const candidates = shopsWith(variant, shops);
  const remembered = $selectedShop.get();
  const [chosenShop, setChosenShop] = useState<number | null>(null);
  const shopId =
    chosenShop !== null && candidates.some((s) => s.id === chosenShop)
      ? chosenShop
      : (candidates.find((s) => s.id === remembered)?.id ?? candidates[0]?.id ?? null);
  const shop = candidates.find((s) => s.id === shopId);
  const [message, setMessage] = useState('');

  if (!article.canPurchase) return <p className="cnt-tile__note">Kan ikke kjøpes på nett.</p>;
  if (variants.length === 0) return <p className="cnt-tile__note">Utsolgt.</p>;

  const add = () => {
    if (!variant || !shop) return;
    const outcome = cartAdd({
      id: variant.id,
      articleId: article.id,
      ean: variant.ean,
      shopId: shop.id,
      name: article.name,
      gender: article.gender,
      size: variant.size,
      color: { ...variant.color },
      price: article.price,
      pant: article.pant,
      frightPrice: article.frightPrice,
      image: variant.color.image || article.image,
      canPurchase: article.canPurchase,
      variant: { id: variant.id, ean: variant.ean, shops: variant.shops.map((s) => ({ ...s })) },
      shop: { id: shop.id, name: shop.name },
      webPurchaseLimit: article.webPurchaseLimit,
      onlyCC: article.onlyCC,
    });
    setMessage(outcomeText(outcome, article.webPurchaseLimit));
    if (outcome === 'added' || outcome === 'incremented') emit('cart:open');
  };

  return (
    <div className="cnt-tile__buy">
      <label htmlFor={`${id}-variant`} className="cnt-label">
        Variant
      </label>
      <select
        id={`${id}-variant`}
        className="cnt-input"
        value={variantId ?? ''}
        onChange={(e) => setVariantId(Number(e.target.value))}
      >
        {variants.map((v) => (
          <option key={v.id} value={v.id}>
            {variantLabel(v)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-shop`} className="cnt-label">
        Butikk
      </label>
      <select
        id={`${id}-shop`}
        className="cnt-input"
        value={shopId ?? ''}
        onChange={(e) => setChosenShop(Number(e.target.value))}
        disabled={candidates.length === 0}
      >
        {candidates.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({stockIn(variant, s.id)} på lager)
          </option>
        ))}
      </select>
      <button type="button" className="cnt-button" onClick={add} disabled={!shop}>
        Legg i handlekurv
      </button>
      <p className="cnt-tile__message" role="status">
        {message}
      </p>
    </div>
  );
}

/**
 * An article shown in a post, with its price and «Legg i handlekurv» through the shared cart
 * actions (variant and shop chosen here; the product page stays one click away).
 */
export function ArticleTile({
  article,
  shops,
  headingLevel = 3,
}: {
  article: Article;
  shops: readonly Shop[] | null;
  headingLevel?: 2 | 3;
}) {
  const { state, reload } = useApi(`article:${article.id}`, (signal) =>
    fetchArticle(article.id, signal),
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discounted = article.price < article.originalPrice;
  return (
    <article className="cnt-tile" data-testid="cnt-article-tile">
      {article.image ? (
        <img
          className="cnt-tile__image"
          src={article.image}
          {...productImageSizes(article.image, TILE_SIZES)}
          alt=""
          width={300}
          height={300}
          loading="lazy"
        />
      ) : null}
      <Heading className="cnt-tile__name">
        <Link to={`/product/${article.id}`}>{article.name}</Link>
      </Heading>
      <p className="cnt-tile__brand">{article.brand.name}</p>
      <p className="cnt-tile__price">
        <span className={discounted ? 'cnt-tile__price--sale' : undefined}>
          {formatPrice(article.price, { nbsp: true })}
        </span>
        {discounted ? (
          <>
            {' '}
            <s aria-label={`Før ${formatPrice(article.originalPrice)}`}>
              {formatPrice(article.originalPrice, { nbsp: true })}
            </s>
          </>
        ) : null}
      </p>
      {state.status === 'loading' || !shops ? (
        <p className="cnt-tile__note" role="status">
          Henter størrelser og lager …
        </p>
      ) : state.status === 'error' ? (
        <p className="cnt-tile__note" role="alert">
          Kunne ikke hente størrelser.{' '}
          <button type="button" className="cnt-link-button" onClick={reload}>
            Prøv igjen
          </button>
        </p>
      ) : (
        <BuyForm article={state.data} shops={shops} />
      )}
    </article>
  );
}
