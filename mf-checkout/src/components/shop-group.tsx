import type { CartError, CartLine, LineOutcome, PaymentMethod } from 'shared-contracts';
import { errorsForLine } from '../flow/cart-errors';
import { CartLineItem } from './cart-line-item';
import { RadioGroup } from './radio-group';

export interface ShopGroupProps {
  readonly shopId: number;
  readonly shopName: string;
  readonly lines: readonly CartLine[];
  readonly errors: readonly CartError[];
  /** The shop's deliverable lines go home (false: everything is picked up). */
  readonly delivers: boolean;
  readonly payment: PaymentMethod;
  readonly locked: boolean;
  readonly onDelivery: (delivery: boolean) => void;
  readonly onPayment: (method: PaymentMethod) => void;
  readonly onOutcome: (outcome: LineOutcome, line: CartLine) => void;
}

/** The lines bought from one shop, how they reach the shopper and how they are paid. */
export function ShopGroup({
  shopId,
  shopName,
  lines,
  errors,
  delivers,
  payment,
  locked,
  onDelivery,
  onPayment,
  onOutcome,
}: ShopGroupProps) {
  const titleId = `chk-shop-${shopId}-title`;
  const pickupOnly = lines.every((l) => l.onlyCC);
  return (
    <section className="chk-shop" aria-labelledby={titleId} data-testid="checkout-shop">
      <h3 id={titleId} className="chk-shop__title">
        Fra {shopName}
      </h3>
      <ul className="chk-lines">
        {lines.map((line) => (
          <CartLineItem
            key={`${line.ean}:${line.shopId}`}
            line={line}
            errors={errorsForLine(line, errors)}
            pickupOnly={delivers && line.onlyCC}
            locked={locked}
            onOutcome={onOutcome}
          />
        ))}
      </ul>
      <div className="chk-shop__choices">
        {pickupOnly ? (
          <p className="chk-note" data-testid="checkout-pickup-only">
            <strong>Klikk & Hent i {shopName}.</strong> Disse varene kan ikke sendes, bare hentes i
            butikken.
          </p>
        ) : (
          <RadioGroup
            legend={`Levering fra ${shopName}`}
            name={`chk-delivery-${shopId}`}
            value={delivers ? 'delivery' : 'pickup'}
            disabled={locked}
            testId="checkout-delivery-choice"
            options={[
              { value: 'delivery', label: 'Hjemlevering' },
              {
                value: 'pickup',
                label: `Klikk & Hent i ${shopName}`,
                description: 'Hent varene i butikken, uten frakt.',
              },
            ]}
            onChange={(value) => onDelivery(value === 'delivery')}
          />
        )}
        {delivers && !pickupOnly && lines.some((l) => l.onlyCC) ? (
          <p className="chk-note">
            Varer merket «Hentes i butikk» kan ikke sendes og blir en egen Klikk & Hent-ordre i{' '}
            {shopName}.
          </p>
        ) : null}
        <RadioGroup
          legend={`Betaling for varene fra ${shopName}`}
          name={`chk-payment-${shopId}`}
          value={payment}
          disabled={locked}
          testId="checkout-payment-choice"
          options={[
            { value: 'klarna', label: 'Klarna', description: 'Kort, faktura eller delbetaling.' },
            { value: 'vipps', label: 'Vipps', description: 'Betal i Vipps-appen.' },
          ]}
          onChange={onPayment}
        />
      </div>
    </section>
  );
}
