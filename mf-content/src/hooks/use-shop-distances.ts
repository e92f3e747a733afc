import { useEffect, useState } from 'react';
import { distanceKm, type ClientPosition, type Shop, type ShopDistance } from 'shared-contracts';
import { fetchShopDistances } from '../api/shops';

export type DistanceState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ok'; byShop: ReadonlyMap<number, ShopDistance> };

/** Straight-line metres from the postcode points, when even the API cannot be reached. */
export function straightLine(shops: readonly Shop[], position: ClientPosition): ShopDistance[] {
  return shops.map((shop) => ({
    shopId: shop.id,
    metres: Math.round(distanceKm(position, shop.coords) * 1000),
    source: 'straight',
  }));
}

/**
 * Distances from the shared position to every shop: by road through the API's routing proxy
 * (which itself falls back to a straight line), recomputed whenever the position changes.
 */
export function useShopDistances(
  shops: readonly Shop[] | null,
  position: ClientPosition | null,
): DistanceState {
  const [state, setState] = useState<DistanceState>({ status: 'none' });
  const lat = position?.lat;
  const lon = position?.lon;
  useEffect(() => {
    if (!shops || lat === undefined || lon === undefined || !position) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void fetchShopDistances({ lat, lon }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const list = result.ok ? result.data.distances : straightLine(shops, position);
      setState({ status: 'ok', byShop: new Map(list.map((d) => [d.shopId, d])) });
    });
    return () => controller.abort();
    // The position's point is what matters; a new object with the same point needs no call.
  }, [shops, lat, lon]);
  return state;
}
