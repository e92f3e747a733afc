import { DEFAULT_FREIGHT, FREIGHT_ROUNDING } from '../constants';
import type { CartLine } from '../schemas/cart';
import { groupLinesByShop } from './cart-lines';

/** Raw lines (freight possibly missing) are accepted too, so the API can reuse the rule. */
type FreightLine = Pick<CartLine, 'shopId' | 'ean' | 'count' | 'variant'> & {
  frightPrice?: number | null;
};

export interface ShopFreight {
  readonly shopId: number;
  /** Freight charged for this shop's parcel (øre). */
  readonly freight: number;
}

export interface FreightOptions {
  /**
   * Whether every article could be sent from one shop. Defaults to what the lines' stock says
   * (`canOneShopServe`); pass it when the server knows better.
   */
  readonly singleShop?: boolean;
}

/** Rounds up to whole hundreds of øre (whole kroner). */
export function roundUpFreight(ore: number): number {
  return Math.ceil(ore / FREIGHT_ROUNDING) * FREIGHT_ROUNDING;
}

function lineFreight(line: FreightLine): number {
  return line.frightPrice ?? DEFAULT_FREIGHT;
}

/** True when one shop has stock for every ean in the needed quantity (summed over shops). */
export function canOneShopServe(lines: readonly FreightLine[]): boolean {
  if (lines.length === 0) return true;
  const needed = new Map<string, { count: number; line: FreightLine }>();
  for (const line of lines) {
    const entry = needed.get(line.ean);
    needed.set(line.ean, { count: (entry?.count ?? 0) + line.count, line });
  }
  const candidates = new Set((lines[0] as FreightLine).variant.shops.map((shop) => shop.id));
  return [...candidates].some((shopId) =>
    [...needed.values()].every(
      ({ count, line }) => (line.variant.shops.find((s) => s.id === shopId)?.qty ?? 0) >= count,
    ),
  );
}

/**
 * Freight per shop group (spec §9): each group pays its largest article freight, halved for every
 * group except the one holding the overall highest, each rounded up to the nearest 100 øre. When
 * every article can come from one shop, only the single highest freight is charged (on the group
 * holding it). Callers pass only the lines that are delivered (not click & collect).
 */
export function freightByShop(
  lines: readonly FreightLine[],
  options: FreightOptions = {},
): ShopFreight[] {
  const groups = groupLinesByShop(lines).map((group) => ({
    shopId: group.shopId,
    max: Math.max(...group.lines.map(lineFreight)),
  }));
  if (groups.length === 0) return [];
  // The first group with the overall maximum is the one exempt from halving (ties: first wins).
  const top = groups.reduce((best, group) => (group.max > best.max ? group : best));
  const singleShop = groups.length === 1 || (options.singleShop ?? canOneShopServe(lines));
  return groups.map((group) => {
    if (singleShop) return { shopId: group.shopId, freight: group === top ? top.max : 0 };
    const freight = group === top ? group.max : group.max / 2;
    return { shopId: group.shopId, freight: roundUpFreight(freight) };
  });
}

/** Total freight for the delivered lines (øre). */
export function calculateFreight(
  lines: readonly FreightLine[],
  options: FreightOptions = {},
): number {
  return freightByShop(lines, options).reduce((sum, shop) => sum + shop.freight, 0);
}
