import { formatPrice } from 'shared-contracts';
import type { FlowParcel } from '../flow/checkout-flow';
import { vippsStartOf, type CheckoutFlow } from '../hooks/use-checkout-flow';

/** Vipps for the parcel being paid: off to Vipps, or — back from it — check the payment again. */
export function VippsPayment({ parcel, flow }: { parcel: FlowParcel; flow: CheckoutFlow }) {
  const start = vippsStartOf(parcel);
  const busy = parcel.status === 'paying';
  const due = parcel.result?.amounts.due ?? 0;
  return (
    <div className="chk-provider chk-provider--vipps">
      {parcel.processing ? (
        <button
          type="button"
          className="chk-button chk-button--secondary"
          data-testid="checkout-check-vipps"
          disabled={busy}
          onClick={() => void flow.checkVipps(parcel)}
        >
          Sjekk betalingen igjen
        </button>
      ) : null}
      {start ? (
        <>
          <p className="chk-muted">Du sendes til Vipps og kommer tilbake hit etterpå.</p>
          <button
            type="button"
            className="chk-button chk-button--vipps"
            data-testid="checkout-pay-vipps"
            disabled={busy}
            onClick={() => flow.payWithVipps(parcel)}
          >
            Betal {formatPrice(due, { nbsp: true })} med Vipps
          </button>
        </>
      ) : (
        <p>Vipps-betalingen kan ikke åpnes herfra.</p>
      )}
    </div>
  );
}
