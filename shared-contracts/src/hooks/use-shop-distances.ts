import { useEffect, useState } from 'react';
import { fetchShopDistances } from '../api/shops';
import { straightLineDistance } from '../rules/geo';
import type { ShopDistance } from '../schemas/geo';
import type { Coordinates } from '../schemas/position';

export type ShopDistanceState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ok'; byShop: ReadonlyMap<number, ShopDistance> };

/**
 * Distances from the shopper's position to every shop: by road through the API's routing proxy
 * (which itself falls back to a straight line), recomputed when the position's point changes.
 * When even the API cannot be reached, the straight line from the shops' own coordinates.
 */
export function useShopDistances(
  shops: ReadonlyArray<{ id: number; coords: Coordinates }> | null | undefined,
  position: Coordinates | null,
): ShopDistanceState {
  const [state, setState] = useState<ShopDistanceState>({ status: 'none' });
  const lat = position?.lat;
  const lon = position?.lon;
  useEffect(() => {
    if (!shops || lat === undefined || lon === undefined) {
      setState({ status: 'none' });
      return;
    }
    const origin = { lat, lon };
    const controller = new AbortController();
    setState({ status: 'loading' });
    void fetchShopDistances(origin, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const list = result.ok
        ? result.data.distances
        : shops.map((shop) => straightLineDistance(origin, shop.id, shop.coords));
      setState({ status: 'ok', byShop: new Map(list.map((d) => [d.shopId, d])) });
    });
    return () => controller.abort();
  }, [shops, lat, lon]);
  return state;
}
