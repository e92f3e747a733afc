/**
 * Orders, Klikk & Hent reservations and payments (spec §7 "Reservations and orders", ADR 0004).
 * The order body keeps the spec's field names (ShopID, EanNo, CustomerName …).
 */
import * as v from 'valibot';
import { normaliseGiftCardNumber, normalisePhone } from '../rules/checkout';
import { IdSchema, OreSchema } from './common';

export const ORDER_MESSAGES = {
  name: 'Navn må fylles ut',
  phone: 'Telefonnummer må være åtte siffer (norsk mobilnummer, +47)',
  email: 'Ugyldig e-postadresse',
  address: 'Adresse må fylles ut for hjemlevering',
  postcode: 'Postnummer må være fire siffer',
  items: 'Bestillingen har ingen varer',
  ean: 'Ugyldig EAN',
  count: 'Antall må være et helt tall fra 1 til 99',
  paymentMethod: 'Velg betaling med Klarna eller Vipps',
  giftcardNumber: 'Gavekortnummeret må ha 10–19 siffer',
  giftcardPin: 'PIN-koden må ha 3–8 siffer',
} as const;

/** City sent with the order when none is known (spec §7: City defaults to 'NORWAY'). */
export const DEFAULT_ORDER_CITY = 'NORWAY';

const trimmed = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

export const CustomerNameSchema = trimmed(100, ORDER_MESSAGES.name);
export const OrderEmailSchema = v.pipe(
  v.string(ORDER_MESSAGES.email),
  v.trim(),
  v.nonEmpty(ORDER_MESSAGES.email),
  v.maxLength(254, ORDER_MESSAGES.email),
  v.email(ORDER_MESSAGES.email),
  v.toLowerCase(),
);
/** Norwegian mobile number, normalised to '+47' and eight digits. */
export const OrderPhoneSchema = v.pipe(
  v.string(ORDER_MESSAGES.phone),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const phone = normalisePhone(dataset.value);
    if (phone === null) {
      addIssue({ message: ORDER_MESSAGES.phone });
      return NEVER;
    }
    return phone;
  }),
);
export const PostcodeSchema = v.pipe(
  v.string(ORDER_MESSAGES.postcode),
  v.trim(),
  v.regex(/^\d{4}$/, ORDER_MESSAGES.postcode),
);
export const AddressSchema = trimmed(200, ORDER_MESSAGES.address);

export const EanSchema = v.pipe(
  v.string(ORDER_MESSAGES.ean),
  v.trim(),
  v.regex(/^\d{8,14}$/, ORDER_MESSAGES.ean),
);

/** One line of the order body: `{ EanNo, Count }`. */
export const OrderItemSchema = v.object({
  EanNo: EanSchema,
  Count: v.pipe(
    v.number(ORDER_MESSAGES.count),
    v.safeInteger(ORDER_MESSAGES.count),
    v.minValue(1, ORDER_MESSAGES.count),
    v.maxValue(99, ORDER_MESSAGES.count),
  ),
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

const OrderItemsSchema = v.pipe(
  v.array(OrderItemSchema, ORDER_MESSAGES.items),
  v.minLength(1, ORDER_MESSAGES.items),
  v.maxLength(100, ORDER_MESSAGES.items),
  v.check(
    (items) => new Set(items.map((i) => i.EanNo)).size === items.length,
    'Samme EAN står flere ganger i bestillingen',
  ),
);

/** 1/0 or true/false, as the legacy body sends `Delivery`. */
const DeliveryFlagSchema = v.pipe(
  v.union([v.boolean(), v.literal(0), v.literal(1)], 'Delivery må være 1 eller 0'),
  v.transform((value) => value === true || value === 1),
);

export const PaymentMethodSchema = v.picklist(['klarna', 'vipps'], ORDER_MESSAGES.paymentMethod);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;
export const PaymentProviderParamsSchema = v.object({ provider: PaymentMethodSchema });

/** The whole checkout as every order of it carries it (ADR 0004): freight and discount depend on it. */
export const CheckoutContextSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'Ugyldig kasse-id')),
  groups: v.pipe(
    v.array(v.object({ ShopID: IdSchema, Delivery: DeliveryFlagSchema, items: OrderItemsSchema })),
    v.minLength(1),
    v.maxLength(40),
  ),
});
export type CheckoutContext = v.InferOutput<typeof CheckoutContextSchema>;

/** Free-form order information; the checkout puts its context under `checkout`. Stored with the
 * order, so its size is bounded. */
export const OrderInfoBodySchema = v.nullish(
  v.pipe(
    v.looseObject({ checkout: v.optional(CheckoutContextSchema) }),
    v.check((info) => JSON.stringify(info).length <= 16_000, 'orderInfo er for stor'),
  ),
  null,
);

export const GiftCardNumberSchema = v.pipe(
  v.string(ORDER_MESSAGES.giftcardNumber),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const number = normaliseGiftCardNumber(dataset.value);
    if (number === null) {
      addIssue({ message: ORDER_MESSAGES.giftcardNumber });
      return NEVER;
    }
    return number;
  }),
);
export const GiftCardPinSchema = v.pipe(
  v.string(ORDER_MESSAGES.giftcardPin),
  v.trim(),
  v.regex(/^\d{3,8}$/, ORDER_MESSAGES.giftcardPin),
);

/** Gift card as part payment of one order: up to `amount` øre is drawn from the card. */
export const GiftCardPaymentSchema = v.object({
  number: GiftCardNumberSchema,
  pin: GiftCardPinSchema,
  amount: v.pipe(OreSchema, v.minValue(1, 'Beløpet må være større enn 0')),
});

const orderFields = {
  ShopID: IdSchema,
  items: OrderItemsSchema,
  CustomerName: CustomerNameSchema,
  Email: OrderEmailSchema,
  Phone: OrderPhoneSchema,
  shipping_method_id: v.nullish(v.union([v.string(), v.number()]), null),
  promocode_id: v.nullish(IdSchema, null),
  payment_method: PaymentMethodSchema,
  /** Klarna's authorisation token (the spec's instalment-provider token), on a replayed create. */
  klarna_token: v.nullish(v.pipe(v.string(), v.maxLength(2000)), null),
  giftcard: v.nullish(GiftCardPaymentSchema, null),
  orderInfo: OrderInfoBodySchema,
};

/** Body of POST /orders (spec §7), one per shop. */
export const OrderRequestSchema = v.pipe(
  v.object({
    ...orderFields,
    Delivery: DeliveryFlagSchema,
    Address: v.nullish(v.string(), null),
    PostalCode: v.nullish(v.string(), null),
    City: v.optional(
      v.pipe(
        v.nullable(v.string()),
        v.transform((c) => c?.trim() || DEFAULT_ORDER_CITY),
      ),
      DEFAULT_ORDER_CITY,
    ),
  }),
  v.forward(
    v.check((o) => !o.Delivery || v.is(AddressSchema, o.Address ?? ''), ORDER_MESSAGES.address),
    ['Address'],
  ),
  v.forward(
    v.check(
      (o) => !o.Delivery || v.is(PostcodeSchema, o.PostalCode ?? ''),
      ORDER_MESSAGES.postcode,
    ),
    ['PostalCode'],
  ),
);
export type OrderRequest = v.InferOutput<typeof OrderRequestSchema>;
export type OrderRequestInput = v.InferInput<typeof OrderRequestSchema>;

/** Body of POST /reservations/create: a Klikk & Hent parcel (no address, no shipping). */
export const ReservationCreateSchema = v.object(orderFields);
export type ReservationCreate = v.InferOutput<typeof ReservationCreateSchema>;

export const OrderStateSchema = v.picklist(['pending', 'paid', 'cancelled']);
export type OrderState = v.InferOutput<typeof OrderStateSchema>;

export const OrderAmountsSchema = v.object({
  items: OreSchema,
  pant: OreSchema,
  discount: OreSchema,
  freight: OreSchema,
  shipping: OreSchema,
  total: OreSchema,
  vat: OreSchema,
  /** Drawn from a gift card. */
  giftcard: OreSchema,
  /** Left for the payment provider: total − gift card. */
  due: OreSchema,
});
export type OrderAmounts = v.InferOutput<typeof OrderAmountsSchema>;

export const OrderLineResultSchema = v.object({
  EanNo: v.string(),
  Count: v.number(),
  ArticleID: IdSchema,
  ArticleName: v.string(),
  Size: v.nullable(v.string()),
  Color: v.nullable(v.string()),
  Price: OreSchema,
  Pant: OreSchema,
  Total: OreSchema,
});

export const KlarnaPaymentStartSchema = v.object({
  provider: v.literal('klarna'),
  sessionId: v.string(),
  clientToken: v.string(),
  /** The Klarna Payments SDK (configuration, never from data). */
  scriptUrl: v.string(),
  categories: v.array(v.object({ identifier: v.string(), name: v.string() })),
});
export const VippsPaymentStartSchema = v.object({
  provider: v.literal('vipps'),
  reference: v.string(),
  redirectUrl: v.string(),
});
export const PaymentStartSchema = v.variant('provider', [
  KlarnaPaymentStartSchema,
  VippsPaymentStartSchema,
]);
export type PaymentStart = v.InferOutput<typeof PaymentStartSchema>;

export const PickupSchema = v.object({
  reservationId: IdSchema,
  pickupCode: v.string(),
  shopId: IdSchema,
  shopName: v.string(),
});

/** A payment of an order as the confirmation page shows it. */
export const OrderPaymentSchema = v.object({
  provider: v.picklist(['klarna', 'vipps', 'giftcard']),
  state: v.picklist(['created', 'authorized', 'refused', 'cancelled', 'expired', 'captured']),
  amount: OreSchema,
  /** Provider's order id / reference (shown to the shopper as the payment reference). */
  reference: v.nullable(v.string()),
});
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>;

/** Per-shop result of order creation and payment confirmation (ADR 0004 "Per-shop result"). */
export const OrderResultSchema = v.object({
  status: v.literal(200),
  ShopID: IdSchema,
  shopName: v.string(),
  OrderID: IdSchema,
  OrderNo: v.string(),
  /** Units still waiting for the shopper; 0 once paid (the cart then clears this shop). */
  Delivery: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  delivery: v.boolean(),
  state: OrderStateSchema,
  cancelReason: v.nullable(v.string()),
  amounts: OrderAmountsSchema,
  items: v.array(OrderLineResultSchema),
  payment: v.nullable(PaymentStartSchema),
  payments: v.array(OrderPaymentSchema),
  pickup: v.nullable(PickupSchema),
  expiresAt: v.nullable(v.string()),
  checkoutId: v.nullable(v.string()),
});
export type OrderResult = v.InferOutput<typeof OrderResultSchema>;

/** Answer of POST /reservations/create: the input merged with the result. */
export const ReservationCreateResultSchema = v.looseObject({
  ...OrderResultSchema.entries,
  id: IdSchema,
  pickupCode: v.string(),
});

/** 409 of order creation: which articles are short and how many the shop has. */
export const StockShortageSchema = v.object({
  EanNo: v.string(),
  ArticleID: v.nullable(IdSchema),
  name: v.nullable(v.string()),
  ShopID: IdSchema,
  requested: v.number(),
  available: v.number(),
});
export type StockShortage = v.InferOutput<typeof StockShortageSchema>;
export const StockShortageBodySchema = v.object({
  message: v.string(),
  code: v.literal('OUT_OF_STOCK'),
  shortages: v.array(StockShortageSchema),
});

/** Body of POST /reservations/{provider}/ (spec §7). */
export const ProviderConfirmSchema = v.object({
  /** Klarna: the session id; Vipps: the payment reference. */
  order: v.pipe(v.string(), v.trim(), v.nonEmpty('Mangler betalingsreferanse'), v.maxLength(100)),
  shop: IdSchema,
  promocodeId: v.nullish(IdSchema, null),
  /** Klarna: `{ authorization_token }` from the widget; Vipps: nothing. */
  payment: v.nullish(
    v.union([
      v.object({ authorization_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000)) }),
      v.string(),
    ]),
    null,
  ),
  orderInfo: v.nullish(v.looseObject({}), null),
  useGlobalShop: v.nullish(v.boolean(), null),
});
export type ProviderConfirm = v.InferOutput<typeof ProviderConfirmSchema>;

export const OrderIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Ugyldig ordre-id'), v.transform(Number)),
});
export const CheckoutIdParamsSchema = v.object({ checkoutId: CheckoutContextSchema.entries.id });

/** GET /orders/checkout/{checkoutId}: every order of one purchase, for the confirmation page. */
export const CheckoutOrdersSchema = v.object({
  checkoutId: v.string(),
  orders: v.array(OrderResultSchema),
});
export type CheckoutOrders = v.InferOutput<typeof CheckoutOrdersSchema>;

/* ------------------------------------------------------------------ gift cards */

export const GiftCardBalanceRequestSchema = v.object({
  cardNumber: GiftCardNumberSchema,
  pin: GiftCardPinSchema,
});
export const GiftCardBalanceSchema = v.object({
  balanceOre: OreSchema,
  currency: v.literal('NOK'),
  expiresAt: v.nullable(v.string()),
  status: v.picklist(['ACTIVE']),
  /** ISO time the card last paid for an order (null: never); absent from older servers. */
  lastUsedAt: v.nullish(v.string(), null),
});
export type GiftCardBalance = v.InferOutput<typeof GiftCardBalanceSchema>;

/* ------------------------------------------------------------------ account history (spec §3) */

/** Order as the account history shows it: amounts in kroner (spec: minor units / 100). */
export const HistoryOrderSchema = v.object({
  id: IdSchema,
  no: v.string(),
  shopNo: v.number(),
  net_amount: v.number(),
  total: v.number(),
  date: v.string(),
  articles: v.array(
    v.object({
      ArticleID: IdSchema,
      ArticleName: v.string(),
      Total: v.number(),
      Size: v.nullable(v.string()),
      Color: v.nullable(v.string()),
      GenderID: v.nullable(IdSchema),
      EAN: v.string(),
      Quantity: v.number(),
      Price: v.number(),
    }),
  ),
});
export type HistoryOrder = v.InferOutput<typeof HistoryOrderSchema>;

export const HistoryReservationSchema = v.object({
  id: IdSchema,
  shopID: IdSchema,
  customerID: v.nullable(IdSchema),
  statusID: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  delivery: v.boolean(),
  address: v.nullable(v.string()),
  city: v.nullable(v.string()),
  zipcode: v.nullable(v.string()),
  total: v.number(),
  trackingUrl: v.nullable(v.string()),
  pickupCode: v.nullable(v.string()),
  articles: v.array(
    v.object({
      ArticleID: IdSchema,
      ArticleName: v.string(),
      EAN: v.string(),
      Size: v.nullable(v.string()),
      Color: v.nullable(v.string()),
      Quantity: v.number(),
      Price: v.number(),
    }),
  ),
  date: v.string(),
});
export type HistoryReservation = v.InferOutput<typeof HistoryReservationSchema>;

const pageMeta = v.object({ current_page: v.number(), last_page: v.number(), total: v.number() });
export const HistoryOrderPageSchema = v.object({
  data: v.array(HistoryOrderSchema),
  meta: pageMeta,
});
export const HistoryReservationPageSchema = v.object({
  data: v.array(HistoryReservationSchema),
  meta: pageMeta,
});
export const HistoryPageQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'Ugyldig side'),
      v.transform(Number),
      v.minValue(1, 'Siden må være minst 1'),
    ),
    '1',
  ),
});

/** Header carrying the client's key for POST /orders and /reservations/create. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = v.pipe(
  v.string('Mangler Idempotency-Key'),
  v.regex(/^[A-Za-z0-9:_-]{8,200}$/, 'Ugyldig Idempotency-Key'),
);
