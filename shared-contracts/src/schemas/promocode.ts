import * as v from 'valibot';
import { DateStringSchema, FlagSchema, IdSchema } from './common';

/**
 * Promo code in the server shape of spec §3. `Fixed` true: `Amount` is øre off the total.
 * Otherwise `Amount` is a share of the total, either a fraction (0.2) or a percentage (20);
 * `discountFromPromocode` normalises both to a fraction.
 */
export const PromocodeSchema = v.object({
  Id: IdSchema,
  Name: v.pipe(v.string(), v.nonEmpty('Kampanjekoden mangler navn')),
  ValidFrom: v.nullish(DateStringSchema, null),
  ValidTo: v.nullish(DateStringSchema, null),
  Fixed: FlagSchema,
  Amount: v.pipe(v.number(), v.minValue(0)),
  Type: v.nullish(v.union([v.string(), v.number()]), null),
});
export type Promocode = v.InferOutput<typeof PromocodeSchema>;
