import type { CartLine, CartShop } from '../schemas/cart';

/** What happened to the lines, so the UI can tell the shopper why nothing changed. */
export type LineOutcome =
  | 'added'
  | 'incremented'
  | 'decremented'
  | 'removed'
  | 'moved'
  | 'merged'
  /** Count already at the web purchase limit. */
  | 'limit'
  /** Count already at the shop's stock. */
  | 'stock'
  /** Decrement at count 1: removing is an explicit action. */
  | 'minimum'
  | 'not-found';

export interface LineChange {
  readonly lines: CartLine[];
  readonly outcome: LineOutcome;
}

/** A line is identified by ean + shop: the same variant from two shops is two lines. */
export function isSameLine(line: CartLine, ean: string, shopId: number): boolean {
  return line.ean === ean && line.shopId === shopId;
}

/** Stock of the line's variant in a shop; a shop missing from the variant's list has none. */
export function stockInShop(line: Pick<CartLine, 'variant'>, shopId: number): number {
  return line.variant.shops.find((shop) => shop.id === shopId)?.qty ?? 0;
}

/** Highest count allowed for the line in a shop: the smaller of purchase limit and stock. */
export function maxCountInShop(
  line: Pick<CartLine, 'variant' | 'webPurchaseLimit'>,
  shopId: number,
): number {
  const stock = stockInShop(line, shopId);
  return line.webPurchaseLimit === null ? stock : Math.min(line.webPurchaseLimit, stock);
}

/**
 * Adds one unit (spec §4 "Cart"). Same ean + shop: +1 only while the count is below the web
 * purchase limit and below the shop's stock. Otherwise a new line with count 1.
 */
export function addLine(lines: readonly CartLine[], item: Omit<CartLine, 'count'>): LineChange {
  const index = lines.findIndex((line) => isSameLine(line, item.ean, item.shopId));
  if (index === -1) {
    return { lines: [...lines, { ...item, count: 1 }], outcome: 'added' };
  }
  const line = lines[index] as CartLine;
  // Check against the item just offered: its limit and stock are fresher than the stored line's.
  if (item.webPurchaseLimit !== null && line.count >= item.webPurchaseLimit) {
    return { lines: [...lines], outcome: 'limit' };
  }
  if (line.count >= stockInShop(item, item.shopId)) {
    return { lines: [...lines], outcome: 'stock' };
  }
  const updated: CartLine = { ...line, ...item, count: line.count + 1 };
  return { lines: replaceAt(lines, index, updated), outcome: 'incremented' };
}

/** Lowers the count by 1; a line never drops below 1 here (removal is its own action). */
export function decrementLine(lines: readonly CartLine[], ean: string, shopId: number): LineChange {
  const index = lines.findIndex((line) => isSameLine(line, ean, shopId));
  if (index === -1) return { lines: [...lines], outcome: 'not-found' };
  const line = lines[index] as CartLine;
  if (line.count <= 1) return { lines: [...lines], outcome: 'minimum' };
  return {
    lines: replaceAt(lines, index, { ...line, count: line.count - 1 }),
    outcome: 'decremented',
  };
}

/** Removes the line with all its units. */
export function removeLine(lines: readonly CartLine[], ean: string, shopId: number): LineChange {
  const rest = lines.filter((line) => !isSameLine(line, ean, shopId));
  return { lines: rest, outcome: rest.length === lines.length ? 'not-found' : 'removed' };
}

/**
 * Moves a line to another shop. Its units merge into that shop's line for the same ean (or a new
 * line), capped at the smaller of the purchase limit and the target shop's stock. When the target
 * shop has none in stock nothing changes (the shopper would otherwise lose the line silently).
 */
export function changeLineShop(
  lines: readonly CartLine[],
  ean: string,
  fromShopId: number,
  toShop: CartShop,
): LineChange {
  const fromIndex = lines.findIndex((line) => isSameLine(line, ean, fromShopId));
  if (fromIndex === -1) return { lines: [...lines], outcome: 'not-found' };
  const from = lines[fromIndex] as CartLine;
  if (toShop.id === fromShopId) return { lines: [...lines], outcome: 'moved' };

  const cap = maxCountInShop(from, toShop.id);
  if (cap < 1) return { lines: [...lines], outcome: 'stock' };

  const toIndex = lines.findIndex((line) => isSameLine(line, ean, toShop.id));
  if (toIndex === -1) {
    const moved: CartLine = {
      ...from,
      shopId: toShop.id,
      shop: toShop,
      count: Math.min(from.count, cap),
    };
    return { lines: replaceAt(lines, fromIndex, moved), outcome: 'moved' };
  }
  const to = lines[toIndex] as CartLine;
  const merged: CartLine = { ...to, count: Math.min(to.count + from.count, cap) };
  const result = replaceAt(lines, toIndex, merged).filter((_, i) => i !== fromIndex);
  return { lines: result, outcome: 'merged' };
}

/** Lines grouped by shop, in the order shops first appear (the cart shows one block per shop). */
export function groupLinesByShop<L extends Pick<CartLine, 'shopId'> & { shop?: CartShop | null }>(
  lines: readonly L[],
): Array<ShopGroup<L>> {
  const groups = new Map<number, ShopGroup<L>>();
  for (const line of lines) {
    const group = groups.get(line.shopId);
    if (group) group.lines.push(line);
    else groups.set(line.shopId, { shopId: line.shopId, shop: line.shop ?? null, lines: [line] });
  }
  return [...groups.values()];
}

export interface ShopGroup<L> {
  shopId: number;
  shop: CartShop | null;
  lines: L[];
}

function replaceAt(lines: readonly CartLine[], index: number, line: CartLine): CartLine[] {
  return lines.map((current, i) => (i === index ? line : current));
}
