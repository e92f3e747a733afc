import { useStore } from '@nanostores/react';
import { $orders, $total, cartRemove, formatPrice, Link, type PageProps } from 'shared-contracts';
import '../checkout.css';

/**
 * /checkout (first cut): the shared cart store's lines and total. Delivery, Klikk & Hent, shipping,
 * promo code and payment (spec §2) come with the checkout work.
 */
export function CheckoutPage(_props: PageProps) {
  const lines = useStore($orders);
  const total = useStore($total);

  return (
    <section className="chk-page" aria-labelledby="chk-title">
      <h1 id="chk-title" className="chk-title">
        Kasse
      </h1>
      {lines.length === 0 ? (
        <p className="chk-empty">
          Handlekurven er tom. <Link to="/">Fortsett å handle</Link>
        </p>
      ) : (
        <>
          <ul className="chk-lines" aria-label="Varer i handlekurven">
            {lines.map((line) => (
              <li
                key={`${line.ean}:${line.shopId}`}
                className="chk-line"
                data-testid="checkout-line"
              >
                <span className="chk-line__name">{line.name}</span>
                <span className="chk-line__meta">
                  {[line.size?.name, line.color?.name].filter(Boolean).join(', ')}
                </span>
                <span className="chk-line__count">{line.count} stk</span>
                <span className="chk-line__price">{formatPrice(line.price * line.count)}</span>
                <button
                  type="button"
                  className="chk-line__remove"
                  onClick={() => cartRemove(line.ean, line.shopId)}
                  aria-label={`Fjern ${line.name}`}
                >
                  Fjern
                </button>
              </li>
            ))}
          </ul>
          <p className="chk-total">
            Totalt: <strong data-testid="checkout-total">{formatPrice(total)}</strong>
          </p>
        </>
      )}
    </section>
  );
}
