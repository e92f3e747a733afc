/**
 * Shop distances (routing proxy) and address lookup (spec §5, §7 External; external-apis §3, §4).
 * The client position itself comes from `GET /postalcodes/{code}` or browser geolocation.
 */
import * as v from 'valibot';

/* ------------------------------------------------------------------ shop distances */

/** A query-string number within [min, max] (query values arrive as text). */
const queryNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label} må være et tall`),
    // Number('') is 0: an empty value must fail, not mean the equator.
    v.transform((input) =>
      typeof input === 'number' ? input : input.trim() === '' ? NaN : Number(input),
    ),
    v.number(`${label} må være et tall`),
    v.finite(`${label} må være et tall`),
    v.minValue(min, `${label} må være mellom ${min} og ${max}`),
    v.maxValue(max, `${label} må være mellom ${min} og ${max}`),
  );

/** GET /shops/distances?lat=&lon=: the client position in WGS84 decimal degrees. */
export const ShopDistancesQuerySchema = v.object(
  {
    lat: queryNumber('Breddegrad (lat)', -90, 90),
    lon: queryNumber('Lengdegrad (lon)', -180, 180),
  },
  'Oppgi posisjonen som lat og lon i desimalgrader',
);
export type ShopDistancesQuery = v.InferOutput<typeof ShopDistancesQuerySchema>;

/** 'road': metres along the route from the routing service; 'straight': great-circle metres. */
export const DistanceSourceSchema = v.picklist(['road', 'straight']);
export type DistanceSource = v.InferOutput<typeof DistanceSourceSchema>;

export const ShopDistanceSchema = v.object({
  shopId: v.number(),
  metres: v.pipe(v.number(), v.integer(), v.minValue(0)),
  source: DistanceSourceSchema,
});
export type ShopDistance = v.InferOutput<typeof ShopDistanceSchema>;

/** Answer of GET /shops/distances: one entry per shop, nearest first. */
export const ShopDistancesSchema = v.object({
  distances: v.array(ShopDistanceSchema),
});
export type ShopDistances = v.InferOutput<typeof ShopDistancesSchema>;

/* ------------------------------------------------------------------ address lookup */

export const ADDRESS_NOT_FOUND = 'ADDRESS_NOT_FOUND';
export const ADDRESS_MESSAGES = {
  missingNumber: "Ingen husnummer oppgitt - addresse må være på format: 'gateaddresse husnummer'",
  notFound: 'Ingen addresser funnet',
} as const;

const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} må være tekst`),
      v.transform((input) => input.trim()),
      v.minLength(1, `${label} kan ikke være tom`),
      v.maxLength(max, `${label} kan være høyst ${max} tegn`),
    ),
  );

/**
 * GET /address/search: either `q` ('gateaddresse husnummer', exact lookup) or `street` (a
 * prefix of the street name, for suggestions), each with an optional 4-digit `postcode`.
 */
export const AddressSearchQuerySchema = v.pipe(
  v.object({
    q: optionalText('Adressen', 120),
    street: optionalText('Gatenavnet', 100),
    postcode: v.optional(
      v.pipe(
        v.string('Postnummer må være fire siffer'),
        v.transform((input) => input.trim()),
        v.regex(/^\d{4}$/, 'Postnummer må være fire siffer'),
      ),
    ),
  }),
  v.check(
    (input) => (input.q === undefined) !== (input.street === undefined),
    'Oppgi enten q (gateaddresse husnummer) eller street (starten av gatenavnet)',
  ),
);
export type AddressSearchQuery = v.InferOutput<typeof AddressSearchQuerySchema>;

/**
 * One address found. Named StreetAddress because `AddressSchema` is already the checkout form's
 * address field (order.ts).
 */
export const StreetAddressSchema = v.object({
  street: v.string(),
  /** Number with its letter, e.g. '12B'. */
  houseNumber: v.string(),
  postcode: v.string(),
  city: v.string(),
  lat: v.optional(v.number()),
  lon: v.optional(v.number()),
});
export type StreetAddress = v.InferOutput<typeof StreetAddressSchema>;

/**
 * 'kartverket': the address register; 'postcodes': the built-in fallback, which only knows the
 * place (and a point) of a postcode and echoes the street and number as typed.
 */
export const AddressSearchResultSchema = v.object({
  source: v.picklist(['kartverket', 'postcodes']),
  addresses: v.array(StreetAddressSchema),
});
export type AddressSearchResult = v.InferOutput<typeof AddressSearchResultSchema>;
