import { formatPrice, Link, type OrderPayment } from 'shared-contracts';
import type { FlowParcel, FlowProblem } from '../flow/checkout-flow';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import '../checkout-payment.css';

const price = (ore: number) => formatPrice(ore, { nbsp: true });

const PAYMENT_NAMES: Record<OrderPayment['provider'], string> = {
  klarna: 'Klarna',
  vipps: 'Vipps',
  giftcard: 'Gavekort',
};

/** Payments that took money (or reserved it): what the receipt lists as "paid how". */
const TOOK_MONEY: ReadonlySet<OrderPayment['state']> = new Set(['authorized', 'captured']);

function ParcelReceipt({ parcel }: { parcel: FlowParcel }) {
  const result = parcel.result;
  const paid = parcel.status === 'paid';
  const payments = result?.payments.filter((p) => TOOK_MONEY.has(p.state)) ?? [];
  const pickupCode = result?.pickup?.pickupCode;
  return (
    <li
      className={`chk-receipt${paid ? '' : ' chk-receipt--unpaid'}`}
      data-testid="checkout-receipt"
      data-status={parcel.status}
    >
      <h2 className="chk-receipt__title">
        {result ? (
          <>
            Ordre <span data-testid="checkout-order-no">{result.OrderNo}</span> – {parcel.shopName}
          </>
        ) : (
          parcel.shopName
        )}
      </h2>
      <p className="chk-receipt__delivery">
        {parcel.delivery ? (
          'Hjemlevering'
        ) : (
          <>
            Klikk & Hent i {parcel.shopName}
            {paid && pickupCode ? (
              <>
                {' '}
                – hentekode <strong data-testid="checkout-pickup-code">{pickupCode}</strong>
              </>
            ) : null}
          </>
        )}
      </p>
      <p className={`chk-receipt__status${paid ? ' chk-success-text' : ' chk-field__error'}`}>
        <span aria-hidden="true">{paid ? '✓ ' : '✕ '}</span>
        {paid
          ? 'Betalt'
          : parcel.status === 'awaiting-payment' || parcel.status === 'paying'
            ? 'Venter på betaling'
            : (parcel.message ?? 'Ikke betalt')}
      </p>
      {result && result.items.length > 0 ? (
        <ul className="chk-receipt__items" aria-label={`Varer i ordre ${result.OrderNo}`}>
          {result.items.map((item) => (
            <li key={item.EanNo}>
              {item.Count} × {item.ArticleName}
              {[item.Size, item.Color].filter(Boolean).length > 0
                ? ` (${[item.Size, item.Color].filter(Boolean).join(', ')})`
                : ''}{' '}
              <span className="chk-receipt__amount">{price(item.Total)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {result && paid ? (
        <dl className="chk-summary chk-summary--small">
          {payments.map((p, i) => (
            <div className="chk-summary__row" key={`${p.provider}-${p.reference ?? i}`}>
              <dt>
                {PAYMENT_NAMES[p.provider]}
                {p.reference ? <span className="chk-muted"> (ref. {p.reference})</span> : null}
              </dt>
              <dd>{price(p.amount)}</dd>
            </div>
          ))}
          <div className="chk-summary__row chk-summary__row--total">
            <dt>Totalt</dt>
            <dd>{price(result.amounts.total)}</dd>
          </div>
        </dl>
      ) : null}
    </li>
  );
}

export interface ConfirmationProps {
  readonly parcels: readonly FlowParcel[];
  readonly problem: FlowProblem | null;
  readonly onRetry: () => void;
}

/** The receipt of a purchase: per order what was bought, how it comes, and how it was paid. */
export function Confirmation({ parcels, problem, onRetry }: ConfirmationProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const anyPaid = parcels.some((p) => p.status === 'paid');
  const allPaid = parcels.length > 0 && parcels.every((p) => p.status === 'paid');
  return (
    <section
      className="chk-confirmation"
      aria-labelledby="chk-confirmation-title"
      data-testid="checkout-confirmation"
    >
      <h1 id="chk-confirmation-title" className="chk-title" tabIndex={-1} ref={heading}>
        {anyPaid ? 'Takk for bestillingen!' : 'Bestillingen ble ikke fullført'}
      </h1>
      {anyPaid ? <p>Du får en bekreftelse på e-post for hver ordre.</p> : null}
      {!allPaid ? (
        <p className="chk-note chk-note--warning">
          {problem?.message ??
            'Noe ble ikke betalt. Ingenting er trukket for det, og varene ligger fortsatt i handlekurven.'}
        </p>
      ) : null}
      <ul className="chk-receipts">
        {parcels.map((parcel) => (
          <ParcelReceipt key={parcel.id} parcel={parcel} />
        ))}
      </ul>
      <div className="chk-actions">
        {!allPaid ? (
          <button type="button" className="chk-button chk-button--primary" onClick={onRetry}>
            Prøv igjen med varene i handlekurven
          </button>
        ) : null}
        <Link to="/" className="chk-button chk-button--secondary">
          Fortsett å handle
        </Link>
      </div>
    </section>
  );
}
