import { distanceKm, LOCALE, type Coordinates, type Shop } from 'shared-contracts';

export interface ShopStockRow {
  shop: Shop;
  qty: number;
  /** km from the shopper, when a position is known. */
  distance: number | null;
}

const collator = new Intl.Collator(LOCALE);

/**
 * Stock of the chosen variant per shop, joined with the shop list; nearest first when the
 * shopper's position is known, else by name (nb-NO collation, spec §9). Shops without a stock
 * row for the variant are left out: they never carried it.
 */
export function shopStockRows(
  shops: readonly Shop[],
  stock: ReadonlyArray<{ id: number; qty: number }>,
  position: Coordinates | null,
): ShopStockRow[] {
  const byId = new Map(shops.map((shop) => [shop.id, shop]));
  const rows: ShopStockRow[] = [];
  for (const entry of stock) {
    const shop = byId.get(entry.id);
    if (!shop) continue;
    rows.push({
      shop,
      qty: entry.qty,
      distance: position ? distanceKm(position, shop.coords) : null,
    });
  }
  return rows.sort((a, b) =>
    a.distance !== null && b.distance !== null
      ? a.distance - b.distance
      : collator.compare(a.shop.name, b.shop.name),
  );
}

/** The shop preselected for "add to cart": the remembered one if it has stock, else the first with stock. */
export function defaultShopId(
  rows: readonly ShopStockRow[],
  remembered: number | null,
): number | null {
  if (remembered !== null && rows.some((row) => row.shop.id === remembered && row.qty > 0))
    return remembered;
  return rows.find((row) => row.qty > 0)?.shop.id ?? null;
}

const km = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1, minimumFractionDigits: 0 });

export function formatDistance(distance: number): string {
  return distance < 10 ? `${km.format(distance)} km` : `${Math.round(distance)} km`;
}

/** "5 på lager", "Få igjen (2)", "Utsolgt": counts beyond 20 are not interesting to a shopper. */
export function stockText(qty: number): string {
  if (qty <= 0) return 'Utsolgt';
  if (qty <= 3) return `Få igjen (${qty})`;
  if (qty > 20) return '20+ på lager';
  return `${qty} på lager`;
}
