import { useEffect, useRef } from 'react';
import { formatPrice } from 'shared-contracts';
import type { FlowParcel } from '../flow/checkout-flow';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import { KlarnaPayment } from './klarna-payment';
import { VippsPayment } from './vipps-payment';

const price = (ore: number) => formatPrice(ore, { nbsp: true });

const PROVIDER_NAMES = { klarna: 'Klarna', vipps: 'Vipps' } as const;

function statusText(parcel: FlowParcel, active: boolean): string {
  switch (parcel.status) {
    case 'paid':
      return 'Betalt.';
    case 'refused':
    case 'failed':
      return parcel.message ?? 'Ikke betalt.';
    case 'paying':
      return parcel.message ?? 'Betaler …';
    case 'awaiting-payment':
      if (parcel.message) return parcel.message;
      return active
        ? `Klar til betaling med ${PROVIDER_NAMES[parcel.provider]}.`
        : `Venter – betales med ${PROVIDER_NAMES[parcel.provider]} etter ordren over.`;
    default:
      return 'Oppretter ordre …';
  }
}

/** One order of the purchase: what it is, what is due, where it stands, how to pay it. */
export function ParcelPayment({
  parcel,
  active,
  flow,
}: {
  parcel: FlowParcel;
  active: boolean;
  flow: CheckoutFlow;
}) {
  const result = parcel.result;
  const heading = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(active);
  // The next order's turn (the previous one paid or refused): the focus follows, so keyboard and
  // screen reader users are not left on a button that has disappeared.
  useEffect(() => {
    if (active && !wasActive.current) heading.current?.focus();
    wasActive.current = active;
  }, [active]);
  const titleId = `chk-parcel-${parcel.id.replace(':', '-')}-title`;
  const open = parcel.status === 'awaiting-payment' || parcel.status === 'paying';
  const marker =
    parcel.status === 'paid'
      ? '✓ '
      : parcel.status === 'refused' || parcel.status === 'failed'
        ? '✕ '
        : '';
  return (
    <li
      className={`chk-parcel chk-parcel--${parcel.status}${active ? ' chk-parcel--active' : ''}`}
      data-testid="checkout-parcel"
      data-status={parcel.status}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="chk-parcel__title" tabIndex={-1} ref={heading}>
        {result ? `Ordre ${result.OrderNo} – ${parcel.shopName}` : parcel.shopName}
      </h3>
      <p className="chk-parcel__delivery">
        {parcel.delivery ? 'Hjemlevering' : `Klikk & Hent i ${parcel.shopName}`}
      </p>
      {result ? (
        <dl className="chk-summary chk-summary--small">
          {result.amounts.giftcard > 0 ? (
            <div className="chk-summary__row">
              <dt>Gavekort</dt>
              <dd>{price(-result.amounts.giftcard)}</dd>
            </div>
          ) : null}
          <div className="chk-summary__row chk-summary__row--total">
            <dt>Å betale</dt>
            <dd data-testid="checkout-parcel-due">{price(result.amounts.due)}</dd>
          </div>
        </dl>
      ) : null}
      <p className="chk-parcel__status" role="status" data-testid="checkout-parcel-status">
        <span aria-hidden="true">{marker}</span>
        {statusText(parcel, active)}
      </p>
      {active && open ? (
        parcel.provider === 'klarna' ? (
          <KlarnaPayment key={parcel.id} parcel={parcel} flow={flow} />
        ) : (
          <VippsPayment parcel={parcel} flow={flow} />
        )
      ) : null}
    </li>
  );
}
