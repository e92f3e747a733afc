/**
 * The deterministic demo-data generator: `generateSeed(options)` returns every row to insert.
 * Pure apart from reading the postcode CSV; the same options give identical output.
 */
import { generateCatalog, generateReference } from './gen-catalog';
import {
  generateCommerce,
  generateGiftCards,
  generatePromoCodes,
  generateSettings,
  SHIPPING_METHODS,
} from './gen-commerce';
import {
  generateBlog,
  generateHomePages,
  generateInformationPages,
  generatePolls,
  generateSocialPosts,
} from './gen-content';
import {
  averageRatings,
  generateCustomers,
  generateHistory,
  generateReviews,
} from './gen-customers';
import { generateShops } from './gen-shops';
import { loadPostcodes } from './postcodes';
import { Rng } from './random';
import type { SeedData, SeedOptions } from './types';

export const DEFAULT_SEED = 20240501;
export const DEFAULT_ARTICLES = 3000;

export function generateSeed(partial: Partial<SeedOptions> = {}): SeedData {
  const options: SeedOptions = {
    articles: partial.articles ?? DEFAULT_ARTICLES,
    seed: partial.seed ?? DEFAULT_SEED,
    now: partial.now ?? new Date(),
  };
  if (!Number.isInteger(options.articles) || options.articles < 1)
    throw new Error('articles must be a positive integer');
  const rng = new Rng(options.seed);
  const now = options.now;

  const postcodeRows = loadPostcodes();
  const postcodeMap = new Map(postcodeRows.map((p) => [p.postcode, p]));
  const { ref, index } = generateReference();
  const { shops, weights } = generateShops(rng, postcodeMap, now);
  const shopIds = shops.map((s) => s.id);
  const catalog = generateCatalog(rng, options.articles, now, index, shopIds, weights);
  const commerce = generateCommerce(rng, now, catalog.meta, catalog.articles);

  const customers = generateCustomers(now);
  const reviewerIds = customers.flatMap((c) => (c.id && c.termsConditions === 1 ? [c.id] : []));
  const reviews = generateReviews(rng, now, catalog.meta, reviewerIds);
  const ratings = averageRatings(reviews);
  for (const a of catalog.articles) a.averageRating = ratings.get(a.id) ?? null;

  const colourName = new Map(ref.colours.map((c) => [c.id, c.name]));
  const sizeName = new Map(ref.sizes.map((s) => [s.id, s.name]));
  const history = generateHistory(
    rng,
    now,
    catalog.meta,
    catalog.variants,
    shopIds,
    (id) => colourName.get(id) ?? '',
    (id) => sizeName.get(id) ?? '',
  );

  return {
    options,
    ...ref,
    articles: catalog.articles,
    variants: catalog.variants,
    shops,
    stock: catalog.stock,
    ...commerce,
    promoCodes: generatePromoCodes(now),
    shippingMethods: SHIPPING_METHODS,
    giftCards: generateGiftCards(now),
    settings: generateSettings(),
    homePages: generateHomePages(rng, now, catalog.meta),
    ...generateSocialPosts(rng, now, catalog.meta),
    ...generateBlog(rng, now, catalog.meta),
    informationPages: generateInformationPages(now),
    ...generatePolls(rng, now, catalog.meta),
    customers,
    reviews,
    ...history,
    postcodes: postcodeRows,
  };
}
