/**
 * Catalogue rules behind the read calls of spec §7 "Catalogue and content": listings with
 * pagination, the category tree with counts and price ranges, filter lists, shops,
 * postcodes, settings, bestsellers, campaigns, promo codes and shipping methods.
 * Unknown ids become 404 HttpErrors here; input has been validated by the routes.
 */
import type {
  ArticleAvailability,
  ArticleDetail,
  ArticleGroup,
  ArticleListQuery,
  ArticlePage,
  Bestseller,
  Brand,
  Category,
  ColourGroup,
  Gender,
  PaginationMeta,
  PostalCode,
  ProductLine,
  Promocode,
  PublicPromocode,
  ServerCampaignInput,
  Settings,
  ShippingMethod,
  Shop,
  Subcategory,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client';
import { loadArticleDetail, loadArticleList, loadVariants } from './articles';
import { notFound } from '../../http/route';
import {
  activeCampaignRows,
  activePromoCodeRows,
  activeShippingMethodRows,
  articleBaseRows,
  bestsellerRows,
  brandRows,
  campaignArticleCountRows,
  categoryRows,
  colourGroupRows,
  countArticles,
  countVisibleArticles,
  findCampaign,
  findCategory,
  findPostcode,
  findPromoCodeByName,
  findSubcategory,
  genderRows,
  groupCountRows,
  groupRows,
  pageArticleIds,
  postcodeRows,
  productLineRows,
  settingRows,
  shopRows,
  subcategoryRows,
  treeStatsRows,
  type ArticleScope,
  visibleArticlePlaces,
} from './queries';

/** Norwegian order for the few lists sorted in memory (shops): æ, ø, å after z. */
export const nbCollator = new Intl.Collator('nb-NO', { sensitivity: 'base', numeric: true });

/** Most bestseller rows one answer carries (the home page shows a few dozen). */
const BESTSELLER_LIMIT = 1000;

/* ------------------------------------------------------------------ pagination */

export function paginationMeta(total: number, page: number, perPage: number): PaginationMeta {
  return {
    current_page: page,
    // Laravel's paginator: an empty result still has one (empty) page.
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** One listing page: a count, the page's ids, then the batched article load. */
export async function articlePage(
  db: Db,
  scope: ArticleScope,
  query: ArticleListQuery,
  now: Date,
): Promise<ArticlePage> {
  const offset = (query.page - 1) * query.per_page;
  const [total, ids] = await Promise.all([
    countArticles(db, scope, now),
    pageArticleIds(db, scope, { by: query.orderBy, dir: query.order }, query.per_page, offset, now),
  ]);
  const data = await loadArticleList(db, ids, now);
  return { data, meta: paginationMeta(total, query.page, query.per_page) };
}

export async function categoryArticles(db: Db, id: number, query: ArticleListQuery, now: Date) {
  if (!(await findCategory(db, id))) throw notFound('Fant ikke kategorien');
  return articlePage(db, { kind: 'category', id }, query, now);
}

export async function subcategoryArticles(db: Db, id: number, query: ArticleListQuery, now: Date) {
  if (!(await findSubcategory(db, id))) throw notFound('Fant ikke underkategorien');
  return articlePage(db, { kind: 'subcategory', id }, query, now);
}

/* ------------------------------------------------------------------ articles */

export async function articleDetail(db: Db, id: number, now: Date): Promise<ArticleDetail> {
  const article = await loadArticleDetail(db, id, now);
  if (!article) throw notFound('Fant ikke artikkelen');
  return article;
}

/** The sitemap's view of the catalogue: visible articles with their place in the tree. */
export function visibleArticles(db: Db, limit: number, offset: number) {
  return visibleArticlePlaces(db, limit, offset);
}

export function visibleArticleCount(db: Db): Promise<number> {
  return countVisibleArticles(db);
}

export async function articleAvailability(db: Db, id: number): Promise<ArticleAvailability> {
  const [exists] = await articleBaseRows(db, [id]);
  if (!exists) throw notFound('Fant ikke artikkelen');
  const variants = await loadVariants(db, { articleIds: [id] });
  const perShop = new Map<number, number>();
  for (const variant of variants) {
    for (const s of variant.shops) perShop.set(s.id, (perShop.get(s.id) ?? 0) + s.qty);
  }
  return {
    articleId: id,
    variants: variants.map((variant) => ({
      id: variant.id,
      ean: variant.ean,
      size: variant.size,
      colorId: variant.color.id,
      availability: variant.availability,
      shops: variant.shops,
    })),
    shops: [...perShop].sort((a, b) => a[0] - b[0]).map(([shopId, qty]) => ({ id: shopId, qty })),
  };
}

/** Bundle `/utvalg/{ids}`: the articles in the order asked for, unknown and hidden ids skipped. */
export const bundle = (db: Db, ids: readonly number[], now: Date) => loadArticleList(db, ids, now);

/* ------------------------------------------------------------------ tree */

export async function categoryTree(db: Db, now: Date): Promise<Category[]> {
  const [cats, subs, stats] = await Promise.all([
    categoryRows(db),
    subcategoryRows(db),
    treeStatsRows(db, now),
  ]);

  const subCount = new Map<number, number>();
  const catStats = new Map<
    number,
    { count: number; min: number | null; max: number | null; lines: Set<number> }
  >();
  for (const row of stats) {
    subCount.set(row.subcategoryId, (subCount.get(row.subcategoryId) ?? 0) + row.n);
    const agg = catStats.get(row.categoryId) ?? {
      count: 0,
      min: null,
      max: null,
      lines: new Set<number>(),
    };
    agg.count += row.n;
    agg.min = agg.min === null ? row.minPrice : Math.min(agg.min, row.minPrice);
    agg.max = agg.max === null ? row.maxPrice : Math.max(agg.max, row.maxPrice);
    if (row.productLineId !== null) agg.lines.add(row.productLineId);
    catStats.set(row.categoryId, agg);
  }

  const subsByCategory = new Map<number, Subcategory[]>();
  for (const sub of subs) {
    const list = subsByCategory.get(sub.categoryId) ?? [];
    list.push({
      ArticleGroup2ID: sub.id,
      Name: sub.name,
      count: subCount.get(sub.id) ?? 0,
      sortNumber: sub.sortNumber,
    });
    subsByCategory.set(sub.categoryId, list);
  }

  return cats.map((cat) => {
    const agg = catStats.get(cat.id);
    return {
      id: cat.id,
      name: cat.name,
      count: agg?.count ?? 0,
      banner: cat.banner,
      bannerLink: cat.bannerLink,
      pageInfo: cat.pageInfo,
      minPrice: agg?.min ?? null,
      maxPrice: agg?.max ?? null,
      subcategories: subsByCategory.get(cat.id) ?? [],
      availableProductlines: agg ? [...agg.lines].sort((a, b) => a - b) : [],
      sortNumber: cat.sortNumber,
    };
  });
}

export async function subcategoryGroups(db: Db, id: number): Promise<ArticleGroup[]> {
  if (!(await findSubcategory(db, id))) throw notFound('Fant ikke underkategorien');
  const [groups, counts] = await Promise.all([groupRows(db, id), groupCountRows(db, id)]);
  const countByGroup = new Map(counts.map((c) => [c.groupId, c.n]));
  return groups.map((g) => ({
    name: g.name,
    articleGroup2ID: g.subcategoryId,
    articleGroup3ID: g.id,
    count: countByGroup.get(g.id) ?? 0,
  }));
}

/* ------------------------------------------------------------------ filter lists */

export const genders = async (db: Db): Promise<Gender[]> =>
  (await genderRows(db)).map((g) => ({ id: g.id, name: g.name }));

export const brands = async (db: Db): Promise<Brand[]> =>
  (await brandRows(db))
    .map((b) => ({ id: b.id, name: b.name, slug: b.slug }))
    .sort((a, b) => nbCollator.compare(a.name, b.name) || a.id - b.id);

export const productLines = async (db: Db): Promise<ProductLine[]> =>
  (await productLineRows(db)).map((p) => ({ id: p.id, name: p.name, categoryId: p.categoryId }));

export const colourGroups = async (db: Db): Promise<ColourGroup[]> =>
  (await colourGroupRows(db)).map((g) => ({
    id: g.id,
    label: g.label,
    name: g.name,
    hex: g.hex,
    colorId: g.colourId,
  }));

/* ------------------------------------------------------------------ shops, postcodes */

export async function shopList(db: Db): Promise<Shop[]> {
  const rows = await shopRows(db);
  return rows
    .map((s) => ({
      id: s.id,
      no: s.no,
      name: s.name,
      fullName: s.fullName,
      orgNo: s.orgNo,
      description: s.description,
      openingHours: s.openingHours,
      mapLink: s.mapLink,
      postNo: s.postNo,
      postPlace: s.postPlace,
      address: s.address,
      email: s.email,
      phone: s.phone,
      messenger: s.messenger,
      chain: s.chainId,
      coords: { lat: s.lat, lon: s.lon },
      distance: null,
      clickAndCollect: s.clickAndCollect,
    }))
    .sort((a, b) => nbCollator.compare(a.name, b.name) || a.id - b.id);
}

function toPostalCode(row: {
  postcode: string;
  place: string;
  municipality: string;
  county: string;
  lat: number;
  lon: number;
}): PostalCode {
  return {
    postcode: row.postcode,
    place: row.place,
    municipality: row.municipality,
    county: row.county,
    CoordLat: row.lat,
    CoordLong: row.lon,
  };
}

export async function postalCodes(
  db: Db,
  q: string | undefined,
  limit: number | undefined,
): Promise<PostalCode[]> {
  return (await postcodeRows(db, q, limit)).map(toPostalCode);
}

export async function postalCode(db: Db, code: string): Promise<PostalCode> {
  const row = await findPostcode(db, code);
  if (!row) throw notFound(`Fant ikke postnummer ${code}`);
  return toPostalCode(row);
}

/* ------------------------------------------------------------------ settings, ranks */

export async function settingsMap(db: Db): Promise<Settings> {
  const result: Settings = {};
  for (const row of await settingRows(db)) result[row.key] = row.value;
  return result;
}

export async function bestsellers(db: Db): Promise<Bestseller[]> {
  return (await bestsellerRows(db, BESTSELLER_LIMIT)).map((b) => ({
    article_id: b.articleId,
    qty_rank: b.qtyRank,
    turnover_rank: b.turnoverRank,
  }));
}

/* ------------------------------------------------------------------ campaigns */

type CampaignRow = Awaited<ReturnType<typeof activeCampaignRows>>[number];

/** Server shape of spec §3; raw titles ('Klikk & Hent') are kept, `mapCampaign` renames. */
function toServerCampaign(row: CampaignRow, articlesCount: number): ServerCampaignInput {
  return {
    CampaignID: row.id,
    ShortTitle: row.shortTitle,
    ShortDescription: row.shortDescription,
    Description: row.description,
    Start: row.startAt.toISOString(),
    End: row.endAt.toISOString(),
    articlesCount,
    image: row.image,
    imageMobile: row.imageMobile,
    ShowLabel: row.showLabel,
    ShowImage: row.showImage,
    LabelText: row.labelText,
    CampaignUrl: row.campaignUrl,
  };
}

export async function activeCampaigns(db: Db, now: Date): Promise<ServerCampaignInput[]> {
  const rows = await activeCampaignRows(db, now);
  const counts = await campaignArticleCountRows(
    db,
    rows.map((r) => r.id),
  );
  const countById = new Map(counts.map((c) => [c.campaignId, c.n]));
  return rows.map((row) => toServerCampaign(row, countById.get(row.id) ?? 0));
}

function isRunning(row: CampaignRow, now: Date): boolean {
  return (
    row.active && row.startAt.getTime() <= now.getTime() && row.endAt.getTime() > now.getTime()
  );
}

/** One campaign (also an ended one: old links should say what it was, not 404). */
export async function campaign(db: Db, id: number): Promise<ServerCampaignInput> {
  const row = await findCampaign(db, id);
  if (!row) throw notFound('Fant ikke kampanjen');
  const [count] = await campaignArticleCountRows(db, [id]);
  return toServerCampaign(row, count?.n ?? 0);
}

/**
 * Articles of one campaign. Only while it runs: after the end its prices no longer apply,
 * and listing them under the campaign would advertise discounts that are gone.
 */
export async function campaignArticles(db: Db, id: number, query: ArticleListQuery, now: Date) {
  const row = await findCampaign(db, id);
  if (!row) throw notFound('Fant ikke kampanjen');
  if (!isRunning(row, now)) throw notFound('Kampanjen er ikke aktiv');
  return articlePage(db, { kind: 'campaign', id }, query, now);
}

export const combinedCampaignArticles = (db: Db, query: ArticleListQuery, now: Date) =>
  articlePage(db, { kind: 'activeCampaigns' }, query, now);

/* ------------------------------------------------------------------ promo codes, shipping */

type PromoRow = Awaited<ReturnType<typeof activePromoCodeRows>>[number];

function toPromocode(row: PromoRow): Promocode {
  return {
    Id: row.id,
    Name: row.name,
    ValidFrom: row.validFrom.toISOString(),
    ValidTo: row.validTo.toISOString(),
    Fixed: row.fixed === 1,
    Amount: row.amount,
    Type: row.type,
  };
}

export async function publicPromocodes(db: Db, now: Date): Promise<PublicPromocode[]> {
  return (await activePromoCodeRows(db, now)).map((row) => {
    const { Name: _secret, ...rest } = toPromocode(row);
    return rest;
  });
}

/** A typed code: valid now → the code; unknown, not yet valid or expired → one 404 message. */
export async function checkPromocode(db: Db, code: string, now: Date): Promise<Promocode> {
  const row = await findPromoCodeByName(db, code);
  const valid =
    row && row.validFrom.getTime() <= now.getTime() && row.validTo.getTime() >= now.getTime();
  if (!row || !valid) {
    // One message for unknown and expired, so the answer does not reveal which codes exist.
    throw notFound('Rabattkoden er ugyldig eller utløpt', 'PROMOCODE_INVALID');
  }
  return toPromocode(row);
}

export async function shippingMethods(db: Db): Promise<{ data: ShippingMethod[] }> {
  const rows = await activeShippingMethodRows(db);
  return {
    data: rows.map((r) => ({ id: r.id, name: r.name, price: r.price, description: r.description })),
  };
}
