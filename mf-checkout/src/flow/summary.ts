/**
 * The figures of the summary: the shared `priceCheckout` rule (the one the API runs for every
 * order) over the parcels of the cart, plus the gift card part of the payment.
 */
import {
  priceCheckout,
  splitIntoParcels,
  type CartLine,
  type CheckoutPrice,
  type Discount,
  type ParcelPrice,
} from 'shared-contracts';
import type { DeliveryByShop } from './order-info';

export interface CartParcel {
  /** `${shopId}:d` (delivered) or `${shopId}:p` (Klikk & Hent). */
  readonly id: string;
  readonly shopId: number;
  readonly delivery: boolean;
  readonly lines: CartLine[];
  readonly price: ParcelPrice;
  /** Drawn from the applied gift card (øre). */
  readonly giftCard: number;
}

export interface CheckoutSummary {
  readonly price: CheckoutPrice;
  readonly parcels: readonly CartParcel[];
  readonly anyDelivered: boolean;
  /** Gift card part of the whole checkout. */
  readonly giftCard: number;
  /** What the payment providers are asked for: total − gift card. */
  readonly toPay: number;
}

export const parcelId = (shopId: number, delivery: boolean): string =>
  `${shopId}:${delivery ? 'd' : 'p'}`;

/**
 * Spreads a gift card over parcels in order: min(balance, Σ totals) in all, each parcel at most
 * its own total. (A card cannot pay more than the purchase, and each order states its own part.)
 */
export function splitGiftCard(balance: number, totals: readonly number[]): number[] {
  let left = Math.max(
    0,
    Math.min(
      balance,
      totals.reduce((a, b) => a + Math.max(0, b), 0),
    ),
  );
  return totals.map((total) => {
    const part = Math.min(left, Math.max(0, total));
    left -= part;
    return part;
  });
}

export interface SummaryInput {
  readonly lines: readonly CartLine[];
  readonly deliveryByShop: DeliveryByShop;
  readonly discount: Discount;
  readonly shippingPrice: number;
  /** Balance of the applied gift card, or 0. */
  readonly giftCardBalance: number;
}

export function summariseCheckout(input: SummaryInput): CheckoutSummary {
  const split = splitIntoParcels(input.lines, input.deliveryByShop);
  const price = priceCheckout({
    parcels: split,
    discount: input.discount,
    shippingPrice: input.shippingPrice,
  });
  const giftParts = splitGiftCard(
    input.giftCardBalance,
    price.parcels.map((p) => p.total),
  );
  const parcels = split.map((parcel, i) => ({
    id: parcelId(parcel.shopId, parcel.delivery),
    shopId: parcel.shopId,
    delivery: parcel.delivery,
    lines: parcel.lines,
    price: price.parcels[i] as ParcelPrice,
    giftCard: giftParts[i] ?? 0,
  }));
  const giftCard = giftParts.reduce((a, b) => a + b, 0);
  return {
    price,
    parcels,
    anyDelivered: parcels.some((p) => p.delivery),
    giftCard,
    toPay: price.total - giftCard,
  };
}
