/**
 * Everything the Vipps simulator remembers, in memory: payments with their event logs, access
 * tokens, idempotent answers, webhook registrations and delivery attempts, plus the test
 * controls (simulated clock, fault injection). Tests create one with
 * `createVippsSimulatorState()`, pass it as `options.state` and inspect or steer it.
 */
import { randomBytes, randomInt } from 'node:crypto';

export type SimPaymentState = 'CREATED' | 'ABORTED' | 'EXPIRED' | 'AUTHORIZED' | 'TERMINATED';
export type SimEventName =
  | 'CREATED'
  | 'ABORTED'
  | 'EXPIRED'
  | 'CANCELLED'
  | 'CAPTURED'
  | 'REFUNDED'
  | 'AUTHORIZED'
  | 'TERMINATED';

export interface SimAmount {
  currency: 'NOK';
  value: number;
}

/** One entry of `GET …/events`; also the webhook payload without `msn`. */
export interface SimPaymentEvent {
  reference: string;
  pspReference: string;
  name: SimEventName;
  amount: SimAmount;
  timestamp: string;
  idempotencyKey: string | null;
  success: boolean;
}

export interface SimPayment {
  reference: string;
  pspReference: string;
  state: SimPaymentState;
  amount: SimAmount;
  /** Aggregate in øre; Amount objects are built when answering. */
  authorized: number;
  cancelled: number;
  captured: number;
  refunded: number;
  paymentDescription: string;
  returnUrl: string;
  redirectUrl: string;
  /** The opaque `token` of the landing page URL. */
  landingToken: string;
  createdAt: number;
  /** What the shopper did on the landing page; ABORTED alone does not say which button. */
  shopperAction?: 'approved' | 'refused' | 'cancelled';
  events: SimPaymentEvent[];
}

export interface SimWebhook {
  id: string;
  url: string;
  events: string[];
  secret: string;
}

/** One POST attempt of the webhook sender. */
export interface SimDelivery {
  webhookId: string;
  url: string;
  eventType: string;
  reference: string;
  eventName: SimEventName;
  /** 1 for the first try of this event to this registration. */
  attempt: number;
  /** Receiver's HTTP status; 0 when it could not be reached. */
  status: number;
  ok: boolean;
  signatureCorrupted: boolean;
  /** The extra copy sent after `duplicateNextDelivery()`. */
  duplicate: boolean;
  /** Last attempt of an event that was never accepted. */
  gaveUp: boolean;
  body: string;
  headers: Record<string, string>;
  at: Date;
}

/** A stored answer for an idempotency key, with the request it belongs to. */
export interface SimIdempotentAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** A user has 10 minutes in total to act on a payment (external-apis.md §2.2). */
export const PAYMENT_TTL_MS = 10 * 60_000;
/** Test-environment tokens live one hour. */
export const TOKEN_TTL_MS = 60 * 60_000;

type EventListener = (event: SimPaymentEvent) => void;

export class VippsSimulatorState {
  readonly payments = new Map<string, SimPayment>();
  readonly webhooks = new Map<string, SimWebhook>();
  readonly deliveries: SimDelivery[] = [];
  readonly idempotentAnswers = new Map<string, SimIdempotentAnswer>();

  private readonly tokens = new Map<string, number>();
  private readonly listeners = new Set<EventListener>();
  private readonly failures: number[] = [];
  private corruptions = 0;
  private duplicates = 0;
  private offsetMs = 0;
  private clock: () => Date = () => new Date();
  private pspSequence = randomInt(1_000_000, 9_000_000);

  /** Simulated time: the plugin's clock plus every `advance()`. */
  now(): Date {
    return new Date(this.clock().getTime() + this.offsetMs);
  }

  /** Called by the plugin with `options.now`. */
  useClock(clock: () => Date): void {
    this.clock = clock;
  }

  /** Moves simulated time forward and expires what became due (with its webhooks). */
  advance(ms: number): void {
    this.offsetMs += ms;
    this.expireDue();
  }

  /** The next `count` ePayment/webhooks API calls answer `status` (0: connection dropped). */
  failNext(count: number, status: number): void {
    for (let i = 0; i < count; i++) this.failures.push(status);
  }

  takeFailure(): number | undefined {
    return this.failures.shift();
  }

  /** The next webhook attempt carries a wrong signature (the receiver should reject it). */
  corruptNextSignature(count = 1): void {
    this.corruptions += count;
  }

  takeCorruption(): boolean {
    if (this.corruptions === 0) return false;
    this.corruptions--;
    return true;
  }

  /** The next accepted webhook delivery is sent a second time. */
  duplicateNextDelivery(count = 1): void {
    this.duplicates += count;
  }

  takeDuplicate(): boolean {
    if (this.duplicates === 0) return false;
    this.duplicates--;
    return true;
  }

  issueToken(): { token: string; expiresAt: number } {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.now().getTime() + TOKEN_TTL_MS;
    this.tokens.set(token, expiresAt);
    return { token, expiresAt };
  }

  tokenValid(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && this.now().getTime() < expiresAt;
  }

  /** Every token issued so far stops working at once (the next ePayment call gets 401). */
  expireTokens(): void {
    this.tokens.clear();
  }

  nextPspReference(): string {
    return String(++this.pspSequence);
  }

  payment(reference: string): SimPayment | undefined {
    const payment = this.payments.get(reference);
    if (payment) this.expireIfDue(payment);
    return payment;
  }

  paymentByToken(token: string): SimPayment | undefined {
    for (const payment of this.payments.values()) {
      if (payment.landingToken === token) return this.payment(payment.reference);
    }
    return undefined;
  }

  /** Appends to the payment's event log and tells the webhook sender. */
  record(
    payment: SimPayment,
    name: SimEventName,
    amount: number,
    idempotencyKey: string | null,
    options: { pspReference?: string; at?: Date } = {},
  ): SimPaymentEvent {
    const event: SimPaymentEvent = {
      reference: payment.reference,
      pspReference: options.pspReference ?? payment.pspReference,
      name,
      amount: { currency: 'NOK', value: amount },
      timestamp: (options.at ?? this.now()).toISOString(),
      idempotencyKey,
      success: true,
    };
    payment.events.push(event);
    for (const listener of this.listeners) listener(event);
    return event;
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** CREATED → EXPIRED once the 10 minutes are over; checked lazily whenever it is read. */
  expireIfDue(payment: SimPayment): void {
    if (payment.state !== 'CREATED') return;
    const expiresAt = payment.createdAt + PAYMENT_TTL_MS;
    if (this.now().getTime() < expiresAt) return;
    payment.state = 'EXPIRED';
    this.record(payment, 'EXPIRED', payment.amount.value, null, { at: new Date(expiresAt) });
  }

  expireDue(): void {
    for (const payment of this.payments.values()) this.expireIfDue(payment);
  }
}

export function createVippsSimulatorState(): VippsSimulatorState {
  return new VippsSimulatorState();
}
