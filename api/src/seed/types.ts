/** Shapes of the generated data: insert rows of the Drizzle tables, big tables column-wise. */
import type * as s from '../db/schema';

type Ins<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Column-wise rows: cheaper than millions of small objects at 100 000 articles. */
export interface VariantColumns {
  id: number[];
  articleId: number[];
  ean: string[];
  sizeId: number[];
  colourId: number[];
  image: string[];
  sortOrder: number[];
}

export interface StockColumns {
  variantId: number[];
  shopId: number[];
  qty: number[];
}

export interface DemoCustomer extends Omit<Ins<typeof s.customers>, 'passwordHash'> {
  /** Clear-text demo password; hashed with argon2id at insert time (hashes are salted, not deterministic). */
  password: string;
}

export interface SeedOptions {
  /** Number of articles (default 3 000; 100 000 for benchmarks). */
  articles: number;
  /** PRNG seed; the same seed and `now` give identical data. */
  seed: number;
  /** Reference time for date windows (campaigns, polls, home sections). */
  now: Date;
}

export interface SeedData {
  options: SeedOptions;
  genders: Ins<typeof s.genders>[];
  brands: Ins<typeof s.brands>[];
  colourGroups: Ins<typeof s.colourGroups>[];
  colours: Ins<typeof s.colours>[];
  sizes: Ins<typeof s.sizes>[];
  categories: Ins<typeof s.categories>[];
  subcategories: Ins<typeof s.subcategories>[];
  articleGroups: Ins<typeof s.articleGroups>[];
  productLines: Ins<typeof s.productLines>[];
  articles: Ins<typeof s.articles>[];
  variants: VariantColumns;
  shops: Ins<typeof s.shops>[];
  stock: StockColumns;
  campaigns: Ins<typeof s.campaigns>[];
  campaignPrices: Ins<typeof s.campaignPrices>[];
  priceHistory: Ins<typeof s.priceHistory>[];
  bestsellers: Ins<typeof s.bestsellers>[];
  promoCodes: Ins<typeof s.promoCodes>[];
  shippingMethods: Ins<typeof s.shippingMethods>[];
  giftCards: Ins<typeof s.giftCards>[];
  settings: Ins<typeof s.settings>[];
  homePages: Ins<typeof s.homePages>[];
  socialPosts: Ins<typeof s.socialPosts>[];
  socialPostArticles: Ins<typeof s.socialPostArticles>[];
  blogCategories: Ins<typeof s.blogCategories>[];
  blogPosts: Ins<typeof s.blogPosts>[];
  blogPostCategories: Ins<typeof s.blogPostCategories>[];
  informationPages: Ins<typeof s.informationPages>[];
  polls: Ins<typeof s.polls>[];
  pollQuestions: Ins<typeof s.pollQuestions>[];
  pollOptions: Ins<typeof s.pollOptions>[];
  customers: DemoCustomer[];
  reviews: Ins<typeof s.reviews>[];
  reservations: Ins<typeof s.reservations>[];
  reservationLines: Ins<typeof s.reservationLines>[];
  orders: Ins<typeof s.orders>[];
  orderLines: Ins<typeof s.orderLines>[];
  postcodes: Ins<typeof s.postcodes>[];
}
