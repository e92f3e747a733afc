/**
 * Checkout pricing (ADR 0004): one function that both the browser (summary) and the API (every
 * order, with database prices) run, so the figure a shopper sees is the figure they pay.
 */
import { DEFAULT_FREIGHT } from '../constants';
import type { Discount } from '../schemas/cart';
import { freightByShop } from './freight';

/** VAT inside Norwegian consumer prices: 25 % (tax = total × 2500 / 12500). */
export const VAT_RATE_BASIS_POINTS = 2500;

/** One priced line of a parcel (øre). */
export interface CheckoutLine {
  readonly ean: string;
  readonly count: number;
  /** Unit price without deposit. */
  readonly price: number;
  /** Deposit per unit. */
  readonly pant: number;
  readonly frightPrice?: number | null;
  /** Per-shop stock, used to tell whether one shop could send everything (spec §9). */
  readonly variant?: { shops: readonly { id: number; qty: number }[] };
}

/** One order to be: a shop and a delivery mode (ADR 0004 "Parcels"). */
export interface CheckoutParcel {
  readonly shopId: number;
  /** true: home delivery; false: Klikk & Hent. */
  readonly delivery: boolean;
  readonly lines: readonly CheckoutLine[];
}

export interface CheckoutPricingInput {
  readonly parcels: readonly CheckoutParcel[];
  /** The active discount (spec §4), or null. */
  readonly discount: Pick<Discount, 'activated' | 'fixed' | 'amount'> | null;
  /** Price of the chosen shipping method, charged once when anything is delivered. */
  readonly shippingPrice: number;
  /** Whether one shop could send every delivered article; default: derived from line stock. */
  readonly singleShop?: boolean;
}

export interface ParcelPrice {
  readonly shopId: number;
  readonly delivery: boolean;
  /** Σ (price + pant) × count. */
  readonly items: number;
  readonly pant: number;
  readonly discount: number;
  readonly freight: number;
  readonly shipping: number;
  /** items − discount + freight + shipping. */
  readonly total: number;
  /** VAT contained in the total. */
  readonly vat: number;
}

export interface CheckoutPrice {
  readonly parcels: readonly ParcelPrice[];
  readonly items: number;
  readonly pant: number;
  readonly discount: number;
  readonly freight: number;
  readonly shipping: number;
  readonly total: number;
  readonly vat: number;
}

/** VAT contained in a VAT-inclusive amount. */
export function vatOf(total: number): number {
  return Math.round((total * VAT_RATE_BASIS_POINTS) / (10_000 + VAT_RATE_BASIS_POINTS));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Splits `amount` over `weights` in proportion (largest remainder), so the parts are integers
 * that add up to `amount` exactly and none exceeds its weight when amount ≤ Σ weights.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = sum(weights);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let rest = amount - sum(parts);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    rest -= 1;
  }
  return parts;
}

/** What the cart's discount takes off a subtotal (spec §4: never below the deposits). */
export function discountReduction(
  subtotal: number,
  pant: number,
  discount: CheckoutPricingInput['discount'],
): number {
  if (!discount?.activated || subtotal <= 0) return 0;
  const reduction = discount.fixed ? discount.amount : Math.round(subtotal * discount.amount);
  return subtotal - Math.max(pant, subtotal - reduction);
}

/**
 * Prices a checkout: items per parcel, the cart's discount shared by what each parcel can give
 * up, freight by spec §9 over the delivered parcels, the shipping method once (on the delivered
 * parcel with the highest freight), VAT inside each total.
 */
export function priceCheckout(input: CheckoutPricingInput): CheckoutPrice {
  const base = input.parcels.map((parcel) => {
    const items = sum(parcel.lines.map((l) => (l.price + l.pant) * l.count));
    const pant = sum(parcel.lines.map((l) => l.pant * l.count));
    return { parcel, items, pant };
  });
  const items = sum(base.map((b) => b.items));
  const pant = sum(base.map((b) => b.pant));
  const discount = discountReduction(items, pant, input.discount);
  const discounts = allocate(
    discount,
    base.map((b) => b.items - b.pant),
  );

  const delivered = input.parcels.filter((p) => p.delivery && p.lines.length > 0);
  const freightLines = delivered.flatMap((p) =>
    p.lines.map((l) => ({
      shopId: p.shopId,
      ean: l.ean,
      count: l.count,
      frightPrice: l.frightPrice ?? DEFAULT_FREIGHT,
      variant: { ean: l.ean, shops: [...(l.variant?.shops ?? [])] },
    })),
  );
  const freights = freightByShop(
    freightLines,
    input.singleShop === undefined ? {} : { singleShop: input.singleShop },
  );
  const freightOf = (shopId: number) => freights.find((f) => f.shopId === shopId)?.freight ?? 0;
  // The shipping method is paid once, with the parcel that carries the most freight.
  const shippingShop =
    delivered.length === 0
      ? null
      : delivered.reduce((best, p) => (freightOf(p.shopId) > freightOf(best.shopId) ? p : best))
          .shopId;

  const parcels = base.map(({ parcel, items: parcelItems, pant: parcelPant }, i) => {
    const freight = parcel.delivery ? freightOf(parcel.shopId) : 0;
    const shipping = parcel.delivery && parcel.shopId === shippingShop ? input.shippingPrice : 0;
    const parcelDiscount = discounts[i] ?? 0;
    const total = parcelItems - parcelDiscount + freight + shipping;
    return {
      shopId: parcel.shopId,
      delivery: parcel.delivery,
      items: parcelItems,
      pant: parcelPant,
      discount: parcelDiscount,
      freight,
      shipping,
      total,
      vat: vatOf(total),
    };
  });
  return {
    parcels,
    items,
    pant,
    discount,
    freight: sum(parcels.map((p) => p.freight)),
    shipping: sum(parcels.map((p) => p.shipping)),
    total: sum(parcels.map((p) => p.total)),
    vat: sum(parcels.map((p) => p.vat)),
  };
}

/** Cart lines with what the checkout needs to split them (a structural subset of CartLine). */
export interface ParcelSourceLine extends CheckoutLine {
  readonly shopId: number;
  readonly onlyCC: boolean;
}

/**
 * Splits cart lines into parcels (ADR 0004): per shop, delivered lines when the shop is chosen for
 * delivery, and a Klikk & Hent parcel for pickup lines (all lines of a pickup shop, and onlyCC
 * lines of a delivery shop). `deliveryByShop` defaults to delivery; a shop whose lines are all
 * onlyCC is always pickup.
 */
export function splitIntoParcels<L extends ParcelSourceLine>(
  lines: readonly L[],
  deliveryByShop: Readonly<Record<string, boolean>>,
): Array<{ shopId: number; delivery: boolean; lines: L[] }> {
  const parcels: Array<{ shopId: number; delivery: boolean; lines: L[] }> = [];
  const find = (shopId: number, delivery: boolean) => {
    let parcel = parcels.find((p) => p.shopId === shopId && p.delivery === delivery);
    if (!parcel) {
      parcel = { shopId, delivery, lines: [] };
      parcels.push(parcel);
    }
    return parcel;
  };
  for (const line of lines) {
    const delivery = !line.onlyCC && shopDelivers(lines, line.shopId, deliveryByShop);
    find(line.shopId, delivery).lines.push(line);
  }
  return parcels;
}

/** Whether a shop's deliverable lines go home (its choice, default yes; all-onlyCC shops never). */
export function shopDelivers(
  lines: readonly Pick<ParcelSourceLine, 'shopId' | 'onlyCC'>[],
  shopId: number,
  deliveryByShop: Readonly<Record<string, boolean>>,
): boolean {
  const own = lines.filter((l) => l.shopId === shopId);
  if (own.length > 0 && own.every((l) => l.onlyCC)) return false;
  return deliveryByShop[String(shopId)] ?? true;
}

/** Units of a parcel still waiting for the shopper: the per-shop result's `Delivery` (ADR 0004). */
export function outstandingUnits(state: 'pending' | 'paid' | 'cancelled', units: number): number {
  return state === 'paid' ? 0 : units;
}

/** Norwegian mobile number as entered ('412 34 567', '+47 41234567', '0047…') → '+4741234567'. */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  const match = /^(?:\+47|0047|47(?=\d{8}$))?(\d{8})$/.exec(digits);
  return match ? `+47${match[1]}` : null;
}

/** Gift card number as printed (spaces, dashes) → digits, or null when it cannot be one. */
export function normaliseGiftCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{10,19}$/.test(digits) ? digits : null;
}

/**
 * The per-shop delivery choice the checkout keeps in `orderInfo.deliveryByShop` (shopId → true
 * for home delivery, false for Klikk & Hent); anything else stored there is ignored.
 */
export function deliveryChoices(
  orderInfo: Readonly<Record<string, unknown>> | null,
): Record<string, boolean> {
  const stored = orderInfo?.deliveryByShop;
  const out: Record<string, boolean> = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return out;
  for (const [shop, value] of Object.entries(stored))
    if (typeof value === 'boolean') out[shop] = value;
  return out;
}

/** Freight of the cart as the checkout would charge it (the cart modal shows this figure). */
export function cartFreight(
  lines: readonly ParcelSourceLine[],
  deliveryByShop: Readonly<Record<string, boolean>>,
): number {
  return priceCheckout({
    parcels: splitIntoParcels(lines, deliveryByShop),
    discount: null,
    shippingPrice: 0,
  }).freight;
}
