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
