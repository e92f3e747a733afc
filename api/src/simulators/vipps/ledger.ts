/**
 * The payment state machine and money rules of external-apis.md §2.4: CREATED → AUTHORIZED |
 * ABORTED | EXPIRED | TERMINATED; captures up to what is authorised and neither captured nor
 * cancelled, refunds up to what is captured and not refunded, cancel moves the rest into
 * `cancelledAmount`. A broken rule is a 409 problem and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { problem, type Problem } from './problem';
import type { SimAmount, SimPayment, SimPaymentState, VippsSimulatorState } from './state';

export type Outcome = { ok: true; pspReference: string } | { ok: false; problem: Problem };

export interface NewPayment {
  reference: string;
  amount: number;
  paymentDescription: string;
  returnUrl: string;
}

const nok = (value: number): SimAmount => ({ currency: 'NOK', value });

const STATE_TEXT: Record<SimPaymentState, string> = {
  CREATED: 'not authorized yet',
  ABORTED: 'aborted by the user',
  EXPIRED: 'expired',
  AUTHORIZED: 'authorized',
  TERMINATED: 'terminated by the merchant',
};

function conflict(payment: SimPayment, detail: string): { ok: false; problem: Problem } {
  return {
    ok: false,
    problem: problem(409, 'conflict', `Payment ${payment.reference}: ${detail}`),
  };
}

export function createPayment(
  state: VippsSimulatorState,
  input: NewPayment,
  idempotencyKey: string,
  publicUrl: string,
): SimPayment {
  const landingToken = randomBytes(18).toString('base64url');
  const payment: SimPayment = {
    reference: input.reference,
    pspReference: state.nextPspReference(),
    state: 'CREATED',
    amount: nok(input.amount),
    authorized: 0,
    cancelled: 0,
    captured: 0,
    refunded: 0,
    paymentDescription: input.paymentDescription,
    returnUrl: input.returnUrl,
    redirectUrl: `${publicUrl.replace(/\/+$/, '')}/landing?token=${landingToken}`,
    landingToken,
    createdAt: state.now().getTime(),
    events: [],
  };
  state.payments.set(payment.reference, payment);
  state.record(payment, 'CREATED', input.amount, idempotencyKey);
  return payment;
}

/** The shopper approved on the landing page, or a test forced it. */
export function authorize(
  state: VippsSimulatorState,
  payment: SimPayment,
  action: 'approved' | 'forced',
): Outcome {
  state.expireIfDue(payment);
  if (payment.state !== 'CREATED') return conflict(payment, STATE_TEXT[payment.state]);
  payment.state = 'AUTHORIZED';
  payment.authorized = payment.amount.value;
  if (action === 'approved') payment.shopperAction = 'approved';
  state.record(payment, 'AUTHORIZED', payment.amount.value, null);
  return { ok: true, pspReference: payment.pspReference };
}

/** "Avvis" (refused) and "Avbryt" (cancelled) both end in ABORTED. */
export function abort(
  state: VippsSimulatorState,
  payment: SimPayment,
  action: 'refused' | 'cancelled',
): Outcome {
  state.expireIfDue(payment);
  if (payment.state !== 'CREATED') return conflict(payment, STATE_TEXT[payment.state]);
  payment.state = 'ABORTED';
  payment.shopperAction = action;
  state.record(payment, 'ABORTED', payment.amount.value, null);
  return { ok: true, pspReference: payment.pspReference };
}

export function capture(
  state: VippsSimulatorState,
  payment: SimPayment,
  value: number,
  idempotencyKey: string,
): Outcome {
  state.expireIfDue(payment);
  if (payment.state !== 'AUTHORIZED') {
    return conflict(payment, `cannot capture, payment is ${STATE_TEXT[payment.state]}`);
  }
  const capturable = payment.authorized - payment.captured - payment.cancelled;
  if (value > capturable) {
    return conflict(payment, `cannot capture ${value}, only ${capturable} is capturable`);
  }
  payment.captured += value;
  const pspReference = state.nextPspReference();
  state.record(payment, 'CAPTURED', value, idempotencyKey, { pspReference });
  return { ok: true, pspReference };
}

export function refund(
  state: VippsSimulatorState,
  payment: SimPayment,
  value: number,
  idempotencyKey: string,
): Outcome {
  state.expireIfDue(payment);
  if (payment.state !== 'AUTHORIZED') {
    return conflict(payment, `cannot refund, payment is ${STATE_TEXT[payment.state]}`);
  }
  const refundable = payment.captured - payment.refunded;
  if (value > refundable) {
    return conflict(payment, `cannot refund ${value}, only ${refundable} is refundable`);
  }
  payment.refunded += value;
  const pspReference = state.nextPspReference();
  state.record(payment, 'REFUNDED', value, idempotencyKey, { pspReference });
  return { ok: true, pspReference };
}

/** Before authorisation: TERMINATED. After: the uncaptured rest is released for good. */
export function cancel(
  state: VippsSimulatorState,
  payment: SimPayment,
  idempotencyKey: string,
): Outcome {
  state.expireIfDue(payment);
  const pspReference = state.nextPspReference();
  if (payment.state === 'CREATED') {
    payment.state = 'TERMINATED';
    state.record(payment, 'TERMINATED', payment.amount.value, idempotencyKey, { pspReference });
    return { ok: true, pspReference };
  }
  if (payment.state !== 'AUTHORIZED') {
    return conflict(payment, `cannot cancel, payment is ${STATE_TEXT[payment.state]}`);
  }
  const remaining = payment.authorized - payment.captured - payment.cancelled;
  if (remaining <= 0) return conflict(payment, 'cannot cancel, nothing is left to cancel');
  payment.cancelled += remaining;
  state.record(payment, 'CANCELLED', remaining, idempotencyKey, { pspReference });
  return { ok: true, pspReference };
}

function aggregate(payment: SimPayment) {
  return {
    authorizedAmount: nok(payment.authorized),
    cancelledAmount: nok(payment.cancelled),
    capturedAmount: nok(payment.captured),
    refundedAmount: nok(payment.refunded),
  };
}

/** GetPaymentResponse. */
export function paymentBody(payment: SimPayment) {
  return {
    reference: payment.reference,
    pspReference: payment.pspReference,
    state: payment.state,
    amount: payment.amount,
    aggregate: aggregate(payment),
    paymentMethod: { type: 'WALLET' },
    profile: {},
    redirectUrl: payment.redirectUrl,
  };
}

/** ModificationResponse: the payment after the change, with the change's pspReference. */
export function modificationBody(payment: SimPayment, pspReference: string) {
  return {
    reference: payment.reference,
    pspReference,
    state: payment.state,
    amount: payment.amount,
    aggregate: aggregate(payment),
  };
}
