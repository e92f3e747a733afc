/**
 * Catalogue contract: request and response shapes of the read calls of spec §7
 * "Catalogue and content" (articles, tree, filters, shops, postcodes, settings, bestsellers).
 *
 * Field names are the client shape of spec §3 (camelCase, money in integer øre, computed
 * `price`, booleans for 0/1 flags). Exceptions kept on purpose: postcodes answer
 * `CoordLat`/`CoordLong`, category subcategories `ArticleGroup2ID`/`Name` (spec wording),
 * bestsellers `article_id`/`qty_rank`/`turnover_rank`, reviews snake_case, and campaigns
 * use the server shape (owned by the campaign schema, mapped by `mapCampaign`).
 *
 * Request schemas accept what arrives from a URL (strings) and output numbers, so the API
 * validates and converts in one step; every message is Norwegian because it reaches shoppers.
 */
import * as v from 'valibot';
import { BESTSELLER_DEFAULT, CATEGORY_PAGE_SIZE } from '../constants';
import { OreSchema } from './common';
import { PromocodeSchema } from './promocode';

/* ------------------------------------------------------------------ primitives */

/** PostgreSQL `integer` upper bound: a larger id would make the database throw, i.e. a 500. */
export const MAX_DB_INT = 2_147_483_647;

/** Positive integer id as it arrives in a path or query string (or already as a number). */
export const NumericIdSchema = v.pipe(
  v.union([v.string(), v.number()], 'Ugyldig id: må være et positivt heltall'),
  v.transform((input) => String(input).trim()),
  v.regex(/^[1-9]\d{0,9}$/, 'Ugyldig id: må være et positivt heltall'),
  v.transform(Number),
  v.maxValue(MAX_DB_INT, 'Ugyldig id: tallet er for stort'),
);

/** `{ id }` path parameters of `/articles/{id}`, `/categories/{id}/articles` … */
export const IdParamsSchema = v.object({ id: NumericIdSchema });
export type IdParams = v.InferOutput<typeof IdParamsSchema>;

/** Optional positive integer query parameter with a default and an upper bound. */
function intQuery(label: string, fallbackValue: number, max: number) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], `${label} må være et heltall`),
      v.transform((input) => String(input).trim()),
      v.regex(/^\d{1,9}$/, `${label} må være et heltall`),
      v.transform(Number),
      v.minValue(1, `${label} må være minst 1`),
      v.maxValue(max, `${label} kan ikke være større enn ${max}`),
    ),
    String(fallbackValue),
  );
}

/* ------------------------------------------------------------------ pagination */

export const DEFAULT_PER_PAGE = CATEGORY_PAGE_SIZE;
export const MAX_PER_PAGE = 100;

/** Laravel-style paginator meta, as the spec's "meta with current_page and last_page". */
export const PaginationMetaSchema = v.object({
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** At least 1 even for an empty result, so "page 1 of 1" always makes sense. */
  last_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type PaginationMeta = v.InferOutput<typeof PaginationMetaSchema>;

/** `{ data: T[], meta }` for any item schema. */
export function paginatedSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: v.array(item), meta: PaginationMetaSchema });
}

/** Sort keys of article listings; names compare with Norwegian collation (æ, ø, å after z). */
export const ARTICLE_ORDER_BY = ['Name', 'Price', 'DateCreated', 'Bestseller'] as const;
export type ArticleOrderBy = (typeof ARTICLE_ORDER_BY)[number];

const orderByLookup = new Map<string, ArticleOrderBy>(
  ARTICLE_ORDER_BY.map((key) => [key.toLowerCase(), key]),
);

/**
 * Query of `/categories/{id}/articles`, `/subcategories/{id}/articles` and the campaign
 * article lists. Keys are matched case-insensitively (`orderBy=price`) because links are typed by hand.
 */
export const ArticleListQuerySchema = v.object({
  page: intQuery('page', 1, 1_000_000),
  per_page: intQuery('per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE),
  orderBy: v.optional(
    v.pipe(
      v.string('orderBy må være tekst'),
      v.transform((input) => orderByLookup.get(input.trim().toLowerCase()) ?? input),
      v.picklist(ARTICLE_ORDER_BY, `orderBy må være en av ${ARTICLE_ORDER_BY.join(', ')}`),
    ),
    'Name',
  ),
  order: v.optional(
    v.pipe(
      v.string('order må være asc eller desc'),
      v.transform((input) => input.trim().toLowerCase()),
      v.picklist(['asc', 'desc'], 'order må være asc eller desc'),
    ),
    'asc',
  ),
});
export type ArticleListQueryInput = v.InferInput<typeof ArticleListQuerySchema>;
export type ArticleListQuery = v.InferOutput<typeof ArticleListQuerySchema>;

/** Most ids one bundle (`/utvalg/{ids}`) may ask for; keeps the query bounded. */
export const MAX_BUNDLE_ARTICLES = 100;

/** `?articles=1,2,3` → `[1, 2, 3]` in the given order (duplicates removed, order kept). */
export const BundleQuerySchema = v.object({
  // Missing `articles` becomes '' so the shopper gets the Norwegian "at least one id" message.
  articles: v.optional(
    v.pipe(
      v.string('articles må være en kommaseparert liste med artikkel-id-er'),
      v.transform((input) =>
        input
          .split(/[,+\s]+/)
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
      v.minLength(1, 'articles må inneholde minst én artikkel-id'),
      v.maxLength(MAX_BUNDLE_ARTICLES, `articles kan inneholde høyst ${MAX_BUNDLE_ARTICLES} id-er`),
      v.check(
        (parts) => parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= MAX_DB_INT),
        'articles må bare inneholde positive heltall skilt med komma',
      ),
      v.transform((parts) => [...new Set(parts.map(Number))]),
    ),
    '',
  ),
});
export type BundleQuery = v.InferOutput<typeof BundleQuerySchema>;

/* ------------------------------------------------------------------ small entities */

export const GenderSchema = v.object({ id: v.number(), name: v.string() });
export type Gender = v.InferOutput<typeof GenderSchema>;

export const BrandSchema = v.object({ id: v.number(), name: v.string(), slug: v.string() });
export type Brand = v.InferOutput<typeof BrandSchema>;

/** Brand or gender as embedded in an article (the filter lists carry the rest). */
export const NamedRefSchema = v.object({ id: v.number(), name: v.string() });
export type NamedRef = v.InferOutput<typeof NamedRefSchema>;

export const ProductLineSchema = v.object({
  id: v.number(),
  name: v.string(),
  categoryId: v.nullable(v.number()),
});
export type ProductLine = v.InferOutput<typeof ProductLineSchema>;

export const ColourSchema = v.object({
  id: v.number(),
  name: v.string(),
  hex: v.string(),
  colorCode: v.string(),
});
export type Colour = v.InferOutput<typeof ColourSchema>;

export const ColourGroupSchema = v.object({
  id: v.number(),
  /** Norwegian display label ('Blå'). */
  label: v.string(),
  /** Stable machine name ('blue'), used in filters. */
  name: v.string(),
  hex: v.string(),
  colorId: v.nullable(v.number()),
});
export type ColourGroup = v.InferOutput<typeof ColourGroupSchema>;

export const SizeSchema = v.object({ id: v.number(), name: v.string() });
export type Size = v.InferOutput<typeof SizeSchema>;

/** Stock of one variant (or one article) in one shop. */
export const ShopQtySchema = v.object({ id: v.number(), qty: v.pipe(v.number(), v.integer()) });
export type ShopQty = v.InferOutput<typeof ShopQtySchema>;

/** Spec §3 "Campaign on an article". */
export const ArticleCampaignSchema = v.object({
  id: v.number(),
  articleId: v.number(),
  price: OreSchema,
  labelType: v.string(),
  labelData: v.nullable(v.string()),
});
export type ArticleCampaign = v.InferOutput<typeof ArticleCampaignSchema>;

export const BestsellerRanksSchema = v.object({
  /** BESTSELLER_DEFAULT (9999) when the article has no rank (spec §9). */
  qtyRank: v.optional(v.number(), BESTSELLER_DEFAULT),
  turnoverRank: v.optional(v.number(), BESTSELLER_DEFAULT),
});
export type BestsellerRanks = v.InferOutput<typeof BestsellerRanksSchema>;

/* ------------------------------------------------------------------ variants and reviews */

export const VariantSchema = v.object({
  id: v.number(),
  ean: v.string(),
  /** Total units across all shops. */
  availability: v.pipe(v.number(), v.integer()),
  /** Every shop holding a stock row for the variant (qty 0 = sold out there). */
  shops: v.array(ShopQtySchema),
  size: SizeSchema,
  color: v.object({ ...ColourSchema.entries, image: v.string() }),
});
export type Variant = v.InferOutput<typeof VariantSchema>;

export const ReviewSchema = v.object({
  id: v.number(),
  content: v.string(),
  reply: v.nullable(v.string()),
  /** Reviewer's first name; null when anonymous or the account is gone. */
  customer: v.nullable(v.string()),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  approved: v.boolean(),
  /** ISO 8601. */
  created_at: v.string(),
  reviewable_id: v.number(),
  reviewable_type: v.string(),
  /** -1 small, 0 true to size, 1 large. */
  true_to_size: v.nullable(v.number()),
  size_color: v.nullable(v.string()),
  anonymous: v.boolean(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/* ------------------------------------------------------------------ articles */

export const ArticleSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  /** Lowest active campaign price, else the final price (øre, rounded). */
  price: OreSchema,
  originalPrice: OreSchema,
  /**
   * 'Førpris': lowest price of the 30 days before the current discount (Norwegian
   * price-marking rules). Only set while the article is discounted, else null.
   */
  previousLowestPrice: v.nullable(OreSchema),
  pant: OreSchema,
  frightPrice: OreSchema,
  brand: NamedRefSchema,
  gender: NamedRefSchema,
  colors: v.array(ColourSchema),
  /** Colour-group ids (resolve with GET /colorgroups). */
  colorGroups: v.array(v.number()),
  /** Raw category ('Tekstil'); the client shows it with `categoryDisplayName`. */
  category: NamedRefSchema,
  articleGroup2ID: v.number(),
  articleGroup3ID: v.number(),
  productLineId: v.nullable(v.number()),
  canPurchase: v.boolean(),
  customLabel: v.nullable(v.string()),
  /** Ids of shops with at least one unit of any variant. */
  shops: v.array(v.number()),
  /** Total units across all variants and shops. */
  availability: v.pipe(v.number(), v.integer()),
  featured: v.boolean(),
  campaigns: v.array(ArticleCampaignSchema),
  averageRating: v.nullable(v.number()),
  webPurchaseLimit: v.nullable(v.number()),
  bestseller: BestsellerRanksSchema,
  onlyCC: v.boolean(),
  season: v.nullable(v.string()),
  image: v.string(),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

export const ArticleDetailSchema = v.object({
  ...ArticleSchema.entries,
  webDescription: v.nullable(v.string()),
  techDescription: v.nullable(v.string()),
  nutrientContent: v.nullable(v.string()),
  washLabel: v.nullable(v.string()),
  careLabel: v.nullable(v.string()),
  /** ISO 8601. */
  dateCreated: v.string(),
  visible: v.boolean(),
  variants: v.array(VariantSchema),
  /** Approved reviews, newest first. */
  reviews: v.array(ReviewSchema),
});
export type ArticleDetail = v.InferOutput<typeof ArticleDetailSchema>;

export const ArticleListSchema = v.array(ArticleSchema);
export const ArticlePageSchema = paginatedSchema(ArticleSchema);
export type ArticlePage = v.InferOutput<typeof ArticlePageSchema>;

/** GET /articles/availability/{id}: stock per variant per shop, plus per-shop totals. */
export const ArticleAvailabilitySchema = v.object({
  articleId: v.number(),
  variants: v.array(
    v.object({
      id: v.number(),
      ean: v.string(),
      size: SizeSchema,
      colorId: v.number(),
      availability: v.pipe(v.number(), v.integer()),
      shops: v.array(ShopQtySchema),
    }),
  ),
  /** Units of the whole article per shop (shops without a stock row are left out). */
  shops: v.array(ShopQtySchema),
});
export type ArticleAvailability = v.InferOutput<typeof ArticleAvailabilitySchema>;

/* ------------------------------------------------------------------ tree */

export const SubcategorySchema = v.object({
  ArticleGroup2ID: v.number(),
  Name: v.string(),
  /** Web-visible articles in the subcategory. */
  count: v.pipe(v.number(), v.integer()),
  sortNumber: v.number(),
});
export type Subcategory = v.InferOutput<typeof SubcategorySchema>;

export const CategorySchema = v.object({
  id: v.number(),
  /** Raw name ('Tekstil'); shown through `categoryDisplayName` ('Klær'). */
  name: v.string(),
  /** Web-visible articles in the category. */
  count: v.pipe(v.number(), v.integer()),
  banner: v.nullable(v.string()),
  bannerLink: v.nullable(v.string()),
  /** Editorial text shown above the listing. */
  pageInfo: v.nullable(v.string()),
  /** Lowest and highest shown price (øre) of the web-visible articles; null when empty. */
  minPrice: v.nullable(OreSchema),
  maxPrice: v.nullable(OreSchema),
  subcategories: v.array(SubcategorySchema),
  /** Product-line ids with web-visible articles in the category (resolve with GET /productlines). */
  availableProductlines: v.array(v.number()),
  sortNumber: v.number(),
});
export type Category = v.InferOutput<typeof CategorySchema>;
export const CategoryListSchema = v.array(CategorySchema);

/** Spec §3 "Group": level ArticleGroup3ID below a subcategory. */
export const ArticleGroupSchema = v.object({
  name: v.string(),
  articleGroup2ID: v.number(),
  articleGroup3ID: v.number(),
  count: v.pipe(v.number(), v.integer()),
});
export type ArticleGroup = v.InferOutput<typeof ArticleGroupSchema>;
export const ArticleGroupListSchema = v.array(ArticleGroupSchema);

export const GenderListSchema = v.array(GenderSchema);
export const BrandListSchema = v.array(BrandSchema);
export const ProductLineListSchema = v.array(ProductLineSchema);
export const ColourGroupListSchema = v.array(ColourGroupSchema);

/* ------------------------------------------------------------------ shops */

export const OpeningHoursDaySchema = v.object({
  /** 1 = Monday … 7 = Sunday. */
  day: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  /** Norwegian weekday ('Mandag'). */
  name: v.string(),
  /** 'HH:MM'; both null when closed that day. */
  opens: v.nullable(v.string()),
  closes: v.nullable(v.string()),
});
export type OpeningHoursDay = v.InferOutput<typeof OpeningHoursDaySchema>;

export const OpeningHoursSchema = v.object({
  regular: v.array(OpeningHoursDaySchema),
  /** Deviating days (holidays): ISO date with its own hours, null = closed. */
  exceptions: v.array(
    v.object({
      date: v.string(),
      label: v.string(),
      opens: v.nullable(v.string()),
      closes: v.nullable(v.string()),
    }),
  ),
});
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

export const ShopSchema = v.object({
  id: v.number(),
  no: v.number(),
  name: v.string(),
  fullName: v.string(),
  orgNo: v.string(),
  description: v.string(),
  openingHours: OpeningHoursSchema,
  mapLink: v.nullable(v.string()),
  postNo: v.string(),
  postPlace: v.string(),
  address: v.string(),
  email: v.string(),
  phone: v.string(),
  messenger: v.nullable(v.string()),
  chain: v.number(),
  /** WGS84 point (from the postcode register, CC BY 3.0 Erik Bolstad). */
  coords: v.object({ lat: v.number(), lon: v.number() }),
  /** Always null from the API; the client fills it in from the visitor's position. */
  distance: v.nullable(v.number()),
  clickAndCollect: v.boolean(),
});
export type Shop = v.InferOutput<typeof ShopSchema>;
export const ShopListSchema = v.array(ShopSchema);

/* ------------------------------------------------------------------ postcodes */

export const PostalCodeParamsSchema = v.object({
  code: v.pipe(
    v.string('Postnummer må være fire siffer'),
    v.transform((input) => input.trim()),
    v.regex(/^\d{4}$/, 'Postnummer må være fire siffer'),
  ),
});
export type PostalCodeParams = v.InferOutput<typeof PostalCodeParamsSchema>;

/** Optional `?q=` prefix of a postcode or place name; without it the whole register is listed. */
export const PostalCodeListQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string('q må være tekst'),
      v.transform((input) => input.trim()),
      v.maxLength(60, 'q kan være høyst 60 tegn'),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'limit må være et heltall'),
      v.transform((input) => String(input).trim()),
      v.regex(/^\d{1,5}$/, 'limit må være et heltall'),
      v.transform(Number),
      v.minValue(1, 'limit må være minst 1'),
      v.maxValue(10_000, 'limit kan ikke være større enn 10000'),
    ),
  ),
});
export type PostalCodeListQuery = v.InferOutput<typeof PostalCodeListQuerySchema>;

/** Coordinates: Erik Bolstad, CC BY 3.0 – pages using them must link www.erikbolstad.no/postnummer/. */
export const PostalCodeSchema = v.object({
  postcode: v.string(),
  place: v.string(),
  municipality: v.string(),
  county: v.string(),
  CoordLat: v.number(),
  CoordLong: v.number(),
});
export type PostalCode = v.InferOutput<typeof PostalCodeSchema>;
export const PostalCodeListSchema = v.array(PostalCodeSchema);

/* ------------------------------------------------------------------ settings, bestsellers */

/**
 * GET /settings: key → JSON value as the editors stored it, e.g. `campaigns`
 * ({ fixed: 879, farmen: 906, expedition: 957, weeklyAd }), `chainId` and the home-page
 * banner slots (`homepageBanners`). Kept open so editors can add keys without a release.
 */
export const SettingsSchema = v.record(v.string(), v.unknown());
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const BestsellerSchema = v.object({
  article_id: v.number(),
  qty_rank: v.number(),
  turnover_rank: v.number(),
});
export type Bestseller = v.InferOutput<typeof BestsellerSchema>;
export const BestsellerListSchema = v.array(BestsellerSchema);

/* ------------------------------------------------------------------ promo codes */

/**
 * GET /promocodes: the running codes WITHOUT their `Name`. The name is the secret a shopper
 * types; listing it would hand every code to anyone. A typed code is checked with
 * GET /promocodes/check/{code}, which answers the full `PromocodeSchema`.
 */
export const PublicPromocodeSchema = v.omit(PromocodeSchema, ['Name']);
export type PublicPromocode = v.InferOutput<typeof PublicPromocodeSchema>;
export const PublicPromocodeListSchema = v.array(PublicPromocodeSchema);

export const PromocodeParamsSchema = v.object({
  code: v.pipe(
    v.string('Ugyldig rabattkode'),
    v.transform((input) => input.trim()),
    v.regex(/^[A-Za-z0-9ÆØÅæøå_-]{1,40}$/, 'Ugyldig rabattkode: bruk bokstaver og tall'),
  ),
});
export type PromocodeParams = v.InferOutput<typeof PromocodeParamsSchema>;
