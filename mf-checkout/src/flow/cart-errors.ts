/**
 * Cart errors in the checkout: a 409 of order creation (articles short) becomes cart errors on
 * the lines concerned, so the shopper sees which count to lower; each line shows its own errors.
 */
import type { CartError, CartLine, StockShortage } from 'shared-contracts';

export const OUT_OF_STOCK = 'OUT_OF_STOCK';

export function shortageMessage(name: string, available: number): string {
  return available <= 0
    ? `Butikken har ingen igjen av «${name}»`
    : `Butikken har bare ${available} igjen av «${name}»`;
}

/** One cart error per shortage, worded with the article's name (from the answer or the cart). */
export function shortagesToCartErrors(
  shortages: readonly StockShortage[],
  lines: readonly CartLine[],
): CartError[] {
  return shortages.map((s) => {
    const line = lines.find((l) => l.ean === s.EanNo && l.shopId === s.ShopID);
    const name = s.name ?? line?.name ?? 'varen';
    return {
      message: shortageMessage(name, Math.max(0, s.available)),
      ean: s.EanNo,
      articleId: s.ArticleID ?? line?.articleId ?? null,
      shopId: s.ShopID,
      code: OUT_OF_STOCK,
      available: Math.max(0, s.available),
    };
  });
}

const sameTarget = (a: CartError, b: CartError) =>
  a.ean === b.ean && a.articleId === b.articleId && a.shopId === b.shopId;

/** Adds errors, replacing older ones about the same article in the same shop. */
export function mergeCartErrors(
  current: readonly CartError[],
  added: readonly CartError[],
): CartError[] {
  return [...current.filter((e) => !added.some((a) => sameTarget(a, e))), ...added];
}

/**
 * Shortages learnt from a refused order that still hold: the line is still there with more than
 * the shop said it has. A later cart check keeps them (it may not know better yet); lowering the
 * count drops them.
 */
export function stillShort(errors: readonly CartError[], lines: readonly CartLine[]): CartError[] {
  return errors.filter(
    (e) =>
      e.code === OUT_OF_STOCK &&
      e.available !== undefined &&
      lines.some((l) => l.ean === e.ean && l.shopId === e.shopId && l.count > (e.available ?? 0)),
  );
}

/** Whether an error is about this article (the rule of `isCartValid`: ean or article id). */
function concernsArticle(error: CartError, line: CartLine): boolean {
  return (
    (error.ean !== null && error.ean === line.ean) ||
    (error.articleId !== null && error.articleId === line.articleId)
  );
}

/** The errors shown on a line: about its article, and about its shop when a shop is named. */
export function errorsForLine(line: CartLine, errors: readonly CartError[]): CartError[] {
  return errors.filter(
    (e) => concernsArticle(e, line) && (e.shopId === null || e.shopId === line.shopId),
  );
}

/**
 * Errors that make the cart invalid but belong to no line shown (e.g. about the same article in
 * another shop): listed by the buy button so a disabled button is never unexplained.
 */
export function unplacedErrors(
  lines: readonly CartLine[],
  errors: readonly CartError[],
): CartError[] {
  return errors.filter(
    (e) =>
      lines.some((l) => concernsArticle(e, l)) &&
      !lines.some((l) => errorsForLine(l, [e]).length > 0),
  );
}
