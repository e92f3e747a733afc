/**
 * The simulator's memory: sessions, authorization tokens, orders, idempotency replays and the
 * test knobs. In memory on purpose: it stands in for Klarna, an outside service, so nothing of
 * it belongs in our database. Tests create one, pass it to the plugin and look inside.
 */
import { randomBytes } from 'node:crypto';
import type { CaptureBody, OrderLine, RefundBody, SessionBody } from './schemas';

export interface SimSession {
  id: string;
  body: SessionBody;
  clientToken: string;
  createdAt: Date;
  /** 48 h after creation (external-apis §1.3). */
  expiresAt: Date;
  /** The latest token minted for this session (Klarna's read-session shows it). */
  authorizationToken: string | null;
  /** Set once an order was placed: the session then refuses updates and authorizations. */
  orderId: string | null;
  /** The shopper pressed "Avslå" in the widget. */
  refused: boolean;
}

export interface SimAuthorization {
  token: string;
  sessionId: string;
  /** What the shopper approved: create-order must repeat exactly these amounts and lines. */
  body: SessionBody;
  paymentMethodCategory: string;
  createdAt: Date;
  expiresAt: Date;
  /** Consumed by create-order, cancelled by DELETE, or replaced by a newer authorization. */
  state: 'open' | 'used' | 'cancelled' | 'replaced';
}

export type SimOrderStatus =
  'AUTHORIZED' | 'PART_CAPTURED' | 'CAPTURED' | 'CANCELLED' | 'EXPIRED' | 'CLOSED';

export interface SimCapture extends Omit<CaptureBody, 'order_lines' | 'shipping_info'> {
  capture_id: string;
  klarna_reference: string;
  captured_at: string;
  order_lines: OrderLine[];
  shipping_info: NonNullable<CaptureBody['shipping_info']>;
}

export interface SimRefund extends Omit<RefundBody, 'order_lines'> {
  refund_id: string;
  refunded_at: string;
  order_lines: OrderLine[];
}

/** Kept in Klarna's own field names, so reading an order is a copy. */
export interface SimOrder {
  order_id: string;
  klarna_reference: string;
  status: SimOrderStatus;
  fraud_status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  original_order_amount: number;
  order_tax_amount: number;
  captured_amount: number;
  refunded_amount: number;
  remaining_authorized_amount: number;
  merchant_reference1?: string;
  merchant_reference2?: string;
  order_lines: OrderLine[];
  initial_payment_method: { type: string };
  created_at: string;
  /** Capture deadline: now + 28 d at creation. */
  expires_at: string;
  captures: SimCapture[];
  refunds: SimRefund[];
}

/** A stored answer: the same key gets exactly this back for 24 h. */
export interface SimResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export type FaultStatus = 429 | 503;

/** How the authorization callback misbehaves, to test races (external-apis §1.8). */
export interface CallbackBehaviour {
  /** Wait this long after answering the widget before the first attempt. */
  delayMs: number;
  /** Deliver the callback twice. */
  duplicate: boolean;
  /** Never deliver it. */
  drop: boolean;
}

export interface KlarnaSimulatorState {
  readonly sessions: Map<string, SimSession>;
  readonly authorizations: Map<string, SimAuthorization>;
  readonly orders: Map<string, SimOrder>;
  readonly idempotency: Map<string, { response: SimResponse; expiresAt: number }>;
  /** Signs client tokens; per state, so a token from another process is never accepted. */
  readonly secret: Buffer;
  readonly faults: { remaining: number; status: FaultStatus };
  readonly authorizationCallback: CallbackBehaviour;
  /** The next `count` authenticated API calls answer `status` (429 or 503) without acting. */
  failNext(count: number, status?: FaultStatus): void;
}

export function createKlarnaSimulatorState(): KlarnaSimulatorState {
  const faults: KlarnaSimulatorState['faults'] = { remaining: 0, status: 503 };
  return {
    sessions: new Map(),
    authorizations: new Map(),
    orders: new Map(),
    idempotency: new Map(),
    secret: randomBytes(32),
    faults,
    authorizationCallback: { delayMs: 0, duplicate: false, drop: false },
    failNext(count, status = 503) {
      faults.remaining = Math.max(0, Math.floor(count));
      faults.status = status;
    },
  };
}
