import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import { DEFAULT_SHIPPING } from '../constants';
import {
  CartErrorsSchema,
  CartLinesSchema,
  CheckoutClientSchema,
  DiscountSchema,
  OrderInfoSchema,
  ProviderOrdersSchema,
  type CartError,
  type CartLine,
  type CartShop,
  type CartState,
  type CheckoutClient,
  type OrderInfo,
  type ProviderOrder,
  type TxData,
} from '../schemas/cart';
import { IdSchema, OreSchema } from '../schemas/common';
import type { Promocode } from '../schemas/promocode';
import { ShippingSelectionSchema, type ShippingSelection } from '../schemas/shipping';
import type { LineOutcome } from '../rules/cart-lines';
import {
  addToCart,
  applyDiscount,
  changeShopInCart,
  clearCart,
  clearDeliveredShops,
  decrementInCart,
  isCartValid,
  recalculateCart,
  removeDiscount,
  removeFromCart,
  type DiscountOutcome,
  type ShopOrderResult,
} from '../rules/cart-state';
import { cartFreight, deliveryChoices } from '../rules/checkout';
import { discountFromPromocode, noDiscount } from '../rules/discount';
import { $activePromocode } from './promocode';
import { persistedJson } from './persisted';
import { STORAGE_KEYS } from './storage-keys';

// One atom per persisted key (spec §3), so each key mirrors across tabs on its own.
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const $orders = persistedJson(STORAGE_KEYS.orders, CartLinesSchema, (): CartLine[] => []);
export const $count = persistedJson(STORAGE_KEYS.count, Count, () => 0);
export const $total = persistedJson(STORAGE_KEYS.total, OreSchema, () => 0);
export const $shipping = persistedJson(
  STORAGE_KEYS.shipping,
  ShippingSelectionSchema,
  (): ShippingSelection => ({ ...DEFAULT_SHIPPING }),
);
export const $discount = persistedJson(STORAGE_KEYS.discount, DiscountSchema, noDiscount);
export const $klarnaOrders = persistedJson(
  STORAGE_KEYS.klarnaOrders,
  ProviderOrdersSchema,
  (): ProviderOrder[] => [],
);
export const $vippsOrders = persistedJson(
  STORAGE_KEYS.vippsOrders,
  ProviderOrdersSchema,
  (): ProviderOrder[] => [],
);
export const $orderInfo = persistedJson(
  STORAGE_KEYS.orderInfo,
  OrderInfoSchema,
  (): OrderInfo => null,
);
export const $client = persistedJson(
  STORAGE_KEYS.client,
  v.nullable(CheckoutClientSchema),
  (): CheckoutClient | null => null,
);
export const $selectedShop = persistedJson(
  STORAGE_KEYS.selectedShop,
  v.nullable(IdSchema),
  (): number | null => null,
);
export const $cartErrors = persistedJson(
  STORAGE_KEYS.cartErrors,
  CartErrorsSchema,
  (): CartError[] => [],
);
/** Payment transaction data: memory only (spec §3), never written to storage. */
export const $txData = atom<TxData>(null);

/** The whole cart as one read-only value (recomputed when any part changes). */
export const $cart = computed(
  [
    $orders,
    $client,
    $count,
    $total,
    $shipping,
    $txData,
    $discount,
    $klarnaOrders,
    $vippsOrders,
    $orderInfo,
    $selectedShop,
    $cartErrors,
  ],
  (
    orders,
    client,
    count,
    total,
    shipping,
    txData,
    discount,
    klarnaOrders,
    vippsOrders,
    orderInfo,
    selectedShop,
    cartErrors,
  ): CartState => ({
    orders,
    client,
    count,
    total,
    shipping,
    txData,
    discount,
    klarnaOrders,
    vippsOrders,
    orderInfo,
    selectedShop,
    cartErrors,
  }),
);

/** Cart validity (spec §4): not empty and no reported error about an article in it. */
export const $cartValid = computed([$orders, $cartErrors], (orders, errors) =>
  isCartValid(orders, errors),
);

/**
 * Freight as the checkout will charge it: the §9 rule over the delivered lines, with each shop's
 * delivery or Klikk & Hent choice (ADR 0004). The cart modal and /checkout show this one figure.
 */
export const $cartFreight = computed([$orders, $orderInfo], (orders, orderInfo) =>
  cartFreight(orders, deliveryChoices(orderInfo)),
);

/** Current cart state read from the atoms (not the computed: always fresh, even unmounted). */
export function getCartState(): CartState {
  return {
    orders: $orders.get(),
    client: $client.get(),
    count: $count.get(),
    total: $total.get(),
    shipping: $shipping.get(),
    txData: $txData.get(),
    discount: $discount.get(),
    klarnaOrders: $klarnaOrders.get(),
    vippsOrders: $vippsOrders.get(),
    orderInfo: $orderInfo.get(),
    selectedShop: $selectedShop.get(),
    cartErrors: $cartErrors.get(),
  };
}

function setIfChanged<T>(store: { get(): T; set(value: T): void }, value: T): void {
  if (store.get() !== value) store.set(value);
}

/** Writes a whole cart state; only changed parts are written (fewer storage writes and renders). */
export function setCartState(next: CartState): void {
  setIfChanged($orders, next.orders);
  setIfChanged($client, next.client);
  setIfChanged($count, next.count);
  setIfChanged($total, next.total);
  setIfChanged($shipping, next.shipping);
  setIfChanged($txData, next.txData);
  setIfChanged($discount, next.discount);
  setIfChanged($klarnaOrders, next.klarnaOrders);
  setIfChanged($vippsOrders, next.vippsOrders);
  setIfChanged($orderInfo, next.orderInfo);
  setIfChanged($selectedShop, next.selectedShop);
  setIfChanged($cartErrors, next.cartErrors);
}

function commit(change: { state: CartState; outcome: LineOutcome }): LineOutcome {
  setCartState(change.state);
  return change.outcome;
}

/** Adds one unit of `item` from its shop (see rule `addLine`). */
export function cartAdd(item: Omit<CartLine, 'count'>): LineOutcome {
  return commit(addToCart(getCartState(), item));
}

export function cartDecrement(ean: string, shopId: number): LineOutcome {
  return commit(decrementInCart(getCartState(), ean, shopId));
}

export function cartRemove(ean: string, shopId: number): LineOutcome {
  return commit(removeFromCart(getCartState(), ean, shopId));
}

export function cartChangeShop(ean: string, fromShopId: number, toShop: CartShop): LineOutcome {
  return commit(changeShopInCart(getCartState(), ean, fromShopId, toShop));
}

export function cartApplyDiscount(params: { fixed: boolean; amount: number }): DiscountOutcome {
  const { state, outcome } = applyDiscount(getCartState(), params);
  setCartState(state);
  return outcome;
}

/** Applies a checked promo code as the cart discount and remembers it as the active code. */
export function cartApplyPromocode(promo: Promocode): DiscountOutcome {
  const outcome = cartApplyDiscount(discountFromPromocode(promo));
  if (outcome === 'applied') $activePromocode.set(promo);
  return outcome;
}

/** Removes the discount and the active promo code. */
export function cartRemoveDiscount(): void {
  setCartState(removeDiscount(getCartState()));
  $activePromocode.set(null);
}

/** 'global' empties everything (incl. the active promo code); a shop id clears that shop. */
export function cartClear(scope: 'global' | number): void {
  setCartState(clearCart(getCartState(), scope));
  $activePromocode.set(null);
}

/** After order creation: clears the shops whose result reports Delivery 0. */
export function cartClearDelivered(results: readonly ShopOrderResult[]): void {
  const before = getCartState();
  const after = clearDeliveredShops(before, results);
  setCartState(after);
  if (after !== before) $activePromocode.set(null);
}

/** Recomputes count/total from the lines (e.g. after lines were restored from elsewhere). */
export function cartRecalculate(): void {
  setCartState(recalculateCart(getCartState()));
}

export function cartSetErrors(errors: CartError[]): void {
  $cartErrors.set(errors);
}

export function cartSetShipping(shipping: ShippingSelection): void {
  $shipping.set(shipping);
}

export function cartSetClient(client: CheckoutClient | null): void {
  $client.set(client);
}

export function cartSetOrderInfo(orderInfo: OrderInfo): void {
  $orderInfo.set(orderInfo);
}

export function cartSetTxData(txData: TxData): void {
  $txData.set(txData);
}

export function cartSelectShop(shopId: number | null): void {
  $selectedShop.set(shopId);
}

/** Records (or replaces) the provider order created for a shop. */
export function cartSetProviderOrder(provider: 'klarna' | 'vipps', order: ProviderOrder): void {
  const store = provider === 'klarna' ? $klarnaOrders : $vippsOrders;
  store.set([...store.get().filter((o) => o.shopId !== order.shopId), order]);
}
