import { useCheckoutFlow } from '../hooks/use-checkout-flow';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { CheckoutForm } from './checkout-form';
import { Confirmation } from './confirmation';
import { PaymentStep } from './payment-step';

export interface CheckoutViewProps {
  /** The query string the shell passes (`?vipps=…` back from Vipps, `?kvittering=…`). */
  readonly search: string;
  readonly routeName: string;
}

/** /checkout: the form, the payment step or the receipt, as the purchase stands. */
export function CheckoutView({ search, routeName }: CheckoutViewProps) {
  const query = new URLSearchParams(search);
  const flow = useCheckoutFlow({
    vippsReference: query.get('vipps') || null,
    receiptId: query.get('kvittering') || null,
  });
  const { phase } = flow.state;
  usePageLoaded(routeName, phase !== 'resuming');

  if (phase === 'done') {
    return (
      <div className="chk-page">
        <Confirmation
          parcels={flow.state.parcels}
          problem={flow.state.problem}
          onRetry={flow.reset}
        />
      </div>
    );
  }

  return (
    <div className="chk-page" aria-busy={phase === 'resuming' || phase === 'creating'}>
      <h1 className="chk-title">Kasse</h1>
      {phase === 'resuming' ? (
        <p className="chk-loading" role="status">
          <span className="chk-spinner" aria-hidden="true" />
          Henter bestillingen …
        </p>
      ) : phase === 'paying' ? (
        <PaymentStep flow={flow} />
      ) : (
        <CheckoutForm flow={flow} />
      )}
    </div>
  );
}
