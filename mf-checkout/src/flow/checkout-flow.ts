/**
 * The purchase as a pure state machine. Per parcel:
 *
 *   queued → creating → awaiting-payment → paying → paid | refused
 *                    ↘ paid (gift card covered it)            ↘ awaiting-payment (try again)
 *                    ↘ failed (creation failed after another parcel was already paid)
 *
 * and for the page: form → creating → paying → done, with `resuming` while a purchase is read
 * back (return from Vipps, receipt link, reload during payment). Side effects (HTTP, provider
 * widgets, stores) live in hooks/use-checkout-flow.ts; this file only decides.
 */
import type { OrderResult, PaymentMethod } from 'shared-contracts';

export type ParcelStatus =
  'queued' | 'creating' | 'awaiting-payment' | 'paying' | 'paid' | 'refused' | 'failed';

export type FlowPhase = 'form' | 'creating' | 'paying' | 'resuming' | 'done';

export interface FlowParcel {
  readonly id: string;
  readonly shopId: number;
  readonly shopName: string;
  readonly delivery: boolean;
  readonly provider: PaymentMethod;
  readonly status: ParcelStatus;
  readonly result: OrderResult | null;
  /** Status text for the shopper (refusal, an error to retry, still processing …). */
  readonly message: string | null;
  /** Back from the provider while it still processes the payment: offer to check again. */
  readonly processing: boolean;
}

export interface FlowProblem {
  readonly message: string;
  readonly details: readonly string[];
}

export interface FlowState {
  readonly phase: FlowPhase;
  readonly checkoutId: string | null;
  readonly parcels: readonly FlowParcel[];
  /** Why the last attempt stopped (shown above the buy button or on the receipt). */
  readonly problem: FlowProblem | null;
}

export type ParcelDraft = Pick<FlowParcel, 'id' | 'shopId' | 'shopName' | 'delivery' | 'provider'>;

export type FlowEvent =
  | { type: 'start'; checkoutId: string; parcels: readonly ParcelDraft[] }
  | { type: 'creating'; parcelId: string }
  | { type: 'created'; parcelId: string; result: OrderResult }
  /** Creation stopped; `cancelled` are the answers of the orders this attempt released. */
  | {
      type: 'create-failed';
      parcelId: string | null;
      problem: FlowProblem;
      cancelled: readonly OrderResult[];
    }
  | { type: 'paying'; parcelId: string; message?: string }
  /** The read-back of a payment: paid, cancelled (refused) or still pending. */
  | { type: 'payment-result'; parcelId: string; result: OrderResult; message?: string }
  /** The provider step failed in a way that can be retried (network, widget error). */
  | { type: 'payment-error'; parcelId: string; message: string }
  | { type: 'resume' }
  | {
      type: 'restored';
      checkoutId: string;
      results: readonly OrderResult[];
      /** The provider of a pending order whose answer names none. */
      providerOf: (result: OrderResult) => PaymentMethod;
      /** Orders whose provider is still processing after the shopper returned. */
      processing?: readonly number[];
      /** A receipt opened from its link: shown as it stands, never continued here. */
      asReceipt?: boolean;
    }
  | { type: 'resume-failed'; problem: FlowProblem }
  | { type: 'reset'; problem?: FlowProblem | null };

export const REFUSED_MESSAGE =
  'Betalingen ble ikke godkjent. Ingenting er trukket, og varene ligger fortsatt i handlekurven.';
export const CANCELLED_MESSAGE =
  'Ordren ble avbrutt. Ingenting er trukket, og varene ligger fortsatt i handlekurven.';
export const PROCESSING_MESSAGE =
  'Betalingen behandles fortsatt. Sjekk igjen om litt – du blir ikke belastet to ganger.';
export const NOT_CREATED_MESSAGE =
  'Ordren ble ikke opprettet. Varene ligger fortsatt i handlekurven.';

export const initialFlowState: FlowState = {
  phase: 'form',
  checkoutId: null,
  parcels: [],
  problem: null,
};

const TERMINAL: ReadonlySet<ParcelStatus> = new Set(['paid', 'refused', 'failed']);

export const isTerminal = (status: ParcelStatus): boolean => TERMINAL.has(status);

/** Parcel status of an order as the API reports it. */
function statusOf(result: OrderResult): ParcelStatus {
  if (result.state === 'paid') return 'paid';
  if (result.state === 'cancelled') return 'refused';
  return 'awaiting-payment';
}

function messageOf(result: OrderResult): string | null {
  return result.state === 'cancelled' ? REFUSED_MESSAGE : null;
}

function update(
  state: FlowState,
  parcelId: string,
  change: (parcel: FlowParcel) => FlowParcel,
): FlowParcel[] {
  return state.parcels.map((p) => (p.id === parcelId ? change(p) : p));
}

/** The phase the parcels imply once creation or payment moved on. */
function settle(state: FlowState): FlowState {
  if (state.phase !== 'creating' && state.phase !== 'paying') return state;
  const parcels = state.parcels;
  if (parcels.some((p) => p.status === 'queued' || p.status === 'creating')) return state;
  const phase: FlowPhase = parcels.every((p) => isTerminal(p.status)) ? 'done' : 'paying';
  return phase === state.phase ? state : { ...state, phase };
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'start':
      return {
        phase: 'creating',
        checkoutId: event.checkoutId,
        problem: null,
        parcels: event.parcels.map((p) => ({
          ...p,
          status: 'queued',
          result: null,
          message: null,
          processing: false,
        })),
      };

    case 'creating':
      return {
        ...state,
        parcels: update(state, event.parcelId, (p) => ({ ...p, status: 'creating' })),
      };

    case 'created':
      return settle({
        ...state,
        parcels: update(state, event.parcelId, (p) => ({
          ...p,
          status: statusOf(event.result),
          result: event.result,
          message: messageOf(event.result),
          provider: event.result.payment?.provider ?? p.provider,
        })),
      });

    case 'create-failed': {
      const cancelled = new Map(event.cancelled.map((r) => [r.OrderID, r]));
      const anyPaid = state.parcels.some((p) => p.status === 'paid');
      if (!anyPaid) {
        // Nothing was paid and what was created is released: back to the form for another try.
        return { ...initialFlowState, problem: event.problem };
      }
      // A gift card already paid part of the purchase: that cannot be undone here, so the
      // purchase ends with the paid parcels and the rest reported as not completed.
      const parcels = state.parcels.map((p): FlowParcel => {
        if (p.status === 'paid') return p;
        if (p.result && cancelled.has(p.result.OrderID)) {
          const result = cancelled.get(p.result.OrderID) ?? p.result;
          return { ...p, status: 'refused', result, message: CANCELLED_MESSAGE };
        }
        const message = p.id === event.parcelId ? event.problem.message : NOT_CREATED_MESSAGE;
        return { ...p, status: 'failed', message };
      });
      return { ...state, phase: 'done', parcels, problem: event.problem };
    }

    case 'paying':
      return {
        ...state,
        parcels: update(state, event.parcelId, (p) => ({
          ...p,
          status: 'paying',
          message: event.message ?? null,
        })),
      };

    case 'payment-result':
      return settle({
        ...state,
        parcels: update(state, event.parcelId, (p) => {
          const status = statusOf(event.result);
          const pending = status === 'awaiting-payment';
          return {
            ...p,
            status,
            result: event.result,
            message: pending ? PROCESSING_MESSAGE : (event.message ?? messageOf(event.result)),
            processing: pending,
          };
        }),
      });

    case 'payment-error':
      return {
        ...state,
        parcels: update(state, event.parcelId, (p) => ({
          ...p,
          status: 'awaiting-payment',
          message: event.message,
        })),
      };

    case 'resume':
      return { ...state, phase: 'resuming', problem: null };

    case 'restored': {
      const processing = new Set(event.processing ?? []);
      const parcels = event.results.map((result): FlowParcel => {
        const status = statusOf(result);
        const stillProcessing = status === 'awaiting-payment' && processing.has(result.OrderID);
        return {
          id: `${result.ShopID}:${result.delivery ? 'd' : 'p'}`,
          shopId: result.ShopID,
          shopName: result.shopName,
          delivery: result.delivery,
          provider: result.payment?.provider ?? event.providerOf(result),
          status,
          result,
          message: stillProcessing ? PROCESSING_MESSAGE : messageOf(result),
          processing: stillProcessing,
        };
      });
      if (parcels.length === 0) return { ...initialFlowState };
      const done = event.asReceipt === true || parcels.every((p) => isTerminal(p.status));
      return {
        phase: done ? 'done' : 'paying',
        checkoutId: event.checkoutId,
        parcels,
        problem: null,
      };
    }

    case 'resume-failed':
      return { ...initialFlowState, problem: event.problem };

    case 'reset':
      return { ...initialFlowState, problem: event.problem ?? null };
  }
}

/**
 * The parcel to pay now: Klarna parcels first (paid inline, one after another), then Vipps (a
 * redirect leaves the page, so it goes last).
 */
export function currentParcel(state: FlowState): FlowParcel | null {
  if (state.phase !== 'paying') return null;
  const open = state.parcels.filter(
    (p) => p.status === 'awaiting-payment' || p.status === 'paying',
  );
  return (
    open.find((p) => p.provider === 'klarna') ?? open.find((p) => p.provider === 'vipps') ?? null
  );
}

/** Every parcel ended paid. */
export function allPaid(state: Pick<FlowState, 'parcels'>): boolean {
  return state.parcels.length > 0 && state.parcels.every((p) => p.status === 'paid');
}

/** The answers of the parcels that got an order (for the receipt and the cart). */
export function flowResults(state: Pick<FlowState, 'parcels'>): OrderResult[] {
  return state.parcels.flatMap((p) => (p.result ? [p.result] : []));
}
