import * as v from 'valibot';
import { OreSchema } from './common';

/** A shipping method offered by GET /shipping_methods (answer `{ data: [...] }`). */
export const ShippingMethodSchema = v.object({
  id: v.union([v.string(), v.number()]),
  name: v.string(),
  price: OreSchema,
  description: v.nullish(v.string(), null),
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;

export const ShippingMethodsResponseSchema = v.object({ data: v.array(ShippingMethodSchema) });

/** The shipping chosen for the cart; persisted under `shipping`, default {id:'delivery', price:19900}. */
export const ShippingSelectionSchema = v.object({
  id: v.union([v.string(), v.number()]),
  price: OreSchema,
  name: v.optional(v.string()),
});
export type ShippingSelection = v.InferOutput<typeof ShippingSelectionSchema>;
