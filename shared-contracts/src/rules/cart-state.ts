import type { CartError, CartLine, CartState, CartShop, Discount } from '../schemas/cart';
import { createInitialCartState } from '../schemas/cart';
import {
  addLine,
  changeLineShop,
  decrementLine,
  removeLine,
  type LineChange,
  type LineOutcome,
} from './cart-lines';
import { cartCount, cartSubtotal, discountedTotal, noDiscount } from './discount';

export interface CartChange {
  readonly state: CartState;
  readonly outcome: LineOutcome;
}

/**
 * Recomputes count, total and discount from the lines. Runs after every change, so a stored
 * total can never disagree with the lines. No lines: total 0 and the discount deactivated.
 */
export function recalculateCart(state: CartState): CartState {
  if (state.orders.length === 0) {
    return { ...state, count: 0, total: 0, discount: noDiscount() };
  }
  const discount: Discount = state.discount.activated
    ? { ...state.discount, originalTotal: cartSubtotal(state.orders) }
    : state.discount;
  return {
    ...state,
    count: cartCount(state.orders),
    total: discountedTotal(state.orders, discount),
    discount,
  };
}

function withLines(state: CartState, change: LineChange): CartChange {
  return { state: recalculateCart({ ...state, orders: change.lines }), outcome: change.outcome };
}

export function addToCart(state: CartState, item: Omit<CartLine, 'count'>): CartChange {
  return withLines(state, addLine(state.orders, item));
}

export function decrementInCart(state: CartState, ean: string, shopId: number): CartChange {
  return withLines(state, decrementLine(state.orders, ean, shopId));
}

export function removeFromCart(state: CartState, ean: string, shopId: number): CartChange {
  return withLines(state, removeLine(state.orders, ean, shopId));
}

export function changeShopInCart(
  state: CartState,
  ean: string,
  fromShopId: number,
  toShop: CartShop,
): CartChange {
  return withLines(state, changeLineShop(state.orders, ean, fromShopId, toShop));
}

export type DiscountOutcome = 'applied' | 'already-active' | 'empty-cart';

/**
 * Activates a discount. An active discount cannot be applied again until removed; an empty cart
 * takes none (it would be deactivated by the next recalculation anyway).
 */
export function applyDiscount(
  state: CartState,
  params: { fixed: boolean; amount: number },
): { state: CartState; outcome: DiscountOutcome } {
  if (state.discount.activated) return { state, outcome: 'already-active' };
  if (state.orders.length === 0) return { state, outcome: 'empty-cart' };
  const discount: Discount = {
    activated: true,
    fixed: params.fixed,
    amount: params.amount,
    originalTotal: cartSubtotal(state.orders),
  };
  return { state: recalculateCart({ ...state, discount }), outcome: 'applied' };
}

export function removeDiscount(state: CartState): CartState {
  return recalculateCart({ ...state, discount: noDiscount() });
}

/**
 * Clears the cart. 'global' empties everything. A shop id removes that shop's lines and resets
 * total, transaction data, discount and order info (the order for that shop is done).
 */
export function clearCart(state: CartState, scope: 'global' | number): CartState {
  if (scope === 'global') return createInitialCartState();
  return recalculateCart({
    ...state,
    orders: state.orders.filter((line) => line.shopId !== scope),
    txData: null,
    discount: noDiscount(),
    orderInfo: null,
  });
}

/** Per-shop result of order creation; `delivery` as the server reports it (`Delivery`). */
export interface ShopOrderResult {
  readonly shopId: number;
  readonly delivery: number;
}

/** After orders are created: clears every shop whose result reports Delivery 0. */
export function clearDeliveredShops(
  state: CartState,
  results: readonly ShopOrderResult[],
): CartState {
  return results
    .filter((result) => result.delivery === 0)
    .reduce((current, result) => clearCart(current, result.shopId), state);
}

/** Valid = not empty, and no reported cart error refers to an article (ean or id) in the cart. */
export function isCartValid(lines: readonly CartLine[], errors: readonly CartError[]): boolean {
  if (lines.length === 0) return false;
  return !errors.some((error) =>
    lines.some(
      (line) =>
        (error.ean !== null && error.ean === line.ean) ||
        (error.articleId !== null && error.articleId === line.articleId),
    ),
  );
}
