import { useStore } from '@nanostores/react';
import {
  $activePromocode,
  $cartErrors,
  $cartValid,
  $discount,
  $orderInfo,
  $orders,
  $shipping,
  cartSetOrderInfo,
  groupLinesByShop,
  type PaymentMethod,
  deliveryChoices,
} from 'shared-contracts';
import { useMemo } from 'react';
import { $giftCard } from '../flow/gift-card-store';
import { paymentChoices, withShopDelivery, withShopPayment } from '../flow/order-info';
import { summariseCheckout } from '../flow/summary';

/** The cart as the checkout sees it: lines per shop, the shopper's choices, the priced summary. */
export function useCheckoutCart() {
  const lines = useStore($orders);
  const orderInfo = useStore($orderInfo);
  const discount = useStore($discount);
  const shipping = useStore($shipping);
  const errors = useStore($cartErrors);
  const valid = useStore($cartValid);
  const promocode = useStore($activePromocode);
  const giftCard = useStore($giftCard);

  const deliveryByShop = useMemo(() => deliveryChoices(orderInfo), [orderInfo]);
  const paymentByShop = useMemo(() => paymentChoices(orderInfo), [orderInfo]);
  const groups = useMemo(() => groupLinesByShop(lines), [lines]);
  const summary = useMemo(
    () =>
      summariseCheckout({
        lines,
        deliveryByShop,
        discount,
        shippingPrice: shipping.price,
        giftCardBalance: giftCard?.balance ?? 0,
      }),
    [lines, deliveryByShop, discount, shipping.price, giftCard],
  );

  return {
    lines,
    groups,
    errors,
    valid,
    discount,
    shipping,
    promocode,
    giftCard,
    deliveryByShop,
    paymentByShop,
    summary,
  };
}

/** Per-shop delivery choice, merged into orderInfo so the cart modal prices the same freight. */
export function setShopDelivery(shopId: number, delivery: boolean): void {
  cartSetOrderInfo(withShopDelivery($orderInfo.get(), shopId, delivery));
}

export function setShopPayment(shopId: number, method: PaymentMethod): void {
  cartSetOrderInfo(withShopPayment($orderInfo.get(), shopId, method));
}
