/**
 * Prices one parcel of a checkout from the database (ADR 0004): the shown price of each article
 * (lowest running campaign price or the final price), the checkout's other parcels for freight
 * and the discount share, the promo code and the shipping method. Nothing the client says about
 * money is used.
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_SHIPPING,
  discountFromPromocode,
  lineProblem,
  priceCheckout,
  type CheckoutParcel,
  type LineFacts,
  type ParcelPrice,
} from 'shared-contracts/rules';
import type { CartError, CheckoutContext, OrderItem } from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { promoCodes, shippingMethods } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { shownPrice } from '../catalog/articles';
import { activeCampaignPriceRows } from '../catalog/queries';
import { stockOf, variantsByEan, type OrderableVariant } from './queries';

export interface ParcelRequest {
  shopId: number;
  delivery: boolean;
  items: readonly OrderItem[];
}

export interface PricedLine {
  variant: OrderableVariant;
  count: number;
  /** Shown unit price now (øre, without pant). */
  price: number;
}

export interface PricedParcel {
  lines: PricedLine[];
  price: ParcelPrice;
  /** Problems of this parcel's lines (unknown, not on the web, over limit or stock, onlyCC). */
  problems: CartError[];
  shippingMethodId: string | null;
  promoCodeId: number | null;
}

export interface PricingOptions {
  promocodeId: number | null;
  shippingMethodId: string | number | null;
  now: Date;
}

const sameItems = (a: readonly OrderItem[], b: readonly OrderItem[]) => {
  const key = (items: readonly OrderItem[]) =>
    items
      .map((i) => `${i.EanNo}x${i.Count}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

/** The checkout's parcels; the order's own must be one of them (else the context is not its own). */
export function parcelsOf(request: ParcelRequest, context: CheckoutContext | undefined) {
  const own = { shopId: request.shopId, delivery: request.delivery, items: request.items };
  if (!context) return { parcels: [own], index: 0 };
  const parcels = context.groups.map((g) => ({
    shopId: g.ShopID,
    delivery: g.Delivery,
    items: g.items,
  }));
  const index = parcels.findIndex(
    (p) => p.shopId === own.shopId && p.delivery === own.delivery && sameItems(p.items, own.items),
  );
  if (index === -1) {
    throw new ApiError(
      422,
      'Bestillingen stemmer ikke med handlekurven – last siden på nytt og prøv igjen.',
      'CHECKOUT_MISMATCH',
    );
  }
  return { parcels, index };
}

async function discountFor(db: Db, promocodeId: number | null, now: Date) {
  if (promocodeId === null) return null;
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, promocodeId)).limit(1);
  const valid = row && row.validFrom <= now && row.validTo >= now;
  if (!row || !valid)
    throw new ApiError(422, 'Rabattkoden er ugyldig eller utløpt', 'PROMOCODE_INVALID');
  return {
    activated: true,
    ...discountFromPromocode({ Fixed: row.fixed === 1, Amount: row.amount }),
  };
}

async function shippingFor(db: Db, id: string | number | null) {
  const wanted = id === null ? DEFAULT_SHIPPING.id : String(id);
  const [row] = await db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.id, wanted))
    .limit(1);
  if (!row || !row.active) throw new ApiError(422, 'Ukjent fraktmåte', 'SHIPPING_METHOD_INVALID');
  return row;
}

/** Prices the parcel `request` within its checkout. */
export async function priceParcel(
  db: Db,
  request: ParcelRequest,
  context: CheckoutContext | undefined,
  options: PricingOptions,
): Promise<PricedParcel> {
  const { parcels, index } = parcelsOf(request, context);
  const anyDelivered = parcels.some((p) => p.delivery);
  const [discount, shipping] = await Promise.all([
    discountFor(db, options.promocodeId, options.now),
    anyDelivered ? shippingFor(db, options.shippingMethodId) : Promise.resolve(null),
  ]);

  const eans = [...new Set(parcels.flatMap((p) => p.items.map((i) => i.EanNo)))];
  const variants = await variantsByEan(db, eans);
  const byEan = new Map(variants.map((v) => [v.ean, v]));
  const articleIds = [...new Set(variants.map((v) => v.articleId))];
  const [campaignRows, stockRows] = await Promise.all([
    activeCampaignPriceRows(db, articleIds, options.now),
    stockOf(
      db,
      variants.map((v) => v.variantId),
    ),
  ]);
  const priceOf = (v: OrderableVariant) =>
    shownPrice(
      v.finalPrice,
      campaignRows.filter((c) => c.articleId === v.articleId),
    ).price;
  const shopsOf = (variantId: number) =>
    stockRows.filter((s) => s.variantId === variantId).map((s) => ({ id: s.shopId, qty: s.qty }));

  // Unknown EANs of other parcels are left out of the freight: that parcel's own order says why.
  const checkoutParcels: CheckoutParcel[] = parcels.map((p) => ({
    shopId: p.shopId,
    delivery: p.delivery,
    lines: p.items.flatMap((item) => {
      const v = byEan.get(item.EanNo);
      if (!v) return [];
      return [
        {
          ean: v.ean,
          count: item.Count,
          price: priceOf(v),
          pant: v.pant,
          frightPrice: v.frightPrice,
          variant: { shops: shopsOf(v.variantId) },
        },
      ];
    }),
  }));
  const priced = priceCheckout({
    parcels: checkoutParcels,
    discount,
    shippingPrice: shipping?.price ?? 0,
  });

  const own = parcels[index] as (typeof parcels)[number];
  const problems: CartError[] = [];
  const lines: PricedLine[] = [];
  for (const item of own.items) {
    const v = byEan.get(item.EanNo);
    const facts: LineFacts | undefined = v && {
      articleId: v.articleId,
      name: v.name,
      canPurchase: v.purchasableOnWeb === 1 && v.visibleOnWeb === 1,
      webPurchaseLimit: v.webPurchaseLimit,
      onlyCC: v.onlyCc,
      stock: shopsOf(v.variantId).find((s) => s.id === own.shopId)?.qty ?? 0,
    };
    const problem = lineProblem(
      { ean: item.EanNo, count: item.Count, shopId: own.shopId, delivery: own.delivery },
      facts,
    );
    if (problem) problems.push(problem);
    if (v) lines.push({ variant: v, count: item.Count, price: priceOf(v) });
  }
  return {
    lines,
    price: priced.parcels[index] as ParcelPrice,
    problems,
    shippingMethodId: own.delivery ? (shipping?.id ?? null) : 'pickup',
    promoCodeId: options.promocodeId,
  };
}
