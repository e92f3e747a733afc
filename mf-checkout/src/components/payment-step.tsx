import { isTerminal } from '../flow/checkout-flow';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { ParcelPayment } from './parcel-payment';
import '../checkout-payment.css';

/** After the orders exist: one block per order, paid one after another (Klarna, then Vipps). */
export function PaymentStep({ flow }: { flow: CheckoutFlow }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { parcels } = flow.state;
  const current = flow.current;
  const busy = parcels.some((p) => p.status === 'paying');
  const unpaid = parcels.filter((p) => !isTerminal(p.status)).length;
  return (
    <section
      className="chk-payment"
      aria-labelledby="chk-payment-title"
      data-testid="checkout-payment"
    >
      <h2 id="chk-payment-title" className="chk-section__title" tabIndex={-1} ref={heading}>
        Betaling
      </h2>
      <p>
        Varene er holdt av for deg.{' '}
        {parcels.length > 1 ? 'Hver butikk har sin egen ordre, som betales hver for seg.' : null}
      </p>
      <p className="chk-muted">
        {unpaid === 1 ? '1 ordre gjenstår.' : `${unpaid} ordrer gjenstår.`}
      </p>
      <ol className="chk-parcels">
        {parcels.map((parcel) => (
          <ParcelPayment
            key={parcel.id}
            parcel={parcel}
            active={current?.id === parcel.id}
            flow={flow}
          />
        ))}
      </ol>
      <button
        type="button"
        className="chk-button chk-button--secondary"
        disabled={busy}
        onClick={() => void flow.cancelUnpaid()}
      >
        Avbryt betalingen
      </button>
    </section>
  );
}
