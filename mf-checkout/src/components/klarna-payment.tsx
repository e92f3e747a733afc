import { useEffect, useRef, useState } from 'react';
import { $client, formatPrice } from 'shared-contracts';
import type { FlowParcel } from '../flow/checkout-flow';
import { CANCELLED_MESSAGE } from '../flow/checkout-flow';
import { contactFromClient } from '../form/contact-validation';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import {
  klarnaAddress,
  klarnaAuthorize,
  klarnaContainerId,
  klarnaLoad,
  loadKlarnaSdk,
  type KlarnaAuthorizeResponse,
  type KlarnaPaymentsSdk,
} from '../providers/klarna-widget';

type WidgetState = 'loading' | 'ready' | 'unavailable' | 'error';

/** Klarna's widget for the parcel being paid, and the button that asks Klarna to authorise. */
export function KlarnaPayment({ parcel, flow }: { parcel: FlowParcel; flow: CheckoutFlow }) {
  const payment = parcel.result?.payment;
  const start = payment?.provider === 'klarna' ? payment : null;
  const [widget, setWidget] = useState<WidgetState>('loading');
  const [attempt, setAttempt] = useState(0);
  const sdk = useRef<KlarnaPaymentsSdk | null>(null);
  const containerId = klarnaContainerId(parcel.shopId);
  const category = start?.categories[0]?.identifier ?? 'klarna';

  useEffect(() => {
    if (!start) return;
    let live = true;
    setWidget('loading');
    loadKlarnaSdk(start.scriptUrl)
      .then((loaded) => {
        sdk.current = loaded;
        return klarnaLoad(loaded, {
          clientToken: start.clientToken,
          container: `#${containerId}`,
          category,
        });
      })
      .then((answer) => {
        if (live) setWidget(answer.show_form ? 'ready' : 'unavailable');
      })
      .catch((error: unknown) => {
        console.error('[mf-checkout] Klarna widget failed:', error);
        if (live) setWidget('error');
      });
    return () => {
      live = false;
    };
    // One widget per Klarna session; `attempt` loads it again after a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start?.sessionId, attempt]);

  if (!start) {
    return (
      <div className="chk-provider">
        <p>Denne betalingen kan ikke fortsettes her.</p>
        <button
          type="button"
          className="chk-button chk-button--secondary"
          onClick={() => void flow.cancelParcel(parcel, CANCELLED_MESSAGE)}
        >
          Avbryt ordren
        </button>
      </div>
    );
  }

  const pay = async () => {
    const loaded = sdk.current;
    if (!loaded) return;
    const values = contactFromClient($client.get());
    flow.markPaying(parcel, 'Venter på svar fra Klarna …');
    let answer: KlarnaAuthorizeResponse;
    try {
      answer = await klarnaAuthorize(
        loaded,
        category,
        klarnaAddress({ ...values, delivery: parcel.delivery }),
      );
    } catch (error) {
      console.error('[mf-checkout] Klarna authorize failed:', error);
      flow.paymentFailed(parcel, 'Klarna svarte ikke. Prøv igjen.');
      return;
    }
    if (answer.approved && answer.authorization_token) {
      await flow.confirmKlarnaPayment(parcel, answer.authorization_token);
    } else {
      // Not approved: the order is cancelled at once so its stock is free again.
      await flow.cancelParcel(parcel);
    }
  };

  const due = parcel.result?.amounts.due ?? 0;
  return (
    <div className="chk-provider chk-provider--klarna">
      <div id={containerId} className="chk-klarna-widget" />
      {widget === 'loading' ? (
        <p className="chk-muted">Laster Klarna …</p>
      ) : widget === 'error' ? (
        <p className="chk-field__error">
          <span aria-hidden="true">⚠ </span>Klarna kunne ikke lastes.{' '}
          <button
            type="button"
            className="chk-link-button"
            onClick={() => setAttempt((a) => a + 1)}
          >
            Prøv igjen
          </button>
        </p>
      ) : widget === 'unavailable' ? (
        <div>
          <p>Klarna kan ikke brukes for denne ordren.</p>
          <button
            type="button"
            className="chk-button chk-button--secondary"
            onClick={() => void flow.cancelParcel(parcel, CANCELLED_MESSAGE)}
          >
            Avbryt ordren
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="chk-button chk-button--primary"
        data-testid="checkout-pay-klarna"
        disabled={widget !== 'ready' || parcel.status === 'paying'}
        onClick={() => void pay()}
      >
        Betal {formatPrice(due, { nbsp: true })} med Klarna
      </button>
    </div>
  );
}
