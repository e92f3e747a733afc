import type { CartLine, Discount } from '../schemas/cart';
import { DEFAULT_DISCOUNT } from '../schemas/cart';
import type { Promocode } from '../schemas/promocode';
import { isOn } from './flags';

/** Sum of unit price + deposit over all units (øre), before any discount. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (line.price + line.pant) * line.count, 0);
}

/** Sum of deposits (pant) over all units: the floor no discount may go below. */
export function cartPant(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.pant * line.count, 0);
}

/** Total units in the cart (the header badge). */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/**
 * Total after the discount (spec §4 "Discount"): fixed subtracts the amount, otherwise the
 * amount is a fraction of the total; never below the deposits; 0 for an empty cart.
 */
export function discountedTotal(lines: readonly CartLine[], discount: Discount): number {
  if (lines.length === 0) return 0;
  const subtotal = cartSubtotal(lines);
  if (!discount.activated) return subtotal;
  const reduction = discount.fixed ? discount.amount : Math.round(subtotal * discount.amount);
  return Math.max(cartPant(lines), subtotal - reduction);
}

/** The promo code's effect as discount parameters; percentages (> 1) become fractions. */
export function discountFromPromocode(promo: Pick<Promocode, 'Fixed' | 'Amount'>): {
  fixed: boolean;
  amount: number;
} {
  const fixed = isOn(promo.Fixed);
  if (fixed) return { fixed, amount: Math.round(promo.Amount) };
  const fraction = promo.Amount > 1 ? promo.Amount / 100 : promo.Amount;
  return { fixed, amount: Math.min(1, Math.max(0, fraction)) };
}

/** Whether the promo code is valid at `now` (open-ended when a date is missing). */
export function isPromocodeValid(
  promo: Pick<Promocode, 'ValidFrom' | 'ValidTo'>,
  now: Date = new Date(),
): boolean {
  const t = now.getTime();
  if (promo.ValidFrom && t < Date.parse(promo.ValidFrom)) return false;
  if (promo.ValidTo && t > endOfDayIfDateOnly(promo.ValidTo)) return false;
  return true;
}

/** A date-only end ('2025-03-01') means the whole day is included. */
export function endOfDayIfDateOnly(value: string): number {
  const time = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? time + 24 * 60 * 60 * 1000 - 1 : time;
}

/** A fresh, deactivated discount. */
export function noDiscount(): Discount {
  return { ...DEFAULT_DISCOUNT };
}
