/**
 * The purchase's side effects around the pure flow reducer: creating the orders, confirming
 * payments with the API, the Vipps round trip, reading a purchase back, and its end.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  $activePromocode,
  $cartErrors,
  $orderInfo,
  $orders,
  $vippsOrders,
  cartSetErrors,
  cartSetOrderInfo,
  cartSetProviderOrder,
  emit,
  type ApiError,
  type OrderResult,
  type PaymentMethod,
  deliveryChoices,
} from 'shared-contracts';
import {
  cancelOrder,
  createOrder,
  createReservation,
  getCheckoutOrders,
  type OrderCreateResult,
} from '../api/orders';
import { confirmKlarna, type OrderInfoBody } from '../api/payments';
import { mergeCartErrors, shortagesToCartErrors } from '../flow/cart-errors';
import {
  CANCELLED_MESSAGE,
  currentParcel,
  flowReducer,
  flowResults,
  initialFlowState,
  REFUSED_MESSAGE,
  type FlowParcel,
  type FlowProblem,
} from '../flow/checkout-flow';
import { finishPurchase } from '../flow/finish';
import {
  mergeOrderInfo,
  orderInfoBody,
  paymentChoices,
  paymentFor,
  storedCheckout,
  storedVippsPayments,
  withoutCheckout,
} from '../flow/order-info';
import { creationOrder, type CheckoutPlan, type PlannedParcel } from '../flow/parcels';
import { confirmVippsPatiently, redirectToVipps, sleep } from '../providers/vipps';

/** Waits before posting an order again after a network failure (same idempotency key). */
const CREATE_RETRY_DELAYS_MS = [500, 1500];

const SHORTAGE_TEXT =
  'Noen varer finnes ikke lenger i ønsket antall. Endre antallet på varene som er merket, og prøv igjen.';
const ABORTED_TEXT =
  'Betalingen ble avbrutt. Ingenting er trukket, og varene ligger fortsatt i handlekurven.';

async function createParcel(parcel: PlannedParcel): Promise<OrderCreateResult> {
  const post = () =>
    parcel.request.kind === 'order'
      ? createOrder(parcel.request.body, parcel.idempotencyKey)
      : createReservation(parcel.request.body, parcel.idempotencyKey);
  let answer = await post();
  // The same key replays the same order, so a lost answer can safely be asked for again.
  for (const delay of CREATE_RETRY_DELAYS_MS) {
    if (answer.ok || answer.error.kind !== 'network' || !answer.error.retryable) break;
    await sleep(delay);
    answer = await post();
  }
  return answer;
}

function problemOf(error: ApiError, details: readonly string[] = []): FlowProblem {
  return { message: error.message, details };
}

/** The provider of an order whose answer names none: its payments, else the shopper's choice. */
function providerOf(result: OrderResult): PaymentMethod {
  const paidWith = result.payments.find((p) => p.provider === 'klarna' || p.provider === 'vipps');
  if (paidWith?.provider === 'klarna' || paidWith?.provider === 'vipps') return paidWith.provider;
  return paymentFor(paymentChoices($orderInfo.get()), result.ShopID);
}

/** The Vipps payment to (re)open for a parcel: from its answer, else from what was stored. */
export function vippsStartOf(
  parcel: FlowParcel,
): { reference: string; redirectUrl: string } | null {
  const payment = parcel.result?.payment;
  if (payment?.provider === 'vipps') return payment;
  const orderId = parcel.result?.OrderID;
  const stored = Object.entries(storedVippsPayments($orderInfo.get())).find(
    ([, entry]) => entry.orderId === orderId,
  );
  return stored ? { reference: stored[0], redirectUrl: stored[1].redirectUrl } : null;
}

function vippsReferenceOf(parcel: FlowParcel): string | null {
  return (
    vippsStartOf(parcel)?.reference ??
    parcel.result?.payments.find((p) => p.provider === 'vipps')?.reference ??
    null
  );
}

/** The orderInfo sent with a payment confirmation: the stored purchase and delivery choices. */
function storedOrderInfoBody(): OrderInfoBody {
  const info = $orderInfo.get();
  const checkout = storedCheckout(info);
  return checkout ? orderInfoBody(checkout, deliveryChoices(info)) : null;
}

function replaceUrl(to: string): void {
  emit('nav:goto', { to, replace: true });
}

export interface FlowOptions {
  /** `?vipps=<reference>`: the shopper is back from Vipps. */
  readonly vippsReference: string | null;
  /** `?kvittering=<checkoutId>`: show that purchase's receipt. */
  readonly receiptId: string | null;
}

export function useCheckoutFlow({ vippsReference, receiptId }: FlowOptions) {
  const [state, dispatch] = useReducer(flowReducer, initialFlowState);
  // The latest committed state for callbacks that outlive a render (async steps).
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const finished = useRef(new Set<string>());
  const handledUrl = useRef<string | null>(null);
  const promocodeRef = useRef<number | null>(null);

  /** "Gå til betaling": creates the parcels' orders one after another. */
  const start = useCallback(async (plan: CheckoutPlan) => {
    promocodeRef.current = plan.parcels[0]?.request.body.promocode_id ?? null;
    dispatch({
      type: 'start',
      checkoutId: plan.checkout.id,
      parcels: plan.parcels.map((p) => ({
        id: p.id,
        shopId: p.shopId,
        shopName: p.shopName,
        delivery: p.delivery,
        provider: p.provider,
      })),
    });
    // Persisted before any order exists: a reload or the Vipps round trip finds the purchase.
    cartSetOrderInfo(
      mergeOrderInfo($orderInfo.get(), { checkout: plan.checkout, vipps: undefined }),
    );

    const created: OrderResult[] = [];
    for (const parcel of creationOrder(plan.parcels)) {
      dispatch({ type: 'creating', parcelId: parcel.id });
      const answer = await createParcel(parcel);
      if (answer.ok) {
        created.push(answer.data);
        dispatch({ type: 'created', parcelId: parcel.id, result: answer.data });
        continue;
      }
      // Release what this attempt holds, so the next attempt (a new checkout id) finds the stock.
      const cancelled: OrderResult[] = [];
      for (const order of created.filter((o) => o.state === 'pending')) {
        const released = await cancelOrder(order.OrderID);
        if (released.ok) cancelled.push(released.data);
      }
      let problem = problemOf(answer.error, answer.issues);
      if (answer.shortages.length > 0) {
        const errors = shortagesToCartErrors(answer.shortages, $orders.get());
        cartSetErrors(mergeCartErrors($cartErrors.get(), errors));
        problem = { message: SHORTAGE_TEXT, details: errors.map((e) => e.message) };
      }
      if (!created.some((o) => o.state === 'paid')) {
        cartSetOrderInfo(withoutCheckout($orderInfo.get()));
      }
      dispatch({ type: 'create-failed', parcelId: parcel.id, problem, cancelled });
      return;
    }
  }, []);

  /** Klarna approved in the widget: the API creates the Klarna order and reads it back. */
  const confirmKlarnaPayment = useCallback(async (parcel: FlowParcel, token: string) => {
    const payment = parcel.result?.payment;
    if (payment?.provider !== 'klarna') return;
    dispatch({ type: 'paying', parcelId: parcel.id, message: 'Bekrefter betalingen …' });
    const answer = await confirmKlarna({
      sessionId: payment.sessionId,
      shopId: parcel.shopId,
      promocodeId: promocodeRef.current ?? $activePromocode.get()?.Id ?? null,
      authorizationToken: token,
      orderInfo: storedOrderInfoBody(),
    });
    if (!answer.ok) {
      dispatch({
        type: 'payment-error',
        parcelId: parcel.id,
        message: `Betalingen kunne ikke bekreftes: ${answer.error.message}`,
      });
      return;
    }
    const klarnaOrder = answer.data.payments.find((p) => p.provider === 'klarna')?.reference;
    if (answer.data.state === 'paid' && klarnaOrder) {
      cartSetProviderOrder('klarna', { shopId: parcel.shopId, orderId: klarnaOrder });
    }
    dispatch({ type: 'payment-result', parcelId: parcel.id, result: answer.data });
  }, []);

  /** Refused by the provider or given up by the shopper: cancel, which releases the stock. */
  const cancelParcel = useCallback(async (parcel: FlowParcel, message = REFUSED_MESSAGE) => {
    const result = parcel.result;
    if (!result) return;
    dispatch({ type: 'paying', parcelId: parcel.id, message: 'Avbryter ordren …' });
    const answer = await cancelOrder(result.OrderID);
    // A failed cancel still ends the attempt: the API releases unpaid orders when they expire.
    const cancelled = answer.ok ? answer.data : { ...result, state: 'cancelled' as const };
    dispatch({ type: 'payment-result', parcelId: parcel.id, result: cancelled, message });
  }, []);

  const paymentFailed = useCallback((parcel: FlowParcel, message: string) => {
    dispatch({ type: 'payment-error', parcelId: parcel.id, message });
  }, []);

  /** The provider's own dialog is open (nothing may start twice meanwhile). */
  const markPaying = useCallback((parcel: FlowParcel, message: string) => {
    dispatch({ type: 'paying', parcelId: parcel.id, message });
  }, []);

  /** Leaves for Vipps; the purchase is persisted first so the return can continue it. */
  const payWithVipps = useCallback((parcel: FlowParcel) => {
    const start = vippsStartOf(parcel);
    const result = parcel.result;
    if (!start || !result) return;
    cartSetProviderOrder('vipps', { shopId: parcel.shopId, orderId: start.reference });
    const info = $orderInfo.get();
    cartSetOrderInfo(
      mergeOrderInfo(info, {
        vipps: {
          ...storedVippsPayments(info),
          [start.reference]: {
            orderId: result.OrderID,
            shopId: parcel.shopId,
            redirectUrl: start.redirectUrl,
          },
        },
      }),
    );
    dispatch({ type: 'paying', parcelId: parcel.id, message: 'Sender deg videre til Vipps …' });
    if (!redirectToVipps(start.redirectUrl)) {
      dispatch({ type: 'payment-error', parcelId: parcel.id, message: 'Vipps kunne ikke åpnes.' });
    }
  }, []);

  /** "Sjekk igjen": reads a Vipps payment back once more. */
  const checkVipps = useCallback(async (parcel: FlowParcel) => {
    const reference = vippsReferenceOf(parcel);
    if (!reference) return;
    dispatch({ type: 'paying', parcelId: parcel.id, message: 'Sjekker betalingen hos Vipps …' });
    const answer = await confirmVippsPatiently(reference, parcel.shopId, { delays: [1000] });
    if (answer.ok) dispatch({ type: 'payment-result', parcelId: parcel.id, result: answer.data });
    else dispatch({ type: 'payment-error', parcelId: parcel.id, message: answer.error.message });
  }, []);

  /** Gives up the unpaid parcels (their stock and gift card parts are released). */
  const cancelUnpaid = useCallback(async () => {
    const parcels = stateRef.current.parcels;
    // Cancelling never makes a parcel paid, so this holds after the loop as well.
    const anyPaid = parcels.some((p) => p.status === 'paid');
    const open = parcels.filter((p) => p.result?.state === 'pending' && p.status !== 'paying');
    for (const parcel of open) await cancelParcel(parcel, CANCELLED_MESSAGE);
    if (!anyPaid) {
      cartSetOrderInfo(withoutCheckout($orderInfo.get()));
      dispatch({ type: 'reset', problem: { message: ABORTED_TEXT, details: [] } });
    }
  }, [cancelParcel]);

  /** Back to the form for a new attempt (a new checkout id) with what is left in the cart. */
  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
    if (receiptId || vippsReference) replaceUrl('/checkout');
  }, [receiptId, vippsReference]);

  /** Reads a purchase back and shows where it stands (payment step or receipt). */
  const restore = useCallback(
    async (
      checkoutId: string,
      options: { processing?: number[]; asReceipt?: boolean; quiet?: boolean } = {},
    ) => {
      const answer = await getCheckoutOrders(checkoutId);
      if (!answer.ok) {
        if (answer.error.status === 404 && storedCheckout($orderInfo.get())?.id === checkoutId) {
          cartSetOrderInfo(withoutCheckout($orderInfo.get()));
        }
        if (options.quiet) {
          // A purchase left open that cannot be read back: the form, as if nothing happened.
          dispatch({ type: 'reset' });
          return;
        }
        const message =
          answer.error.status === 404 ? 'Fant ikke bestillingen.' : answer.error.message;
        dispatch({ type: 'resume-failed', problem: { message, details: [] } });
        return;
      }
      const own = storedCheckout($orderInfo.get())?.id === checkoutId;
      if (answer.data.orders.length === 0 && own)
        cartSetOrderInfo(withoutCheckout($orderInfo.get()));
      dispatch({
        type: 'restored',
        checkoutId,
        results: answer.data.orders,
        providerOf,
        processing: options.processing ?? [],
        asReceipt: options.asReceipt === true && !own,
      });
    },
    [],
  );

  /** Back from Vipps: read the payment back (patiently), then the whole purchase. */
  const resumeFromVipps = useCallback(
    async (reference: string) => {
      const info = $orderInfo.get();
      const stored = storedVippsPayments(info)[reference];
      const shopId =
        $vippsOrders.get().find((o) => o.orderId === reference)?.shopId ?? stored?.shopId;
      const checkoutId = storedCheckout(info)?.id ?? null;
      if (shopId === undefined) {
        if (checkoutId) await restore(checkoutId);
        else
          dispatch({
            type: 'resume-failed',
            problem: {
              message:
                'Fant ikke Vipps-betalingen i denne nettleseren. Sjekk e-posten din for kvittering.',
              details: [],
            },
          });
        return;
      }
      const answer = await confirmVippsPatiently(reference, shopId);
      const id = checkoutId ?? (answer.ok ? answer.data.checkoutId : null);
      const pendingOrder = answer.ok
        ? answer.data.state === 'pending'
          ? answer.data.OrderID
          : null
        : (stored?.orderId ?? null);
      if (!id) {
        if (answer.ok) {
          dispatch({
            type: 'restored',
            checkoutId: reference,
            results: [answer.data],
            providerOf,
            processing: pendingOrder === null ? [] : [pendingOrder],
            asReceipt: true,
          });
        } else {
          dispatch({ type: 'resume-failed', problem: problemOf(answer.error) });
        }
        return;
      }
      await restore(id, { processing: pendingOrder === null ? [] : [pendingOrder] });
    },
    [restore],
  );

  // What the URL asks for, once per value: a Vipps return, a receipt, or a purchase left open.
  useEffect(() => {
    const key = vippsReference
      ? `vipps:${vippsReference}`
      : receiptId
        ? `receipt:${receiptId}`
        : 'form';
    if (handledUrl.current === key) return;
    const first = handledUrl.current === null;
    handledUrl.current = key;
    if (vippsReference) {
      dispatch({ type: 'resume' });
      void resumeFromVipps(vippsReference);
    } else if (receiptId) {
      const current = stateRef.current;
      if (current.checkoutId === receiptId && current.phase === 'done') return;
      dispatch({ type: 'resume' });
      void restore(receiptId, { asReceipt: true });
    } else if (first) {
      // A reload (or a return to /checkout) during payment continues the purchase.
      const open = storedCheckout($orderInfo.get());
      if (open) {
        dispatch({ type: 'resume' });
        void restore(open.id, { quiet: true });
      }
    }
  }, [vippsReference, receiptId, resumeFromVipps, restore]);

  // The end of a purchase: alerts, cart, orderInfo — once; then a URL that shows the receipt again.
  useEffect(() => {
    const id = state.checkoutId;
    if (state.phase !== 'done' || !id || finished.current.has(id)) return;
    finished.current.add(id);
    const notCreated = state.parcels.filter((p) => !p.result).map((p) => p.shopId);
    const own = finishPurchase(id, flowResults(state), notCreated);
    if (own && receiptId !== id) replaceUrl(`/checkout?kvittering=${encodeURIComponent(id)}`);
  }, [state, receiptId]);

  // Back from Vipps with the purchase still open: a clean /checkout URL (a reload re-reads it).
  useEffect(() => {
    if (vippsReference && state.phase === 'paying') replaceUrl('/checkout');
  }, [vippsReference, state.phase]);

  return {
    state,
    current: currentParcel(state),
    start,
    confirmKlarnaPayment,
    cancelParcel,
    paymentFailed,
    markPaying,
    payWithVipps,
    checkVipps,
    cancelUnpaid,
    reset,
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
