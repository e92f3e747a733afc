import * as v from 'valibot';

export const LatitudeSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
export const LongitudeSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

export const CoordinatesSchema = v.object({ lat: LatitudeSchema, lon: LongitudeSchema });
export type Coordinates = v.InferOutput<typeof CoordinatesSchema>;

/** The shopper's position, from a postcode or street-address lookup or browser geolocation. */
export const ClientPositionSchema = v.object({
  lat: LatitudeSchema,
  lon: LongitudeSchema,
  source: v.picklist(['postcode', 'address', 'geolocation']),
  postcode: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'Postnummer må ha fire siffer'))),
  /** How to name the place to the shopper ('0150 OSLO', 'Storgata 1, 0155 OSLO'). */
  label: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type ClientPosition = v.InferOutput<typeof ClientPositionSchema>;
