import * as v from 'valibot';
import { DEFAULT_FREIGHT, DEFAULT_SHIPPING } from '../constants';
import { IdSchema, LooseRecordSchema, OreSchema } from './common';
import { ShippingSelectionSchema } from './shipping';

const CountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Stock of one variant in one shop (the `shops` list of a variant). */
export const ShopStockSchema = v.object({ id: IdSchema, qty: CountSchema });
export type ShopStock = v.InferOutput<typeof ShopStockSchema>;

/**
 * The variant as carried on a cart line. Loose on purpose: the catalogue owns the full variant
 * shape; the cart needs only the ean and the per-shop stock to enforce limits.
 */
export const CartVariantSchema = v.looseObject({
  id: v.optional(v.union([v.number(), v.string()])),
  ean: v.string(),
  shops: v.array(ShopStockSchema),
});
export type CartVariant = v.InferOutput<typeof CartVariantSchema>;

/** The shop a line is bought from; loose so a full catalogue shop object also fits. */
export const CartShopSchema = v.looseObject({ id: IdSchema, name: v.string() });
export type CartShop = v.InferOutput<typeof CartShopSchema>;

const NamedRefSchema = v.object({ id: v.union([v.number(), v.string()]), name: v.string() });

export const CartColorSchema = v.looseObject({
  id: v.optional(v.union([v.number(), v.string()])),
  name: v.string(),
  hex: v.nullish(v.string()),
  image: v.nullish(v.string(), null),
});

/**
 * One cart line = one ean bought from one shop (spec §3 "Cart line"). Lines are a flat list;
 * grouping by shop is a view (`groupLinesByShop`), so there is one source of truth.
 */
export const CartLineSchema = v.object({
  /** Variant id of the line. */
  id: v.union([v.number(), v.string()]),
  articleId: IdSchema,
  ean: v.pipe(v.string(), v.nonEmpty()),
  shopId: IdSchema,
  count: v.pipe(CountSchema, v.minValue(1)),
  name: v.string(),
  gender: v.nullish(NamedRefSchema, null),
  size: v.nullish(NamedRefSchema, null),
  color: v.nullish(CartColorSchema, null),
  /** Unit price in øre, deposit (pant) not included. */
  price: v.pipe(OreSchema, v.minValue(0)),
  /** Deposit per unit in øre, added on top of the price. */
  pant: v.optional(v.pipe(OreSchema, v.minValue(0)), 0),
  /** Freight of the article in øre (spelling of the legacy field kept). */
  frightPrice: v.nullish(v.pipe(OreSchema, v.minValue(0)), DEFAULT_FREIGHT),
  image: v.nullish(v.string(), null),
  canPurchase: v.optional(v.boolean(), true),
  variant: CartVariantSchema,
  shop: v.nullish(CartShopSchema, null),
  /** Maximum count a shopper may buy on the web; null = no limit. */
  webPurchaseLimit: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), null),
  /** Click & collect only (no home delivery). */
  onlyCC: v.optional(v.boolean(), false),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;
/** What a caller must supply to build a line (defaults fill the rest). */
export type CartLineInput = v.InferInput<typeof CartLineSchema>;

export const CartLinesSchema = v.array(CartLineSchema);

/** Discount state; `amount` is øre when `fixed`, otherwise a fraction (0..1) of the total. */
export const DiscountSchema = v.object({
  activated: v.boolean(),
  fixed: v.boolean(),
  amount: v.pipe(v.number(), v.minValue(0)),
  originalTotal: OreSchema,
});
export type Discount = v.InferOutput<typeof DiscountSchema>;
export const DEFAULT_DISCOUNT: Readonly<Discount> = Object.freeze({
  activated: false,
  fixed: false,
  amount: 0,
  originalTotal: 0,
});

/** A payment-provider order created for one shop (instalment provider or second provider). */
export const ProviderOrderSchema = v.object({ shopId: IdSchema, orderId: v.string() });
export type ProviderOrder = v.InferOutput<typeof ProviderOrderSchema>;
export const ProviderOrdersSchema = v.array(ProviderOrderSchema);

/** A problem the server reported while validating the cart; refers to an article by ean or id. */
export const CartErrorSchema = v.object({
  message: v.string(),
  ean: v.nullish(v.string(), null),
  articleId: v.nullish(IdSchema, null),
  shopId: v.nullish(IdSchema, null),
  code: v.optional(v.string()),
  /** Units the shop can sell now (stock and purchase limit), when that is the problem. */
  available: v.optional(v.number()),
});
export type CartError = v.InferOutput<typeof CartErrorSchema>;
export const CartErrorsSchema = v.array(CartErrorSchema);

/** Checkout form fields kept between visits (spec §3 "Checkout form fields kept"). */
export const CheckoutClientSchema = v.object({
  name: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  /** true = home delivery, false = click & collect. */
  delivery: v.optional(v.boolean(), true),
  address: v.optional(v.string(), ''),
  postcode: v.optional(v.string(), ''),
  city: v.optional(v.string(), ''),
});
export type CheckoutClient = v.InferOutput<typeof CheckoutClientSchema>;

/** Free-form order information (provider/checkout data); its fields belong to the checkout. */
export const OrderInfoSchema = v.nullable(LooseRecordSchema);
export type OrderInfo = v.InferOutput<typeof OrderInfoSchema>;

/** Transaction data of the payment in progress; never persisted. */
export const TxDataSchema = v.nullable(LooseRecordSchema);
export type TxData = v.InferOutput<typeof TxDataSchema>;

/** The whole cart (spec §3 "Cart state"); every field but `txData` is persisted. */
export const CartStateSchema = v.object({
  orders: CartLinesSchema,
  client: v.nullable(CheckoutClientSchema),
  count: CountSchema,
  total: OreSchema,
  shipping: ShippingSelectionSchema,
  txData: TxDataSchema,
  discount: DiscountSchema,
  klarnaOrders: ProviderOrdersSchema,
  vippsOrders: ProviderOrdersSchema,
  orderInfo: OrderInfoSchema,
  selectedShop: v.nullable(IdSchema),
  cartErrors: CartErrorsSchema,
});
export type CartState = v.InferOutput<typeof CartStateSchema>;

/** A fresh empty cart (a function, so callers never share nested arrays). */
export const createInitialCartState = (): CartState => ({
  orders: [],
  client: null,
  count: 0,
  total: 0,
  shipping: { ...DEFAULT_SHIPPING },
  txData: null,
  discount: { ...DEFAULT_DISCOUNT },
  klarnaOrders: [],
  vippsOrders: [],
  orderInfo: null,
  selectedShop: null,
  cartErrors: [],
});

/** Body of POST /reservations/validate-cart. */
export const ValidateCartRequestSchema = v.object({
  items: v.array(
    v.object({
      ean: v.pipe(v.string(), v.nonEmpty()),
      count: v.pipe(CountSchema, v.minValue(1)),
      shopId: IdSchema,
      articleId: v.optional(IdSchema),
    }),
  ),
  shopId: v.nullish(IdSchema, null),
});
export type ValidateCartRequest = v.InferOutput<typeof ValidateCartRequestSchema>;

/** Answer of POST /reservations/validate-cart. */
export const ValidateCartResponseSchema = v.object({
  valid: v.boolean(),
  errors: CartErrorsSchema,
});
export type ValidateCartResponse = v.InferOutput<typeof ValidateCartResponseSchema>;
