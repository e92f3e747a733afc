/**
 * What the order service needs from the payments module. Defined here and implemented there, so
 * orders never import a provider and payments can use the order transitions (settlement.ts).
 */
import type { PaymentMethod } from 'shared-contracts/schemas';
import type { OrderRow } from './queries';
import type { PaymentStarter } from './results';
import type { PaymentRow } from './settlement';

export interface PaymentGateway {
  /** Opens the provider payment of a pending order whose transaction has committed. */
  start(order: OrderRow, method: PaymentMethod): Promise<void>;
  /** Start data of an open payment, so a reloaded checkout can go on where it was. */
  resume: PaymentStarter;
  /** Places the Klarna order from a widget authorisation token and settles the payment. */
  confirmKlarna(order: OrderRow, authorizationToken: string): Promise<void>;
  /** Reads an order's open payments back from the providers and settles what they say. */
  readBack(order: OrderRow): Promise<void>;
  /** Closes payments at the provider after the order was cancelled (best effort). */
  close(payments: readonly PaymentRow[]): Promise<void>;
}
