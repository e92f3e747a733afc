import { useState } from 'react';
import { cartAdd, emit, type Article } from 'shared-contracts';
import { fetchArticle } from '../api/catalog';

type Status = 'idle' | 'busy' | 'added' | 'unavailable' | 'limit' | 'error';

const MESSAGES: Record<Exclude<Status, 'idle' | 'busy'>, string> = {
  added: 'Lagt i handlekurven',
  unavailable: 'Ikke på lager',
  limit: 'Du har allerede maks antall i handlekurven',
  error: 'Kunne ikke legge i handlekurven. Prøv igjen.',
};

/**
 * Quick add from a listing: a listing article carries no variants, so the detail is fetched and
 * the first variant in stock, from the first shop holding it, goes into the shared cart store.
 * (The product page with size and shop choice comes with the catalogue work.)
 */
export function AddToCartButton({ article }: { article: Article }) {
  const [status, setStatus] = useState<Status>('idle');

  const add = async () => {
    setStatus('busy');
    const result = await fetchArticle(article.id);
    if (!result.ok) {
      setStatus('error');
      return;
    }
    const detail = result.data;
    const variant = detail.variants.find((v) => v.shops.some((shop) => shop.qty > 0));
    const shop = variant?.shops.find((s) => s.qty > 0);
    if (!variant || !shop) {
      setStatus('unavailable');
      return;
    }
    const outcome = cartAdd({
      id: variant.id,
      articleId: detail.id,
      ean: variant.ean,
      shopId: shop.id,
      name: detail.name,
      gender: detail.gender,
      size: variant.size,
      color: { ...variant.color },
      price: detail.price,
      pant: detail.pant,
      frightPrice: detail.frightPrice,
      image: detail.image,
      canPurchase: detail.canPurchase,
      variant: { id: variant.id, ean: variant.ean, shops: variant.shops },
      shop: null,
      webPurchaseLimit: detail.webPurchaseLimit,
      onlyCC: detail.onlyCC,
    });
    setStatus(outcome === 'limit' ? 'limit' : outcome === 'stock' ? 'unavailable' : 'added');
    if (outcome === 'added' || outcome === 'incremented') {
      emit('alert:show', { type: 'success', content: `${detail.name} er lagt i handlekurven` });
    }
  };

  return (
    <div className="cat-add">
      <button
        type="button"
        className="cat-button"
        onClick={() => void add()}
        disabled={status === 'busy' || !article.canPurchase}
      >
        {article.canPurchase ? 'Legg i handlekurv' : 'Kan ikke kjøpes på nett'}
      </button>
      <span className="cat-add__status" role="status">
        {status === 'idle' || status === 'busy' ? '' : MESSAGES[status]}
      </span>
    </div>
  );
}
