import type { Shop, ShopDistance } from 'shared-contracts';

export interface ShopStockRow {
  shop: Shop;
  qty: number;
  /** From the shopper (by road, or in a straight line), once a position is known. */
  distance: ShopDistance | null;
}

/**
 * Stock of the chosen variant per shop, joined with the shop list; nearest first when the
 * distances from the shopper's position are known, else in the shop list's order. GET /shops
 * lists the shops by name in Norwegian collation (spec §9, sorted by the API), so that order is
 * the name order without an Intl.Collator here: a page's first Intl object costs tens of
 * milliseconds of main thread while ICU loads locale data, on the product page's first render.
 * Shops without a stock row for the variant are left out: they never carried it.
 */
export function shopStockRows(
  shops: readonly Shop[],
  stock: ReadonlyArray<{ id: number; qty: number }>,
  distances: ReadonlyMap<number, ShopDistance> | null,
): ShopStockRow[] {
  const byId = new Map(shops.map((shop, index) => [shop.id, { shop, index }]));
  const rows: ShopStockRow[] = [];
  for (const entry of stock) {
    const known = byId.get(entry.id);
    if (!known) continue;
    rows.push({ shop: known.shop, qty: entry.qty, distance: distances?.get(entry.id) ?? null });
  }
  const position = (row: ShopStockRow) => byId.get(row.shop.id)?.index ?? 0;
  return rows.sort((a, b) =>
    a.distance !== null && b.distance !== null
      ? a.distance.metres - b.distance.metres
      : position(a) - position(b),
  );
}

/** Whether the article can be bought from this shop row (stock, and click & collect when required). */
export function canBuyFrom(row: ShopStockRow, onlyClickAndCollect = false): boolean {
  return row.qty > 0 && (!onlyClickAndCollect || row.shop.clickAndCollect);
}

/** The shop preselected for "add to cart": the remembered one if it can serve, else the first that can. */
export function defaultShopId(
  rows: readonly ShopStockRow[],
  remembered: number | null,
  onlyClickAndCollect = false,
): number | null {
  const usable = rows.filter((row) => canBuyFrom(row, onlyClickAndCollect));
  if (remembered !== null && usable.some((row) => row.shop.id === remembered)) return remembered;
  return usable[0]?.shop.id ?? null;
}

/** "5 på lager", "Få igjen (2)", "Utsolgt": counts beyond 20 are not interesting to a shopper. */
export function stockText(qty: number): string {
  if (qty <= 0) return 'Utsolgt';
  if (qty <= 3) return `Få igjen (${qty})`;
  if (qty > 20) return '20+ på lager';
  return `${qty} på lager`;
}
