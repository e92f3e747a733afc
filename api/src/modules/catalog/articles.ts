/**
 * Article mapping rules of spec §3, in one place for every module that answers articles
 * (listings, detail, bundle, campaigns, blog, social posts):
 * - price = lowest ACTIVE campaign price, else the final price (never above the final price),
 *   rounded to whole øre; originalPrice as stored;
 * - canPurchase ⇔ PurchasableOnWeb = 1, featured ⇔ Featured = 1, visible ⇔ VisibleOnWeb = 1;
 * - bestseller ranks default 9999;
 * - previousLowestPrice ('førpris'): while discounted, the lowest price in the 30 days
 *   before the discount began (Norwegian price-marking rules), else null.
 *
 * Loading is batched: `loadArticles` costs 4–5 queries for any number of ids.
 */
import type {
  Article,
  ArticleCampaign,
  ArticleDetail,
  Colour,
  Review,
  Variant,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { productImageUrl } from '../images/urls';
import {
  activeCampaignPriceRows,
  approvedReviewRows,
  articleBaseRows,
  articleDetailTexts,
  discountHistoryRows,
  variantRows,
  tileRows,
  variantStockRows,
  type ArticleBaseRow,
  type VariantRow,
} from './queries';

const DEFAULT_RANK = 9999;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Reference period of the 'førpris' rule. */
export const PREVIOUS_PRICE_WINDOW_MS = 30 * DAY_MS;

interface ActiveCampaignRow {
  campaignId: number;
  articleId: number;
  price: number;
  labelType: string;
  labelData: string | null;
  startAt: Date;
}

interface ShopUnits {
  shopId: number;
  qty: number;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Shown price and, when discounted, the instant the cheapest running campaign began. */
export function shownPrice(finalPrice: number, campaignRows: readonly ActiveCampaignRow[]) {
  let best: ActiveCampaignRow | undefined;
  for (const row of campaignRows) {
    if (
      !best ||
      row.price < best.price ||
      (row.price === best.price && row.startAt.getTime() < best.startAt.getTime())
    ) {
      best = row;
    }
  }
  if (!best || best.price >= finalPrice)
    return { price: Math.round(finalPrice), discountStart: null };
  return { price: Math.round(best.price), discountStart: best.startAt };
}

/**
 * Lowest price in force at any moment of [start − 30 days, start). Without history for that
 * period the ordinary final price is the best evidence of what the article cost before.
 */
export function previousLowestPrice(
  finalPrice: number,
  discountStart: Date,
  history: readonly { price: number; validFrom: Date; validTo: Date | null }[],
): number {
  const from = discountStart.getTime() - PREVIOUS_PRICE_WINDOW_MS;
  const to = discountStart.getTime();
  let lowest: number | undefined;
  for (const row of history) {
    const rowFrom = row.validFrom.getTime();
    const rowTo = row.validTo ? row.validTo.getTime() : Number.POSITIVE_INFINITY;
    if (rowFrom < to && rowTo > from && (lowest === undefined || row.price < lowest))
      lowest = row.price;
  }
  return Math.round(lowest ?? finalPrice);
}

function toBase(
  row: ArticleBaseRow,
  colours: readonly Colour[],
  colourGroupIds: readonly number[],
  shopUnits: readonly ShopUnits[],
  campaigns: readonly ActiveCampaignRow[],
  previousLowest: number | null,
): Article {
  const { price } = shownPrice(row.finalPrice, campaigns);
  const articleCampaigns: ArticleCampaign[] = campaigns.map((c) => ({
    id: c.campaignId,
    articleId: c.articleId,
    price: Math.round(c.price),
    labelType: c.labelType,
    labelData: c.labelData,
  }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price,
    originalPrice: Math.round(row.originalPrice),
    previousLowestPrice: previousLowest,
    pant: row.pant,
    frightPrice: row.frightPrice,
    brand: { id: row.brandId, name: row.brandName },
    gender: { id: row.genderId, name: row.genderName },
    colors: [...colours],
    colorGroups: [...colourGroupIds],
    category: { id: row.categoryId, name: row.categoryName },
    articleGroup2ID: row.subcategoryId,
    articleGroup3ID: row.articleGroupId,
    productLineId: row.productLineId,
    canPurchase: row.purchasableOnWeb === 1,
    customLabel: row.customLabel,
    shops: shopUnits.filter((s) => s.qty > 0).map((s) => s.shopId),
    availability: shopUnits.reduce((sum, s) => sum + Math.max(0, s.qty), 0),
    featured: row.featured === 1,
    campaigns: articleCampaigns,
    averageRating: row.averageRating === null ? null : Math.round(row.averageRating * 10) / 10,
    webPurchaseLimit: row.webPurchaseLimit,
    bestseller: {
      qtyRank: row.qtyRank ?? DEFAULT_RANK,
      turnoverRank: row.turnoverRank ?? DEFAULT_RANK,
    },
    onlyCC: row.onlyCc,
    season: row.season,
    image: productImageUrl({
      image: row.image,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      hex: colours[0]?.hex,
    }),
  };
}

/**
 * The previous lowest price of an article its running campaigns discount, else null. `history`
 * holds its price rows around those campaigns' starts (fetched with the article); the exact
 * window is applied by `previousLowestPrice`.
 */
function previousLowestOf(
  row: ArticleBaseRow,
  campaigns: readonly ActiveCampaignRow[],
  history: readonly { price: number; validFrom: Date; validTo: Date | null }[],
): number | null {
  const { discountStart } = shownPrice(row.finalPrice, campaigns);
  return discountStart ? previousLowestPrice(row.finalPrice, discountStart, history) : null;
}

function colourOf(row: ArticleColourLike): Colour {
  return { id: row.id, name: row.name, hex: row.hex, colorCode: row.colourCode };
}
interface ArticleColourLike {
  id: number;
  name: string;
  hex: string;
  colourCode: string;
}

/**
 * Articles by id as a map (callers put them in their own order). Unknown ids are absent;
 * `onlyVisible` also drops articles not shown on the web, as every listing must.
 */
export async function loadArticles(
  db: Db,
  ids: readonly number[],
  now: Date,
  options: { onlyVisible: boolean; from?: TileSource },
): Promise<Map<number, Article>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const listRows = await tileRows(
    db,
    TILE_FUNCTIONS[options.from ?? 'catalogue'],
    unique,
    now,
    PREVIOUS_PRICE_WINDOW_MS,
  );
  const rows = options.onlyVisible ? listRows.filter((r) => r.visibleOnWeb === 1) : listRows;

  const result = new Map<number, Article>();
  for (const row of rows) {
    const colourList = row.colours ?? [];
    const campaignRows: ActiveCampaignRow[] = (row.campaignPrices ?? []).map((c) => ({
      ...c,
      startAt: new Date(c.startAt),
    }));
    const history = (row.priceHistory ?? []).map((h) => ({
      price: h.price,
      validFrom: new Date(h.validFrom),
      validTo: h.validTo === null ? null : new Date(h.validTo),
    }));
    result.set(
      row.id,
      toBase(
        row,
        colourList.map(colourOf),
        [...new Set(colourList.map((c) => c.colourGroupId))],
        row.shopUnits ?? [],
        campaignRows,
        previousLowestOf(row, campaignRows, history),
      ),
    );
  }
  return result;
}

/**
 * Where the static part of a tile is read: the catalogue itself, or the copy the search index
 * keeps of its articles (`search_sources`, rebuilt by `refreshSearchIndex`) for search pages,
 * whose hits come from that same index. Stock and campaign prices are always read live.
 */
export type TileSource = 'catalogue' | 'search-index';
const TILE_FUNCTIONS = {
  catalogue: 'catalog_article_list',
  'search-index': 'search_article_list',
} as const;

/** `ids` in the caller's order, unknown or hidden ones skipped. */
export async function loadArticleList(
  db: Db,
  ids: readonly number[],
  now: Date,
  from: TileSource = 'catalogue',
): Promise<Article[]> {
  const map = await loadArticles(db, ids, now, { onlyVisible: true, from });
  return ids.flatMap((id) => map.get(id) ?? []);
}

/** Variants with per-shop stock (variant order: editor order, then size order). */
export async function loadVariants(
  db: Db,
  where: { articleIds?: readonly number[]; variantIds?: readonly number[] },
): Promise<(Variant & { articleId: number; articleName: string; colourGroupId: number })[]> {
  const rows = await variantRows(db, where);
  const stockRows = await variantStockRows(
    db,
    rows.map((r) => r.id),
  );
  const stockByVariant = groupBy(stockRows, (s) => s.variantId);
  return rows.map((row: VariantRow) => {
    const shopRows = stockByVariant.get(row.id) ?? [];
    return {
      id: row.id,
      articleId: row.articleId,
      articleName: row.articleName,
      colourGroupId: row.colourGroupId,
      ean: row.ean,
      availability: shopRows.reduce((sum, s) => sum + Math.max(0, s.qty), 0),
      shops: shopRows.map((s) => ({ id: s.shopId, qty: s.qty })),
      size: { id: row.sizeId, name: row.sizeName },
      color: {
        id: row.colourId,
        name: row.colourName,
        hex: row.colourHex,
        colorCode: row.colourCode,
        // A variant's own picture shows its colour; the article's may show another one.
        image: productImageUrl({
          image: row.image,
          categoryId: row.categoryId,
          categoryName: row.categoryName,
          hex: row.colourHex,
        }),
      },
    };
  });
}

function toReview(row: Awaited<ReturnType<typeof approvedReviewRows>>[number]): Review {
  return {
    id: row.id,
    content: row.content,
    reply: row.reply,
    customer: row.anonymous ? null : (row.firstname ?? null),
    rating: row.rating,
    approved: row.approved,
    created_at: row.createdAt.toISOString(),
    reviewable_id: row.articleId,
    reviewable_type: 'article',
    true_to_size: row.trueToSize,
    size_color: row.sizeColor,
    anonymous: row.anonymous,
  };
}

/**
 * The detailed article, or undefined when the id is unknown. Hidden articles are answered
 * (with `visible: false`) because old orders, favourites and shared links still point to
 * them; listings never include them.
 */
export async function loadArticleDetail(
  db: Db,
  id: number,
  now: Date,
): Promise<ArticleDetail | undefined> {
  const [baseRows, texts, campaignRows, reviewRows, historyRows] = await Promise.all([
    articleBaseRows(db, [id]),
    articleDetailTexts(db, id),
    activeCampaignPriceRows(db, [id], now),
    approvedReviewRows(db, id),
    discountHistoryRows(db, [id], now, PREVIOUS_PRICE_WINDOW_MS),
  ]);
  const row = baseRows[0];
  if (!row || !texts) return undefined;
  const variants = await loadVariants(db, { articleIds: [id] });

  // Colours and per-shop stock follow from the variants already loaded: no extra queries.
  const colours = new Map<number, Colour>();
  const groups = new Set<number>();
  const perShop = new Map<number, number>();
  for (const variant of variants) {
    const { image: _image, ...colour } = variant.color;
    if (!colours.has(colour.id)) colours.set(colour.id, colour);
    groups.add(variant.colourGroupId);
    for (const s of variant.shops) perShop.set(s.id, (perShop.get(s.id) ?? 0) + s.qty);
  }
  const shopUnits = [...perShop]
    .sort((a, b) => a[0] - b[0])
    .map(([shopId, qty]) => ({ shopId, qty }));

  const base = toBase(
    row,
    [...colours.values()],
    [...groups],
    shopUnits,
    campaignRows,
    previousLowestOf(row, campaignRows, historyRows),
  );
  return {
    ...base,
    webDescription: texts.webDescription,
    techDescription: texts.techDescription,
    nutrientContent: texts.nutrientContent,
    washLabel: texts.washLabel,
    careLabel: texts.careLabel,
    dateCreated: row.dateCreated.toISOString(),
    visible: row.visibleOnWeb === 1,
    variants: variants.map(
      ({ articleId: _a, articleName: _n, colourGroupId: _g, ...variant }) => variant,
    ),
    reviews: reviewRows.map(toReview),
  };
}
