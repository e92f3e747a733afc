/** ePayment webhook event types and payloads (external-apis.md §2.6). */
import type { SimEventName, SimPaymentEvent } from './state';

export const EPAYMENT_EVENT_TYPES = [
  'epayments.payment.created.v1',
  'epayments.payment.aborted.v1',
  'epayments.payment.expired.v1',
  'epayments.payment.cancelled.v1',
  'epayments.payment.captured.v1',
  'epayments.payment.refunded.v1',
  'epayments.payment.authorized.v1',
  'epayments.payment.terminated.v1',
] as const;

export type EpaymentEventType = (typeof EPAYMENT_EVENT_TYPES)[number];

/** AUTHORIZED → `epayments.payment.authorized.v1`. */
export function eventTypeOf(name: SimEventName): EpaymentEventType {
  return `epayments.payment.${name.toLowerCase()}.v1` as EpaymentEventType;
}

/** The JSON body Vipps posts: the event log entry plus the merchant serial number. */
export function webhookPayload(msn: string, event: SimPaymentEvent) {
  return {
    msn,
    reference: event.reference,
    pspReference: event.pspReference,
    name: event.name,
    amount: event.amount,
    timestamp: event.timestamp,
    idempotencyKey: event.idempotencyKey,
    success: event.success,
  };
}
