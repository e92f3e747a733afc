/**
 * From the cart to the order requests of one purchase (ADR 0004): one request per parcel (shop ×
 * delivery mode), each carrying the whole checkout in `orderInfo.checkout`, the gift card part
 * spread over the parcels in order, and an idempotency key per parcel.
 */
import type {
  CartLine,
  CheckoutContext,
  Discount,
  OrderRequestInput,
  ParcelPrice,
  PaymentMethod,
  ShippingSelection,
} from 'shared-contracts';
import type { ReservationRequestInput } from '../api/orders';
import type { ValidContact } from '../form/contact-validation';
import { orderInfoBody, paymentFor, type DeliveryByShop, type PaymentByShop } from './order-info';
import { summariseCheckout } from './summary';

/** A gift card the shopper checked and chose to use (memory only: the PIN is never stored). */
export interface GiftCardInUse {
  readonly number: string;
  readonly pin: string;
  readonly balance: number;
  readonly expiresAt: string | null;
}

export type ParcelRequest =
  | { readonly kind: 'order'; readonly body: OrderRequestInput }
  | { readonly kind: 'reservation'; readonly body: ReservationRequestInput };

export interface PlannedParcel {
  readonly id: string;
  readonly shopId: number;
  readonly shopName: string;
  readonly delivery: boolean;
  readonly provider: PaymentMethod;
  readonly price: ParcelPrice;
  readonly giftCard: number;
  readonly idempotencyKey: string;
  readonly request: ParcelRequest;
}

export interface CheckoutPlan {
  readonly checkout: CheckoutContext;
  readonly orderInfo: ReturnType<typeof orderInfoBody>;
  /** In cart order (shops as they first appear, delivered before pickup within a shop). */
  readonly parcels: readonly PlannedParcel[];
}

export interface PlanInput {
  readonly checkoutId: string;
  readonly lines: readonly CartLine[];
  readonly deliveryByShop: DeliveryByShop;
  readonly paymentByShop: PaymentByShop;
  readonly contact: ValidContact;
  readonly shipping: ShippingSelection;
  readonly discount: Discount;
  readonly promocodeId: number | null;
  readonly giftCard: GiftCardInUse | null;
}

/** A random id for one purchase (crypto.randomUUID needs a secure context; fall back to bytes). */
export function newCheckoutId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** JSON with sorted keys, so equal bodies hash equally whatever order they were built in. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a, 32 bit, as 8 hex digits: short and stable, not a security measure. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * `${checkoutId}:${shopId}:${d|p}:${hash}`. The hash covers the parcel's whole request (items
 * first of all) except the gift card PIN: posting the same parcel again replays the same order,
 * a parcel changed in any way gets a new order instead of the API's 422 for a reused key.
 */
export function idempotencyKey(
  checkoutId: string,
  shopId: number,
  delivery: boolean,
  body: object,
): string {
  const { giftcard, ...rest } = body as { giftcard?: { pin?: string } | null };
  const hashed = giftcard ? { ...rest, giftcard: { ...giftcard, pin: undefined } } : rest;
  return `${checkoutId}:${shopId}:${delivery ? 'd' : 'p'}:${shortHash(stableStringify(hashed))}`;
}

export function shopNameOf(lines: readonly CartLine[], shopId: number): string {
  return lines.find((l) => l.shopId === shopId && l.shop)?.shop?.name ?? `butikk ${shopId}`;
}

export function planCheckout(input: PlanInput): CheckoutPlan {
  const summary = summariseCheckout({
    lines: input.lines,
    deliveryByShop: input.deliveryByShop,
    discount: input.discount,
    shippingPrice: input.shipping.price,
    giftCardBalance: input.giftCard?.balance ?? 0,
  });
  const checkout: CheckoutContext = {
    id: input.checkoutId,
    groups: summary.parcels.map((p) => ({
      ShopID: p.shopId,
      Delivery: p.delivery,
      items: p.lines.map((l) => ({ EanNo: l.ean, Count: l.count })),
    })),
  };
  const orderInfo = orderInfoBody(checkout, input.deliveryByShop);
  const contact = input.contact;

  const parcels = summary.parcels.map((parcel, i): PlannedParcel => {
    const provider = paymentFor(input.paymentByShop, parcel.shopId);
    const common = {
      ShopID: parcel.shopId,
      items: checkout.groups[i]?.items ?? [],
      CustomerName: contact.name,
      Email: contact.email,
      Phone: contact.phone,
      promocode_id: input.promocodeId,
      payment_method: provider,
      giftcard:
        input.giftCard && parcel.giftCard > 0
          ? { number: input.giftCard.number, pin: input.giftCard.pin, amount: parcel.giftCard }
          : null,
      orderInfo,
    };
    const request: ParcelRequest = parcel.delivery
      ? {
          kind: 'order',
          body: {
            ...common,
            Delivery: 1,
            Address: contact.address,
            PostalCode: contact.postcode,
            // Empty: the API writes its default ('NORWAY', spec §7).
            City: contact.city || null,
            shipping_method_id: input.shipping.id,
          },
        }
      : { kind: 'reservation', body: common };
    return {
      id: parcel.id,
      shopId: parcel.shopId,
      shopName: shopNameOf(input.lines, parcel.shopId),
      delivery: parcel.delivery,
      provider,
      price: parcel.price,
      giftCard: parcel.giftCard,
      idempotencyKey: idempotencyKey(
        input.checkoutId,
        parcel.shopId,
        parcel.delivery,
        request.body,
      ),
      request,
    };
  });
  return { checkout, orderInfo, parcels };
}

/**
 * The order in which parcels are created: those left for a provider first, those the gift card
 * pays in full last. A later failure can then still be rolled back by cancelling, since nothing
 * is paid yet.
 */
export function creationOrder(parcels: readonly PlannedParcel[]): PlannedParcel[] {
  const due = (p: PlannedParcel) => p.price.total - p.giftCard;
  return [...parcels.filter((p) => due(p) > 0), ...parcels.filter((p) => due(p) <= 0)];
}
