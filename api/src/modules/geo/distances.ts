/**
 * Shop distances (spec §4 Position, §7): road metres from the routing service when it is
 * configured and answers, otherwise great-circle metres from the shared haversine rule. The shops
 * go in two halves, as the spec says, which also keeps each call under OSRM's default table limit.
 */
import { straightLineDistance } from 'shared-contracts/rules';
import type { Coordinates, ShopDistance, ShopDistances } from 'shared-contracts/schemas';
import type { RemoteService } from '../../config';
import type { Db } from '../../db/client';
import { shopRows } from '../catalog/queries';
import { tableDistances } from './osrm';
import type { RemoteLog } from './remote';

interface ShopPoint extends Coordinates {
  id: number;
}

const straight = (origin: Coordinates, shop: ShopPoint): ShopDistance =>
  straightLineDistance(origin, shop.id, shop);

/** One half: road metres where OSRM has a route, straight metres for the rest or on failure. */
async function half(
  routing: RemoteService,
  origin: Coordinates,
  shops: readonly ShopPoint[],
  log: RemoteLog,
): Promise<ShopDistance[]> {
  if (!routing.url || shops.length === 0) return shops.map((shop) => straight(origin, shop));
  try {
    const metres = await tableDistances(routing.url, routing.timeoutMs, origin, shops);
    return shops.map((shop, i) => {
      const road = metres[i];
      return road == null
        ? straight(origin, shop)
        : { shopId: shop.id, metres: Math.round(road), source: 'road' };
    });
  } catch (error) {
    log.warn({ err: error }, 'routing service failed; straight-line shop distances');
    return shops.map((shop) => straight(origin, shop));
  }
}

/** Every visible shop with its distance from `origin`, nearest first. */
export async function shopDistances(
  db: Db,
  routing: RemoteService,
  origin: Coordinates,
  log: RemoteLog,
): Promise<ShopDistances> {
  const shops = (await shopRows(db))
    .map((s) => ({ id: s.id, lat: s.lat, lon: s.lon }))
    .sort((a, b) => a.id - b.id);
  const middle = Math.ceil(shops.length / 2);
  const halves = await Promise.all([
    half(routing, origin, shops.slice(0, middle), log),
    half(routing, origin, shops.slice(middle), log),
  ]);
  return { distances: halves.flat().sort((a, b) => a.metres - b.metres || a.shopId - b.shopId) };
}
