import * as v from 'valibot';

export const LatitudeSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
export const LongitudeSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

export const CoordinatesSchema = v.object({ lat: LatitudeSchema, lon: LongitudeSchema });
export type Coordinates = v.InferOutput<typeof CoordinatesSchema>;

/** The shopper's position, from a postcode lookup or browser geolocation. */
export const ClientPositionSchema = v.object({
  lat: LatitudeSchema,
  lon: LongitudeSchema,
  source: v.picklist(['postcode', 'geolocation']),
  postcode: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'Postnummer må ha fire siffer'))),
});
export type ClientPosition = v.InferOutput<typeof ClientPositionSchema>;
