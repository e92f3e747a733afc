/**
 * What can be wrong with one line of a cart or an order (spec §5 "cart validation"): the same
 * rule decides POST /reservations/validate-cart and every order, so the cart never says yes to
 * something the order then refuses.
 */
import type { CartError } from '../schemas/cart';

/** What the server knows about the line's variant (undefined: no such EAN). */
export interface LineFacts {
  readonly articleId: number;
  readonly name: string;
  /** PurchasableOnWeb = 1 and VisibleOnWeb = 1. */
  readonly canPurchase: boolean;
  readonly webPurchaseLimit: number | null;
  readonly onlyCC: boolean;
  /** Units the line's shop has now. */
  readonly stock: number;
}

export interface LineRequest {
  readonly ean: string;
  readonly count: number;
  readonly shopId: number;
  /** false: the line is to be picked up (Klikk & Hent); undefined: not decided yet (the cart). */
  readonly delivery?: boolean;
}

export type LineProblemCode =
  'UNKNOWN_EAN' | 'NOT_PURCHASABLE' | 'OVER_LIMIT' | 'OUT_OF_STOCK' | 'ONLY_CLICK_AND_COLLECT';

/** The first problem of a line (in the order a shopper must fix them), or null. */
export function lineProblem(line: LineRequest, facts: LineFacts | undefined): CartError | null {
  const base = { ean: line.ean, shopId: line.shopId, articleId: facts?.articleId ?? null };
  if (!facts) {
    return { ...base, code: 'UNKNOWN_EAN', message: 'Varen finnes ikke lenger i sortimentet.' };
  }
  if (!facts.canPurchase) {
    return {
      ...base,
      code: 'NOT_PURCHASABLE',
      message: `«${facts.name}» kan ikke kjøpes på nett.`,
    };
  }
  if (facts.webPurchaseLimit !== null && line.count > facts.webPurchaseLimit) {
    return {
      ...base,
      code: 'OVER_LIMIT',
      available: facts.webPurchaseLimit,
      message: `Du kan kjøpe høyst ${facts.webPurchaseLimit} av «${facts.name}» på nett.`,
    };
  }
  if (line.count > facts.stock) {
    return {
      ...base,
      code: 'OUT_OF_STOCK',
      available: facts.stock,
      message:
        facts.stock === 0
          ? `«${facts.name}» er utsolgt i denne butikken.`
          : `Butikken har bare ${facts.stock} av «${facts.name}» på lager.`,
    };
  }
  if (line.delivery === true && facts.onlyCC) {
    return {
      ...base,
      code: 'ONLY_CLICK_AND_COLLECT',
      message: `«${facts.name}» kan bare hentes i butikk (Klikk & Hent).`,
    };
  }
  return null;
}
