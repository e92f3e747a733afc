import { LOCALE, type Shop, type ShopDistance } from 'shared-contracts';

export interface ShopRow {
  readonly shop: Shop;
  readonly distance: ShopDistance | null;
}

/** Case-insensitive name match with Norwegian letter rules (spec §9: shop-name search nb-NO). */
function matches(shop: Shop, query: string): boolean {
  const q = query.trim().toLocaleLowerCase(LOCALE);
  return q === '' || shop.name.toLocaleLowerCase(LOCALE).includes(q);
}

/**
 * The shop list: filtered by name, nearest first once distances are known, otherwise by name
 * with Norwegian collation (spec §9: sort and shop-name search locale nb-NO).
 */
export function shopRows(
  shops: readonly Shop[],
  distances: ReadonlyMap<number, ShopDistance> | null,
  query: string,
): ShopRow[] {
  return shops
    .filter((shop) => matches(shop, query))
    .map((shop) => ({ shop, distance: distances?.get(shop.id) ?? null }))
    .sort((a, b) =>
      a.distance && b.distance
        ? a.distance.metres - b.distance.metres
        : a.distance
          ? -1
          : b.distance
            ? 1
            : a.shop.name.localeCompare(b.shop.name, LOCALE),
    );
}
