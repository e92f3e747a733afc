import { formatPrice } from 'shared-contracts';
import type { CheckoutSummary } from '../flow/summary';

export interface OrderSummaryProps {
  readonly summary: CheckoutSummary;
  /** Name of the chosen shipping method. */
  readonly shippingName: string;
}

const price = (ore: number) => formatPrice(ore, { nbsp: true });

/** Sammendrag: the shared pricing rule's figures (the same the API charges). */
export function OrderSummary({ summary, shippingName }: OrderSummaryProps) {
  const { price: figures, anyDelivered, giftCard, toPay } = summary;
  return (
    <section className="chk-section chk-section--compact" aria-labelledby="chk-summary-title">
      <h2 id="chk-summary-title" className="chk-section__title">
        Sammendrag
      </h2>
      <dl className="chk-summary">
        <div className="chk-summary__row">
          <dt>Varer</dt>
          <dd>
            <span data-testid="checkout-items">{price(figures.items)}</span>
            {figures.pant > 0 ? (
              <span className="chk-summary__note"> (inkl. pant {price(figures.pant)})</span>
            ) : null}
          </dd>
        </div>
        {figures.discount > 0 ? (
          <div className="chk-summary__row">
            <dt>Rabatt</dt>
            <dd data-testid="checkout-discount">{price(-figures.discount)}</dd>
          </div>
        ) : null}
        <div className="chk-summary__row">
          <dt>Frakt</dt>
          <dd data-testid="checkout-freight">{price(figures.freight)}</dd>
        </div>
        {anyDelivered ? (
          <div className="chk-summary__row">
            <dt>Levering ({shippingName})</dt>
            <dd data-testid="checkout-shipping">{price(figures.shipping)}</dd>
          </div>
        ) : null}
        {giftCard > 0 ? (
          <div className="chk-summary__row">
            <dt>Gavekort</dt>
            <dd data-testid="checkout-giftcard">{price(-giftCard)}</dd>
          </div>
        ) : null}
        <div className="chk-summary__row chk-summary__row--total">
          <dt>Å betale</dt>
          <dd data-testid="checkout-total">{price(toPay)}</dd>
        </div>
        <div className="chk-summary__row chk-summary__row--vat">
          <dt>herav MVA</dt>
          <dd data-testid="checkout-vat">{price(figures.vat)}</dd>
        </div>
      </dl>
    </section>
  );
}
