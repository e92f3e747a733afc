import type { ShopDistance } from '../schemas/geo';
import type { Coordinates } from '../schemas/position';

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number): number => (deg * Math.PI) / 180;

/**
 * Great-circle (haversine) distance in km: the straight-line fallback for shop distances when
 * the routing service is unavailable.
 */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Sorts places by distance from `origin`, attaching `distance` (km); input is not mutated. */
export function sortByDistance<T extends Coordinates>(
  places: readonly T[],
  origin: Coordinates,
): Array<T & { distance: number }> {
  return places
    .map((place) => ({ ...place, distance: distanceKm(origin, place) }))
    .sort((x, y) => x.distance - y.distance);
}

/** The straight-line entry of one shop, in whole metres: what a shopper sees without a road route. */
export function straightLineDistance(
  origin: Coordinates,
  shopId: number,
  shop: Coordinates,
): ShopDistance {
  return { shopId, metres: Math.round(distanceKm(origin, shop) * 1000), source: 'straight' };
}

/** Kilometres with at most one decimal, nb-NO style ('4,2', '5'), without Intl (see price.ts). */
function kmText(metres: number): string {
  const tenths = Math.round(metres / 100);
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)},${tenths % 10}`;
}

/**
 * '850 m kjøring', '4,2 km i luftlinje', '123 km kjøring': the shop finder and the product page
 * say a distance the same way, and a straight-line figure says so.
 */
export function distanceText(distance: ShopDistance): string {
  const { metres } = distance;
  const amount =
    metres < 1000
      ? `${Math.round(metres / 10) * 10} m`
      : metres < 10_000
        ? `${kmText(metres)} km`
        : `${Math.round(metres / 1000)} km`;
  return distance.source === 'straight' ? `${amount} i luftlinje` : `${amount} kjøring`;
}
