/**
 * Drizzle queries of the catalogue. Every function takes the dialect-neutral `Db`, so the
 * same SQL runs on PGlite and PostgreSQL. Article data is always loaded in batches by id
 * (one query per kind of data for a whole page), never per article: a listing page costs a
 * fixed handful of round trips however many articles it shows.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../db/sql-arrays';
import {
  articleGroups,
  articles,
  bestsellers,
  brands,
  campaignPrices,
  campaigns,
  categories,
  colourGroups,
  colours,
  customers,
  genders,
  postcodes,
  priceHistory,
  productLines,
  promoCodes,
  reviews,
  settings,
  shippingMethods,
  shops,
  sizes,
  stock,
  subcategories,
  variants,
} from '../../db/schema';

/** Rank used when an article has no bestseller row (spec §9). */
const NO_RANK = 9999;

/* ------------------------------------------------------------------ campaign windows */

/**
 * A campaign counts only while switched on and inside its window (end exclusive). The same rule
 * is written out in `catalog_article_live` (drizzle/repeatable/catalog_article_tiles.sql).
 */
export function activeCampaign(now: Date): SQL {
  return and(
    eq(campaigns.active, true),
    lte(campaigns.startAt, now),
    gt(campaigns.endAt, now),
  ) as SQL;
}

/**
 * Lowest active campaign price per article, as a subquery to LEFT JOIN. Aggregating once and
 * hash-joining beats a correlated lookup per row when a whole category is sorted by price.
 */
function activeCampaignPrices(db: Db, now: Date) {
  return db
    .select({
      articleId: campaignPrices.articleId,
      minPrice: min(campaignPrices.price).as('acp_min_price'),
    })
    .from(campaignPrices)
    .innerJoin(campaigns, eq(campaigns.id, campaignPrices.campaignId))
    .where(activeCampaign(now))
    .groupBy(campaignPrices.articleId)
    .as('acp');
}

/* ------------------------------------------------------------------ article listings */

export type ArticleScope =
  | { kind: 'category'; id: number }
  | { kind: 'subcategory'; id: number }
  | { kind: 'campaign'; id: number }
  | { kind: 'activeCampaigns' };

export type ArticleOrder = {
  by: 'Name' | 'Price' | 'DateCreated' | 'Bestseller';
  dir: 'asc' | 'desc';
};

function scopeCondition(scope: ArticleScope, now: Date): SQL {
  const visible = eq(articles.visibleOnWeb, 1);
  switch (scope.kind) {
    case 'category':
      return and(eq(articles.categoryId, scope.id), visible) as SQL;
    case 'subcategory':
      return and(eq(articles.subcategoryId, scope.id), visible) as SQL;
    case 'campaign':
      return and(
        visible,
        sql`exists (select 1 from ${campaignPrices} where ${campaignPrices.articleId} = ${articles.id} and ${campaignPrices.campaignId} = ${scope.id})`,
      ) as SQL;
    case 'activeCampaigns':
      return and(
        visible,
        sql`exists (select 1 from ${campaignPrices} inner join ${campaigns} on ${campaigns.id} = ${campaignPrices.campaignId} where ${campaignPrices.articleId} = ${articles.id} and ${activeCampaign(now)})`,
      ) as SQL;
  }
}

export async function countArticles(db: Db, scope: ArticleScope, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(scopeCondition(scope, now));
  return row?.n ?? 0;
}

/**
 * Ids of one page of a listing in the requested order. Ties (same price, same rank) are
 * broken by the Norwegian name key and then the id, so pages never overlap or skip.
 */
export async function pageArticleIds(
  db: Db,
  scope: ArticleScope,
  order: ArticleOrder,
  limit: number,
  offset: number,
  now: Date,
): Promise<number[]> {
  const dir = order.dir === 'desc' ? desc : asc;
  const where = scopeCondition(scope, now);
  const tieBreak = [dir(articles.nameSort), dir(articles.id)];

  if (order.by === 'Price') {
    const acp = activeCampaignPrices(db, now);
    const price = sql`least(${articles.finalPrice}, coalesce(${acp.minPrice}, ${articles.finalPrice}))`;
    const rows = await db
      .select({ id: articles.id })
      .from(articles)
      .leftJoin(acp, eq(acp.articleId, articles.id))
      .where(where)
      .orderBy(dir(price), ...tieBreak)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  }
  if (order.by === 'Bestseller') {
    const rank = sql`coalesce(${bestsellers.qtyRank}, ${NO_RANK})`;
    const rows = await db
      .select({ id: articles.id })
      .from(articles)
      .leftJoin(bestsellers, eq(bestsellers.articleId, articles.id))
      .where(where)
      .orderBy(dir(rank), ...tieBreak)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  }
  const primary = order.by === 'DateCreated' ? [dir(articles.dateCreated)] : [];
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .orderBy(...primary, ...tieBreak)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/** Which of the given ids are web-visible (bundle, blog and social posts list only those). */
export async function visibleArticleIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, [...ids]), eq(articles.visibleOnWeb, 1)));
  return new Set(rows.map((r) => r.id));
}

/** Visible articles in id order with their place in the tree, one sitemap page at a time. */
export function visibleArticlePlaces(db: Db, limit: number, offset: number) {
  return db
    .select({
      id: articles.id,
      categoryId: articles.categoryId,
      subcategoryId: articles.subcategoryId,
    })
    .from(articles)
    .where(eq(articles.visibleOnWeb, 1))
    .orderBy(asc(articles.id))
    .limit(limit)
    .offset(offset);
}

export async function countVisibleArticles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.visibleOnWeb, 1));
  return row?.n ?? 0;
}

/* ------------------------------------------------------------------ article batches */

export async function articleBaseRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: articles.id,
      name: articles.name,
      description: articles.description,
      finalPrice: articles.finalPrice,
      originalPrice: articles.originalPrice,
      pant: articles.pant,
      frightPrice: articles.frightPrice,
      purchasableOnWeb: articles.purchasableOnWeb,
      visibleOnWeb: articles.visibleOnWeb,
      featured: articles.featured,
      onlyCc: articles.onlyCc,
      webPurchaseLimit: articles.webPurchaseLimit,
      customLabel: articles.customLabel,
      season: articles.season,
      image: articles.image,
      averageRating: articles.averageRating,
      dateCreated: articles.dateCreated,
      categoryId: articles.categoryId,
      categoryName: categories.name,
      subcategoryId: articles.subcategoryId,
      articleGroupId: articles.articleGroupId,
      productLineId: articles.productLineId,
      brandId: brands.id,
      brandName: brands.name,
      genderId: genders.id,
      genderName: genders.name,
      qtyRank: bestsellers.qtyRank,
      turnoverRank: bestsellers.turnoverRank,
    })
    .from(articles)
    .innerJoin(brands, eq(brands.id, articles.brandId))
    .innerJoin(genders, eq(genders.id, articles.genderId))
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(bestsellers, eq(bestsellers.articleId, articles.id))
    .where(inArray(articles.id, [...ids]));
}

/** JSON shapes of `tileRows` (dates arrive as ISO text inside JSON). */
export interface ArticleColourJson {
  id: number;
  name: string;
  hex: string;
  colourCode: string;
  colourGroupId: number;
}
export interface ShopUnitsJson {
  shopId: number;
  qty: number;
}
export interface CampaignPriceJson {
  campaignId: number;
  articleId: number;
  price: number;
  labelType: string;
  labelData: string | null;
  startAt: string;
}
export interface PriceHistoryJson {
  price: number;
  validFrom: string;
  validTo: string | null;
}

/** A list tile (repeatable/catalog_article_tiles.sql): the article row plus its list data. */
export type ArticleListRow = ArticleBaseRow & {
  colours: ArticleColourJson[] | null;
  shopUnits: ShopUnitsJson[] | null;
  campaignPrices: CampaignPriceJson[] | null;
  priceHistory: PriceHistoryJson[] | null;
};

type TileJson = Omit<
  ArticleListRow,
  'dateCreated' | 'shopUnits' | 'campaignPrices' | 'priceHistory'
> & { dateCreated: string };
type LiveJson = Pick<ArticleListRow, 'shopUnits' | 'campaignPrices' | 'priceHistory'>;

/**
 * Everything a list tile needs in one round trip, from a function answering it in two parts
 * (`tile`: `catalog_article_tile`, the row, names, ranks and colours; `live`:
 * `catalog_article_live`, units per visible shop, running campaign prices – the rule of
 * `activeCampaign` – and the price history around those campaigns' starts), called with the
 * ids as one array parameter, the clock and the 'førpris' window. `catalog_article_list` builds
 * both parts; `search_article_list` reads the first from the search index. Being PL/pgSQL,
 * they keep their plans for the session: a page of 24 hits took 5.7 ms (PostgreSQL) and
 * 10 ms (PGlite) as five planned queries. Units per shop are read from `article_shop_units`,
 * which triggers on `stock` keep summed (repeatable/catalog_article_shop_units.sql), instead
 * of summing `stock` per call.
 */
export async function tileRows(
  db: Db,
  fn: 'catalog_article_list' | 'search_article_list',
  ids: readonly number[],
  now: Date,
  windowMs: number,
): Promise<ArticleListRow[]> {
  if (ids.length === 0) return [];
  const result: unknown = await db.execute(
    sql`select tile, live from ${sql.identifier(fn)}(${intArray(ids)}, ${now.toISOString()}::timestamptz, ${windowMs}::bigint)`,
  );
  const rows = (result as { rows: { tile: TileJson; live: LiveJson }[] }).rows;
  return rows.map(({ tile, live }) => ({
    ...tile,
    ...live,
    dateCreated: new Date(tile.dateCreated),
  }));
}

export type ArticleBaseRow = Awaited<ReturnType<typeof articleBaseRows>>[number];

/** The long texts only the detail page shows; kept out of list queries to keep them lean. */
export async function articleDetailTexts(db: Db, id: number) {
  const [row] = await db
    .select({
      webDescription: articles.webDescription,
      techDescription: articles.techDescription,
      nutrientContent: articles.nutrientContent,
      washLabel: articles.washLabel,
      careLabel: articles.careLabel,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return row;
}

/** Active campaign prices of the given articles (several campaigns may cover one article). */
export async function activeCampaignPriceRows(db: Db, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .select({
      campaignId: campaignPrices.campaignId,
      articleId: campaignPrices.articleId,
      price: campaignPrices.price,
      labelType: campaignPrices.labelType,
      labelData: campaignPrices.labelData,
      startAt: campaigns.startAt,
    })
    .from(campaignPrices)
    .innerJoin(campaigns, eq(campaigns.id, campaignPrices.campaignId))
    .where(and(inArray(campaignPrices.articleId, [...ids]), activeCampaign(now)))
    .orderBy(campaignPrices.articleId, campaignPrices.price, campaignPrices.campaignId);
}

/**
 * Price-history rows of the given articles that overlap the `windowMs` before the start of one
 * of their running campaigns: every row the 'førpris' rule may need, whichever campaign turns
 * out to set the shown price (the exact window is applied in the service). No campaign, no rows.
 */
export async function discountHistoryRows(
  db: Db,
  ids: readonly number[],
  now: Date,
  windowMs: number,
) {
  if (ids.length === 0) return [];
  return db
    .select({
      articleId: priceHistory.articleId,
      price: priceHistory.price,
      validFrom: priceHistory.validFrom,
      validTo: priceHistory.validTo,
    })
    .from(priceHistory)
    .where(
      and(
        inArray(priceHistory.articleId, [...ids]),
        sql`exists (
          select 1 from ${campaignPrices}
          inner join ${campaigns} on ${campaigns.id} = ${campaignPrices.campaignId}
          where ${campaignPrices.articleId} = ${priceHistory.articleId} and ${activeCampaign(now)}
            and ${priceHistory.validFrom} < ${campaigns.startAt}
            and (${priceHistory.validTo} is null
                 or ${priceHistory.validTo} > ${campaigns.startAt} - ${windowMs} * interval '1 millisecond')
        )`,
      ),
    );
}

/** Variants with size and colour (detail page, social-post variants). */
export async function variantRows(
  db: Db,
  where: { articleIds?: readonly number[]; variantIds?: readonly number[] },
) {
  const conditions: SQL[] = [];
  if (where.articleIds?.length) conditions.push(inArray(variants.articleId, [...where.articleIds]));
  if (where.variantIds?.length) conditions.push(inArray(variants.id, [...where.variantIds]));
  if (conditions.length === 0) return [];
  return db
    .select({
      id: variants.id,
      articleId: variants.articleId,
      ean: variants.ean,
      image: variants.image,
      sortOrder: variants.sortOrder,
      sizeId: sizes.id,
      sizeName: sizes.name,
      sizeSort: sizes.sortOrder,
      colourId: colours.id,
      colourName: colours.name,
      colourHex: colours.hex,
      colourCode: colours.colourCode,
      colourGroupId: colours.colourGroupId,
      articleName: articles.name,
      categoryId: articles.categoryId,
      categoryName: categories.name,
    })
    .from(variants)
    .innerJoin(sizes, eq(sizes.id, variants.sizeId))
    .innerJoin(colours, eq(colours.id, variants.colourId))
    .innerJoin(articles, eq(articles.id, variants.articleId))
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .where(or(...conditions))
    .orderBy(variants.articleId, variants.sortOrder, sizes.sortOrder, variants.id);
}
export type VariantRow = Awaited<ReturnType<typeof variantRows>>[number];

/** Stock rows of the given variants in visible shops. */
export async function variantStockRows(db: Db, variantIds: readonly number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({ variantId: stock.variantId, shopId: stock.shopId, qty: stock.qty })
    .from(stock)
    .innerJoin(shops, eq(shops.id, stock.shopId))
    .where(and(inArray(stock.variantId, [...variantIds]), eq(shops.visible, true)))
    .orderBy(stock.variantId, stock.shopId);
}

/** Approved reviews, newest first, with the reviewer's first name. */
export async function approvedReviewRows(db: Db, articleId: number) {
  return db
    .select({
      id: reviews.id,
      articleId: reviews.articleId,
      content: reviews.content,
      reply: reviews.reply,
      rating: reviews.rating,
      approved: reviews.approved,
      anonymous: reviews.anonymous,
      trueToSize: reviews.trueToSize,
      sizeColor: reviews.sizeColor,
      createdAt: reviews.createdAt,
      firstname: customers.firstname,
    })
    .from(reviews)
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .where(and(eq(reviews.articleId, articleId), eq(reviews.approved, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/* ------------------------------------------------------------------ tree */

export async function categoryRows(db: Db) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.visible, true))
    .orderBy(asc(categories.sortNumber), asc(categories.id));
}

export async function subcategoryRows(db: Db) {
  return db
    .select()
    .from(subcategories)
    .orderBy(asc(subcategories.sortNumber), asc(subcategories.id));
}

export async function findSubcategory(db: Db, id: number) {
  const [row] = await db.select().from(subcategories).where(eq(subcategories.id, id)).limit(1);
  return row;
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.visible, true)))
    .limit(1);
  return row;
}

/**
 * One pass over the visible articles: count and shown-price range per
 * (category, subcategory, product line). The service folds it into category totals, so
 * GET /categories is three queries whatever the catalogue size.
 */
export async function treeStatsRows(db: Db, now: Date) {
  const acp = activeCampaignPrices(db, now);
  const price = sql<number>`least(${articles.finalPrice}, coalesce(${acp.minPrice}, ${articles.finalPrice}))`;
  return db
    .select({
      categoryId: articles.categoryId,
      subcategoryId: articles.subcategoryId,
      productLineId: articles.productLineId,
      n: count(),
      minPrice: sql<number>`min(${price})`.mapWith(Number),
      maxPrice: sql<number>`max(${price})`.mapWith(Number),
    })
    .from(articles)
    .leftJoin(acp, eq(acp.articleId, articles.id))
    .where(eq(articles.visibleOnWeb, 1))
    .groupBy(articles.categoryId, articles.subcategoryId, articles.productLineId);
}

export async function groupRows(db: Db, subcategoryId: number) {
  return db
    .select({
      id: articleGroups.id,
      name: articleGroups.name,
      subcategoryId: articleGroups.subcategoryId,
      sortNumber: articleGroups.sortNumber,
    })
    .from(articleGroups)
    .where(eq(articleGroups.subcategoryId, subcategoryId))
    .orderBy(asc(articleGroups.sortNumber), asc(articleGroups.id));
}

export async function groupCountRows(db: Db, subcategoryId: number) {
  return db
    .select({ groupId: articles.articleGroupId, n: count() })
    .from(articles)
    .where(and(eq(articles.subcategoryId, subcategoryId), eq(articles.visibleOnWeb, 1)))
    .groupBy(articles.articleGroupId);
}

/* ------------------------------------------------------------------ filter lists */

export const genderRows = (db: Db) => db.select().from(genders).orderBy(asc(genders.id));
export const brandRows = (db: Db) => db.select().from(brands).orderBy(asc(brands.id));
export const productLineRows = (db: Db) =>
  db.select().from(productLines).orderBy(asc(productLines.id));
export const colourGroupRows = (db: Db) =>
  db.select().from(colourGroups).orderBy(asc(colourGroups.id));

/* ------------------------------------------------------------------ shops, postcodes */

export const shopRows = (db: Db) => db.select().from(shops).where(eq(shops.visible, true));

export async function postcodeRows(db: Db, q: string | undefined, limit: number | undefined) {
  const query = db
    .select({
      postcode: postcodes.postcode,
      place: postcodes.place,
      municipality: postcodes.municipality,
      county: postcodes.county,
      lat: postcodes.lat,
      lon: postcodes.lon,
    })
    .from(postcodes)
    .$dynamic();
  if (q !== undefined && q !== '') {
    // LIKE wildcards in the shopper's text must match literally.
    const escaped = q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    const byNumber = /^\d+$/.test(q);
    query.where(
      byNumber
        ? sql`${postcodes.postcode} like ${`${escaped}%`}`
        : sql`${postcodes.place} like ${`${escaped.toUpperCase()}%`}`,
    );
  }
  query.orderBy(asc(postcodes.postcode));
  if (limit !== undefined) query.limit(limit);
  return query;
}

export async function findPostcode(db: Db, code: string) {
  const [row] = await db.select().from(postcodes).where(eq(postcodes.postcode, code)).limit(1);
  return row;
}

/* ------------------------------------------------------------------ settings, ranks */

export const settingRows = (db: Db) => db.select().from(settings).orderBy(asc(settings.key));

/** Ranked, web-visible articles, best first; articles at the default rank are left out. */
export async function bestsellerRows(db: Db, limit: number) {
  return db
    .select({
      articleId: bestsellers.articleId,
      qtyRank: bestsellers.qtyRank,
      turnoverRank: bestsellers.turnoverRank,
    })
    .from(bestsellers)
    .innerJoin(articles, eq(articles.id, bestsellers.articleId))
    .where(and(eq(articles.visibleOnWeb, 1), lt(bestsellers.qtyRank, NO_RANK)))
    .orderBy(asc(bestsellers.qtyRank), asc(bestsellers.articleId))
    .limit(limit);
}

/* ------------------------------------------------------------------ campaigns */

export async function activeCampaignRows(db: Db, now: Date) {
  return db
    .select()
    .from(campaigns)
    .where(activeCampaign(now))
    .orderBy(asc(campaigns.endAt), asc(campaigns.id));
}

export async function findCampaign(db: Db, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row;
}

/** Web-visible articles per campaign (spec `articlesCount`). */
export async function campaignArticleCountRows(db: Db, campaignIds: readonly number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select({ campaignId: campaignPrices.campaignId, n: count() })
    .from(campaignPrices)
    .innerJoin(articles, eq(articles.id, campaignPrices.articleId))
    .where(and(inArray(campaignPrices.campaignId, [...campaignIds]), eq(articles.visibleOnWeb, 1)))
    .groupBy(campaignPrices.campaignId);
}

/* ------------------------------------------------------------------ promo codes, shipping */

export async function activePromoCodeRows(db: Db, now: Date) {
  return db
    .select()
    .from(promoCodes)
    .where(and(lte(promoCodes.validFrom, now), gte(promoCodes.validTo, now)))
    .orderBy(asc(promoCodes.validTo), asc(promoCodes.id));
}

export async function findPromoCodeByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    // Codes are stored upper case, so the unique index on name answers this lookup.
    .where(eq(promoCodes.name, name.trim().toUpperCase()))
    .limit(1);
  return row;
}

export async function activeShippingMethodRows(db: Db) {
  return db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.active, true))
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
}
