import { useState } from 'react';
import {
  cartAdd,
  emit,
  type ArticleDetail,
  type LineOutcome,
  type Shop,
  type Variant,
} from 'shared-contracts';

interface AddToCartProps {
  article: ArticleDetail;
  variant: Variant | undefined;
  /** Fresh stock of the variant per shop (availability call), falling back to the detail's. */
  stock: ReadonlyArray<{ id: number; qty: number }>;
  shop: Shop | undefined;
}

/** Shopper-facing result of one add (the cart rules of shared-contracts decide the outcome). */
export function outcomeMessage(outcome: LineOutcome, limit: number | null): string {
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

/**
 * Adds the chosen variant from the chosen shop through the shared cart rules (same ean + shop
 * raises the count only below the purchase limit and the shop's stock) and opens the shell's
 * cart modal ('cart:open') so the shopper sees the line.
 */
export function AddToCart({ article, variant, stock, shop }: AddToCartProps) {
  const [message, setMessage] = useState('');
  const qty = shop ? (stock.find((s) => s.id === shop.id)?.qty ?? 0) : 0;
  const reason = !article.canPurchase
    ? 'Kan ikke kjøpes på nett'
    : !variant
      ? 'Velg farge og størrelse'
      : !shop
        ? 'Velg en butikk med varen på lager'
        : qty <= 0
          ? 'Utsolgt i valgt butikk'
          : null;

  const add = () => {
    if (reason || !variant || !shop) return;
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
      variant: {
        id: variant.id,
        ean: variant.ean,
        shops: stock.map((s) => ({ id: s.id, qty: s.qty })),
      },
      shop: { id: shop.id, name: shop.name },
      webPurchaseLimit: article.webPurchaseLimit,
      onlyCC: article.onlyCC,
    });
    setMessage(outcomeMessage(outcome, article.webPurchaseLimit));
    if (outcome === 'added' || outcome === 'incremented') emit('cart:open');
  };

  // One text (or none): the server's markup then hydrates without a node added or split.
  const hint =
    reason && article.canPurchase
      ? reason
      : message || (shop && !reason ? `Fra ${shop.name}` : null);
  return (
    <div className="cat-buy">
      <button
        type="button"
        className="cat-button cat-button--buy"
        onClick={add}
        disabled={reason !== null}
      >
        Legg i handlekurv
      </button>
      <p className="cat-buy__hint" role="status">
        {hint}
      </p>
    </div>
  );
}
